import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryTranscriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "transcript", abstract: "Show a memory's transcript, replace it with --edit (then it is no longer marked machine-made), or make a machine-made one from the recording with --transcribe.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The memory's id.") var id: Int64
    @Option(help: "The corrected transcript.") var edit: String?
    @Flag(help: "Transcribe the recording again (a memory kept with --no-transcribe, or a draft to start over).") var transcribe = false
    @Flag(name: .customLong("no-bias"), help: "With --transcribe: without the recipe's words mixed into the language model.") var noBias = false
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if transcribe && edit != nil { throw ValidationError("--edit and --transcribe cannot go together") }
    }

    func run() throws {
        let db = try database.open()
        let repository = MemoryRepository(db)
        var memory = try repository.load(id)
        if transcribe, let found = memory {
            guard let url = repository.folder.url(for: found.audioPath), FileManager.default.fileExists(atPath: url.path) else {
                throw CommandFailure(description: "the recording is missing: \(repository.folder.url(for: found.audioPath)?.path ?? found.audioPath)")
            }
            let clip = try FLACFile.readAudio(url)
            let recipe = try found.recipeId.flatMap { try RecipeRepository(db).recipe(id: $0) }
            let questions = MemoryQuestionsContract.builtIn()
            let question = (questions.recipe + questions.member).first { $0.id == found.questionId }
            let text = MemoryTranscriber.transcribe(clip, recipe: recipe, question: question, db: db, bias: !noBias)
            memory = try repository.setTranscript(id, text: text, edited: false)
        }
        if let edit {
            let text = edit.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { throw ValidationError("--edit needs the transcript's text") }
            memory = try repository.setTranscript(id, text: text, edited: true)
        }
        guard let memory else { throw CommandFailure(description: "no memory \(id) (see `sous memory list`)") }
        if json {
            try Output.json(MemoryOutput(memory, recipe: nil, member: nil, folder: repository.folder))
            return
        }
        Output.line(memory.transcript.isEmpty ? "(no transcript)" : memory.transcript)
        Output.line(memory.transcriptEdited ? "(edited)" : "(machine-made draft)")
    }
}
