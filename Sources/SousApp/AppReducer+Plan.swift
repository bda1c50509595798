import Foundation
import SousCore

/// What the meal plan owns: the week over Home (`w`), the shopping list (`b`) and the `p` picker
/// on a recipe. The week and the list replace each other, so they share one slice.
struct PlanSlice: Equatable {
    var week: WeekState?
    var shopping: ShoppingState?
    var picker: PlanPicker?
}

extension AppState {
    /// The meal plan's slice, over the three stored properties the views read.
    var planSlice: PlanSlice {
        get { PlanSlice(week: week, shopping: shopping, picker: planPicker) }
        set {
            week = newValue.week
            shopping = newValue.shopping
            planPicker = newValue.picker
        }
    }
}

/// The meal plan and the shopping list, on their own slice.
enum PlanReducer {
    /// What the plan reads from around it.
    struct Context: Equatable {
        /// Today, in the cook's time zone, by the state's clock.
        var today: PlanDay
        var now: Date
        var units: UnitSystem
        /// How many the family are (servings for a recipe put on the plan).
        var householdSize: Int
        /// The recipe open over the tabs (the `p` picker's recipe).
        var openRecipe: Recipe?

        init(now: Date, units: UnitSystem = .metric, householdSize: Int = 0, openRecipe: Recipe? = nil) {
            today = PlanDay(now)
            self.now = now
            self.units = units
            self.householdSize = householdSize
            self.openRecipe = openRecipe
        }

        init(_ app: AppState) {
            self.init(now: app.now, units: app.settings.units, householdSize: app.members.count, openRecipe: app.detail?.recipe)
        }
    }

    static func reduce(_ slice: inout PlanSlice, _ action: PlanAction, _ context: Context) -> Reduction {
        switch action {
        case .weekRequested:
            slice.shopping = nil
            slice.week = WeekState(start: context.today)
            return [.store(.loadWeek(start: context.today.weekStart))]
        case .weekMoved(let weeks):
            guard var week = slice.week else { return [] }
            week.start = week.start.adding(days: 7 * weeks)
            week.selection = 0
            week.isLoaded = false
            slice.week = week
            return [.store(.loadWeek(start: week.start))]
        case .weekLoaded(let start, let meals, let entries, let nutrition):
            // An answer for a week no longer shown is dropped.
            guard var week = slice.week, week.start == start else { return [] }
            let previous = week.selected?.entry.id
            week.meals = meals
            week.entries = entries
            week.nutrition = nutrition
            week.isLoaded = true
            week.selection = entries.firstIndex { $0.entry.id != nil && $0.entry.id == previous }
                ?? min(week.selection, max(entries.count - 1, 0))
            slice.week = week
            return []
        case .removeRequested:
            guard var week = slice.week, let entry = week.selected, let id = entry.entry.id else { return [.terminal(.ringBell)] }
            week.entries.remove(at: week.selection)
            week.selection = min(week.selection, max(week.entries.count - 1, 0))
            week.lastRemoved = entry
            slice.week = week
            return Reduction([.store(.removePlanEntry(id: id, week: week.start))],
                             banner: Banner(.success, "Took “\(entry.entry.label)” off \(entry.entry.day.longName), \(entry.entry.meal). Undo with z."))
        case .undoRequested:
            guard var week = slice.week, let entry = week.lastRemoved else {
                return Reduction(banner: Banner(.info, "Nothing to undo."))
            }
            week.lastRemoved = nil
            slice.week = week
            return Reduction([.store(.restorePlanEntry(entry, week: week.start))],
                             banner: Banner(.success, "Put “\(entry.entry.label)” back on \(entry.entry.day.longName)."))
        case .cookedToggled:
            guard var week = slice.week, let entry = week.selected, let id = entry.entry.id else { return [.terminal(.ringBell)] }
            let cooked = entry.entry.cookedAt == nil
            week.entries[week.selection].entry.cookedAt = cooked ? context.now : nil
            slice.week = week
            return [.store(.setPlanEntryCooked(id: id, cooked: cooked, week: week.start))]
        case .entryMoved(let days, let meals):
            guard let week = slice.week, let entry = week.selected, let id = entry.entry.id else { return [.terminal(.ringBell)] }
            let day = entry.entry.day.adding(days: days)
            var meal = entry.entry.meal
            if meals != 0, !week.meals.isEmpty {
                // A meal the household no longer has moves to the first one.
                let index = week.meals.firstIndex(of: meal.lowercased()).map { $0 + meals } ?? 0
                meal = week.meals[(index % week.meals.count + week.meals.count) % week.meals.count]
            }
            let outside = day < week.start ? " (last week)" : day > week.start.adding(days: 6) ? " (next week)" : ""
            return Reduction([.store(.movePlanEntry(id: id, day: day, meal: meal, week: week.start))],
                             banner: Banner(.success, "Moved “\(entry.entry.label)” to \(meal) on \(day.longName)\(outside)."))
        case .copyWeekRequested:
            guard let week = slice.week else { return [] }
            guard !week.entries.isEmpty else {
                return Reduction(banner: Banner(.info, "Nothing planned this week to copy."))
            }
            return [.store(.copyWeek(from: week.start, to: week.start.adding(days: 7)))]
        case .weekCopied(let count, let to):
            return Reduction(banner: Banner(.success, "Copied \(count) entr\(count == 1 ? "y" : "ies") to the week of \(to.longName); ] shows it."))
        case .clearWeekRequested:
            guard let week = slice.week else { return [] }
            guard !week.entries.isEmpty else {
                return Reduction(banner: Banner(.info, "Nothing planned this week."))
            }
            let count = week.entries.count
            return Reduction(ask: Dialog(.clearWeek(start: week.start), title: "Clear the week",
                                         message: "Take all \(count) entr\(count == 1 ? "y" : "ies") off the week of \(week.start.longName)? This cannot be undone.",
                                         yes: "clear", no: "keep"))
        case .pickerRequested:
            guard let recipe = context.openRecipe, let id = recipe.id else { return [] }
            let servings = MealPlanning.servings(asked: nil, householdSize: context.householdSize, recipeServings: recipe.servings)
            slice.picker = PlanPicker(recipeId: id, title: recipe.title, today: context.today,
                                          meals: slice.week?.meals ?? MealPlanning.defaultMeals, servings: servings)
            return [.store(.loadMeals)]
        case .mealsLoaded(let meals):
            guard var picker = slice.picker, !meals.isEmpty else { return [] }
            let chosen = picker.meal
            picker.meals = meals
            picker.mealIndex = meals.firstIndex(of: chosen) ?? meals.firstIndex(of: "dinner") ?? 0
            slice.picker = picker
            return []
        case .pickerFieldMoved(let delta):
            guard var picker = slice.picker else { return [] }
            let all = PlanPicker.Field.allCases
            picker.field = all[((picker.field.rawValue + delta) % all.count + all.count) % all.count]
            slice.picker = picker
            return []
        case .pickerValueChanged(let delta):
            guard var picker = slice.picker else { return [] }
            switch picker.field {
            case .day:
                let index = picker.dayIndex + delta
                guard picker.days.indices.contains(index) else { return [.terminal(.ringBell)] }
                picker.dayIndex = index
            case .meal:
                picker.mealIndex = ((picker.mealIndex + delta) % picker.meals.count + picker.meals.count) % picker.meals.count
            case .servings:
                let servings = picker.servings + delta
                guard MealPlanning.servingsProblem(servings) == nil, servings <= 99 else { return [.terminal(.ringBell)] }
                picker.servings = servings
            }
            slice.picker = picker
            return []
        case .pickerConfirmed:
            guard let picker = slice.picker else { return [] }
            slice.picker = nil
            return [.store(.addToPlan(recipeId: picker.recipeId, day: picker.day, meal: picker.meal, servings: picker.servings,
                                      week: slice.week?.start))]
        case .pickerCancelled:
            slice.picker = nil
            return []
        case .planned(let title, let day, let meal):
            return Reduction(banner: Banner(.success, "Planned “\(title)” for \(meal) on \(day.longName)."))
        }
    }

    static func reduce(_ slice: inout PlanSlice, _ action: ShoppingAction, _ context: Context) -> Reduction {
        switch action {
        case .requested:
            slice.week = nil
            let from = context.today
            let span = ShoppingSpan(from: from, to: from.adding(days: 6), units: context.units)
            slice.shopping = ShoppingState(span: span)
            return [.store(.loadShoppingList(span))]
        case .loaded(let list, let ticked, let extras):
            guard var shopping = slice.shopping else { return [] }
            shopping.list = list
            shopping.ticked = ticked
            shopping.extras = extras
            shopping.isLoaded = true
            let rows = shopping.rows
            if let name = shopping.follow, let index = rows.firstIndex(where: { ShoppingReducer.product(of: $0) == name }) {
                shopping.selection = index
            }
            shopping.follow = nil
            shopping.selection = min(shopping.selection, max(rows.count - 1, 0))
            slice.shopping = shopping
            return []
        case .tickToggled:
            guard var shopping = slice.shopping, let row = shopping.selectedRow else { return [.terminal(.ringBell)] }
            let ticked = !shopping.isTicked(row)
            let effect: Effect
            switch row {
            case .item(let item):
                if ticked { shopping.ticked.insert(item.key) } else { shopping.ticked.remove(item.key) }
                effect = .store(.setShoppingTick(key: item.key, ticked: ticked))
            case .extra(let extra):
                if let index = shopping.extras.firstIndex(where: { $0.id == extra.id }) { shopping.extras[index].ticked = ticked }
                effect = .store(.setShoppingExtraTicked(id: extra.id, ticked: ticked))
            case .covered(let item):
                return Reduction(banner: Banner(.info, "\(ShoppingReducer.capitalized(item.name)) comes from the pantry, so it is not bought: p puts it back on the list."))
            }
            slice.shopping = shopping
            return [effect]
        case .addRequested:
            guard slice.shopping != nil else { return [] }
            return Reduction(ask: Dialog(.addShoppingItem, title: "Add to the list", message: "What else to buy?", input: "", yes: "add"))
        case .exportRequested:
            guard slice.shopping != nil else { return [] }
            return Reduction(ask: Dialog(.exportShoppingList, title: "Export the list",
                                         message: "Save the list to which file? .md Markdown, .json JSON, else plain text.",
                                         input: "~/shopping-list.md", yes: "export"))
        case .pantryToggled, .aisleRequested, .removeRequested:
            return ShoppingReducer.reduce(slice.shopping, action)
        case .linesToggled:
            guard var shopping = slice.shopping else { return [] }
            shopping.showsLines.toggle()
            slice.shopping = shopping
            return []
        case .clearRequested:
            guard let shopping = slice.shopping else { return [] }
            let count = shopping.ticked.count + shopping.extras.filter(\.ticked).count
            guard count > 0 else {
                return Reduction(banner: Banner(.info, "Nothing is ticked."))
            }
            return Reduction(ask: Dialog(.clearShoppingTicks, title: "Start a new shop",
                                         message: "Untick all \(count) item\(count == 1 ? "" : "s")? Ticked hand-added lines go too.",
                                         yes: "clear", no: "keep"))
        }
    }
}
