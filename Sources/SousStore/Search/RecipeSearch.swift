import Foundation
import GRDB
import SousCore

/// Ranked full-text search over recipes, with filters.
///
/// Ranking: recipes whose title or tags hold every word come first, then those whose
/// ingredients do, then those with the words anywhere; within a tier, the shorter
/// field wins (it is more about the query). Each tier reads its first page straight
/// from an FTS5 index whose rowids are these ranking keys, and filters are tokens in the
/// same index, so the cost of a query does not grow with the number of matches
/// (see `SearchKey`, `SearchFacets` and docs/DECISIONS.md).
public struct RecipeSearch: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    struct Tier {
        var table: String
        var expression: String
    }

    public func search(_ query: SearchQuery) throws -> SearchResults {
        let terms = Array(FTSQueryBuilder.words(query.text).prefix(16))
        let limit = max(0, min(query.limit, 1000))
        return try database.read { db in
            let plan = try SearchPlan(query, in: db)
            guard let termsExpression = plan.terms else {
                return try filtersOnly(db, plan: plan, limit: limit, terms: terms)
            }
            let anywhere = plan.constrained(termsExpression)
            let tiers = [
                Tier(table: "titleSearch", expression: plan.constrained("{title tags} : (\(termsExpression))")),
                Tier(table: "recipeSearch", expression: plan.constrained("{ingredients} : (\(termsExpression))")),
            ]
            var hits: [SearchHit] = []
            var seen = Set<Int64>()
            for (rank, tier) in tiers.enumerated() where hits.count < limit {
                for (summary, key) in try page(db, tier: tier, plan: plan, limit: limit) where hits.count < limit {
                    guard seen.insert(summary.id).inserted else { continue }
                    hits.append(SearchHit(recipe: summary, score: Self.score(tier: rank, key: key)))
                }
            }
            // The last tier ("anywhere") and the count come from one pass over the keys.
            let keys = try matchingKeys(db, expression: anywhere, plan: plan)
            if hits.count < limit {
                let wanted = keys.lazy.filter { !seen.contains(SearchKey.recipeId($0)) }.prefix(limit - hits.count)
                let summaries = try Self.summaries(db, ids: wanted.map(SearchKey.recipeId))
                for key in wanted {
                    guard let summary = summaries[SearchKey.recipeId(key)] else { continue }
                    hits.append(SearchHit(recipe: summary, score: Self.score(tier: 2, key: key)))
                }
            }
            let cap = SearchResults.countCap
            return SearchResults(hits: hits, totalCount: max(min(keys.count, cap), hits.count), countIsCapped: keys.count > cap, terms: terms)
        }
    }

    /// Higher for better tiers, then for shorter fields.
    static func score(tier: Int, key: Int64) -> Double {
        Double(3 - tier) + 1 / (2 + Double(key >> SearchKey.idBits))
    }

    /// Summaries of these recipes, by id.
    static func summaries(_ db: Database, ids: [Int64]) throws -> [Int64: RecipeSummary] {
        guard !ids.isEmpty else { return [:] }
        let list = ids.map(String.init).joined(separator: ",")
        let rows = try Row.fetchAll(db, sql: "SELECT \(RecipeSummary.columns) FROM recipe r WHERE r.id IN (\(list))")
        return Dictionary(rows.map { row in let s = RecipeSummary(row: row); return (s.id, s) }, uniquingKeysWith: { a, _ in a })
    }

    /// Filters without words. When the index can answer them (category, difficulty, time
    /// bucket, must-have ingredients), results come from the title index in its order
    /// (shortest title first) at O(page) cost; otherwise a plain SQL listing by title.
    private func filtersOnly(_ db: Database, plan: SearchPlan, limit: Int, terms: [String]) throws -> SearchResults {
        let expression = plan.constrained(nil)
        guard !expression.isEmpty, plan.favoritesOf == nil else {
            return try FilterListing(plan: plan, limit: limit).run(db, terms: terms)
        }
        let hits = try page(db, tier: Tier(table: "titleSearch", expression: expression), plan: plan, limit: limit).map { summary, key in
            SearchHit(recipe: summary, score: 1 / (2 + Double(key >> SearchKey.idBits)))
        }
        let keys = try titleKeys(db, expression: expression, plan: plan)
        let cap = SearchResults.countCap
        return SearchResults(hits: hits, totalCount: max(min(keys, cap), hits.count), countIsCapped: keys > cap, terms: terms)
    }

    /// The first `limit` matches of one tier, best first, with their ranking keys.
    private func page(_ db: Database, tier: Tier, plan: SearchPlan, limit: Int) throws -> [(RecipeSummary, Int64)] {
        let arguments: StatementArguments = [tier.expression] + plan.sql.arguments
        let key = tier.table == "titleSearch" ? "titleKey" : "allKey"
        // Favourites are few: seek each one in the index. Otherwise CROSS JOIN keeps the
        // FTS table as the outer loop so rows come in rowid (rank) order.
        let source = plan.favoritesOf == nil
            ? "\(tier.table) s CROSS JOIN recipe r ON r.id = (s.rowid & \(SearchKey.idMask))"
            : """
              favorite f CROSS JOIN recipeSearchKey fk ON fk.recipeId = f.recipeId
              CROSS JOIN \(tier.table) s ON s.rowid = fk.\(key) CROSS JOIN recipe r ON r.id = f.recipeId
              """
        let favorite = plan.favoritesOf.map { "AND f.memberId = \($0)" } ?? ""
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT \(RecipeSummary.columns), s.rowid AS searchKey FROM \(source)
            WHERE \(tier.table) MATCH ? \(plan.sql.andClause) \(favorite)
            ORDER BY s.rowid LIMIT \(limit)
            """), arguments: arguments)
        return rows.map { (RecipeSummary(row: $0), $0["searchKey"] as Int64) }
    }

    /// How many recipes match `expression` in the title index, up to one past the cap.
    private func titleKeys(_ db: Database, expression: String, plan: SearchPlan) throws -> Int {
        let join = plan.sql.isEmpty ? "" : "CROSS JOIN recipe r ON r.id = (s.rowid & \(SearchKey.idMask))"
        return try Int.fetchOne(db.cachedStatement(sql: """
            SELECT count(*) FROM (SELECT 1 FROM titleSearch s \(join) WHERE titleSearch MATCH ? \(plan.sql.andClause) LIMIT \(SearchResults.countCap + 1))
            """), arguments: [expression] + plan.sql.arguments) ?? 0
    }

    /// The ranking keys of every match, best first, up to one past the count cap.
    private func matchingKeys(_ db: Database, expression: String, plan: SearchPlan) throws -> [Int64] {
        let cap = SearchResults.countCap
        var source = "recipeSearch s"
        if plan.favoritesOf != nil {
            source = "favorite f CROSS JOIN recipeSearchKey fk ON fk.recipeId = f.recipeId CROSS JOIN recipeSearch s ON s.rowid = fk.allKey"
        }
        if !plan.sql.isEmpty || plan.favoritesOf != nil {
            source += " CROSS JOIN recipe r ON r.id = (s.rowid & \(SearchKey.idMask))"
        }
        let favorite = plan.favoritesOf.map { "AND f.memberId = \($0)" } ?? ""
        return try Int64.fetchAll(db.cachedStatement(sql: """
            SELECT s.rowid FROM \(source) WHERE recipeSearch MATCH ? \(plan.sql.andClause) \(favorite)
            ORDER BY s.rowid LIMIT \(cap + 1)
            """), arguments: [expression] + plan.sql.arguments)
    }
}
