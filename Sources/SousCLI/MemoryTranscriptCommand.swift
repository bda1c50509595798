import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryTranscriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "transcript", abstract: "Show a memory's transcript, or replace it with --edit (then it is no longer marked machine-made).")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The memory's id.") var id: Int64
    @Option(help: "The corrected transcript.") var edit: String?
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        let repository = MemoryRepository(try database.open())
        var memory = try repository.load(id)
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
