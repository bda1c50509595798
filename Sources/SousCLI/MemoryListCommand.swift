import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Spoken memories, newest first: all, a recipe's, or a member's.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Only this recipe's.") var recipe: String?
    @Option(help: "Only this family member's.") var member: String?
    @Flag(help: "Print JSON (one object per line).") var json = false

    func run() throws {
        let db = try database.open()
        let repository = MemoryRepository(db)
        let recipeId = try recipe.map { try RecipeLookup.find($0, in: db).id }
        let memberId = try member.map { try MemorySubject.resolve(recipe: nil, member: $0, in: db).member?.id }
        let memories = try repository.list(recipeId: recipeId ?? nil, memberId: memberId ?? nil)
        let titles = Dictionary(try RecipeRepository(db).list().map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        let members = Dictionary(try FamilyRepository(db).members().compactMap { m in m.id.map { ($0, m.name) } }, uniquingKeysWith: { a, _ in a })
        for m in memories {
            let output = MemoryOutput(m, recipe: m.recipeId.flatMap { titles[$0] }, member: m.memberId.flatMap { members[$0] }, folder: repository.folder)
            if json { try Output.json(output); continue }
            let about = output.recipe ?? output.member ?? "—"
            let mark = m.transcriptEdited ? "" : " (machine-made)"
            Output.line("\(output.id). \(about) · \(m.question ?? "note") · \(String(format: "%.1f", m.durationSeconds)) s\(output.audioMissing ? " · the recording is missing: \(output.audioFile)" : "")")
            if m.transcriptPending {
                Output.line("   (transcript pending: `sous memory transcript \(output.id) --transcribe` makes it)")
            } else {
                Output.line("   \(m.transcript.isEmpty ? "(no transcript)" : m.transcript)\(mark)")
            }
        }
        if memories.isEmpty && !json { Output.line("no spoken memories yet (record one: sous memory record RECIPE)") }
        MemoryOrphans.report(try repository.setAsideOrphans())
    }
}
