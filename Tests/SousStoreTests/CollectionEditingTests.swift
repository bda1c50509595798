import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

/// Making, renaming and deleting collections and moving recipes in and out (issue 27 item 25).
@Suite struct CollectionEditingTests {
    let db: AppDatabase
    let collections: CollectionRepository
    let tart: Int64, soup: Int64

    init() throws {
        db = try AppDatabase.inMemory()
        collections = CollectionRepository(db, now: { Fixtures.day })
        let recipes = RecipeRepository(db, now: { Fixtures.day })
        tart = try #require(try recipes.insert(Fixtures.recipe("Lemon Tart")).id)
        soup = try #require(try recipes.insert(Fixtures.recipe("Soup")).id)
    }

    @Test func createRenameAndDeleteKeepTheRecipes() throws {
        let made = try collections.create(name: "  Sunday lunch ", recipeId: tart)
        #expect(made.name == "Sunday lunch", "the name is trimmed")
        #expect(made.createdAt == Fixtures.day)
        let id = try #require(made.id)
        try collections.add(recipeId: soup, to: id)
        #expect(try collections.collections().first?.recipeIds == [tart, soup])
        try collections.rename(id: id, to: "Sunday lunches")
        #expect(try collections.collections().map(\.name) == ["Sunday lunches"])
        #expect(try collections.collections().first?.recipeIds == [tart, soup], "renaming keeps its recipes")
        try collections.remove(recipeId: tart, from: id)
        #expect(try collections.collections().first?.recipeIds == [soup])
        #expect(try collections.delete(id: id))
        #expect(try collections.collections().isEmpty)
        #expect(try RecipeRepository(db).count() == 2, "deleting a collection keeps its recipes")
    }

    @Test func badNamesAreRefusedInTheCooksWords() throws {
        let sunday = try collections.create(name: "Sunday lunch")
        let other = try collections.create(name: "Weeknights")
        #expect(throws: StorageError(reason: "There is already a collection called “sunday LUNCH”.")) {
            try collections.create(name: "sunday LUNCH")
        }
        #expect(throws: StorageError(reason: "There is already a collection called “Sunday lunch”.")) {
            try collections.rename(id: other.id!, to: "Sunday lunch")
        }
        #expect(throws: StorageError(reason: "A collection needs a name.")) { try collections.create(name: "   ") }
        #expect(throws: StorageError(reason: "A collection's name is at most 60 characters.")) {
            try collections.create(name: String(repeating: "x", count: 61))
        }
        // Its own name in another case is a rename, not a clash.
        try collections.rename(id: sunday.id!, to: "SUNDAY LUNCH")
        #expect(try collections.collections().map(\.name) == ["SUNDAY LUNCH", "Weeknights"])
        #expect(throws: StorageError.self) { try collections.rename(id: 999, to: "Gone") }
    }
}
