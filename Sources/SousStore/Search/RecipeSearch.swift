import Foundation
import GRDB
import SousCore

/// Ranked full-text search over recipes, with filters.
public struct RecipeSearch: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    /// Column weights for bm25, in the order of the `recipeSearch` columns:
    /// a word in the title counts most, then tags, ingredients, description, memory.
    static let weights = "10.0, 6.0, 4.0, 1.5, 1.0"

    public func search(_ query: SearchQuery) throws -> SearchResults {
        let terms = FTSQueryBuilder.words(query.text)
        let limit = max(0, min(query.limit, 1000))
        return try database.read { db in
            var conditions: [String] = []
            var arguments: StatementArguments = []
            addFilters(query, to: &conditions, arguments: &arguments)
            guard let match = FTSQueryBuilder.matchExpression(for: query) else {
                return try listOnly(db, conditions: conditions, arguments: arguments, limit: limit, terms: terms)
            }
            let whereClause = (["recipeSearch MATCH ?"] + conditions).joined(separator: " AND ")
            let allArguments: StatementArguments = [match] + arguments
            let rows = try Row.fetchAll(db, sql: """
                SELECT r.*, bm25(recipeSearch, \(Self.weights)) AS score
                FROM recipeSearch JOIN recipe r ON r.id = recipeSearch.rowid
                WHERE \(whereClause)
                ORDER BY score, r.id LIMIT \(limit)
                """, arguments: allArguments)
            let total = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM recipeSearch JOIN recipe r ON r.id = recipeSearch.rowid WHERE \(whereClause)
                """, arguments: allArguments) ?? 0
            let hits = try rows.map { row in
                SearchHit(recipe: try RecipeRecord(row: row).summary, score: -(row["score"] as Double? ?? 0))
            }
            return SearchResults(hits: hits, totalCount: total, terms: terms)
        }
    }

    private func listOnly(_ db: Database, conditions: [String], arguments: StatementArguments, limit: Int, terms: [String]) throws -> SearchResults {
        let whereClause = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
        let records = try RecipeRecord.fetchAll(db, sql: """
            SELECT r.* FROM recipe r WHERE \(whereClause) ORDER BY r.title COLLATE NOCASE, r.id LIMIT \(limit)
            """, arguments: arguments)
        let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe r WHERE \(whereClause)", arguments: arguments) ?? 0
        return SearchResults(hits: records.map { SearchHit(recipe: $0.summary, score: 0) }, totalCount: total, terms: terms)
    }

    private func addFilters(_ query: SearchQuery, to conditions: inout [String], arguments: inout StatementArguments) {
        if let category = query.category {
            conditions.append("r.category = ?")
            arguments += [category.lowercased()]
        }
        if let difficulty = query.difficulty {
            conditions.append("r.difficulty = ?")
            arguments += [difficulty.rawValue]
        }
        if let maxMinutes = query.maxTotalMinutes {
            conditions.append("r.totalMinutes <= ?")
            arguments += [maxMinutes]
        }
        if let member = query.favoritesOf {
            conditions.append("r.id IN (SELECT recipeId FROM favorite WHERE memberId = ?)")
            arguments += [member]
        }
        // With nothing to MATCH, must-not ingredients become a sub-query.
        if FTSQueryBuilder.matchExpression(for: query) == nil, let any = FTSQueryBuilder.anyIngredient(query.withoutIngredients) {
            conditions.append("r.id NOT IN (SELECT rowid FROM recipeSearch WHERE recipeSearch MATCH ?)")
            arguments += [any]
        }
    }
}
