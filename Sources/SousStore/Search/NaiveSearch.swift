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
        var filters = SQLFilters(query)
        for word in words {
            filters.add("(s.c0 || ' ' || s.c1 || ' ' || s.c2 || ' ' || s.c3 || ' ' || s.c4) LIKE ?", "%\(word)%")
        }
        for name in query.withIngredients { filters.add("s.c2 LIKE ?", "%\(name)%") }
        for name in query.withoutIngredients { filters.add("s.c2 NOT LIKE ?", "%\(name)%") }
        let whereClause = filters.isEmpty ? "1" : filters.conditions.joined(separator: " AND ")
        return try database.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT r.*, s.c0 AS sTitle, s.c1 AS sTags, s.c2 AS sIngredients FROM recipeSearch_content s
                JOIN recipe r ON r.id = (s.id & \(SearchKey.idMask)) WHERE \(whereClause)
                """, arguments: filters.arguments)
            let ranked = try rows.map { row -> (RecipeRecord, tier: Int, length: Int) in
                let title = (row["sTitle"] as String? ?? "") + " " + (row["sTags"] as String? ?? "")
                let ingredients = row["sIngredients"] as String? ?? ""
                let record = try RecipeRecord(row: row)
                if Self.containsAll(words, in: title) { return (record, 0, SearchKey.wordCount([title])) }
                if Self.containsAll(words, in: ingredients) { return (record, 1, SearchKey.wordCount([title, ingredients])) }
                return (record, 2, 0)
            }.sorted { ($0.tier, $0.length, $0.0.id ?? 0) < ($1.tier, $1.length, $1.0.id ?? 0) }
            let hits = ranked.prefix(limit).map { SearchHit(recipe: $0.0.summary, score: Double(3 - $0.tier) + 1 / Double(2 + $0.length)) }
            return SearchResults(hits: hits, totalCount: rows.count, terms: words)
        }
    }

    static func containsAll(_ words: [String], in text: String) -> Bool {
        let lowered = text.lowercased()
        return words.allSatisfy { lowered.contains($0) }
    }
}
