import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryWERCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wer",
        abstract: "Measure the transcripts' word error rate on a folder of recordings, with and without a bias (docs/BENCHMARKS.md)."
    )

    @Argument(help: "A folder with a PocketSphinx `transcription` file and WAVs, or a Picovoice-style labels.json with clean/*.flac.") var folder: String
    @Option(help: ArgumentHelp("Words to bias toward: a text file (a phrase a line) or an intents contract (its slot values).", valueName: "file"))
    var bias: String?
    @Option(help: "The large model's share when biased (0.5-0.99).") var weight: Double = 0.9
    @Option(help: "Only the first N recordings.") var limit: Int?
    @Flag(help: "Print each transcript.") var verbose = false
    @Flag(help: "Print JSON.") var json = false

    struct Row: Encodable {
        var config: String
        var score: DictationEval.Score
        var rate: Double
    }

    func validate() throws {
        if !(0.5...0.99).contains(weight) { throw ValidationError("--weight must be between 0.5 and 0.99") }
    }

    func run() throws {
        let items = try DictationEval.items(in: URL(fileURLWithPath: folder), limit: limit)
        var configs: [(String, BiasLanguageModel?)] = [("plain", nil)]
        if let bias { configs.append(("biased", BiasLanguageModel(texts: try DictationEval.biasTexts(from: URL(fileURLWithPath: bias))))) }
        for (name, model) in configs {
            let dictation = try Dictation(bias: model, baseWeight: Float(weight))
            let score = try DictationEval.score(items, with: dictation) { item, heard in
                if verbose { Output.error("\(item.audio.lastPathComponent): \(heard)  [ref: \(item.reference)]") }
            }
            if json {
                try Output.json(Row(config: name, score: score, rate: score.rate))
            } else {
                let kind = items.first?.keywordsOnly == true ? "label words missed" : "WER"
                Output.line("\(name): \(kind) \(String(format: "%.1f", score.rate * 100))% (\(score.errors)/\(score.referenceWords) words, \(score.items) recordings, "
                            + "\(String(format: "%.0f", score.audioSeconds)) s of audio in \(String(format: "%.0f", score.decodeSeconds)) s)")
            }
        }
    }
}
