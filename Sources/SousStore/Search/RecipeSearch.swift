import Foundation
import GRDB
import SousCore

/// Ranked full-text search over recipes, with filters.
///
/// Ranking: recipes whose title or tags hold every word come first, then those whose
/// ingredients do, then those with the words anywhere; within a tier, the shorter
/// field wins (it is more about the query). Each tier reads its first page straight
/// from an FTS5 index whose rowids are these ranking keys, so the cost of a query
/// does not grow with the number of matches (see `SearchKey` and docs/DECISIONS.md).
public struct RecipeSearch: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    struct Tier {
        var table: String
        var expression: String
        /// A MATCH expression on `recipeSearch` each candidate must also satisfy.
        var ingredientCheck: String?
    }

    public func search(_ query: SearchQuery) throws -> SearchResults {
        let terms = Array(FTSQueryBuilder.words(query.text).prefix(16))
        let limit = max(0, min(query.limit, 1000))
        var filters = SQLFilters(query)
        guard let termsExpression = FTSQueryBuilder.termsExpression(query.text) else {
            return try database.read { db in try listOnly(db, query: query, filters: &filters, limit: limit, terms: terms) }
        }
        let constrained = FTSQueryBuilder.withIngredientConstraints(termsExpression, query: query)!
        // Tier 1 reads the title index (title order); ingredient filters, if any, are checked
        // per candidate against the full index, by rowid, which FTS5 answers with a seek.
        let ingredientCheck = FTSQueryBuilder.withIngredientConstraints(nil, query: query)
        let tiers = [
            Tier(table: "titleSearch", expression: termsExpression, ingredientCheck: ingredientCheck),
            Tier(table: "recipeSearch", expression: FTSQueryBuilder.withIngredientConstraints("{ingredients} : (\(termsExpression))", query: query)!),
            Tier(table: "recipeSearch", expression: constrained),
        ]
        return try database.read { db in
            var hits: [SearchHit] = []
            var seen = Set<Int64>()
            for (rank, tier) in tiers.enumerated() where hits.count < limit {
                for (summary, key) in try page(db, tier: tier, filters: filters, limit: limit) where hits.count < limit {
                    guard seen.insert(summary.id).inserted else { continue }
                    let length = Double(key >> SearchKey.idBits)
                    hits.append(SearchHit(recipe: summary, score: Double(tiers.count - rank) + 1 / (2 + length)))
                }
            }
            let (count, capped) = try countMatches(db, expression: constrained, filters: filters)
            return SearchResults(hits: hits, totalCount: max(count, hits.count), countIsCapped: capped, terms: terms)
        }
    }

    /// The first `limit` matches of one tier, best first, with their ranking keys.
    private func page(_ db: Database, tier: Tier, filters: SQLFilters, limit: Int) throws -> [(RecipeSummary, Int64)] {
        // CROSS JOIN keeps the FTS table as the outer loop so rows come in rowid (rank) order.
        var check = ""
        var arguments: StatementArguments = [tier.expression] + filters.arguments
        if let ingredientCheck = tier.ingredientCheck {
            check = """
                AND EXISTS (SELECT 1 FROM recipeSearchKey k CROSS JOIN recipeSearch i ON i.rowid = k.allKey
                            WHERE k.recipeId = r.id AND recipeSearch MATCH ?)
                """
            arguments += [ingredientCheck]
        }
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(RecipeSummary.columns), s.rowid AS searchKey FROM \(tier.table) s CROSS JOIN recipe r ON r.id = (s.rowid & \(SearchKey.idMask))
            WHERE \(tier.table) MATCH ? \(filters.andClause) \(check)
            ORDER BY s.rowid LIMIT \(limit)
            """, arguments: arguments)
        return rows.map { (RecipeSummary(row: $0), $0["searchKey"] as Int64) }
    }

    private func countMatches(_ db: Database, expression: String, filters: SQLFilters) throws -> (Int, Bool) {
        let cap = SearchResults.countCap
        let join = filters.isEmpty ? "" : "CROSS JOIN recipe r ON r.id = (s.rowid & \(SearchKey.idMask))"
        let count = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT 1 FROM recipeSearch s \(join)
            WHERE recipeSearch MATCH ? \(filters.andClause) LIMIT \(cap + 1))
            """, arguments: [expression] + filters.arguments) ?? 0
        return (min(count, cap), count > cap)
    }

    /// Filters without words: the recipe list in title order.
    private func listOnly(_ db: Database, query: SearchQuery, filters: inout SQLFilters, limit: Int, terms: [String]) throws -> SearchResults {
        if let must = FTSQueryBuilder.withIngredientConstraints(nil, query: query) {
            filters.add("r.id IN (SELECT rowid & \(SearchKey.idMask) FROM recipeSearch WHERE recipeSearch MATCH ?)", must)
        } else if let excluded = FTSQueryBuilder.anyIngredient(query.withoutIngredients) {
            filters.add("r.id NOT IN (SELECT rowid & \(SearchKey.idMask) FROM recipeSearch WHERE recipeSearch MATCH ?)", excluded)
        }
        let whereClause = filters.isEmpty ? "1" : filters.conditions.joined(separator: " AND ")
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(RecipeSummary.columns) FROM recipe r WHERE \(whereClause) ORDER BY r.title COLLATE NOCASE, r.id LIMIT \(limit)
            """, arguments: filters.arguments)
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe r WHERE \(whereClause)", arguments: filters.arguments) ?? 0
        return SearchResults(hits: rows.map { SearchHit(recipe: RecipeSummary(row: $0), score: 0) }, totalCount: count, terms: terms)
    }
}

/// SQL conditions on the `recipe r` row for the non-text filters.
struct SQLFilters {
    var conditions: [String] = []
    var arguments: StatementArguments = []

    init(_ query: SearchQuery) {
        if let category = query.category { add("r.category = ?", category.lowercased()) }
        if let difficulty = query.difficulty { add("r.difficulty = ?", difficulty.rawValue) }
        if let minutes = query.maxTotalMinutes { add("r.totalMinutes <= ?", minutes) }
        if let member = query.favoritesOf { add("r.id IN (SELECT recipeId FROM favorite WHERE memberId = ?)", member) }
    }

    var isEmpty: Bool { conditions.isEmpty }
    var andClause: String { conditions.map { "AND \($0)" }.joined(separator: " ") }

    mutating func add(_ condition: String, _ value: some DatabaseValueConvertible) {
        conditions.append(condition)
        arguments += [value]
    }
}
