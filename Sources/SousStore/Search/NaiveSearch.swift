import Foundation
import GRDB
import SousCore

/// The obvious search: scan every recipe's text with `LIKE '%word%'`, then rank the matches.
///
/// Kept as the baseline that `make bench` compares `RecipeSearch` with, and as a
/// cross-check in tests; the app itself never uses it.
public struct NaiveSearch: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func search(_ query: SearchQuery) throws -> SearchResults {
        let words = Array(FTSQueryBuilder.words(query.text).prefix(16))
        let limit = max(0, min(query.limit, 1000))
        var filters = SQLFilters.plain(query)
        for word in words {
            filters.add("(s.c0 || ' ' || s.c1 || ' ' || s.c2 || ' ' || s.c3 || ' ' || s.c4) LIKE ?", "%\(word)%")
        }
        for name in query.withIngredients { filters.add("s.c2 LIKE ?", "%\(name)%") }
        for name in query.withoutIngredients { filters.add("s.c2 NOT LIKE ?", "%\(name)%") }
        let whereClause = filters.isEmpty ? "1" : filters.conditions.joined(separator: " AND ")
        return try database.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT \(RecipeSummary.columns), s.c0 AS sTitle, s.c1 AS sTags, s.c2 AS sIngredients, s.c3 AS sDescription, s.c4 AS sMemory
                FROM recipeSearch_content s
                JOIN recipe r ON r.id = (s.id & \(SearchKey.idMask)) WHERE \(whereClause)
                """, arguments: filters.arguments)
            let ranked = rows.map { row -> (RecipeSummary, tier: Int, length: Int) in
                let fields = ["sTitle", "sTags", "sIngredients", "sDescription", "sMemory"].map { row[$0] as String? ?? "" }
                let summary = RecipeSummary(row: row)
                let total = SearchKey.wordCount(fields)
                if Self.containsAll(words, in: fields[0] + " " + fields[1]) { return (summary, 0, SearchKey.wordCount(Array(fields[0...1]))) }
                if Self.containsAll(words, in: fields[2]) { return (summary, 1, total) }
                return (summary, 2, total)
            }.sorted { ($0.tier, $0.length, $0.0.id) < ($1.tier, $1.length, $1.0.id) }
            let hits = ranked.prefix(limit).map { SearchHit(recipe: $0.0, score: Double(3 - $0.tier) + 1 / Double(2 + $0.length)) }
            return SearchResults(hits: hits, totalCount: rows.count, terms: words)
        }
    }

    static func containsAll(_ words: [String], in text: String) -> Bool {
        let lowered = text.lowercased()
        return words.allSatisfy { lowered.contains($0) }
    }
}
