import Foundation

/// A plan for some days from the family's own cookbook: favourites first, then what has gone
/// longest uncooked, each recipe at most once in the span, only recipes that keep the diet, and
/// not the same kind of dish (by its title's words) two days running when the cookbook allows.
public enum MealPlanner {
    public struct Slot: Hashable, Sendable {
        public var day: PlanDay
        /// The recipe chosen; nil: nothing left that fits (a gap).
        public var recipe: RecipeLink?
        public var isFavorite: Bool
        /// The day already had this meal planned: it is kept, nothing is chosen.
        public var alreadyPlanned: String?

        public init(day: PlanDay, recipe: RecipeLink?, isFavorite: Bool = false, alreadyPlanned: String? = nil) {
            self.day = day
            self.recipe = recipe
            self.isFavorite = isFavorite
            self.alreadyPlanned = alreadyPlanned
        }
    }

    /// The categories a meal is chosen from ("dinner" → dinner, lunch, soup, salad).
    public static func categories(for meal: String) -> Set<String> {
        switch meal.lowercased() {
        case "breakfast": ["breakfast", "baking"]
        case "lunch": ["lunch", "soup", "salad", "dinner"]
        case "dinner", "supper": ["dinner", "lunch", "soup"]
        case "dessert", "pudding": ["dessert", "baking"]
        default: [meal.lowercased()]
        }
    }

    /// `days` days from `from`; `planned` maps a day to what is already planned for the meal.
    public static func plan(days: Int, from: PlanDay, recipes: [Recipe], favorites: Set<Int64>, meal: String,
                            diet: Diet?, knowledge: KitchenKnowledge, planned: [PlanDay: String] = [:],
                            alreadyPlannedIds: Set<Int64> = []) -> [Slot] {
        let wanted = categories(for: meal)
        let fitting = recipes.filter { recipe in
            guard let id = recipe.id, !alreadyPlannedIds.contains(id), wanted.contains(recipe.category.lowercased()) else { return false }
            guard let diet else { return true }
            return DietAdaptation.adapt(recipe, to: diet, knowledge: knowledge).changes.isEmpty
        }
        let ordered = fitting.sorted { a, b in
            let fa = favorites.contains(a.id ?? 0), fb = favorites.contains(b.id ?? 0)
            if fa != fb { return fa }
            // Never cooked first, then the longest ago.
            switch (a.lastCookedAt, b.lastCookedAt) {
            case (nil, .some): return true
            case (.some, nil): return false
            case (let x?, let y?) where x != y: return x < y
            default: return a.title.localizedCaseInsensitiveCompare(b.title) == .orderedAscending
            }
        }
        var queue = Array(ordered)
        var recent: [Set<String>] = []
        return (0..<max(0, days)).map { offset in
            let day = from.adding(days: offset)
            if let existing = planned[day] { return Slot(day: day, recipe: nil, alreadyPlanned: existing) }
            // Variety: the first in order that shares no main word with the last two days' dishes
            // (four chicken dishes in a row came out of a title-ordered cookbook), else the first.
            let seen = recent.reduce(into: Set<String>()) { $0.formUnion($1) }
            guard let index = queue.firstIndex(where: { mainWords(of: $0.title).isDisjoint(with: seen) }) ?? queue.indices.first else {
                return Slot(day: day, recipe: nil)
            }
            let next = queue.remove(at: index)
            recent = Array((recent + [mainWords(of: next.title)]).suffix(2))
            guard let id = next.id else { return Slot(day: day, recipe: nil) }
            return Slot(day: day, recipe: RecipeLink(id: id, title: next.title), isFavorite: favorites.contains(id))
        }
    }

    /// A title's words that say what the dish is ("chicken", "soup"), not how it is named.
    static func mainWords(of title: String) -> Set<String> {
        let filler: Set<String> = ["and", "with", "the", "of", "a", "an", "in", "on", "au", "de", "la", "le", "for", "my",
                                   "easy", "quick", "classic", "simple", "best", "homemade", "granny", "maeve's", "nana's"]
        let words = title.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
        return Set(words.filter { $0.count > 2 && !filler.contains($0) })
    }
}
