import Foundation
import GRDB
import SousCore

/// A search with filters but no words: the matching recipes in title order.
struct FilterListing {
    let plan: SearchPlan
    let limit: Int

    func run(_ db: Database, terms: [String]) throws -> SearchResults {
        let query = plan.query
        var filters = SQLFilters.plain(query)
        if let must = FTSQueryBuilder.withIngredientConstraints(nil, query: query) {
            filters.add("r.id IN (SELECT rowid & \(SearchKey.idMask) FROM recipeSearch WHERE recipeSearch MATCH ?)", must)
        } else if let excluded = FTSQueryBuilder.anyIngredient(query.withoutIngredients) {
            filters.add("r.id NOT IN (SELECT rowid & \(SearchKey.idMask) FROM recipeSearch WHERE recipeSearch MATCH ?)", excluded)
        }
        let whereClause = filters.isEmpty ? "1" : filters.conditions.joined(separator: " AND ")
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT \(RecipeSummary.columns) FROM recipe r WHERE \(whereClause) ORDER BY r.title COLLATE NOCASE, r.id LIMIT \(limit)
            """), arguments: filters.arguments)
        let cap = SearchResults.countCap
        let count = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM recipe r WHERE \(whereClause) LIMIT \(cap + 1))"), arguments: filters.arguments) ?? 0
        return SearchResults(hits: rows.map { SearchHit(recipe: RecipeSummary(row: $0), score: 0) },
                             totalCount: min(count, cap), countIsCapped: count > cap, terms: terms)
    }
}
