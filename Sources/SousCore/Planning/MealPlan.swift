import Foundation

/// One thing planned for a meal: a recipe at some servings, or a note ("leftovers", "eat out").
public struct MealPlanEntry: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64?
    public var day: PlanDay
    /// One of the household's meals ("breakfast", "lunch", "dinner", "snack" unless changed).
    public var meal: String
    /// The recipe by its stable uid, so a plan survives a delete-and-undo and travels between kitchens.
    public var recipeUID: String?
    /// The title when planned, shown if the recipe is later deleted.
    public var recipeTitle: String?
    /// Nil: the household's size.
    public var servings: Int?
    public var note: String?
    public var cookedAt: Date?
    /// Order within the meal.
    public var position: Int

    public init(id: Int64? = nil, day: PlanDay, meal: String, recipeUID: String? = nil, recipeTitle: String? = nil,
                servings: Int? = nil, note: String? = nil, cookedAt: Date? = nil, position: Int = 0) {
        self.id = id
        self.day = day
        self.meal = meal
        self.recipeUID = recipeUID
        self.recipeTitle = recipeTitle
        self.servings = servings
        self.note = note
        self.cookedAt = cookedAt
        self.position = position
    }

    /// What the entry reads as in a plan: the recipe's title or the note.
    public var label: String { recipeTitle ?? note ?? "" }
}

/// Meal plan rules that are not storage: the meals, the default servings, what a week is.
public enum MealPlanning {
    public static let defaultMeals = ["breakfast", "lunch", "dinner", "snack"]

    /// Servings asked for, or the household's size (one member at least), or the recipe's own.
    public static func servings(asked: Int?, householdSize: Int, recipeServings: Int) -> Int {
        if let asked { return asked }
        if householdSize > 0 { return householdSize }
        return max(recipeServings, 1)
    }

    /// Why a servings figure is refused, or nil when it is fine.
    public static func servingsProblem(_ servings: Int) -> String? {
        (1...1000).contains(servings) ? nil : "servings must be between 1 and 1000 (got \(servings))"
    }

    /// The meal name as stored ("Dinner" -> "dinner"), or nil when the household has no such meal.
    public static func meal(_ text: String, in meals: [String]) -> String? {
        let folded = text.trimmingCharacters(in: .whitespaces).lowercased()
        return meals.first { $0.lowercased() == folded }
    }

    /// The days of the week starting on `start`'s Monday.
    public static func week(of start: PlanDay) -> [PlanDay] {
        (0..<7).map { start.weekStart.adding(days: $0) }
    }

    /// The entries of `plan` moved from one week to another, keeping weekday and meal; cooked marks dropped.
    public static func copied(_ plan: [MealPlanEntry], fromWeekOf from: PlanDay, toWeekOf to: PlanDay) -> [MealPlanEntry] {
        let fromStart = from.weekStart, toStart = to.weekStart
        let shift = fromStart.days(to: toStart)
        return plan.filter { $0.day >= fromStart && $0.day < fromStart.adding(days: 7) }.map { entry in
            var copy = entry
            copy.id = nil
            copy.day = entry.day.adding(days: shift)
            copy.cookedAt = nil
            return copy
        }
    }
}
