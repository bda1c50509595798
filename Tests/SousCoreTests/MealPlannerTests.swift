import Foundation
import Testing
@testable import SousCore

/// The cookbook-first plan: favourites first, then never cooked, then longest ago; the meal's
/// categories; the diet kept; no repeats; planned days kept; gaps when the cookbook runs out.
@Suite struct MealPlannerTests {
    let knowledge = KitchenKnowledge(diets: [Diet(name: "vegetarian", breaks: ["beef", "chicken"])])
    let monday = PlanDay("2026-12-07")!

    func recipe(_ id: Int64, _ title: String, _ category: String = "dinner", lines: [String] = ["1 onion"], cooked: Double? = nil) -> Recipe {
        let ingredients = lines.compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = IngredientLineParser.parse(line) { return ingredient }
            return nil
        }
        return Recipe(id: id, title: title, category: category, ingredients: ingredients,
                      lastCookedAt: cooked.map { Date(timeIntervalSince1970: $0) })
    }

    @Test func favouritesThenNeverCookedThenLongestAgoEachOnce() {
        let recipes = [recipe(1, "Stew", cooked: 100), recipe(2, "Dal", cooked: 50), recipe(3, "Soup", "soup"),
                       recipe(4, "Pancakes", "breakfast"), recipe(5, "Pie", cooked: 10)]
        let slots = MealPlanner.plan(days: 5, from: monday, recipes: recipes, favorites: [1], meal: "dinner", diet: nil, knowledge: knowledge)
        #expect(slots.map(\.recipe?.title) == ["Stew", "Soup", "Pie", "Dal", nil])
        #expect(slots.map(\.day) == (0..<5).map { monday.adding(days: $0) })
        #expect(slots.first?.isFavorite == true)
    }

    @Test func theSameKindOfDishIsNotPlannedTwoDaysRunningWhenOthersAreLeft() {
        let recipes = [recipe(1, "Chicken Caesar Wraps"), recipe(2, "Chicken Noodle Soup"), recipe(3, "Chicken Quesadillas"),
                       recipe(4, "Black Bean Tacos"), recipe(5, "Lentil Dal"), recipe(6, "French Onion Soup")]
        let slots = MealPlanner.plan(days: 6, from: monday, recipes: recipes, favorites: [], meal: "dinner", diet: nil, knowledge: knowledge)
        let titles = slots.compactMap(\.recipe?.title)
        #expect(titles.count == 6 && Set(titles).count == 6, "every recipe once: \(titles)")
        for (a, b) in zip(titles, titles.dropFirst()) {
            #expect(MealPlanner.mainWords(of: a).isDisjoint(with: MealPlanner.mainWords(of: b)) || titles.last == b, "\(a) then \(b)")
        }
        #expect(titles.prefix(2) == ["Black Bean Tacos", "Chicken Caesar Wraps"], "the order stands where nothing repeats")
        #expect(MealPlanner.mainWords(of: "Granny Maeve's Brown Soda Bread") == ["brown", "soda", "bread"])
    }

    @Test func theDietIsKeptAndPlannedDaysAreLeftAlone() {
        let recipes = [recipe(1, "Beef Stew", lines: ["500 g beef"]), recipe(2, "Dal", lines: ["200 g lentils"]), recipe(3, "Chilli", lines: ["1 onion"])]
        let vegetarian = knowledge.diet(named: "vegetarian")
        let slots = MealPlanner.plan(days: 3, from: monday, recipes: recipes, favorites: [1], meal: "dinner", diet: vegetarian,
                                     knowledge: knowledge, planned: [monday: "Leftovers"], alreadyPlannedIds: [3])
        #expect(slots[0].alreadyPlanned == "Leftovers" && slots[0].recipe == nil)
        #expect(slots.map(\.recipe?.title) == [nil, "Dal", nil], "beef breaks the diet; Chilli is already planned")
    }
}
