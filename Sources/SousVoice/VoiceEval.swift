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
    }

    /// Scores for one condition (clean, snr10, ...) or all clips.
    public struct Score: Hashable, Sendable {
        public var condition: String
        public var commands = 0
        public var exact = 0
        public var intentAndSlots = 0
        public var outOfGrammar = 0
        public var falseAccepts = 0
        public var decodeMilliseconds: [Double] = []
        public var audioSeconds = 0.0

        public var exactRate: Double { commands == 0 ? 0 : Double(exact) / Double(commands) }
        public var intentRate: Double { commands == 0 ? 0 : Double(intentAndSlots) / Double(commands) }
        public var falseAcceptRate: Double { outOfGrammar == 0 ? 0 : Double(falseAccepts) / Double(outOfGrammar) }
        public var realTimeFactor: Double { audioSeconds == 0 ? 0 : decodeMilliseconds.reduce(0, +) / 1000 / audioSeconds }
        public func decodePercentile(_ p: Double) -> Double {
            let sorted = decodeMilliseconds.sorted()
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
                    if outcome.exact { score.exact += 1 }
                    if outcome.intentAndSlots { score.intentAndSlots += 1 }
                }
                score.decodeMilliseconds.append(outcome.recognition.decodeMilliseconds)
                score.audioSeconds += outcome.recognition.audioSeconds
                table[key] = score
            }
        }
        return (order + ["all"]).compactMap { table[$0] }
    }

    /// The eval table as aligned text.
    public static func table(_ scores: [Score]) -> String {
        func pct(_ x: Double) -> String { String(format: "%5.1f%%", x * 100) }
        var lines = ["condition   commands  exact    intent+slots  out-of-grammar  false accepts  decode p50  p95     RTF"]
        for s in scores {
            lines.append(
                s.condition.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%8d  ", s.commands) + pct(s.exactRate) + "   " + pct(s.intentRate) + "        "
                + String(format: "%14d  ", s.outOfGrammar) + pct(s.falseAcceptRate) + String(format: " (%d)", s.falseAccepts)
                    .padding(toLength: 7, withPad: " ", startingAt: 0)
                + String(format: "  %7.1f ms %5.1f ms  %.3f", s.decodePercentile(0.5), s.decodePercentile(0.95), s.realTimeFactor)
            )
        }
        return lines.joined(separator: "\n")
    }
}
