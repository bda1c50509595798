import Foundation
import GRDB
import SousCore

/// A search query turned into FTS5 expressions and the SQL checks left over.
struct SearchPlan {
    let query: SearchQuery
    /// The words as an FTS5 expression (prefix expanded), or nil when there are none.
    let terms: String?
    /// Filter tokens to AND into every MATCH (category, difficulty, time bucket).
    let facetTerms: [String]
    /// Conditions on `recipe r` that the index cannot answer (an exact time between buckets).
    let sql: SQLFilters
    let favoritesOf: Int64?

    /// Prefixes this long or longer have no FTS5 prefix index and are expanded through the
    /// vocabulary, up to this many terms (more falls back to FTS5's own prefix query).
    static let expandFromLength = 4
    static let maxExpansions = 24

    init(_ query: SearchQuery, in db: Database) throws {
        self.query = query
        terms = try FTSQueryBuilder.termsExpression(query.text) { prefix in
            try Self.expand(prefix, in: db)
        }
        let facets = SearchFacets.constraints(for: query)
        facetTerms = facets.terms
        var sql = SQLFilters()
        if facets.exactTimeCheck, let minutes = query.maxTotalMinutes { sql.add("r.totalMinutes <= ?", minutes) }
        self.sql = sql
        favoritesOf = query.favoritesOf
    }

    /// The facet tokens AND `expression`. Facets go first: they are short lists, and FTS5
    /// then seeks through the word lists instead of checking every row of them.
    func withFacets(_ expression: String) -> String {
        (facetTerms + [expression.isEmpty ? nil : "(\(expression))"].compactMap { $0 }).joined(separator: " AND ")
    }

    /// `expression` with the facets and the must-have / must-not ingredients.
    func constrained(_ expression: String?) -> String {
        let base = withFacets(expression ?? "")
        return FTSQueryBuilder.withIngredientConstraints(base.isEmpty ? nil : base, query: query) ?? base
    }

    /// The whole terms a typed prefix stands for, most common first, or nil to let FTS5 do it.
    static func expand(_ prefix: String, in db: Database) throws -> [String]? {
        let folded = prefix.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        guard folded.count >= expandFromLength, let upper = successor(of: folded) else { return nil }
        let found = try String.fetchAll(db.cachedStatement(sql: """
            SELECT term FROM searchVocabulary WHERE term >= ? AND term < ? LIMIT \(maxExpansions + 1)
            """), arguments: [folded, upper])
        // Too many, or none (nothing matches, or a vocabulary out of step): FTS5's own prefix
        // query is then cheap, or at worst slower but still right.
        return found.isEmpty || found.count > maxExpansions ? nil : found
    }

    /// The smallest string greater than every string starting with `prefix`.
    static func successor(of prefix: String) -> String? {
        var scalars = Array(prefix.unicodeScalars)
        guard let last = scalars.popLast(), let next = Unicode.Scalar(last.value + 1) else { return nil }
        scalars.append(next)
        return String(String.UnicodeScalarView(scalars))
    }
}

/// SQL conditions on the `recipe r` row.
struct SQLFilters {
    var conditions: [String] = []
    var arguments: StatementArguments = []

    /// Category, difficulty, time and favourites as plain SQL (no index help).
    static func plain(_ query: SearchQuery) -> SQLFilters {
        var filters = SQLFilters()
        if let category = query.category { filters.add("r.category = ?", category.lowercased()) }
        if let difficulty = query.difficulty { filters.add("r.difficulty = ?", difficulty.rawValue) }
        if let minutes = query.maxTotalMinutes { filters.add("r.totalMinutes <= ?", minutes) }
        if let member = query.favoritesOf { filters.add("r.id IN (SELECT recipeId FROM favorite WHERE memberId = ?)", member) }
        return filters
    }

    var isEmpty: Bool { conditions.isEmpty }
    var andClause: String { conditions.map { "AND \($0)" }.joined(separator: " ") }

    mutating func add(_ condition: String, _ value: some DatabaseValueConvertible) {
        conditions.append(condition)
        arguments += [value]
    }
}
