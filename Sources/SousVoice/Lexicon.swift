import Foundation
import SousCore

/// Pronunciations for grammar words: the model's dictionary first, then eSpeak NG's phonemes
/// mapped to the CMU phone set, so a word such as "deglaze" is recognised instead of dropped.
public struct Lexicon: Sendable {
    /// A word's phones and where they came from.
    public struct Entry: Hashable, Sendable {
        public var word: String
        public var phones: String
        public var fromDictionary: Bool
    }

    /// Phones for a word the dictionary lacks; eSpeak NG by default.
    public typealias Guesser = @Sendable (String) -> String?

    let lookup: @Sendable (String) -> String?
    let guess: Guesser

    public init(lookup: @escaping @Sendable (String) -> String?, guess: @escaping Guesser = Lexicon.espeakGuess) {
        self.lookup = lookup
        self.guess = guess
    }

    /// Every word with its phones; words neither source can say are returned in `missing`.
    public func entries(for words: [String]) -> (entries: [Entry], missing: [String]) {
        var entries: [Entry] = []
        var missing: [String] = []
        for word in words {
            if let phones = lookup(word) {
                entries.append(Entry(word: word, phones: phones, fromDictionary: true))
            } else if let phones = guess(word), !phones.isEmpty {
                entries.append(Entry(word: word, phones: phones, fromDictionary: false))
            } else {
                missing.append(word)
            }
        }
        return (entries, missing)
    }

    /// eSpeak NG's American English phonemes for the word, in CMU phones.
    public static let espeakGuess: Guesser = { word in
        guard let ipa = try? EspeakEngine.shared.ipa(word) else { return nil }
        let phones = PhonemeMapper.cmuPhones(fromIPA: ipa)
        return phones.isEmpty ? nil : phones.joined(separator: " ")
    }
}
