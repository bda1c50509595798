import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Collections through the whole app on the starter cookbook: browse from Home, open one's
/// recipes, put the open recipe in and take it out, make, rename and delete one (issue 27 item 25).
@Suite struct CollectionsJourneyTests {
    let temporary = TemporaryFolder("sous-collections")
    let database: AppDatabase
    let app: Journey

    init() throws {
        database = try AppDatabase.open(path: temporary.url.appendingPathComponent("db.sqlite").path)
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        app = Journey.app(database: database)
    }

    func stored(_ name: String) throws -> RecipeCollection? {
        try CollectionRepository(database).collections().first { $0.name == name }
    }

    @Test func browseACollectionAndPutARecipeInAndOut() throws {
        app.press(.character("L"))
        #expect(app.screen.contains("4 collections"))
        #expect(app.screen.contains("Granny Maeve's kitchen"))
        let granny = try #require(try stored("Granny Maeve's kitchen"))
        app.press(.down, .enter)
        #expect(app.screen.contains("Granny Maeve's kitchen: \(granny.recipeIds.count) recipes"))
        #expect(app.state.home.recipes.map(\.id).sorted() == granny.recipeIds.sorted())
        // A recipe of the collection: the picker shows it ticked; Space takes it out.
        app.press(.enter, .character("L"))
        #expect(app.screen.contains("Collections for"))
        let title = try #require(app.state.detail?.recipe.title)
        let id = try #require(app.state.detail?.recipe.id)
        app.press(.down, .character(" "))
        #expect(app.screen.contains("Took “\(title)” out of “Granny Maeve's kitchen”."))
        #expect(try stored("Granny Maeve's kitchen")?.recipeIds.contains(id) == false)
        app.press(.character(" "))
        #expect(try stored("Granny Maeve's kitchen")?.recipeIds.contains(id) == true)
        // A new collection from the picker holds the recipe.
        app.press(.character("n"))
        app.type("Autumn puddings")
        app.press(.enter)
        #expect(try stored("Autumn puddings")?.recipeIds == [id])
        app.press(.escape, .escape, .escape)
        #expect(app.state.collections?.selected?.name == "Granny Maeve's kitchen", "back on the list, on the collection left")
        #expect(app.screen.contains("5 collections"))
    }

    @Test func makeRenameAndDeleteACollection() throws {
        app.press(.character("L"), .character("a"))
        app.type("Sunday lunch")
        app.press(.enter)
        #expect(app.screen.contains("There is already a collection called “Sunday lunch”."), "names are unique")
        app.press(.character("a"))
        app.type("Cakes")
        app.press(.enter)
        #expect(app.screen.contains("Made the collection “Cakes”."))
        #expect(app.state.collections?.selected?.name == "Cakes")
        app.press(.character("r"), .ctrl("u"))
        app.type("Birthday cakes")
        app.press(.enter)
        #expect(app.state.collections?.selected?.name == "Birthday cakes")
        #expect(try stored("Birthday cakes") != nil && stored("Cakes") == nil)
        // Deleting asks, and keeps the recipes.
        for _ in 0..<4 { app.press(.down) }
        let sunday = try #require(try stored("Sunday lunch"))
        #expect(app.state.collections?.selected?.name == "Sunday lunch")
        app.press(.character("d"))
        #expect(app.screen.contains("Delete the collection “Sunday lunch”?"))
        app.press(.character("y"))
        #expect(try stored("Sunday lunch") == nil)
        #expect(try RecipeRepository(database).count() == 54)
        #expect(app.screen.contains("its \(sunday.recipeIds.count) recipes are still in the cookbook"))
    }
}
