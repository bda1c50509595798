extension NumberWords {
    /// Longest digit string read as a number; longer ones could overflow the arithmetic in `parse`.
    static let maxDigits = 9
    /// Words looked at for one number; with `maxDigits`, "dozen dozen ..." cannot overflow either.
    static let maxWords = 8

    /// `parse(prefixOf:)` on untrusted words, refusing any that could overflow an `Int`.
    ///
    /// Speech and typed questions can hold anything; "999999999999 thousand" must not trap.
    public static func boundedParse(_ words: [String], from start: Int) -> (value: Int, consumed: Int)? {
        guard start < words.count else { return nil }
        let tail = words[start...].prefix(maxWords)
        var safe: [Substring] = []
        for word in tail {
            if word.count > maxDigits, word.allSatisfy({ $0.isASCII && $0.isNumber }) { break }
            safe.append(Substring(word))
        }
        return parse(prefixOf: safe)
    }
}
