import Foundation
import SousCore
import SousStore

/// A database with two recipes to plan, for the meal plan's and the shopping list's store tests:
/// a soup for two and a cake for eight, each with the ingredients a test needs.
public struct PlanKitchen {
    public let db: AppDatabase
    public let soup: Recipe
    public let cake: Recipe
    /// The Monday the tests plan from.
    public let monday = PlanDay("2026-11-30")!

    public init(soup soupIngredients: [Ingredient], cake cakeIngredients: [Ingredient]) throws {
        db = try AppDatabase.inMemory()
        let recipes = RecipeRepository(db, now: { Fixtures.day })
        var soup = Fixtures.recipe("Onion Soup", ingredients: [])
        soup.servings = 2
        soup.ingredients = soupIngredients
        self.soup = try recipes.insert(soup)
        var cake = Fixtures.recipe("Cake", ingredients: [])
        cake.servings = 8
        cake.ingredients = cakeIngredients
        self.cake = try recipes.insert(cake)
    }
}
