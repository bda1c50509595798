import Foundation
import SousCore

extension Fixtures {
    /// A four-step tart: a plain step, an exact time, a range ("25-30 minutes") and no time.
    public static let tart: Recipe = {
        let lines = ["200 g plain flour", "100 g unsalted butter, cold", "4 eggs", "150 g sugar", "1 1/2 tbsp lemon juice", "salt"]
        let ingredients = IngredientLineParser.parse(lines: lines).compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = line { return ingredient }
            return nil
        }
        return Recipe(
            id: 7, title: "Lemon Tart", category: "dessert", servings: 8, ingredients: ingredients,
            instructions: [
                Instruction(step: 1, text: "Rub the butter into the flour with a pinch of salt."),
                Instruction(step: 2, text: "Chill the pastry for 30 minutes.", duration: DurationRange(seconds: 1800)),
                Instruction(step: 3, text: "Bake at 180°C for 25-30 minutes.", duration: DurationRange(low: 1500, high: 1800)),
                Instruction(step: 4, text: "Whisk the eggs, sugar and lemon juice, pour in and bake until just set."),
            ]
        )
    }()

    /// A recipe with ingredients and no steps at all.
    public static let noSteps = Recipe(id: 8, title: "Fruit Plate", servings: 2,
                                       ingredients: [Ingredient(quantity: .exact(Rational(2)), name: "apples", text: "2 apples")])

    /// A cooking session of `recipe` started at `Fixtures.day`.
    public static func session(_ recipe: Recipe = tart) -> CookingSession {
        CookingSession(recipe: recipe, now: day)
    }
}
