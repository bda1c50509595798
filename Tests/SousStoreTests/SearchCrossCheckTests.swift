import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

/// The fast, index-ordered search must return exactly what a full scan ranked the same way
/// returns: same matches, same order. Query words are chosen so that substring (LIKE) and
/// token matching agree on the synthetic vocabulary.
@Suite struct SearchCrossCheckTests {
    static let database: AppDatabase = {
        let db = try! AppDatabase.inMemory()
        var generator = SyntheticCookbook(seed: 11)
        try! RecipeRepository(db).insert((0..<400).map { generator.recipe(number: $0) })
        let family = try! FamilyRepository(db).insert(Family(name: "Bench"))
        let member = try! FamilyRepository(db).insert(FamilyMember(familyId: family.id!, name: "Ana"))
        for id in stride(from: 1, through: 400, by: 3) {
            try! FamilyRepository(db).setFavorite(true, memberId: member.id!, recipeId: Int64(id))
        }
        return db
    }()

    static let member: Int64 = 1

    @Test(arguments: [
        SearchQuery(text: "garlic ", limit: 50),
        SearchQuery(text: "chicken soup ", limit: 50),
        SearchQuery(text: "salt ", limit: 400),
        SearchQuery(text: "pasta garlic ", limit: 50),
        SearchQuery(text: "rice ", category: "dinner", limit: 50),
        SearchQuery(text: "chicken ", difficulty: .easy, maxTotalMinutes: 60, limit: 50),
        SearchQuery(text: "soup ", withIngredients: ["garlic"], limit: 50),
        SearchQuery(text: "saffron ", limit: 50),
        SearchQuery(text: "chick", limit: 50),
        SearchQuery(text: "garlic saff", limit: 50),
        SearchQuery(text: "gooseb", limit: 50),
        SearchQuery(text: "chicken ", maxTotalMinutes: 37, limit: 50),
        SearchQuery(text: "garlic ", category: "dessert", difficulty: .hard, limit: 50),
        SearchQuery(text: "chicken ", favoritesOf: 1, limit: 50),
        SearchQuery(text: "soup ", maxTotalMinutes: 500, favoritesOf: 1, limit: 50),
        SearchQuery(text: "rice", withoutIngredients: ["salt"], limit: 50),
    ])
    func fastSearchAgreesWithAFullScan(query: SearchQuery) throws {
        let fast = try RecipeSearch(Self.database).search(query)
        let naive = try NaiveSearch(Self.database).search(query)
        #expect(fast.totalCount == naive.totalCount)
        #expect(fast.hits.map(\.recipe.id) == naive.hits.map(\.recipe.id))
        #expect(!fast.hits.isEmpty)
    }
}
