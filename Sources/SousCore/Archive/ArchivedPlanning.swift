import Foundation

/// The meal plan and the shopping side of a kitchen in an archive (format version 2): meals,
/// every plan entry (recipes by uid), the pantry, the cook's aisle choices, the ticks and the
/// hand-added lines. Version 1 archives have none, and import leaves those parts as they are.
public struct ArchivedPlanning: Hashable, Sendable, Codable {
    /// The household's meals in order.
    public var meals: [String]
    /// Every plan entry, ids left out (they are per database).
    public var entries: [MealPlanEntry]
    public var pantry: [PantryItem]
    /// Product key to the aisle the cook chose for it.
    public var aisles: [String: Aisle]
    /// Product keys ticked on the shopping list.
    public var ticked: [String]
    public var extras: [ArchivedExtra]

    public init(meals: [String] = [], entries: [MealPlanEntry] = [], pantry: [PantryItem] = [], aisles: [String: Aisle] = [:],
                ticked: [String] = [], extras: [ArchivedExtra] = []) {
        self.meals = meals
        self.entries = entries
        self.pantry = pantry
        self.aisles = aisles
        self.ticked = ticked
        self.extras = extras
    }

    private enum CodingKeys: String, CodingKey { case meals, entries, pantry, aisles, ticked, extras }

    /// Every part may be missing, so a hand-written archive needs only what it has.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        meals = try c.decodeIfPresent([String].self, forKey: .meals) ?? []
        entries = try c.decodeIfPresent([MealPlanEntry].self, forKey: .entries) ?? []
        pantry = try c.decodeIfPresent([PantryItem].self, forKey: .pantry) ?? []
        aisles = try c.decodeIfPresent([String: Aisle].self, forKey: .aisles) ?? [:]
        ticked = try c.decodeIfPresent([String].self, forKey: .ticked) ?? []
        extras = try c.decodeIfPresent([ArchivedExtra].self, forKey: .extras) ?? []
    }
}

/// A line added to the shopping list by hand, in an archive.
public struct ArchivedExtra: Hashable, Sendable, Codable {
    public var text: String
    public var ticked: Bool
    public var createdAt: Date

    public init(text: String, ticked: Bool, createdAt: Date) {
        self.text = text
        self.ticked = ticked
        self.createdAt = createdAt
    }
}

extension ArchivedPlanning {
    /// The first thing in it the cookbook cannot store, in the cook's words ("plan entry 3 (2026-12-01,
    /// dinner): servings must be between 1 and 1000 (got 0)"), or nil; checked before anything is stored.
    public var problem: String? {
        if meals.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { return "the plan's meals: a meal has no name" }
        for (index, entry) in entries.enumerated() {
            let at = "plan entry \(index + 1) (\(entry.day), \(entry.meal))"
            if entry.meal.trimmingCharacters(in: .whitespaces).isEmpty { return "plan entry \(index + 1) (\(entry.day)): no meal" }
            if let servings = entry.servings, let problem = MealPlanning.servingsProblem(servings) { return "\(at): \(problem)" }
            if entry.recipeUID == nil, (entry.note ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                return "\(at): neither a recipe nor a note"
            }
        }
        for (index, item) in pantry.enumerated() where item.name.trimmingCharacters(in: .whitespaces).isEmpty {
            return "pantry item \(index + 1) has no name"
        }
        for (index, extra) in extras.enumerated() where extra.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return "shopping line \(index + 1) added by hand is empty"
        }
        return nil
    }
}
