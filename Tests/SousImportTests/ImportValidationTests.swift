import Foundation
import SousCore
@testable import SousImport
import SousStore
import SousTestSupport
import Testing

/// Issue 27 item 5: a file whose 551st recipe has `servings: -5` stored 500 recipes, then
/// failed with SQLite's "CHECK constraint failed" and the database's path. Every recipe is now
/// checked first, nothing is stored when one is bad, and the message names recipe and field.
@Suite struct ImportValidationTests {
    let temporary = TemporaryFolder("sous-import-validation")

    func database() throws -> AppDatabase {
        try AppDatabase.open(path: temporary.appendingPathComponent("\(UUID().uuidString).sqlite").path)
    }

    static func recipes(count: Int, bad: Int, change: (inout Recipe) -> Void) -> [Recipe] {
        (1...count).map { n in
            var recipe = Fixtures.recipe("Soup \(n)")
            recipe.uid = "soup-\(n)"
            if n == bad { change(&recipe) }
            return recipe
        }
    }

    func expectNothingStored(_ batch: ImportBatch, in db: AppDatabase, mentions words: [String]) throws {
        do {
            _ = try RecipeImportStore(database: db).store(batch)
            Issue.record("a batch with a bad recipe was stored")
        } catch {
            let message = "\(error)"
            for word in words { #expect(message.contains(word), "\(message)") }
            #expect(!message.contains("CHECK"), "\(message)")
            #expect(!message.contains(db.path ?? "?"), "\(message)")
        }
        #expect(try RecipeRepository(db).count() == 0)
    }

    @Test func aBadRecipeInAnOutsideFileStoresNothingAndIsNamed() throws {
        let db = try database()
        let recipes = Self.recipes(count: 600, bad: 551) { $0.servings = -5 }
        let batch = ImportBatch(location: "soups.json", contents: .recipes(recipes.map {
            ImportedRecipe(recipe: $0, report: RecipeImportReport(source: "soups.json"))
        }))
        try expectNothingStored(batch, in: db, mentions: ["recipe 551", "\"Soup 551\"", "servings is -5", "at least 1"])
    }

    @Test func aBadRecipeInASousExportStoresNothingAndIsNamed() throws {
        let db = try database()
        let recipes = Self.recipes(count: 600, bad: 551) { $0.prepMinutes = -10 }
        let batch = ImportBatch(location: "export.json", contents: .archive(SousArchive(recipes: recipes)))
        try expectNothingStored(batch, in: db, mentions: ["recipe 551", "prep time", "negative"])
    }

    @Test func aGoodFileIsStoredInOneGo() throws {
        let db = try database()
        let recipes = Self.recipes(count: 600, bad: 0) { _ in }
        let batch = ImportBatch(location: "soups.json", contents: .recipes(recipes.map {
            ImportedRecipe(recipe: $0, report: RecipeImportReport(source: "soups.json"))
        }))
        var reports = 0
        let outcome = try RecipeImportStore(database: db).store(batch, progress: { _, _ in reports += 1 })
        #expect(outcome.storedCount == 600)
        #expect(reports == 600)
        #expect(try RecipeRepository(db).count() == 600)
    }

    /// A save outside an import gets the same field words, never SQLite's or the path.
    @Test func aDirectSaveOfABadRecipeNamesTheField() throws {
        let db = try database()
        var recipe = Fixtures.recipe("Tart")
        recipe.servings = 0
        do {
            try RecipeRepository(db).insert(recipe)
            Issue.record("a recipe with 0 servings was stored")
        } catch {
            #expect("\(error)" == "\"Tart\": servings is 0; it must be at least 1")
        }
    }
}
