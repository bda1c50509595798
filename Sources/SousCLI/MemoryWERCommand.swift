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
    @Option(help: ArgumentHelp("A noise recording (WAV) to mix into every recording at --snr first.", valueName: "file")) var noise: String?
    @Option(help: ArgumentHelp("With --noise: the SNR in dB (the voice eval's protocol).", valueName: "dB")) var snr: Double = 12
    @Option(help: ArgumentHelp("DeepFilterNet before transcribing: on, off, or both (each configuration twice).", valueName: "on|off|both"))
    var suppress: SuppressChoice = .off
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
        if suppress != .off, DeepFilterNet.availability.installation == nil {
            throw ValidationError("noise suppression is \(DeepFilterNet.availability.summary)")
        }
        let mixer = try noise.map { (NoiseMixer(noise: try WAVFile.read(URL(fileURLWithPath: $0)).resampled(to: AudioClip.recognizerRate).samples), snr) }
        let suppressions: [Double?] = switch suppress {
        case .off: [nil]
        case .on: [CommandRecognizer.defaultSuppressionLimitDecibels]
        case .both: [nil, CommandRecognizer.defaultSuppressionLimitDecibels]
        }
        for (plainName, model) in configs {
          for suppression in suppressions {
            let name = plainName + (suppression == nil ? "" : " +DFN")
            let dictation = try Dictation(bias: model, baseWeight: Float(weight))
            let score = try DictationEval.score(items, with: dictation, noise: mixer, suppression: suppression) { item, heard in
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
}
