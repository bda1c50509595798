import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

/// The meal plan, pantry, aisle choices, ticks and hand-added lines in `sous export` / import.
@Suite struct PlanArchiveTests {
    let db: AppDatabase
    let soup: Recipe
    let cake: Recipe
    let monday: PlanDay

    init() throws {
        let kitchen = try PlanKitchen(
            soup: [Ingredient(quantity: .exact(Rational(2)), name: "onions", text: "2 onions"),
                   Ingredient(quantity: .exact(Rational(3, 2)), name: "eggs", text: "1 1/2 eggs"),
                   Ingredient(quantity: .exact(Rational(300)), unit: "g", name: "plain flour", text: "300 g plain flour")],
            cake: [Ingredient(quantity: .exact(Rational(200)), unit: "g", name: "plain flour", text: "200 g plain flour")]
        )
        db = kitchen.db
        soup = kitchen.soup
        cake = kitchen.cake
        monday = kitchen.monday
    }

    /// A Sunday evening's kitchen: three dinners, a note, two ticks, a hand-added line, a pantry amount, an aisle choice.
    func plan(_ db: AppDatabase) throws {
        let plan = PlanRepository(db, now: { Fixtures.day })
        try plan.setMeals(["breakfast", "dinner", "supper"])
        try plan.add(day: monday, meal: "dinner", recipeId: soup.id, servings: 4)
        try plan.add(day: monday.adding(days: 1), meal: "dinner", recipeId: cake.id)
        let cooked = try plan.add(day: monday.adding(days: 2), meal: "dinner", recipeId: soup.id)
        try plan.setCooked(id: cooked.id!, true)
        try plan.add(day: monday.adding(days: 2), meal: "supper", note: "eat out")
        let shop = ShoppingRepository(db, now: { Fixtures.day })
        try shop.setTicked("onion", true)
        try shop.setTicked("egg", true)
        try shop.addExtra("kitchen roll")
        try shop.addToPantry("250 g plain flour")
        try shop.removeFromPantry("water")
        try shop.setAisle("plain flour", .bakery)
    }

    /// What a cook sees of the plan side: the week, the list with its ticks, the pantry, the meals.
    func seen(_ db: AppDatabase) throws -> [String] {
        let entries = try PlanRepository(db).entries(from: monday, to: monday.adding(days: 6)).map { item in
            "\(item.entry.day) \(item.entry.meal) \(item.entry.label) \(item.entry.servings ?? 0) \(item.entry.cookedAt != nil)"
        }
        let shop = ShoppingRepository(db)
        let list = try shop.listForPlan(from: monday, to: monday.adding(days: 6))
        let items = list.items.map { "\($0.aisle.rawValue) \($0.name) \($0.amountText) \($0.isCovered)" }
        return entries + items + [try PlanRepository(db).meals().joined(separator: ",")]
            + [try shop.tickedKeys().sorted().joined(separator: ","), try shop.extras().map { "\($0.text) \($0.ticked)" }.joined(separator: ",")]
            + (try shop.pantry().map { "\($0.name) \($0.quantity.map { "\($0)" } ?? "-") \($0.unit ?? "")" })
    }

    @Test func theWholePlanSideComesBackInAFreshDatabase() throws {
        try plan(db)
        let data = try ArchiveRepository(db).export().jsonData()
        let other = try AppDatabase.inMemory()
        let summary = try ArchiveRepository(other).importArchive(try SousArchive.decode(data))
        #expect(summary.planEntries == 4)
        #expect(try seen(other) == (try seen(db)))
        // Plan, pantry and ticks really are there, not only alike: the list reads the imported ones.
        let list = try ShoppingRepository(other).listForPlan(from: monday, to: monday.adding(days: 6))
        let flour = try #require(list.items.first { $0.key == "plain flour" })
        #expect(flour.aisle == .bakery)
        #expect(flour.pantry == .partly(have: "250 g"))
        #expect(try ShoppingRepository(other).tickedKeys() == ["onion", "egg"])
        // Exported again, byte for byte the same; imported twice, nothing doubles.
        #expect(try ArchiveRepository(other).export().jsonData() == data)
        let again = try ArchiveRepository(other).importArchive(try SousArchive.decode(data))
        #expect(again.planEntries == 0)
        #expect(try seen(other) == (try seen(db)))
    }

    @Test func importingIntoAKitchenWithItsOwnPlanAddsAndNeverOverwrites() throws {
        try plan(db)
        let archive = try ArchiveRepository(db).export()
        let other = try AppDatabase.inMemory()
        try RecipeRepository(other).insert(soup)
        let shop = ShoppingRepository(other)
        try shop.addToPantry("1 kg plain flour")
        try shop.setAisle("plain flour", .pantry)
        try PlanRepository(other).setMeals(["lunch", "dinner"])
        try ArchiveRepository(other).importArchive(archive)
        #expect(try PlanRepository(other).meals() == ["lunch", "dinner", "breakfast", "supper"])
        let flour = try #require(try shop.pantry().first { $0.key == "plain flour" })
        #expect(flour.quantity == .exact(Rational(1)) && flour.unit == "kg")
        #expect(try shop.aisleChoices()["plain flour"] == .pantry)
        #expect(try shop.pantry().contains { $0.name == "water" }, "its own staples stay")
        #expect(try PlanRepository(other).entries(from: monday, to: monday.adding(days: 6)).count == 4)
    }

    @Test func aVersionOneArchiveWithoutAPlanStillImportsAndLeavesThePlanAlone() throws {
        let text = #"""
            {"format": "sous-export", "version": 1, "recipes": [{"uid": "old-1", "title": "Old Stew", "description": "", "category": "dinner",
             "difficulty": "easy", "servings": 2, "ingredients": [], "instructions": [], "tags": [],
             "createdAt": "2025-01-01T00:00:00Z", "updatedAt": "2025-01-01T00:00:00Z"}]}
            """#
        let archive = try SousArchive.decode(Data(text.utf8))
        #expect(archive.version == 1 && archive.planning == nil)
        try PlanRepository(db).add(day: monday, meal: "dinner", recipeId: soup.id)
        let summary = try ArchiveRepository(db).importArchive(archive)
        #expect(summary.added == ["Old Stew"] && summary.planEntries == 0)
        #expect(try PlanRepository(db).entries(from: monday, to: monday).count == 1)
        #expect(try ShoppingRepository(db).pantry().count == ShoppingKnowledge.defaultStaples.count)
    }

    @Test func aPlanTheSchemaWouldRefuseIsRefusedWholeNamingTheEntry() throws {
        var archive = try ArchiveRepository(db).export()
        archive.planning = ArchivedPlanning(meals: ["dinner"], entries: [
            MealPlanEntry(day: monday, meal: "dinner", note: "soup"),
            MealPlanEntry(day: monday, meal: "dinner", recipeUID: "x", servings: 0),
        ])
        let other = try AppDatabase.inMemory()
        #expect(throws: StorageError(reason: "nothing was stored: plan entry 2 (2026-11-30, dinner): servings must be between 1 and 1000 (got 0)")) {
            try ArchiveRepository(other).importArchive(archive)
        }
        #expect(try RecipeRepository(other).count() == 0)
    }

    @Test func aNewerArchiveIsRefusedAndAnExportSaysTheCurrentVersion() throws {
        let data = try ArchiveRepository(db).export().jsonData()
        #expect(String(decoding: data, as: UTF8.self).contains("\"version\" : 3"))
        let newer = Data(#"{"format": "sous-export", "version": 4}"#.utf8)
        #expect(throws: ArchiveError(reason: "was exported by a newer Sous (format version 4; this one reads up to 3)")) {
            try SousArchive.decode(newer)
        }
    }
}
