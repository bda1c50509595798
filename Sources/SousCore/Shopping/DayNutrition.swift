import Foundation

/// A recipe on the plan for nutrition: its ingredients as written, its own servings and the servings planned.
public struct PlannedDish: Hashable, Sendable {
    public var title: String
    public var ingredients: [Ingredient]
    public var recipeServings: Int
    public var plannedServings: Int

    public init(title: String, ingredients: [Ingredient], recipeServings: Int, plannedServings: Int) {
        self.title = title
        self.ingredients = ingredients
        self.recipeServings = recipeServings
        self.plannedServings = plannedServings
    }
}

/// An estimate for one day of the plan: every planned serving summed, and one serving of each
/// dish (what one person eats who has a plate of everything), with what it rests on.
public struct DayNutrition: Hashable, Sendable {
    public var day: PlanDay
    /// The dishes counted, by title.
    public var dishes: [String]
    /// Every planned serving of every dish.
    public var total: NutritionFacts
    public var servings: Int
    /// One serving of each dish.
    public var perPerson: NutritionFacts
    public var matched: Int
    public var measured: Int
    public var unmeasured: Int

    public init(day: PlanDay, dishes: [String], total: NutritionFacts, servings: Int, perPerson: NutritionFacts,
                matched: Int, measured: Int, unmeasured: Int) {
        self.day = day
        self.dishes = dishes
        self.total = total
        self.servings = servings
        self.perPerson = perPerson
        self.matched = matched
        self.measured = measured
        self.unmeasured = unmeasured
    }

    /// "estimated from 23 of 27 ingredients with an amount"; an empty day says so.
    public var basis: String {
        guard !dishes.isEmpty else { return "no recipes planned" }
        return "estimated from \(matched) of \(measured) ingredient\(measured == 1 ? "" : "s") with an amount"
    }
}

extension NutritionEstimator {
    /// Sums a day's dishes: each estimated at its recipe's own servings, so a serving is the
    /// recipe's serving whatever the household's size, then multiplied by the servings planned.
    public static func day(_ day: PlanDay, dishes: [PlannedDish]) -> DayNutrition {
        var result = DayNutrition(day: day, dishes: [], total: NutritionFacts(), servings: 0, perPerson: NutritionFacts(),
                                  matched: 0, measured: 0, unmeasured: 0)
        for dish in dishes {
            let estimate = estimate(dish.ingredients, servings: dish.recipeServings)
            result.dishes.append(dish.title)
            result.perPerson = result.perPerson + estimate.perServing
            result.total = result.total + estimate.perServing.scaled(by: Double(max(dish.plannedServings, 1)))
            result.servings += max(dish.plannedServings, 1)
            result.matched += estimate.matched
            result.measured += estimate.measured
            result.unmeasured += estimate.unmeasured
        }
        return result
    }
}
