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
            let tiers = [
                Tier(table: "titleSearch", expression: plan.constrained("{title tags} : (\(termsExpression))")),
                Tier(table: "recipeSearch", expression: plan.constrained("{ingredients} : (\(termsExpression))")),
                Tier(table: "recipeSearch", expression: plan.constrained(termsExpression)),
            ]
            var hits: [SearchHit] = []
            var seen = Set<Int64>()
            for (rank, tier) in tiers.enumerated() where hits.count < limit {
                for (summary, key) in try page(db, tier: tier, plan: plan, limit: limit) where hits.count < limit {
                    guard seen.insert(summary.id).inserted else { continue }
                    let length = Double(key >> SearchKey.idBits)
                    hits.append(SearchHit(recipe: summary, score: Double(tiers.count - rank) + 1 / (2 + length)))
                }
            }
            let (count, capped) = try countMatches(db, expression: plan.constrained(termsExpression), plan: plan)
            return SearchResults(hits: hits, totalCount: max(count, hits.count), countIsCapped: capped, terms: terms)
        }
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
        let (count, capped) = try countMatches(db, expression: expression, plan: plan)
        return SearchResults(hits: hits, totalCount: max(count, hits.count), countIsCapped: capped, terms: terms)
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
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(RecipeSummary.columns), s.rowid AS searchKey FROM \(source)
            WHERE \(tier.table) MATCH ? \(plan.sql.andClause) \(favorite)
            ORDER BY s.rowid LIMIT \(limit)
            """, arguments: arguments)
        return rows.map { (RecipeSummary(row: $0), $0["searchKey"] as Int64) }
    }

    private func countMatches(_ db: Database, expression: String, plan: SearchPlan) throws -> (Int, Bool) {
        let cap = SearchResults.countCap
        var source = "recipeSearch s"
        if plan.favoritesOf != nil {
            source = "favorite f CROSS JOIN recipeSearchKey fk ON fk.recipeId = f.recipeId CROSS JOIN recipeSearch s ON s.rowid = fk.allKey"
        }
        if !plan.sql.isEmpty || plan.favoritesOf != nil {
            source += " CROSS JOIN recipe r ON r.id = (s.rowid & \(SearchKey.idMask))"
        }
        let favorite = plan.favoritesOf.map { "AND f.memberId = \($0)" } ?? ""
        let count = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT 1 FROM \(source)
            WHERE recipeSearch MATCH ? \(plan.sql.andClause) \(favorite) LIMIT \(cap + 1))
            """, arguments: [expression] + plan.sql.arguments) ?? 0
        return (min(count, cap), count > cap)
    }
}
