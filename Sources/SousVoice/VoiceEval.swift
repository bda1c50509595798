import Foundation
import SousCore

/// Runs a labelled audio folder through a recognizer and scores it.
public struct VoiceEval: Sendable {
    /// One clip's outcome.
    public struct Outcome: Hashable, Sendable {
        public var clip: VoiceEvalManifest.Clip
        public var recognition: Recognition
        public var exact: Bool
        public var intentAndSlots: Bool
        public var falseAccept: Bool
        /// Whether the grammar's best path alone (before rejection) had the right intent and slots.
        public var guessCorrect: Bool
        /// Streamed clips: milliseconds from the end of speech to the command being acted on.
        public var latencyMilliseconds: Double? = nil
    }

    /// Scores for one condition (clean, snr10, ...) or all clips.
    public struct Score: Hashable, Sendable {
        public var condition: String
        public var commands = 0
        public var exact = 0
        /// Commands labelled with their words (a set labelled with intent and slots only has none).
        public var transcribed = 0
        public var intentAndSlots = 0
        /// Commands whose best path (before rejection) had the right intent and slots.
        public var bestPath = 0
        public var outOfGrammar = 0
        public var falseAccepts = 0
        public var decodeMilliseconds: [Double] = []
        public var cpuMilliseconds: [Double] = []
        /// End of speech to action, for accepted commands of streamed clips.
        public var latencies: [Double] = []
        public var audioSeconds = 0.0

        public var exactRate: Double { transcribed == 0 ? 0 : Double(exact) / Double(transcribed) }
        public var intentRate: Double { commands == 0 ? 0 : Double(intentAndSlots) / Double(commands) }
        public var bestPathRate: Double { commands == 0 ? 0 : Double(bestPath) / Double(commands) }
        public var falseAcceptRate: Double { outOfGrammar == 0 ? 0 : Double(falseAccepts) / Double(outOfGrammar) }
        /// CPU time on one core over audio length.
        public var realTimeFactor: Double { audioSeconds == 0 ? 0 : cpuMilliseconds.reduce(0, +) / 1000 / audioSeconds }
        public func decodePercentile(_ p: Double) -> Double { Self.percentile(decodeMilliseconds, p) }
        public func latencyPercentile(_ p: Double) -> Double? { latencies.isEmpty ? nil : Self.percentile(latencies, p) }

        static func percentile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
        }
    }

    let normalizer: TextNormalizer
    let parser: IntentParser?
    let context: ParseContext

    public init(grammar: IntentGrammar, context: ParseContext = ParseContext()) {
        normalizer = TextNormalizer(rewrites: grammar.normalize)
        parser = try? IntentParser(grammar: grammar)
        self.context = context
    }

    /// Judges one recognition against its label.
    public func judge(_ clip: VoiceEvalManifest.Clip, _ recognition: Recognition) -> Outcome {
        if clip.isOutOfGrammar {
            let accepted = recognition.heard != nil && recognition.match.map { !$0.isUnknown } ?? false
            return Outcome(clip: clip, recognition: recognition, exact: !accepted, intentAndSlots: !accepted, falseAccept: accepted,
                           guessCorrect: recognition.guess == nil)
        }
        let exact = recognition.heard.map { normalizer.tokens($0) == normalizer.tokens(clip.text) } ?? false
        let slots = recognition.match?.slots.mapValues(\.plainText) ?? [:]
        let intent = recognition.heard != nil && recognition.match?.intent == clip.intent && slots == clip.slots
        let guess = recognition.guess.flatMap { parser?.parse($0, context: context) }
        let guessCorrect = guess?.intent == clip.intent && guess?.slots.mapValues(\.plainText) == clip.slots
        return Outcome(clip: clip, recognition: recognition, exact: exact, intentAndSlots: intent, falseAccept: false, guessCorrect: guessCorrect)
    }

    /// A clip as if spoken into the microphone: 40 ms chunks through the endpointer, decided at
    /// the speaker's first pause or at the end silence. The first accepted command counts (or
    /// the last rejection); its latency runs from `speechEnd` (a sample index) to the end of the
    /// chunk in which the decision fell, plus the decoding.
    public static func streamed(_ clip: AudioClip, speechEnd: Int, recognizer: CommandRecognizer,
                                endpointing: Endpointer.Settings = Endpointer.Settings()) -> (Recognition, latency: Double?) {
        let audio = clip.sampleRate == AudioClip.recognizerRate ? clip : clip.resampled(to: AudioClip.recognizerRate)
        // A microphone has been open long before the command: the endpointer has learnt the room.
        // Two seconds of the clip's own lead-in (its first 200 ms, before speech) stand in for that.
        let lead = Array(audio.samples.prefix(AudioClip.recognizerRate / 5))
        let warmUp = lead.isEmpty ? [] : Array(repeatElement(lead, count: 10).joined())
        let speechEnd = speechEnd + warmUp.count
        let samples = warmUp + audio.samples + [Int16](repeating: 0, count: AudioClip.recognizerRate)
        let stream = StreamingRecognizer(recognizer: recognizer, endpointing: endpointing)
        let chunk = AudioClip.recognizerRate / 25
        var last: Recognition?
        var acted: (Recognition, Double)?
        func chunkEnd(_ sample: Int) -> Int { (sample + chunk - 1) / chunk * chunk }
        for case .decided(var result, let verdict, _, _, let at, let decodedAt) in stream.decisions(in: samples, chunk: chunk) {
            // Every decoding of the clip counts towards its CPU time, those thrown away too.
            result.cpuMilliseconds = stream.cpuMilliseconds
            result.audioSeconds = audio.seconds
            if case .act = verdict, acted == nil {
                // The answer is ready when its decoding (begun when its chunk arrived) is done,
                // and not before the chunk with the decision point has arrived.
                let decoding = result.decodeMilliseconds * Double(AudioClip.recognizerRate) / 1000
                let ready = max(Double(chunkEnd(at)), Double(chunkEnd(decodedAt)) + decoding)
                acted = (result, (ready - Double(speechEnd)) * 1000 / Double(AudioClip.recognizerRate))
            }
            last = result
        }
        if let (result, latency) = acted { return (result, latency) }
        return (last ?? Recognition(heard: nil, guess: nil, confidence: 0, match: nil, decodeMilliseconds: 0, audioSeconds: audio.seconds,
                                    cpuMilliseconds: stream.cpuMilliseconds), nil)
    }

    /// The sample just after the last 10 ms frame within 40 dB of the loudest: where speech ends.
    public static func speechEnd(of clip: AudioClip) -> Int {
        let audio = clip.sampleRate == AudioClip.recognizerRate ? clip : clip.resampled(to: AudioClip.recognizerRate)
        return audio.soundBounds?.upperBound ?? audio.samples.count
    }

    /// Scores per condition, in first-seen order, then "all".
    public static func scores(_ outcomes: [Outcome]) -> [Score] {
        var order: [String] = []
        var table: [String: Score] = [:]
        for outcome in outcomes {
            for key in [outcome.clip.condition, "all"] {
                if table[key] == nil {
                    table[key] = Score(condition: key)
                    if key != "all" { order.append(key) }
                }
                var score = table[key]!
                if outcome.clip.isOutOfGrammar {
                    score.outOfGrammar += 1
                    if outcome.falseAccept { score.falseAccepts += 1 }
                } else {
                    score.commands += 1
                    if !outcome.clip.text.isEmpty { score.transcribed += 1 }
                    if outcome.exact { score.exact += 1 }
                    if outcome.intentAndSlots { score.intentAndSlots += 1 }
                    if outcome.guessCorrect { score.bestPath += 1 }
                }
                score.decodeMilliseconds.append(outcome.recognition.decodeMilliseconds)
                score.cpuMilliseconds.append(outcome.recognition.cpuMilliseconds)
                if let latency = outcome.latencyMilliseconds, outcome.intentAndSlots, !outcome.clip.isOutOfGrammar {
                    score.latencies.append(latency)
                }
                score.audioSeconds += outcome.recognition.audioSeconds
                table[key] = score
            }
        }
        return (order + ["all"]).compactMap { table[$0] }
    }

    /// The eval table as aligned text.
    public static func table(_ scores: [Score]) -> String {
        // A rate of nothing (no commands, or no out-of-grammar clips) is a dash, not 0%.
        func pct(_ x: Double, of count: Int) -> String { count == 0 ? "     -" : String(format: "%5.1f%%", x * 100) }
        let streamed = scores.contains { !$0.latencies.isEmpty }
        // The condition column as wide as its longest name ("noise 12 dB +DFN").
        let width = max(12, (scores.map(\.condition.count).max() ?? 0) + 1)
        var lines = ["condition".padding(toLength: width, withPad: " ", startingAt: 0)
                     + "commands  exact    intent+slots  best path  out-of-grammar  false accepts  decode p50  p95     RTF"
                     + (streamed ? "    speech end to action p50  p95" : "")]
        for s in scores {
            lines.append(
                s.condition.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: "%8d  ", s.commands) + pct(s.exactRate, of: s.transcribed) + "   " + pct(s.intentRate, of: s.commands) + "        "
                + pct(s.bestPathRate, of: s.commands) + "     "
                + String(format: "%14d  ", s.outOfGrammar) + pct(s.falseAcceptRate, of: s.outOfGrammar) + String(format: " (%d)", s.falseAccepts)
                    .padding(toLength: 7, withPad: " ", startingAt: 0)
                + String(format: "  %7.1f ms %5.1f ms  %.3f", s.decodePercentile(0.5), s.decodePercentile(0.95), s.realTimeFactor)
                + (streamed ? String(format: "  %10.0f ms %9.0f ms", s.latencyPercentile(0.5) ?? .nan, s.latencyPercentile(0.95) ?? .nan) : "")
            )
        }
        return lines.joined(separator: "\n")
    }
}
