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
        return db
    }()

    @Test(arguments: [
        SearchQuery(text: "garlic ", limit: 50),
        SearchQuery(text: "chicken soup ", limit: 50),
        SearchQuery(text: "salt ", limit: 400),
        SearchQuery(text: "pasta garlic ", limit: 50),
        SearchQuery(text: "rice ", category: "dinner", limit: 50),
        SearchQuery(text: "chicken ", difficulty: .easy, maxTotalMinutes: 60, limit: 50),
        SearchQuery(text: "soup ", withIngredients: ["garlic"], limit: 50),
        SearchQuery(text: "saffron ", limit: 50),
    ])
    func fastSearchAgreesWithAFullScan(query: SearchQuery) throws {
        let fast = try RecipeSearch(Self.database).search(query)
        let naive = try NaiveSearch(Self.database).search(query)
        #expect(fast.totalCount == naive.totalCount)
        #expect(fast.hits.map(\.recipe.id) == naive.hits.map(\.recipe.id))
        #expect(!fast.hits.isEmpty)
    }
}
