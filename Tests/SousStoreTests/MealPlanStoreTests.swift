import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

/// The meal plan and the stored side of shopping, on a real SQLite database.
@Suite struct MealPlanStoreTests {
    let db: AppDatabase
    let soup: Recipe
    let cake: Recipe
    let monday: PlanDay

    init() throws {
        let kitchen = try PlanKitchen(
            soup: [Ingredient(quantity: .exact(Rational(2)), name: "onions", text: "2 onions"),
                   Ingredient(quantity: .exact(Rational(1, 2)), unit: "cup", name: "butter", text: "1/2 cup butter")],
            cake: [Ingredient(quantity: .exact(Rational(200)), unit: "g", name: "plain flour", text: "200 g plain flour"),
                   Ingredient(quantity: .exact(Rational(1)), name: "onion, diced", text: "1 onion, diced")]
        )
        db = kitchen.db
        soup = kitchen.soup
        cake = kitchen.cake
        monday = kitchen.monday
    }

    @Test func entriesComeBackByDayThenTheHouseholdsMealOrder() throws {
        let plan = PlanRepository(db)
        try plan.add(day: monday.adding(days: 1), meal: "breakfast", note: "porridge")
        try plan.add(day: monday, meal: "Dinner", recipeId: soup.id, servings: 4)
        try plan.add(day: monday, meal: "lunch", recipeId: cake.id)
        try plan.add(day: monday, meal: "dinner", note: "salad")
        let week = try plan.entries(from: monday, to: monday.adding(days: 6))
        #expect(week.map(\.entry.label) == ["Cake", "Onion Soup", "salad", "porridge"])
        #expect(week[1].entry.meal == "dinner" && week[1].entry.servings == 4 && week[1].recipeId == soup.id)
        #expect(week[2].entry.position == 1)
    }

    @Test func badEntriesAreRefusedInTheCooksWords() throws {
        let plan = PlanRepository(db)
        #expect(throws: PlanError("no meal called \"elevenses\" (meals: breakfast, lunch, dinner, snack)")) {
            try plan.add(day: monday, meal: "elevenses", recipeId: soup.id)
        }
        #expect(throws: PlanError("servings must be between 1 and 1000 (got 0)")) {
            try plan.add(day: monday, meal: "dinner", recipeId: soup.id, servings: 0)
        }
        #expect(throws: PlanError("no recipe with id 999")) { try plan.add(day: monday, meal: "dinner", recipeId: 999) }
        #expect(throws: PlanError("plan a recipe or write a note")) { try plan.add(day: monday, meal: "dinner", note: "  ") }
        try plan.setMeals(["Breakfast", "dinner", "elevenses"])
        #expect(try plan.meals() == ["breakfast", "dinner", "elevenses"])
        #expect(throws: PlanError("a meal is named twice")) { try plan.setMeals(["lunch", "Lunch"]) }
    }

    @Test func aDeletedRecipeStaysInThePlanAndComesBackWithUndo() throws {
        let plan = PlanRepository(db)
        try plan.add(day: monday, meal: "dinner", recipeId: soup.id)
        let recipes = RecipeRepository(db)
        let deleted = try #require(try recipes.remove(id: soup.id!))
        let gone = try plan.entries(from: monday, to: monday)
        #expect(gone.map(\.entry.label) == ["Onion Soup"] && gone[0].isMissingRecipe)
        let restored = try recipes.restore(deleted)
        let back = try plan.entries(from: monday, to: monday)
        #expect(!back[0].isMissingRecipe && back[0].recipeId == restored.id)
    }

    @Test func weeksAreCopiedClearedAndEntriesMovedAndMarkedCooked() throws {
        let plan = PlanRepository(db, now: { Fixtures.day })
        let first = try plan.add(day: monday, meal: "dinner", recipeId: soup.id)
        try plan.add(day: monday.adding(days: 3), meal: "lunch", note: "leftovers")
        #expect(try plan.copyWeek(from: monday.adding(days: 2), to: monday.adding(days: 7)) == 2)
        #expect(throws: PlanError("that is the same week")) { try plan.copyWeek(from: monday, to: monday.adding(days: 1)) }
        let next = try plan.entries(from: monday.adding(days: 7), to: monday.adding(days: 13))
        #expect(next.map(\.entry.day.description) == ["2026-12-07", "2026-12-10"])
        try plan.move(id: first.id!, to: monday.adding(days: 1), meal: "lunch")
        #expect(try plan.entries(from: monday, to: monday).isEmpty)
        #expect(try plan.markCooked(recipeId: soup.id!, on: monday.adding(days: 2)))
        #expect(try plan.entries(from: monday.adding(days: 1), to: monday.adding(days: 1))[0].entry.cookedAt == Fixtures.day)
        // Cooked again the next week: the next week's entry, not last week's, gets the mark.
        #expect(try plan.markCooked(recipeId: soup.id!, on: monday.adding(days: 7)))
        #expect(try plan.entries(from: monday.adding(days: 7), to: monday.adding(days: 7))[0].entry.cookedAt != nil)
        #expect(try !plan.markCooked(recipeId: cake.id!, on: monday))
        #expect(try plan.clearWeek(of: monday.adding(days: 9)) == 2)
        #expect(try plan.entries(from: monday.adding(days: 7), to: monday.adding(days: 13)).isEmpty)
    }

    @Test func thePlansListUsesTheHouseholdSizeUnlessServingsAreGiven() throws {
        let family = try FamilyRepository(db).insert(Family(name: "Us"))
        for name in ["A", "B", "C", "D"] { try FamilyRepository(db).insert(FamilyMember(familyId: family.id!, name: name)) }
        let plan = PlanRepository(db)
        try plan.add(day: monday, meal: "dinner", recipeId: soup.id)             // 2 -> 4 servings: x2
        try plan.add(day: monday.adding(days: 1), meal: "dinner", recipeId: cake.id, servings: 16) // 8 -> 16: x2
        try plan.add(day: monday.adding(days: 8), meal: "dinner", recipeId: cake.id) // next week: not in range
        let list = try ShoppingRepository(db).listForPlan(from: monday, to: monday.adding(days: 6))
        let onion = try #require(list.items.first { $0.key == "onion" })
        #expect(onion.amounts.map(\.quantity) == [.exact(Rational(6))])
        #expect(onion.recipes == ["Onion Soup", "Cake"])
        #expect(list.items.first { $0.key == "plain flour" }?.amounts.map(\.quantity) == [.exact(Rational(400))])
    }

    @Test func ticksPantryExtrasAndAislesSurviveARestart() throws {
        let temporary = TemporaryFolder("sous-shop")
        let path = temporary.appendingPathComponent("sous.sqlite").path
        do {
            let db = try AppDatabase.open(path: path)
            let shop = ShoppingRepository(db)
            try shop.setTicked("onion", true)
            try shop.addExtra("kitchen roll\u{1b}[2J")
            try shop.addToPantry("500 g flour")
            try shop.setAisle("Tahini", .other)
            #expect(throws: PlanError("write what to buy")) { try shop.addExtra("   ") }
        }
        let db = try AppDatabase.open(path: path)
        let shop = ShoppingRepository(db)
        #expect(try shop.tickedKeys() == ["onion"])
        #expect(try shop.extras().map(\.text) == ["kitchen roll^[[2J"])
        let flour = try #require(try shop.pantry().first { $0.key == "plain flour" })
        #expect(flour.quantity == .exact(Rational(500)) && flour.unit == "g")
        #expect(try shop.pantry().contains { $0.name == "salt" && $0.quantity == nil })
        #expect(try shop.aisleChoices() == ["tahini": .other])
        #expect(try shop.removeFromPantry("Salt"))
        #expect(try !shop.removeFromPantry("saffron"))
        try shop.clearTicks()
        #expect(try shop.tickedKeys().isEmpty)
    }
}
