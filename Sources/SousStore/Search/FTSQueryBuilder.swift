import SousCore

/// Turns typed text and ingredient filters into safe FTS5 MATCH expressions.
///
/// Every word is quoted, so FTS5 operators typed by a user (`AND`, `*`, `"`, `:`)
/// are searched as words instead of breaking the query.
enum FTSQueryBuilder {
    /// Lower-cased words of `text`: letters and digits, split on everything else.
    static func words(_ text: String) -> [String] {
        text.lowercased()
            .split { !($0.isLetter || $0.isNumber) }
            .map(String.init)
    }

    /// The query words joined with AND; the last is a prefix unless the text ends in a space.
    ///
    /// `expand` may turn a prefix into the whole terms it stands for ("chick" -> chicken,
    /// chickpea): FTS5 reads an OR of terms lazily, while a prefix without a prefix index
    /// makes it merge every matching doclist before the first row.
    static func termsExpression(_ text: String, expand: (String) throws -> [String]? = { _ in nil }) rethrows -> String? {
        let terms = words(String(text.prefix(1000))).prefix(16)
        guard !terms.isEmpty else { return nil }
        let lastIsPrefix = !(text.last?.isWhitespace ?? true)
        var parts: [String] = []
        for (index, term) in terms.enumerated() {
            guard index == terms.count - 1, lastIsPrefix else {
                parts.append("\"\(term)\"")
                continue
            }
            if let whole = try expand(term), !whole.isEmpty {
                parts.append("(" + whole.map { "\"\($0)\"" }.joined(separator: " OR ") + ")")
            } else {
                parts.append("\"\(term)\"*")
            }
        }
        return parts.joined(separator: " AND ")
    }

    /// Adds the must-have and must-not ingredient constraints to `expression`
    /// (which may be nil when only filters were given); nil when nothing is left to match.
    static func withIngredientConstraints(_ expression: String?, query: SearchQuery) -> String? {
        var parts = expression.map { ["(\($0))"] } ?? []
        parts += query.withIngredients.compactMap(phrase).map { "{ingredients} : \($0)" }
        guard !parts.isEmpty else { return nil }
        var result = parts.joined(separator: " AND ")
        for excluded in query.withoutIngredients.compactMap(phrase) {
            result = "(\(result)) NOT {ingredients} : \(excluded)"
        }
        return result
    }

    /// A MATCH expression for "uses any of these ingredients".
    static func anyIngredient(_ names: [String]) -> String? {
        let phrases = names.compactMap(phrase)
        guard !phrases.isEmpty else { return nil }
        return phrases.map { "{ingredients} : \($0)" }.joined(separator: " OR ")
    }

    /// A quoted FTS5 phrase of the words in `text`, or nil when it has none.
    static func phrase(_ text: String) -> String? {
        let w = words(text)
        guard !w.isEmpty else { return nil }
        return "\"" + w.joined(separator: " ") + "\""
    }
}
