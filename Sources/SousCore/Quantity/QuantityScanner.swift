/// Reads a quantity at a position in an array of characters; the engine behind `QuantityParser`.
///
/// Works on `[Character]` so that every index is a whole grapheme: emoji and accents can never
/// split a number, and the callers map positions back to the text themselves.
struct QuantityScanner {
    /// What was read, where it ends, and whether it was only the article "a"/"an".
    struct Match {
        var quantity: Quantity
        var end: Int
        var isArticle: Bool
    }

    /// Words that approximate a quantity without changing it ("about 2 cups").
    static let approximationPrefixes = [
        "approximately", "approx.", "approx", "about", "around", "roughly", "circa", "ca.", "ca",
        "etwa", "environ", "up to", "bis zu", "~",
    ]
    /// Words between the two ends of a range ("2 to 3", "2 bis 3").
    static let rangeWords = ["to", "or", "bis", "oder", "à", "ou", "till"]

    /// Longest integer part accepted; more digits are not a kitchen amount and could overflow.
    static let maxIntegerDigits = 9
    static let maxFractionDigits = 6

    let chars: [Character]
    let lower: [Character]

    init(_ chars: [Character]) {
        self.chars = chars
        lower = CharacterClass.lowercased(chars)
    }

    /// A quantity at `start`, with approximation prefixes, ranges and number words.
    func quantity(at start: Int, allowWords: Bool = true, allowPrefixes: Bool = true) -> Match? {
        var i = allowPrefixes ? skipPrefixes(from: start) : start
        guard let (low, lowEnd, article) = single(at: i, allowWords: allowWords) else { return nil }
        i = lowEnd
        if let (high, highEnd) = rangeEnd(after: i, allowWords: allowWords), low.doubleValue < high.doubleValue {
            return Match(quantity: .range(low, high), end: highEnd, isArticle: false)
        }
        return Match(quantity: .exact(low), end: lowEnd, isArticle: article)
    }

    /// The index after any approximation prefixes and the spaces that follow them.
    func skipPrefixes(from start: Int) -> Int {
        var i = start
        var moved = true
        while moved {
            moved = false
            for prefix in Self.approximationPrefixes {
                guard let end = matchWord(prefix, at: i) else { continue }
                var j = end
                while j < chars.count, CharacterClass.isSpace(chars[j]) { j += 1 }
                guard j < chars.count, j > end || prefix == "~" else { continue }
                i = j
                moved = true
                break
            }
        }
        return i
    }

    /// The end of `word` when it occurs at `i` (case-insensitive) and is not the start of a longer word.
    func matchWord(_ word: String, at i: Int) -> Int? {
        let w = Array(word)
        guard i + w.count <= lower.count, Array(lower[i..<(i + w.count)]) == w else { return nil }
        let end = i + w.count
        if let last = w.last, last.isLetter, end < chars.count, chars[end].isLetter || chars[end].isNumber {
            return nil
        }
        return end
    }

    /// The upper bound of a range that starts right after a lower bound ending at `i`.
    private func rangeEnd(after i: Int, allowWords: Bool) -> (Rational, Int)? {
        var j = i
        while j < chars.count, CharacterClass.isSpace(chars[j]) { j += 1 }
        guard j < chars.count else { return nil }
        var k: Int
        if CharacterClass.dashes.contains(chars[j]) {
            k = j + 1
        } else if j > i, let end = Self.rangeWords.lazy.compactMap({ matchWord($0, at: j) }).first,
                  end < chars.count, CharacterClass.isSpace(chars[end]) {
            k = end
        } else {
            return nil
        }
        while k < chars.count, CharacterClass.isSpace(chars[k]) { k += 1 }
        k = skipPrefixes(from: k)
        guard let (high, end, article) = single(at: k, allowWords: allowWords), !article else { return nil }
        return (high, end)
    }

    /// The end of " and a half" right after a number ("1 and a half cups"), when it is there.
    func andAHalf(after i: Int) -> Int? {
        var j = i
        for word in ["and", "a", "half"] {
            guard j < chars.count, chars[j] == " ", let end = matchWord(word, at: j + 1) else { return nil }
            j = end
        }
        return j
    }

    /// One amount: a number in digits or fractions, or number words ("two", "a dozen", "half").
    func single(at i: Int, allowWords: Bool) -> (Rational, Int, Bool)? {
        if let (value, end) = number(at: i) {
            if let halfEnd = andAHalf(after: end) { return (value + Rational(1, 2), halfEnd, false) }
            return (value, end, false)
        }
        guard allowWords else { return nil }
        return words(at: i)
    }
}
