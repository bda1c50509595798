import Foundation
import GRDB
import SousCore

/// Keeps the two FTS5 tables and the vocabulary in step with the recipe tables.
enum SearchIndex {
    static let tokenizer = FTS5TokenizerDescriptor.porter(wrapping: .unicode61(diacritics: .remove))

    struct Fields {
        var title: String
        var tags: String
        var ingredients: String
        var description: String
        var memory: String
        var facets: String

        init(_ recipe: Recipe) {
            title = recipe.title
            tags = recipe.tags.joined(separator: " ")
            ingredients = recipe.ingredients.map(\.name).joined(separator: "\n")
            description = recipe.description
            memory = [recipe.familyMemory?.story, recipe.familyMemory?.from].compactMap { $0 }.joined(separator: "\n")
            facets = SearchFacets.tokens(for: recipe)
        }

        var searchable: [String] { [title, tags, ingredients, description, memory] }
    }

    static func update(_ recipe: Recipe, id: Int64, in db: Database) throws {
        try remove(id: id, in: db)
        try add(recipe, id: id, in: db)
    }

    /// Indexes a recipe that is not in the index yet.
    static func add(_ recipe: Recipe, id: Int64, in db: Database) throws {
        let f = Fields(recipe)
        let titleKey = SearchKey.make(length: SearchKey.wordCount([f.title, f.tags]), id: id)
        let allKey = SearchKey.make(length: SearchKey.wordCount(f.searchable), id: id)
        try db.cachedStatement(sql: "INSERT INTO titleSearch(rowid, title, tags, ingredients, facets) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [titleKey, f.title, f.tags, f.ingredients, f.facets])
        try db.cachedStatement(sql: "INSERT INTO recipeSearch(rowid, title, tags, ingredients, description, memory, facets) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .execute(arguments: [allKey, f.title, f.tags, f.ingredients, f.description, f.memory, f.facets])
        try db.cachedStatement(sql: "INSERT INTO recipeSearchKey(recipeId, titleKey, allKey) VALUES (?, ?, ?)")
            .execute(arguments: [id, titleKey, allKey])
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO searchVocabulary(term, docs) VALUES (?, 1) ON CONFLICT(term) DO UPDATE SET docs = docs + 1
            """)
        for term in try terms(of: f.searchable, in: db) {
            try upsert.execute(arguments: [term])
        }
    }

    static func remove(id: Int64, in db: Database) throws {
        guard let keys = try Row.fetchOne(db, sql: "SELECT titleKey, allKey FROM recipeSearchKey WHERE recipeId = ?", arguments: [id]) else { return }
        let allKey: Int64 = keys["allKey"]
        if let old = try Row.fetchOne(db, sql: "SELECT title, tags, ingredients, description, memory FROM recipeSearch WHERE rowid = ?", arguments: [allKey]) {
            let texts = (0..<5).map { old[$0] as String? ?? "" }
            for term in try terms(of: texts, in: db) {
                try db.execute(sql: "UPDATE searchVocabulary SET docs = docs - 1 WHERE term = ?", arguments: [term])
            }
            try db.execute(sql: "DELETE FROM searchVocabulary WHERE docs <= 0")
        }
        try db.execute(sql: "DELETE FROM titleSearch WHERE rowid = ?", arguments: [keys["titleKey"] as Int64])
        try db.execute(sql: "DELETE FROM recipeSearch WHERE rowid = ?", arguments: [allKey])
        try db.execute(sql: "DELETE FROM recipeSearchKey WHERE recipeId = ?", arguments: [id])
    }

    /// Empties the index (every recipe is going).
    static func removeAll(in db: Database) throws {
        for table in ["titleSearch", "recipeSearch", "recipeSearchKey", "searchVocabulary"] {
            try db.execute(sql: "DELETE FROM \(table)")
        }
    }

    /// The distinct terms the FTS5 tokenizer makes of `texts` (stemmed, folded).
    static func terms(of texts: [String], in db: Database) throws -> Set<String> {
        let tokenizer = try db.makeTokenizer(Self.tokenizer)
        var terms = Set<String>()
        for text in texts where !text.isEmpty {
            for (token, _) in try tokenizer.tokenize(document: text) { terms.insert(token) }
        }
        return terms
    }
}
