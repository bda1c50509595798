import Foundation
import SousCore

extension ShoppingRepository {
    /// Each day from `from` to `to` with the recipes planned on it, estimated (notes and deleted recipes left out).
    public func nutrition(from: PlanDay, to: PlanDay) throws -> [DayNutrition] {
        let planned = try PlanRepository(database).entries(from: from, to: to)
        let household = try FamilyRepository(database).members().count
        let recipes = try RecipeRepository(database).recipes(ids: Set(planned.compactMap(\.recipeId)))
        var days: [DayNutrition] = []
        var day = from
        while day <= to {
            let dishes = planned.filter { $0.entry.day == day }.compactMap { item -> PlannedDish? in
                guard let id = item.recipeId, let recipe = recipes[id] else { return nil }
                let servings = MealPlanning.servings(asked: item.entry.servings, householdSize: household, recipeServings: recipe.servings)
                return PlannedDish(title: recipe.title, ingredients: recipe.ingredients, recipeServings: recipe.servings, plannedServings: servings)
            }
            days.append(NutritionEstimator.day(day, dishes: dishes))
            day = day.adding(days: 1)
        }
        return days
    }
}
