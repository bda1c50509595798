import Foundation

/// Word error rate: (substitutions + deletions + insertions) / reference words, by edit distance
/// over lower-case words (punctuation dropped), as speech recognition is usually scored.
public struct WordErrorRate: Hashable, Sendable {
    public var errors: Int
    public var referenceWords: Int

    public init(errors: Int, referenceWords: Int) {
        self.errors = errors
        self.referenceWords = referenceWords
    }

    public var rate: Double { referenceWords == 0 ? (errors == 0 ? 0 : 1) : Double(errors) / Double(referenceWords) }

    public static func + (a: WordErrorRate, b: WordErrorRate) -> WordErrorRate {
        WordErrorRate(errors: a.errors + b.errors, referenceWords: a.referenceWords + b.referenceWords)
    }

    /// Lower-case words; the dictionary's abbreviations spelt out as transcribers write them
    /// ("mr" for "mister"), so a spelling is not counted as an error.
    public static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'") }.map { spelled[String($0)] ?? String($0) }
    }

    static let spelled = ["mr": "mister", "mrs": "missus", "dr": "doctor", "st": "saint"]

    public static func measure(reference: String, hypothesis: String) -> WordErrorRate {
        let ref = words(reference), hyp = words(hypothesis)
        var previous = Array(0...hyp.count)
        for (i, r) in ref.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: hyp.count)
            for (j, h) in hyp.enumerated() {
                current[j + 1] = min(previous[j] + (r == h ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
            }
            previous = current
        }
        return WordErrorRate(errors: previous[hyp.count], referenceWords: ref.count)
    }
}
