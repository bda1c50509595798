import SousCore

/// One entry of the week as the week view shows it: the stored entry and its recipe now
/// (`recipeId` nil: a note, or a recipe deleted since it was planned).
public struct WeekEntry: Equatable, Sendable {
    public var entry: MealPlanEntry
    public var recipeId: Int64?

    public init(entry: MealPlanEntry, recipeId: Int64?) {
        self.entry = entry
        self.recipeId = recipeId
    }
}

/// The week view of the meal plan, opened from Home with `w`.
public struct WeekState: Equatable, Sendable {
    /// The Monday of the week shown.
    public var start: PlanDay
    /// The household's meals, in order.
    public var meals: [String] = MealPlanning.defaultMeals
    /// The week's entries by day, meal order, then position (as `PlanRepository.entries` gives them).
    public var entries: [WeekEntry] = []
    /// An index into `entries`.
    public var selection = 0
    public var isLoaded = false
    /// The entry taken off last, for `z`.
    public var lastRemoved: WeekEntry?
    /// Each day's nutrition estimate (empty until loaded).
    public var nutrition: [DayNutrition] = []

    public init(start: PlanDay) {
        self.start = start.weekStart
    }

    public var days: [PlanDay] { MealPlanning.week(of: start) }

    public var selected: WeekEntry? {
        entries.indices.contains(selection) ? entries[selection] : nil
    }

    /// The estimate for `day`, when it has recipes planned.
    public func nutrition(on day: PlanDay) -> DayNutrition? {
        nutrition.first { $0.day == day && !$0.dishes.isEmpty }
    }
}

/// Which days a shopping list covers and in which units it is written.
public struct ShoppingSpan: Equatable, Sendable {
    public var from: PlanDay
    public var to: PlanDay
    public var units: UnitSystem

    public init(from: PlanDay, to: PlanDay, units: UnitSystem) {
        self.from = from
        self.to = to
        self.units = units
    }
}

/// The shopping list, opened from Home with `b`: the coming week's plan merged, plus hand-added lines.
public struct ShoppingState: Equatable, Sendable {
    public var span: ShoppingSpan
    public var list = ShoppingList(items: [])
    /// Keys of the ticked items (stored, so they survive a restart).
    public var ticked: Set<String> = []
    public var extras: [ShoppingExtra] = []
    /// An index into `rows`.
    public var selection = 0
    public var isLoaded = false
    /// `o`: the selected item's original lines, conversions and exact need are shown under the list.
    public var showsLines = false
    /// The product the cursor follows when the list is read again (moved to another aisle).
    public var follow: String?

    /// What the cursor moves over: the items to buy in aisle order, the hand-added lines, then
    /// what the pantry covers (shown apart, never ticked; `p` puts one back on the list).
    public enum Row: Equatable, Sendable {
        case item(ShoppingItem)
        case extra(ShoppingExtra)
        case covered(ShoppingItem)
    }

    public init(span: ShoppingSpan) {
        self.span = span
    }

    public var rows: [Row] {
        list.toBuy.flatMap { $0.items.map(Row.item) } + extras.map(Row.extra) + list.fromPantry.map(Row.covered)
    }

    /// The rows bought: items and hand-added lines.
    public var toBuyCount: Int { list.toBuy.reduce(0) { $0 + $1.items.count } + extras.count }

    public var selectedRow: Row? {
        let rows = rows
        return rows.indices.contains(selection) ? rows[selection] : nil
    }

    public func isTicked(_ row: Row) -> Bool {
        switch row {
        case .item(let item): ticked.contains(item.key)
        case .extra(let extra): extra.ticked
        case .covered: false
        }
    }
}

/// The small dialog `p` opens on a recipe: which day, which meal, how many servings.
public struct PlanPicker: Equatable, Sendable {
    public enum Field: Int, CaseIterable, Equatable, Sendable { case day, meal, servings }

    public var recipeId: Int64
    public var title: String
    /// This week's days and next week's, Monday first.
    public var days: [PlanDay]
    public var dayIndex: Int
    public var meals: [String]
    public var mealIndex: Int
    public var servings: Int
    public var field: Field = .day

    /// Opens on today and on dinner (else the first meal).
    public init(recipeId: Int64, title: String, today: PlanDay, meals: [String], servings: Int) {
        self.recipeId = recipeId
        self.title = title
        days = (0..<14).map { today.weekStart.adding(days: $0) }
        dayIndex = days.firstIndex(of: today) ?? 0
        self.meals = meals.isEmpty ? MealPlanning.defaultMeals : meals
        mealIndex = self.meals.firstIndex(of: "dinner") ?? 0
        self.servings = servings
    }

    public var day: PlanDay { days[dayIndex] }
    public var meal: String { meals[min(mealIndex, meals.count - 1)] }
}
