import Foundation
import SousCore
import SousStore
import SousSync
import SousTestSupport
import Testing

@Suite("Sync between kitchens", .serialized)
struct SyncBasicsTests {
    @Test func aRecipeTravelsBothWaysAndADeleteFollows() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let soup = try a.add("Leek soup")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        #expect(try b.recipe(soup.uid)?.title == "Leek soup")

        try b.edit(soup.uid) { $0.title = "Leek and potato soup" }
        try await b.sync()
        try await a.sync()
        #expect(try a.recipe(soup.uid)?.title == "Leek and potato soup")

        try a.delete(soup.uid)
        let report = try await a.sync()
        #expect(report.pushed == 1)
        try await b.sync()
        #expect(try b.recipe(soup.uid) == nil)
        // The tombstone stays a tombstone: syncing again brings nothing back.
        try await a.sync()
        try await b.sync()
        #expect(try a.recipe(soup.uid) == nil && b.recipe(soup.uid) == nil)
        #expect(try a.snapshot() == b.snapshot())
    }

    @Test func theLosingEditIsKeptAndCanBeRestored() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let cake = try a.add("Cake", ingredients: ["2 eggs", "1 cup sugar"])
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)

        // Both kitchens edit offline; B's edit is the later one, so it wins the title.
        try a.edit(cake.uid) {
            $0.title = "Granny's cake"
            $0.ingredients.append(Ingredient(name: "1 lemon", text: "1 lemon"))
        }
        try await Task.sleep(for: .milliseconds(5))
        try b.edit(cake.uid) {
            $0.title = "Sponge cake"
            $0.ingredients.append(Ingredient(name: "1 tsp vanilla", text: "1 tsp vanilla"))
        }
        try await a.sync()
        let second = try await b.sync()
        #expect(second.conflicts >= 1)
        try await a.sync()
        try await b.sync()
        for kitchen in [a, b] {
            let recipe = try #require(try kitchen.recipe(cake.uid))
            #expect(recipe.title == "Sponge cake")
            // Lines added on both sides are merged, not dropped.
            #expect(recipe.ingredients.map(\.text) == ["2 eggs", "1 cup sugar", "1 tsp vanilla", "1 lemon"])
        }
        let conflicts = try b.ledger.conflicts()
        let title = try #require(conflicts.first { $0.field == "title" })
        #expect(title.lostValue == "\"Granny's cake\"" && title.keptValue == "\"Sponge cake\"" && !title.lostFromHere)
        #expect(try a.ledger.conflicts().filter { $0.field == "title" }.isEmpty, "recorded once, by the kitchen that saw both")

        try b.ledger.restore(conflict: title.id)
        try await b.sync()
        try await a.sync()
        #expect(try a.recipe(cake.uid)?.title == "Granny's cake")
        #expect(try b.ledger.conflicts().allSatisfy { $0.id != title.id })
        #expect(try a.snapshot() == b.snapshot())
    }

    @Test func anEditOfARecipeDeletedElsewhereIsKeptAsAConflict() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let bread = try a.add("Bread")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        try a.delete(bread.uid)
        try await a.sync()
        try await Task.sleep(for: .milliseconds(5))
        try b.edit(bread.uid) { $0.servings = 8 }
        try await b.sync()
        let conflict = try #require(try b.ledger.conflicts().first { $0.field == "_deleted" })
        #expect(try b.recipe(bread.uid) == nil)
        try b.ledger.restore(conflict: conflict.id)
        try await b.sync()
        try await a.sync()
        #expect(try a.recipe(bread.uid)?.servings == 8)
    }

    @Test func membersFavouritesPlansAndTicksTravel() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let pie = try a.add("Pie")
        let familyId = try #require(try FamilyRepository(a.database).insert(SousCore.Family(name: "Home")).id)
        let rose = try FamilyRepository(a.database).insert(FamilyMember(familyId: familyId, name: "Rose", role: .grandparent))
        try FamilyRepository(a.database).setFavorite(true, memberId: rose.id!, recipeId: pie.id!)
        try PlanRepository(a.database).add(day: PlanDay("2026-12-01")!, meal: "dinner", recipeId: pie.id!)
        try CollectionRepository(a.database).insert(RecipeCollection(name: "Sunday", recipeIds: [pie.id!]))
        try ShoppingRepository(a.database).setTicked("flour", true)
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        let member = try #require(try FamilyRepository(b.database).member(named: "Rose"))
        #expect(member.role == .grandparent)
        let bPie = try #require(try b.recipe(pie.uid))
        #expect(try FamilyRepository(b.database).isFavorite(memberId: member.id!, recipeId: bPie.id!))
        #expect(try CollectionRepository(b.database).collections().map(\.name) == ["Sunday"])
        #expect(try ShoppingRepository(b.database).tickedKeys() == ["flour"])
        #expect(try a.snapshot() == b.snapshot())

        try ShoppingRepository(b.database).setTicked("flour", false)
        try await b.sync()
        try await a.sync()
        #expect(try ShoppingRepository(a.database).tickedKeys().isEmpty)
    }

    @Test func handAddedShoppingItemsAndTheirTicksConverge() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let aList = ShoppingRepository(a.database), bList = ShoppingRepository(b.database)
        let milk = try aList.addExtra("Milk")
        try aList.addExtra("Batteries")
        // B had its own "Milk" before joining: it becomes the family's item, not a second one.
        try bList.addExtra("Milk")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        try await a.sync()
        func items(_ list: ShoppingRepository) throws -> [String] {
            try list.extras().map { "\($0.text)\($0.ticked ? " ✓" : "")" }.sorted()
        }
        #expect(try items(bList) == ["Batteries", "Milk"])

        // Each kitchen adds, ticks and removes; both end with the same list.
        try aList.setExtraTicked(id: milk.id, true)
        let bin = try #require(try bList.extras().first { $0.text == "Batteries" })
        try bList.removeExtra(id: bin.id)
        try bList.addExtra("Candles")
        try await a.sync()
        try await b.sync()
        try await a.sync()
        #expect(try items(aList) == ["Candles", "Milk ✓"])
        #expect(try items(bList) == ["Candles", "Milk ✓"])
        #expect(try a.snapshot() == b.snapshot())

        // A new shop in B drops the ticked item in A too.
        try bList.clearTicks()
        try await b.sync()
        try await a.sync()
        #expect(try items(aList) == ["Candles"])
        #expect(try a.snapshot() == b.snapshot())
    }

    /// A member and a collection pulled before the recipe they name (another batch, another
    /// order): the favourite and the collection entry appear when the recipe does.
    @Test func favouritesAndCollectionsWaitForTheirRecipe() throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let pie = try a.add("Pie")
        let familyId = try #require(try FamilyRepository(a.database).insert(SousCore.Family(name: "Home")).id)
        let rose = try FamilyRepository(a.database).insert(FamilyMember(familyId: familyId, name: "Rose"))
        try FamilyRepository(a.database).setFavorite(true, memberId: rose.id!, recipeId: pie.id!)
        try CollectionRepository(a.database).insert(RecipeCollection(name: "Sunday", recipeIds: [pie.id!]))
        try a.ledger.join(serverURL: "postgres://a@127.0.0.1/x", familyId: "f", familyName: "Home", shareEverything: true)
        try b.ledger.join(serverURL: "postgres://b@127.0.0.1/x", familyId: "f", familyName: "Home", shareEverything: false)
        try a.ledger.capture()
        let changes = try a.ledger.outbox(limit: 100)
        _ = try b.ledger.apply(changes.filter { $0.entity != .recipe }, cursor: 1)
        let member = try #require(try FamilyRepository(b.database).member(named: "Rose"))
        #expect(try b.recipe(pie.uid) == nil)
        _ = try b.ledger.apply(changes.filter { $0.entity == .recipe }, cursor: 2)
        let bPie = try #require(try b.recipe(pie.uid))
        #expect(try FamilyRepository(b.database).isFavorite(memberId: member.id!, recipeId: bPie.id!))
        #expect(try a.snapshot() == b.snapshot())
        try b.ledger.capture()
        #expect(try b.ledger.status().outbox == 0, "nothing to push back: b holds what the family holds")
    }
}
