import SousCore

extension FiniteStateGrammar {
    /// The word graph the recognizer searches: the speech grammar's sentences, less those with a
    /// pair of words no one says side by side. "a" comes only before a consonant sound and "an"
    /// only before a vowel sound, judged by the next word's first phone ("an hour", "a minute";
    /// never "an fifteen minutes timer"), and no word is said twice running ("us units units").
    /// Patterns written independently ("[a | an] {duration}", "{system} units") make such
    /// sentences, and every one is a path chatter can be heard as.
    public init(speech jsgf: String, phones: (String) -> String?) throws(ParseError) {
        let vowels: Set<Substring> = ["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"]
        self = try FiniteStateGrammar(jsgf: jsgf).removingWordPairs { word, next in
            if word == next { return true }
            guard word == "a" || word == "an", let first = phones(next)?.split(separator: " ").first else { return false }
            return (word == "an") != vowels.contains(first)
        }
    }
}
