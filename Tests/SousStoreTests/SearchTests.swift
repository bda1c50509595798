import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

@Suite struct SearchTests {
    let db: AppDatabase
    let search: RecipeSearch

    init() throws {
        db = try AppDatabase.inMemory()
        search = RecipeSearch(db)
        let repo = RecipeRepository(db, now: { Fixtures.day })
        try repo.insert([
            Fixtures.recipe("Garlic Butter Chicken", category: "dinner", difficulty: .medium, minutes: (10, 30), ingredients: ["chicken thighs", "garlic", "butter"]),
            Fixtures.recipe("Roast Chicken", category: "dinner", difficulty: .hard, minutes: (20, 90), ingredients: ["chicken", "lemon"]),
            Fixtures.recipe("Garlic Bread", category: "snack", minutes: (5, 10), ingredients: ["bread", "garlic", "butter"]),
            Fixtures.recipe("Shortbread", category: "dessert", minutes: (15, 20), ingredients: ["flour", "butter", "sugar"], description: "Crumbly and rich."),
            Fixtures.recipe("Nana's Scones", category: "baking", ingredients: ["flour", "milk"], memory: FamilyMemory(story: "Baked every Sunday with strawberry jam.", from: "Nana")),
        ])
    }

    func titles(_ q: SearchQuery) throws -> [String] { try search.search(q).hits.map(\.recipe.title) }

    @Test func titleMatchesRankAboveIngredientMatches() throws {
        let result = try titles(SearchQuery(text: "chicken"))
        #expect(result.count == 2)
        #expect(Set(result) == ["Garlic Butter Chicken", "Roast Chicken"])
        let garlic = try titles(SearchQuery(text: "garlic butter"))
        #expect(garlic.first == "Garlic Butter Chicken")
        #expect(garlic.count == 2)
    }

    @Test func lastWordIsAPrefixWhileTyping() throws {
        #expect(try titles(SearchQuery(text: "shortb")) == ["Shortbread"])
        #expect(try titles(SearchQuery(text: "shortb ")).isEmpty)
    }

    @Test func stemmingAndMemoryAndDescription() throws {
        #expect(try titles(SearchQuery(text: "strawberries")) == ["Nana's Scones"])
        #expect(try titles(SearchQuery(text: "crumbly")) == ["Shortbread"])
    }

    @Test func filtersNarrowResults() throws {
        #expect(try titles(SearchQuery(text: "garlic", category: "snack")) == ["Garlic Bread"])
        #expect(try titles(SearchQuery(text: "chicken", difficulty: .hard)) == ["Roast Chicken"])
        #expect(try titles(SearchQuery(text: "chicken", maxTotalMinutes: 45)) == ["Garlic Butter Chicken"])
        #expect(Set(try titles(SearchQuery(text: "", withIngredients: ["butter"], withoutIngredients: ["garlic"]))) == ["Shortbread"])
        #expect(Set(try titles(SearchQuery(withoutIngredients: ["butter"]))) == ["Roast Chicken", "Nana's Scones"])
        #expect(try titles(SearchQuery(text: "garlic", withIngredients: ["chicken thighs"])) == ["Garlic Butter Chicken"])
    }

    @Test func favouritesOnly() throws {
        let family = try FamilyRepository(db).insert(Family(name: "F"))
        let member = try FamilyRepository(db).insert(FamilyMember(familyId: family.id!, name: "Ana"))
        let bread = try #require(try search.search(SearchQuery(text: "garlic bread")).hits.first)
        try FamilyRepository(db).setFavorite(true, memberId: member.id!, recipeId: bread.recipe.id)
        #expect(try titles(SearchQuery(text: "garlic", favoritesOf: member.id)) == ["Garlic Bread"])
        #expect(try titles(SearchQuery(favoritesOf: member.id)) == ["Garlic Bread"])
    }

    @Test func countsAllMatchesBeyondTheLimit() throws {
        let result = try search.search(SearchQuery(text: "butter", limit: 1))
        #expect(result.hits.count == 1)
        #expect(result.totalCount == 3)
    }

    @Test(arguments: ["\"", "AND", "OR NOT", "*", "title:", "{x}", "(((", "NEAR(a b)", "'; DROP TABLE recipe; --", "\u{1b}[31m"])
    func hostileTextNeverBreaksTheQuery(text: String) throws {
        _ = try search.search(SearchQuery(text: text))
        #expect(try RecipeRepository(db).count() == 5)
    }
}

@Suite struct SearchIndexMaintenanceTests {
    @Test func typedPrefixesFollowEditsAndDeletes() throws {
        let db = try AppDatabase.inMemory()
        let repo = RecipeRepository(db)
        let search = RecipeSearch(db)
        var quiche = try repo.insert(Fixtures.recipe("Quiche Lorraine", ingredients: ["gruyère", "eggs"]))
        #expect(try search.search(SearchQuery(text: "quich")).hits.map(\.recipe.title) == ["Quiche Lorraine"])
        #expect(try search.search(SearchQuery(text: "gruy")).hits.count == 1, "diacritics fold in prefixes too")
        quiche.title = "Leek Tart"
        try repo.update(quiche)
        #expect(try search.search(SearchQuery(text: "quich")).hits.isEmpty)
        #expect(try search.search(SearchQuery(text: "leek t")).hits.count == 1)
        try repo.delete(id: quiche.id!)
        #expect(try search.search(SearchQuery(text: "gruy")).hits.isEmpty)
        #expect(try db.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM searchVocabulary") } == 0)
    }

    @Test func timeFilterIsExactBetweenBuckets() throws {
        let db = try AppDatabase.inMemory()
        let repo = RecipeRepository(db)
        try repo.insert([
            Fixtures.recipe("Toast 25", minutes: (5, 20)),
            Fixtures.recipe("Toast 26", minutes: (6, 20)),
            Fixtures.recipe("Toast 31", minutes: (11, 20)),
            Fixtures.recipe("Toast untimed", minutes: (nil, nil)),
        ])
        let titles = { (m: Int) in try RecipeSearch(db).search(SearchQuery(text: "toast", maxTotalMinutes: m)).hits.map(\.recipe.title).sorted() }
        #expect(try titles(25) == ["Toast 25"])
        #expect(try titles(30) == ["Toast 25", "Toast 26"])
        #expect(try titles(31) == ["Toast 25", "Toast 26", "Toast 31"])
        #expect(try titles(10_000) == ["Toast 25", "Toast 26", "Toast 31"])
    }

    @Test func categoryAndDifficultyChangesReachTheIndex() throws {
        let db = try AppDatabase.inMemory()
        let repo = RecipeRepository(db)
        var pie = try repo.insert(Fixtures.recipe("Apple Pie", category: "dessert", difficulty: .easy))
        pie.category = "baking"
        pie.difficulty = .hard
        try repo.update(pie)
        let search = RecipeSearch(db)
        #expect(try search.search(SearchQuery(text: "apple", category: "dessert")).hits.isEmpty)
        #expect(try search.search(SearchQuery(text: "apple", category: "baking", difficulty: .hard)).hits.count == 1)
    }
}
