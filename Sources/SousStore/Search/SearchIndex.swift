import Foundation
import GRDB
import SousCore

/// Keeps the `recipeSearch` FTS5 table in step with the recipe tables.
enum SearchIndex {
    static func update(_ recipe: Recipe, id: Int64, in db: Database) throws {
        try remove(id: id, in: db)
        try db.execute(
            sql: "INSERT INTO recipeSearch(rowid, title, tags, ingredients, description, memory) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [
                id,
                recipe.title,
                recipe.tags.joined(separator: " "),
                recipe.ingredients.map(\.name).joined(separator: "\n"),
                recipe.description,
                [recipe.familyMemory?.story, recipe.familyMemory?.from].compactMap { $0 }.joined(separator: "\n"),
            ]
        )
    }

    static func remove(id: Int64, in db: Database) throws {
        try db.execute(sql: "DELETE FROM recipeSearch WHERE rowid = ?", arguments: [id])
    }

    /// Rebuilds the whole index (after a bulk load or if it is ever suspected out of step).
    static func rebuild(in db: Database) throws {
        try db.execute(sql: "DELETE FROM recipeSearch")
        let rows = try Row.fetchCursor(db, sql: """
            SELECT r.id, r.title, r.tags, r.description, r.memoryStory, r.memoryFrom,
                   (SELECT group_concat(name, char(10)) FROM ingredient WHERE recipeId = r.id) AS names
            FROM recipe r
            """)
        let insert = try db.makeStatement(sql: "INSERT INTO recipeSearch(rowid, title, tags, ingredients, description, memory) VALUES (?, ?, ?, ?, ?, ?)")
        while let row = try rows.next() {
            let tags = (try? JSONDecoder().decode([String].self, from: Data((row["tags"] as String? ?? "[]").utf8))) ?? []
            let memory = [row["memoryStory"] as String?, row["memoryFrom"] as String?].compactMap { $0 }.joined(separator: "\n")
            try insert.execute(arguments: [row["id"] as Int64, row["title"] as String, tags.joined(separator: " "), row["names"] as String? ?? "", row["description"] as String, memory])
        }
    }
}
