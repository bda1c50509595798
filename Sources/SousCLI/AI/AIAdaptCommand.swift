import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore

/// `sous ai adapt RECIPE --diet vegan`: the lines that break a diet and the knowledge base's
/// swaps, offline; nothing is changed.
struct AIAdaptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adapt",
        abstract: "Show which ingredient lines break a diet and the swaps that keep it (offline, nothing is changed).",
        discussion: "Diets and swaps come from contract/kitchen-knowledge.yaml: vegan, vegetarian, dairy-free, gluten-free, egg-free, nut-free."
    )

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe: its id or the start of its title.") var recipe: String
    @Option(help: "The diet, e.g. vegan or gluten-free.") var diet: String
    @Flag(help: "Print one JSON object.") var json = false

    struct Result: Encodable {
        var recipe: String
        var diet: String
        var offline: Bool
        var changes: [DietAdaptation.Change]
    }

    func run() throws {
        let knowledge = try KitchenKnowledgeContract.builtIn()
        guard let chosen = knowledge.diet(named: diet) else {
            throw CommandFailure(description: "no diet named \"\(diet)\"; Sous knows \(knowledge.diets.map(\.name).joined(separator: ", "))")
        }
        let found = try RecipeLookup.find(recipe, in: try database.open())
        let adaptation = DietAdaptation.adapt(found, to: chosen, knowledge: knowledge)
        if json { return try Output.json(Result(recipe: found.title, diet: chosen.name, offline: true, changes: adaptation.changes)) }
        guard !adaptation.changes.isEmpty else {
            return Output.line("\(found.title) is already \(chosen.name) as far as Sous can tell: no line lists an ingredient that breaks it.")
        }
        Output.line("\(found.title), made \(chosen.name) (offline, from the kitchen knowledge; nothing changed):")
        for change in adaptation.changes {
            Output.line("  - \(change.line)")
            if let line = change.replacementLine {
                Output.line("  + \(line)")
                if let note = change.note { Output.line("      \(note)") }
            } else {
                Output.line("    no swap known for \(change.breaks): leave it out or choose a \(chosen.name) one")
            }
        }
        let unknown = adaptation.changes.filter { $0.replacementLine == nil }.count
        Output.line("\(adaptation.changes.count) line\(adaptation.changes.count == 1 ? "" : "s") to change\(unknown > 0 ? ", \(unknown) without a known swap" : "").")
    }
}
