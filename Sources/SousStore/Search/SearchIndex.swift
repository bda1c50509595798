import Foundation
import GRDB
import SousCore

/// Keeps the two FTS5 tables in step with the recipe tables.
enum SearchIndex {
    struct Fields {
        var title: String
        var tags: String
        var ingredients: String
        var description: String
        var memory: String

        init(_ recipe: Recipe) {
            title = recipe.title
            tags = recipe.tags.joined(separator: " ")
            ingredients = recipe.ingredients.map(\.name).joined(separator: "\n")
            description = recipe.description
            memory = [recipe.familyMemory?.story, recipe.familyMemory?.from].compactMap { $0 }.joined(separator: "\n")
        }
    }

    static func update(_ recipe: Recipe, id: Int64, in db: Database) throws {
        try remove(id: id, in: db)
        let f = Fields(recipe)
        let titleKey = SearchKey.make(length: SearchKey.wordCount([f.title, f.tags]), id: id)
        let allKey = SearchKey.make(length: SearchKey.wordCount([f.title, f.tags, f.ingredients, f.description, f.memory]), id: id)
        try db.execute(
            sql: "INSERT INTO titleSearch(rowid, title, tags) VALUES (?, ?, ?)",
            arguments: [titleKey, f.title, f.tags]
        )
        try db.execute(
            sql: "INSERT INTO recipeSearch(rowid, title, tags, ingredients, description, memory) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [allKey, f.title, f.tags, f.ingredients, f.description, f.memory]
        )
        try db.execute(
            sql: "INSERT INTO recipeSearchKey(recipeId, titleKey, allKey) VALUES (?, ?, ?)",
            arguments: [id, titleKey, allKey]
        )
    }

    static func remove(id: Int64, in db: Database) throws {
        guard let row = try Row.fetchOne(db, sql: "SELECT titleKey, allKey FROM recipeSearchKey WHERE recipeId = ?", arguments: [id]) else { return }
        try db.execute(sql: "DELETE FROM titleSearch WHERE rowid = ?", arguments: [row["titleKey"] as Int64])
        try db.execute(sql: "DELETE FROM recipeSearch WHERE rowid = ?", arguments: [row["allKey"] as Int64])
        try db.execute(sql: "DELETE FROM recipeSearchKey WHERE recipeId = ?", arguments: [id])
    }
}
