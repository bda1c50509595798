extension NumberWords {
    /// Longest digit string read as a number; longer ones could overflow the arithmetic in `parse`.
    static let maxDigits = 9
    /// Words looked at for one number; with `maxDigits`, "dozen dozen ..." cannot overflow either.
    static let maxWords = 8

    /// `parse(prefixOf:)` on the words of `words` from `start`.
    public static func boundedParse(_ words: [String], from start: Int) -> (value: Int, consumed: Int)? {
        guard start < words.count else { return nil }
        return parse(prefixOf: words[start...].prefix(maxWords).map { Substring($0) })
    }
}
