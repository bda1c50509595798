import ArgumentParser
import Foundation
import SousCore
import SousVoice

/// `sous say "TEXT"`: speaks through eSpeak NG, or writes the speech to a WAV file.
struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Speak text aloud with eSpeak NG, or write it to a WAV file with --out."
    )

    @Argument(help: "The text to speak.") var text: String
    @Option(help: ArgumentHelp("Write a WAV file instead of playing.", valueName: "file")) var out: String?
    @Option(help: "The eSpeak NG voice (en-us, en, en-us+f3, ...).") var voice = "en-us"
    @Option(help: "Words per minute (80-450).") var rate = 175
    @Option(help: "Pitch (0-100).") var pitch = 50

    func validate() throws {
        if !(80...450).contains(rate) { throw ValidationError("--rate must be between 80 and 450 words per minute") }
        if !(0...100).contains(pitch) { throw ValidationError("--pitch must be between 0 and 100") }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("give some text to say") }
    }

    func run() throws {
        let settings = SpeechVoiceSettings(voice: voice, rate: rate, pitch: pitch)
        let clip = try EspeakEngine.shared.synthesize(text, settings: settings)
        if let out {
            try WAVFile.write(clip, to: URL(fileURLWithPath: out))
            Output.line("wrote \(out) (\(String(format: "%.1f", clip.seconds)) s, \(clip.sampleRate) Hz)")
            return
        }
        do {
            try Speaker().play(clip)
        } catch {
            throw CommandFailure(description: "sous say: \(error.message); to write the speech to a file instead: sous say \"…\" --out speech.wav")
        }
    }
}
