extension IntentParser {
    /// How far a sentence that no pattern covers whole may stray from a pattern and still be read.
    ///
    /// A tolerant reading passes over a few words the pattern does not have ("go *straight* to
    /// step 7"). Each passed-over word is unexplained, so it lowers the score; a word the grammar
    /// lists as `skippable` counts half. Before the first word matched at most one other word may
    /// be passed over ("*she said* stop talking" is not a command), and after the last only
    /// skippable ones, where a stray word usually changes the meaning ("what is next *week*").
    /// docs/DECISIONS.md ("Tolerant matching") has the measurements behind the defaults.
    public struct Tolerance: Hashable, Sendable {
        /// How many words a reading may pass over; a skippable word counts half.
        public var maxSkips: Int
        /// Sentences with more words than this (fillers aside) get no tolerant reading.
        public var maxWords: Int
        /// A tolerant reading scoring below this is `unknown`.
        public var minScore: Double
        /// How many words (literal or typed slot, fillers aside) a tolerant reading must explain,
        /// unless it passed over skippable words only (then one will do).
        public var minExplained: Int
        /// Words never passed over: a sentence that says them means something else ("do *not* cancel").
        public var neverSkipped: Set<String>
        /// How many words other than skippable ones may be passed over before the first word
        /// matched ("*wait*, go back a bit"), and after the last ("what is next *week*").
        public var wordsAtStart: Int
        public var wordsAtEnd: Int

        public init(maxSkips: Int, maxWords: Int = 16, minScore: Double = 0.5, minExplained: Int = 2,
                    neverSkipped: Set<String> = Self.negations, wordsAtStart: Int = 1, wordsAtEnd: Int = 0) {
            self.maxSkips = max(0, maxSkips)
            self.maxWords = maxWords
            self.minScore = minScore
            self.minExplained = minExplained
            self.neverSkipped = neverSkipped
            self.wordsAtStart = wordsAtStart
            self.wordsAtEnd = wordsAtEnd
        }

        public static let negations: Set<String> = ["not", "no", "never", "nothing", "nobody", "none", "dont", "cannot"]
        /// Whole-sentence matches only.
        public static let strict = Tolerance(maxSkips: 0)
        /// The default: 2 words, a score of at least 0.5, one real word before, none after.
        public static let standard = Tolerance(maxSkips: 2)

        /// The skip budget in half-words: a skippable word costs 1, any other word 2.
        var budget: Int { maxSkips * 2 }
    }
}
