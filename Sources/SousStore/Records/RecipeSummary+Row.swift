import Foundation
import GRDB
import SousCore

extension RecipeSummary {
    /// The `recipe` columns a summary needs, for `SELECT \(columns)` with the table aliased `r`.
    ///
    /// Lists and search pages read these few columns straight from the row: decoding a whole
    /// `RecipeRecord` (its tags are JSON) costs more than the FTS5 lookup itself.
    static let columns = "r.id, r.title, r.category, r.difficulty, r.totalMinutes, r.servings, r.createdAt, r.lastCookedAt"

    init(row: Row) {
        self.init(
            id: row["id"], title: row["title"], category: row["category"],
            difficulty: Difficulty(rawValue: row["difficulty"] ?? "") ?? .medium,
            totalMinutes: row["totalMinutes"], servings: row["servings"],
            createdAt: row["createdAt"], lastCookedAt: row["lastCookedAt"]
        )
    }
}
