import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

@Suite struct RecipeRepositoryTests {
    let db: AppDatabase
    let repo: RecipeRepository

    init() throws {
        db = try AppDatabase.inMemory()
        repo = RecipeRepository(db, now: { Fixtures.day })
    }

    @Test func insertThenReadBackEveryField() throws {
        var recipe = Fixtures.recipe("Lemon Tart", category: "dessert", tags: ["citrus"], memory: FamilyMemory(story: "Made every Easter.", from: "Nana", year: 1978))
        recipe.ingredients.append(Ingredient(quantity: .range(Rational(2), Rational(3)), unit: nil, name: "eggs", notes: "beaten", section: "Filling", optional: true, text: "2-3 eggs, beaten"))
        recipe.source = "family notebook"
        let stored = try repo.insert(recipe)
        let id = try #require(stored.id)
        let back = try #require(try repo.recipe(id: id))
        recipe.id = id
        #expect(back == recipe)
    }

    @Test func updateReplacesChildrenAndReindexes() throws {
        var stored = try repo.insert(Fixtures.recipe("Soup", ingredients: ["leek"]))
        stored.ingredients = [Ingredient(name: "potato", text: "potato")]
        stored.title = "Potato Soup"
        try repo.update(stored)
        let back = try #require(try repo.recipe(id: stored.id!))
        #expect(back.ingredients.map(\.name) == ["potato"])
        let search = RecipeSearch(db)
        #expect(try search.search(SearchQuery(text: "leek")).totalCount == 0)
        #expect(try search.search(SearchQuery(text: "potato")).hits.map(\.recipe.title) == ["Potato Soup"])
    }

    @Test func deleteRemovesFromSearchToo() throws {
        let stored = try repo.insert(Fixtures.recipe("Garlic Bread", ingredients: ["garlic"]))
        #expect(try repo.delete(id: stored.id!))
        #expect(try repo.recipe(id: stored.id!) == nil)
        #expect(try RecipeSearch(db).search(SearchQuery(text: "garlic")).totalCount == 0)
    }

    @Test func resolveByIdTitleAndPrefix() throws {
        let tart = try repo.insert(Fixtures.recipe("Lemon Tart"))
        _ = try repo.insert(Fixtures.recipe("Lemon Curd"))
        _ = try repo.insert(Fixtures.recipe("Pancakes"))
        #expect(try repo.resolve("\(tart.id!)") == .found(tart))
        #expect(try repo.resolve("lemon tart") == .found(tart))
        #expect(try repo.resolve("pan").isFound)
        if case .ambiguous(let options) = try repo.resolve("Lemon") {
            #expect(options.map(\.title) == ["Lemon Curd", "Lemon Tart"])
        } else {
            Issue.record("expected an ambiguous match")
        }
        #expect(try repo.resolve("Quiche") == .notFound)
        #expect(try repo.resolve("%") == .notFound)
    }

    @Test func listFiltersAndSorts() throws {
        let a = try repo.insert(Fixtures.recipe("B Stew", category: "dinner", minutes: (10, 60), created: Fixtures.day))
        let b = try repo.insert(Fixtures.recipe("A Toast", category: "breakfast", minutes: (5, 5), created: Fixtures.day.addingTimeInterval(60)))
        _ = try repo.insert(Fixtures.recipe("C Salad", category: "dinner", minutes: (nil, nil), created: Fixtures.day.addingTimeInterval(120)))
        #expect(try repo.list().map(\.title) == ["A Toast", "B Stew", "C Salad"])
        #expect(try repo.list(RecipeListFilter(category: "dinner")).map(\.title) == ["B Stew", "C Salad"])
        #expect(try repo.list(RecipeListFilter(sort: .totalTime)).map(\.title) == ["A Toast", "B Stew", "C Salad"])
        #expect(try repo.list(RecipeListFilter(sort: .recentlyAdded)).map(\.title) == ["C Salad", "A Toast", "B Stew"])
        try repo.markCooked(id: a.id!, at: Fixtures.day.addingTimeInterval(500))
        try repo.markCooked(id: b.id!, at: Fixtures.day.addingTimeInterval(900))
        #expect(try repo.list(RecipeListFilter(sort: .recentlyCooked)).map(\.title) == ["A Toast", "B Stew", "C Salad"])
    }

    @Test func schemaRejectsInvalidRows() throws {
        var bad = Fixtures.recipe("x")
        bad.title = ""
        #expect(throws: StorageError.self) { try repo.insert(bad) }
        var noServings = Fixtures.recipe("y")
        noServings.servings = 0
        #expect(throws: StorageError.self) { try repo.insert(noServings) }
        #expect(try repo.count() == 0)
    }

    @Test func batchInsertIsAllOrNothing() throws {
        var broken = Fixtures.recipe("Broken")
        broken.servings = -1
        #expect(throws: StorageError.self) { try repo.insert([Fixtures.recipe("Fine"), broken]) }
        #expect(try repo.count() == 0)
    }
}

extension RecipeReference {
    var isFound: Bool { if case .found = self { true } else { false } }
}

@Suite struct RecipeListPagingTests {
    @Test func pagesFollowTheSortAndCountsMatch() throws {
        let db = try AppDatabase.inMemory()
        let repo = RecipeRepository(db, now: { Fixtures.day })
        try repo.insert((0..<30).map { Fixtures.recipe(String(format: "%@ %02d", $0 % 2 == 0 ? "apple" : "Banana", $0), category: $0 % 3 == 0 ? "dessert" : "dinner") })
        let all = try repo.list()
        #expect(all.count == 30)
        #expect(all.map(\.title) == all.map(\.title).sorted { $0.lowercased() < $1.lowercased() }, "title order ignores case")
        let pages = try repo.list(limit: 7) + repo.list(offset: 7, limit: 7) + repo.list(offset: 14, limit: 100)
        #expect(pages == all)
        #expect(try repo.count(RecipeListFilter(category: "dessert")) == 10)
        #expect(try repo.list(RecipeListFilter(category: "dessert"), limit: 3).count == 3)
    }
}
