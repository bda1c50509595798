/// Reads quantities as cooks write them: "1 1/2", "1½", "0.75", "1,5", "2-3", "2 to 3", "about 2", "a dozen".
public enum QuantityParser {
    /// The quantity that makes up all of `text`, or nil when anything else is left over (a lone "a" is not one).
    public static func parse(_ text: String) -> Quantity? {
        let chars = Array(CharacterClass.normalized(text))
        guard let match = QuantityScanner(chars).quantity(at: 0), match.end == chars.count, !match.isArticle else { return nil }
        return match.quantity
    }

    /// The quantity at the start of `text` and the index just after it.
    ///
    /// A lone article ("a pinch") is reported as 1 only when `countArticle` is true: whether "a"
    /// is an amount depends on what follows, which only the caller knows.
    public static func parsePrefix(of text: String, countArticle: Bool = false) -> (quantity: Quantity, end: String.Index)? {
        let chars = Array(text)
        guard let match = QuantityScanner(chars).quantity(at: 0), countArticle || !match.isArticle else { return nil }
        let end = text.index(text.startIndex, offsetBy: match.end)
        return (match.quantity, end)
    }
}
