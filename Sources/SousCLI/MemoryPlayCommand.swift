import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryPlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play a memory through the speakers, or write it as WAV with --out.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The memory's id (`sous memory list`).") var id: Int64
    @Option(help: ArgumentHelp("Write a WAV file instead of playing.", valueName: "file")) var out: String?

    func run() throws {
        let repository = MemoryRepository(try database.open())
        guard let memory = try repository.load(id) else { throw CommandFailure(description: "no memory \(id) (see `sous memory list`)") }
        let clip = try FLACFile.read(try repository.folder.existingAudio(of: memory))
        if let out {
            try WAVFile.write(clip, to: URL(fileURLWithPath: out))
            Output.line("wrote \(out) (\(String(format: "%.1f", clip.seconds)) s, \(clip.sampleRate) Hz)")
            return
        }
        do { try Speaker().play(clip) } catch {
            throw CommandFailure(description: "\(error.message); to write it to a file instead: sous memory play \(id) --out memory.wav")
        }
    }
}
