import Foundation
import SousCore

/// Judging a decoding: the grammar's best path scored against the phone loop, accepted or
/// rejected (docs/DECISIONS.md, "Voice rejection"), and read by the parser when accepted.
extension CommandRecognizer {
    /// Scores the grammar's best path against the phone loop and parses what is accepted.
    /// `bonus`: points added to the combined score (a second opinion agreed).
    func decide(_ hypothesis: SphinxDecoder.Hypothesis?, phones: SphinxDecoder.Hypothesis?, audioSeconds: Double,
                elapsed: Double, cpu: Double, suppressed: Bool, floored: Bool, snr: Double, streamed: Bool,
                bonus: Double = 0) -> Recognition {
        guard let hypothesis, !hypothesis.text.isEmpty, hypothesis.frames > 0 else {
            return Recognition(heard: nil, guess: nil, confidence: 0, match: nil, decodeMilliseconds: elapsed, audioSeconds: audioSeconds,
                               cpuMilliseconds: cpu)
        }
        let frames = Double(hypothesis.frames)
        let perFrame = Double(hypothesis.score) / frames
        let gap = phones.map { (Double(hypothesis.score) - Double($0.score)) / frames }
        let speech = phones.map { Self.speechFrames(grammar: hypothesis.segments, phones: $0.segments) }
        let unexplained = speech?.unexplained
        let mismatch = phones.flatMap { Self.phoneCountMismatch(grammar: hypothesis.segments, phones: $0.segments, phonesOf: phoneCount) }
        // Weighed only in a loud room (`RejectionScore.forSuppressed`): not worked out elsewhere.
        let stretch = suppressed ? Self.stretchSpread(hypothesis.segments, phonesOf: phoneCount) : 0
        // Suppressed audio lets more chatter through at the same score: it has its own threshold.
        var method = streamed ? options.streamedRejection : options.rejection
        var margin: Double?
        if case .combined(var score) = method {
            if suppressed { score = score.forSuppressed() }
            if floored { score = score.shifted(by: score.flooredOffset) }
            score = score.shifted(by: -bonus)
            method = .combined(score)
            margin = gap.map { score.margin(gap: $0, scorePerFrame: perFrame, unexplainedSpeechFrames: unexplained ?? 0,
                                            phoneCountMismatch: mismatch ?? 0, stretchSpread: stretch, snr: snr) }
        }
        var confidence = Self.confidence(hypothesis.text, perFrame: perFrame, gap: gap, unexplained: unexplained,
                                         phoneCountMismatch: mismatch, stretchSpread: stretch, snr: snr, method: method,
                                         garbage: garbageWords)
        // No speech inside the command: silence, a fan or a click that the grammar called "shh"
        // (accepted at 0.92 by the scores alone). Real commands had 33 frames or more.
        if let speech, speech.explained < Self.minimumSpeechFrames { confidence = 0 }
        var heard = confidence >= 0.5 ? hypothesis.text : nil
        var wakeHeard = false
        if let wake = wakeWords {
            let words = hypothesis.text.split(separator: " ").map(String.init)
            if words.starts(with: wake), confidence >= min(0.5, options.wakeConfidence) {
                wakeHeard = true
                let rest = words.dropFirst(wake.count).joined(separator: " ")
                heard = rest.isEmpty ? nil : rest
            }
        }
        var result = Recognition(
            heard: heard, guess: hypothesis.text, confidence: confidence,
            match: heard.map { parser.parse($0, context: context) },
            decodeMilliseconds: elapsed, audioSeconds: audioSeconds, scorePerFrame: perFrame, phoneLoopGap: gap, cpuMilliseconds: cpu
        )
        result.wakePhraseHeard = wakeHeard
        // Short of acceptance but over the wake phrase's bar: acted on only if Sous was addressed
        // just before (`ListeningGate`).
        if heard == nil, !wakeHeard, options.addressable, confidence >= min(0.5, options.wakeConfidence) {
            result.heardWhenAddressed = hypothesis.text
            result.matchWhenAddressed = parser.parse(hypothesis.text, context: context)
        }
        if heard == nil, !wakeHeard, confidence > 0 { result.guessMatch = parser.parse(hypothesis.text, context: context) }
        result.unexplainedSpeechFrames = unexplained
        result.explainedSpeechFrames = speech?.explained
        result.phoneCountMismatch = mismatch
        result.rejectionMargin = confidence > 0 ? margin : nil
        result.spokenEndSeconds = hypothesis.segments.last { Self.isSpoken($0.word) }.map { Double($0.end + 1) / 100 }
        return result
    }

    /// 0...1, 0.5 at the method's threshold; a logistic curve over the measured spread.
    static func confidence(_ text: String, perFrame: Double, gap: Double?, unexplained: Int? = nil, phoneCountMismatch: Double? = nil,
                           stretchSpread: Double = 0, snr: Double? = nil, method: RejectionMethod, garbage: Set<String>) -> Double {
        func logistic(_ x: Double, _ threshold: Double) -> Double {
            let scale = max(abs(threshold) * 0.2, 1)
            return 1 / (1 + exp(-(x - threshold) / scale))
        }
        switch method {
        case .none: return 1
        case .scorePerFrame(let threshold): return logistic(perFrame, threshold)
        case .phoneLoopGap(let threshold): return gap.map { logistic($0, threshold) } ?? 0
        case .gapAndScore(let gapThreshold, let scoreThreshold):
            return min(gap.map { logistic($0, gapThreshold) } ?? 0, logistic(perFrame, scoreThreshold))
        case .combined(let score):
            guard let gap else { return 0 }
            return score.confidence(gap: gap, scorePerFrame: perFrame, unexplainedSpeechFrames: unexplained ?? 0,
                                    phoneCountMismatch: phoneCountMismatch ?? 0, stretchSpread: stretchSpread, snr: snr)
        case .garbageLoop:
            return text.split(separator: " ").contains { garbage.contains(String($0)) } ? 0 : 1
        }
    }

    /// Phone-loop frames of speech (any phone but silence and noise), inside and outside the
    /// grammar path's spoken words (from the first word's start to the last one's end).
    struct SpeechFrames: Hashable {
        var explained: Int
        var unexplained: Int
    }

    static func speechFrames(grammar: [SphinxDecoder.Segment], phones: [SphinxDecoder.Segment]) -> SpeechFrames {
        let spokenPhones = phones.filter { Self.isSpoken($0.word) && $0.word != "SIL" }
        let words = grammar.filter { Self.isSpoken($0.word) }
        guard let first = words.first?.start, let last = words.last?.end else {
            return SpeechFrames(explained: 0, unexplained: spokenPhones.reduce(0) { $0 + $1.end - $1.start + 1 })
        }
        return spokenPhones.reduce(SpeechFrames(explained: 0, unexplained: 0)) { sum, phone in
            let inside = max(0, min(phone.end, last) - max(phone.start, first) + 1)
            return SpeechFrames(explained: sum.explained + inside, unexplained: sum.unexplained + (phone.end - phone.start + 1) - inside)
        }
    }

    /// How far the phone loop's phones inside each word of the command are from the word's own
    /// phone count: the sum of |phones heard within the word - phones of the word| over the
    /// command's phones. A command said is heard as about its own phones; talk forced into a
    /// command's words is heard as more or fewer (docs/DECISIONS.md, "Voice rejection").
    /// A loop phone belongs to the word holding most of its frames. nil without spoken words.
    static func phoneCountMismatch(grammar: [SphinxDecoder.Segment], phones: [SphinxDecoder.Segment],
                                   phonesOf: (String) -> Int) -> Double? {
        let words = grammar.filter { Self.isSpoken($0.word) }
        guard !words.isEmpty else { return nil }
        let spokenPhones = phones.filter { Self.isSpoken($0.word) && $0.word != "SIL" }
        var difference = 0
        var expected = 0
        for word in words {
            let own = max(1, phonesOf(word.word))
            let heard = spokenPhones.filter { phone in
                let inside = min(phone.end, word.end) - max(phone.start, word.start) + 1
                return inside * 2 > phone.end - phone.start + 1
            }.count
            difference += abs(heard - own)
            expected += own
        }
        return Double(difference) / Double(expected)
    }

    /// How unevenly the command's words are stretched: the spread (standard deviation) over its
    /// words of ln(frames / the word's phones). 0 for one word.
    static func stretchSpread(_ grammar: [SphinxDecoder.Segment], phonesOf: (String) -> Int) -> Double {
        let stretches = grammar.filter { Self.isSpoken($0.word) }.map {
            log(Double(max(1, $0.end - $0.start + 1)) / Double(max(1, phonesOf($0.word))))
        }
        guard stretches.count > 1 else { return 0 }
        let mean = stretches.reduce(0, +) / Double(stretches.count)
        return (stretches.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(stretches.count)).squareRoot()
    }

    /// Phones in the dictionary's pronunciation of a word of the grammar ("read(2)" is the
    /// second pronunciation), remembered: the same few words come back every utterance.
    func phoneCount(_ word: String) -> Int {
        if let known = phoneCounts[word] { return known }
        let count = decoder.lookup(word)?.split(separator: " ").count ?? 0
        phoneCounts[word] = count
        return count
    }

    static func unexplainedSpeechFrames(grammar: [SphinxDecoder.Segment], phones: [SphinxDecoder.Segment]) -> Int {
        speechFrames(grammar: grammar, phones: phones).unexplained
    }

    /// A word of the command (or a phone), not a silence, filler or null transition.
    static func isSpoken(_ word: String) -> Bool {
        !(word.isEmpty || word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("(") || word.hasPrefix("+"))
    }
}
