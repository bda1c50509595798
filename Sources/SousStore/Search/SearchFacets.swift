import SousCore

/// Filter values stored as tokens in the full-text indexes, so a filter is part of the
/// FTS5 MATCH and narrows the rowid-ordered scan instead of rejecting rows one by one.
///
/// Tokens start with "ǂ", a letter nobody types in a recipe search, so they never match
/// query words; they survive the tokenizer as single tokens.
enum SearchFacets {
    /// Time buckets (minutes): a recipe carries the token of every bucket it fits in.
    static let timeBuckets = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480]

    static func category(_ value: String) -> String { "ǂc" + clean(value) }
    static func difficulty(_ value: Difficulty) -> String { "ǂd" + value.rawValue }
    static func time(_ bucket: Int) -> String { "ǂt\(bucket)" }

    /// The facet tokens of a recipe, space-separated.
    static func tokens(for recipe: Recipe) -> String {
        var tokens = [category(recipe.category), difficulty(recipe.difficulty)]
        if let total = recipe.totalMinutes {
            tokens += timeBuckets.filter { total <= $0 }.map(time)
        }
        return tokens.joined(separator: " ")
    }

    /// MATCH terms for the query's category, difficulty and time filters, and whether the
    /// time filter still needs an exact SQL check (when it is not a bucket boundary).
    static func constraints(for query: SearchQuery) -> (terms: [String], exactTimeCheck: Bool) {
        var terms: [String] = []
        if let c = query.category { terms.append("\"\(category(c))\"") }
        if let d = query.difficulty { terms.append("\"\(difficulty(d))\"") }
        var exact = false
        if let minutes = query.maxTotalMinutes {
            if let bucket = timeBuckets.first(where: { $0 >= minutes }) {
                terms.append("\"\(time(bucket))\"")
                exact = bucket != minutes
            } else {
                exact = true
            }
        }
        return (terms, exact)
    }

    static func clean(_ value: String) -> String {
        String(value.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
