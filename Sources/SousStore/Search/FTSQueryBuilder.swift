import SousCore

/// Turns typed text and ingredient filters into a safe FTS5 MATCH expression.
///
/// Every word is quoted, so FTS5 operators typed by a user (`AND`, `*`, `"`, `:`)
/// are searched as words instead of breaking the query.
enum FTSQueryBuilder {
    /// Lower-cased words of `text`: letters and digits, split on everything else.
    static func words(_ text: String) -> [String] {
        text.lowercased()
            .split { !($0.isLetter || $0.isNumber) }
            .map(String.init)
            .filter { !$0.isEmpty }
    }

    /// The MATCH expression for the query's words and must-have ingredients, or nil when
    /// there is nothing to match (filters only). The last typed word is a prefix unless
    /// the text ends in a space.
    static func matchExpression(for query: SearchQuery) -> String? {
        var parts: [String] = []
        let terms = words(query.text)
        let lastIsPrefix = !(query.text.last?.isWhitespace ?? true)
        for (index, term) in terms.enumerated() {
            let quoted = "\"\(term)\""
            parts.append(index == terms.count - 1 && lastIsPrefix ? quoted + "*" : quoted)
        }
        for ingredient in query.withIngredients {
            if let phrase = phrase(ingredient) { parts.append("{ingredients} : \(phrase)") }
        }
        guard !parts.isEmpty else { return nil }
        var expression = parts.joined(separator: " AND ")
        for ingredient in query.withoutIngredients {
            if let phrase = phrase(ingredient) { expression = "(\(expression)) NOT {ingredients} : \(phrase)" }
        }
        return expression
    }

    /// A MATCH expression for "uses any of these ingredients" (to exclude them when there is no text).
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
