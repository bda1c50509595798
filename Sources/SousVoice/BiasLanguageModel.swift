import Foundation
import SousCore

/// A small bigram language model (ARPA text) of the words a recording is likely to use: the
/// recipe's title, ingredients and steps, the family's names, the question asked. Mixed into the
/// large model by `Dictation`, it lifts those words over their sound-alikes.
public struct BiasLanguageModel: Hashable, Sendable {
    public private(set) var sentences: [[String]]

    public init(texts: [String]) {
        sentences = texts.map(Self.words).filter { !$0.isEmpty }
    }

    public var vocabulary: Set<String> { Set(sentences.joined()) }
    public var isEmpty: Bool { sentences.isEmpty }

    /// Lower-case words of letters and apostrophes; digits and punctuation split words and are dropped.
    public static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0 == "'") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            .filter { !$0.isEmpty && $0.allSatisfy { $0.isASCII } }
    }

    /// ARPA text: unigrams with add-one smoothing, bigrams absolutely discounted (0.5) with
    /// back-off weights that make every history's probabilities sum to one.
    public func arpa() -> String {
        var unigram: [String: Double] = ["</s>": 0]
        var bigram: [String: [String: Double]] = [:]
        for sentence in sentences {
            let tokens = ["<s>"] + sentence + ["</s>"]
            for (i, token) in tokens.enumerated() {
                if token != "<s>" { unigram[token, default: 0] += 1 }
                if i > 0 { bigram[tokens[i - 1], default: [:]][token, default: 0] += 1 }
            }
        }
        let words = unigram.keys.sorted()
        let total = unigram.values.reduce(0, +) + Double(words.count)
        var pUni: [String: Double] = [:]
        for word in words { pUni[word] = (unigram[word]! + 1) / total }
        let discount = 0.5
        var lines2: [String] = []
        var backoff: [String: Double] = [:]
        for history in bigram.keys.sorted() {
            let followers = bigram[history]!
            let count = followers.values.reduce(0, +)
            var kept = 0.0, covered = 0.0
            for next in followers.keys.sorted() {
                let p = (followers[next]! - discount) / count
                kept += p
                covered += pUni[next] ?? 0
                lines2.append("\(Self.number(log10(p))) \(history) \(next)")
            }
            backoff[history] = (1 - kept) / max(1e-9, 1 - covered)
        }
        var lines1 = ["-99.0000 <s> \(Self.number(log10(backoff["<s>"] ?? 1)))"]
        for word in words {
            let bo = backoff[word].map { " " + Self.number(log10($0)) } ?? ""
            lines1.append("\(Self.number(log10(pUni[word]!))) \(word)" + bo)
        }
        return (["\\data\\", "ngram 1=\(lines1.count)", "ngram 2=\(lines2.count)", "", "\\1-grams:"] + lines1
                + ["", "\\2-grams:"] + lines2 + ["", "\\end\\", ""]).joined(separator: "\n")
    }

    private static func number(_ value: Double) -> String { String(format: "%.4f", value) }
}
