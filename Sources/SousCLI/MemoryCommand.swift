import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

/// `sous memory`: spoken family memories (issue 30): guided questions, recording, transcripts, playback.
struct MemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Spoken family memories: answer guided questions by voice, keep the recording and its transcript.",
        subcommands: [MemoryQuestionsCommand.self, MemoryRecordCommand.self, MemoryListCommand.self, MemoryPlayCommand.self,
                      MemoryTranscriptCommand.self, MemoryDeleteCommand.self, MemoryWERCommand.self]
    )
}

/// The recipe or member a memory is about, resolved from the command line.
struct MemorySubject {
    var recipe: Recipe?
    var member: FamilyMember?

    var kind: MemorySubjectKind { recipe == nil ? .member : .recipe }
    var name: String { recipe?.title ?? member?.name ?? "" }

    static func resolve(recipe: String?, member: String?, in db: AppDatabase) throws -> MemorySubject {
        guard recipe != nil || member != nil else { throw ValidationError("give a RECIPE, or --member NAME for questions about a family member") }
        let found = try recipe.map { try RecipeLookup.find($0, in: db) }
        let person = try member.map { name throws -> FamilyMember in
            let family = try FamilyRepository(db)
            guard let person = try family.member(named: name) else {
                let names = try family.members().map(\.name)
                throw CommandFailure(description: "no family member is called \"\(name)\""
                                     + (names.isEmpty ? " (add members in the app's family screen)" : "; the family: \(names.joined(separator: ", "))"))
            }
            return person
        }
        return MemorySubject(recipe: found, member: person)
    }

    func answered(_ repository: MemoryRepository) throws -> Set<String> {
        if let id = recipe?.id { return try repository.answeredQuestions(recipeId: id) }
        return try repository.answeredQuestions(memberId: member?.id)
    }
}

/// One memory as printed by `--json`.
struct MemoryOutput: Encodable {
    var id: Int64
    var recipe: String?
    var member: String?
    var questionId: String?
    var question: String?
    var speaker: String?
    var recordedAt: Date
    var durationSeconds: Double
    var audioFile: String
    var audioMissing: Bool
    var transcript: String
    var transcriptEdited: Bool
    var transcriptPending: Bool

    init(_ m: Memory, recipe: String?, member: String?, folder: MemoryFolder) {
        id = m.id ?? 0
        self.recipe = recipe
        self.member = member
        questionId = m.questionId
        question = m.question
        speaker = m.speaker
        recordedAt = m.recordedAt
        durationSeconds = (m.durationSeconds * 10).rounded() / 10
        audioFile = folder.url(for: m.audioPath)?.path ?? m.audioPath
        audioMissing = (try? folder.existingAudio(of: m)) == nil
        transcript = m.transcript
        transcriptEdited = m.transcriptEdited
        transcriptPending = m.transcriptPending
    }
}
