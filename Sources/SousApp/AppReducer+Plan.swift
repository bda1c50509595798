import Foundation
import SousCore

extension AppReducer {
    /// Today, in the cook's time zone, by the state's clock.
    static func today(_ state: AppState) -> PlanDay { PlanDay(state.now) }

    static func reducePlan(_ state: inout AppState, _ action: PlanAction) -> [Effect] {
        switch action {
        case .weekRequested:
            state.shopping = nil
            state.week = WeekState(start: today(state))
            return [.store(.loadWeek(start: today(state).weekStart))]
        case .weekMoved(let weeks):
            guard var week = state.week else { return [] }
            week.start = week.start.adding(days: 7 * weeks)
            week.selection = 0
            week.isLoaded = false
            state.week = week
            return [.store(.loadWeek(start: week.start))]
        case .weekLoaded(let start, let meals, let entries, let nutrition):
            // An answer for a week no longer shown is dropped.
            guard var week = state.week, week.start == start else { return [] }
            let previous = week.selected?.entry.id
            week.meals = meals
            week.entries = entries
            week.nutrition = nutrition
            week.isLoaded = true
            week.selection = entries.firstIndex { $0.entry.id != nil && $0.entry.id == previous }
                ?? min(week.selection, max(entries.count - 1, 0))
            state.week = week
            return []
        case .removeRequested:
            guard var week = state.week, let entry = week.selected, let id = entry.entry.id else { return [.terminal(.ringBell)] }
            week.entries.remove(at: week.selection)
            week.selection = min(week.selection, max(week.entries.count - 1, 0))
            week.lastRemoved = entry
            state.week = week
            state.banner = Banner(.success, "Took “\(entry.entry.label)” off \(entry.entry.day.longName), \(entry.entry.meal). Undo with z.")
            return [.store(.removePlanEntry(id: id, week: week.start))]
        case .undoRequested:
            guard var week = state.week, let entry = week.lastRemoved else {
                state.banner = Banner(.info, "Nothing to undo.")
                return []
            }
            week.lastRemoved = nil
            state.week = week
            state.banner = Banner(.success, "Put “\(entry.entry.label)” back on \(entry.entry.day.longName).")
            return [.store(.restorePlanEntry(entry, week: week.start))]
        case .cookedToggled:
            guard var week = state.week, let entry = week.selected, let id = entry.entry.id else { return [.terminal(.ringBell)] }
            let cooked = entry.entry.cookedAt == nil
            week.entries[week.selection].entry.cookedAt = cooked ? state.now : nil
            state.week = week
            return [.store(.setPlanEntryCooked(id: id, cooked: cooked, week: week.start))]
        case .entryMoved(let days, let meals):
            guard let week = state.week, let entry = week.selected, let id = entry.entry.id else { return [.terminal(.ringBell)] }
            let day = entry.entry.day.adding(days: days)
            var meal = entry.entry.meal
            if meals != 0, !week.meals.isEmpty {
                // A meal the household no longer has moves to the first one.
                let index = week.meals.firstIndex(of: meal.lowercased()).map { $0 + meals } ?? 0
                meal = week.meals[(index % week.meals.count + week.meals.count) % week.meals.count]
            }
            let outside = day < week.start ? " (last week)" : day > week.start.adding(days: 6) ? " (next week)" : ""
            state.banner = Banner(.success, "Moved “\(entry.entry.label)” to \(meal) on \(day.longName)\(outside).")
            return [.store(.movePlanEntry(id: id, day: day, meal: meal, week: week.start))]
        case .copyWeekRequested:
            guard let week = state.week else { return [] }
            guard !week.entries.isEmpty else {
                state.banner = Banner(.info, "Nothing planned this week to copy.")
                return []
            }
            return [.store(.copyWeek(from: week.start, to: week.start.adding(days: 7)))]
        case .weekCopied(let count, let to):
            state.banner = Banner(.success, "Copied \(count) entr\(count == 1 ? "y" : "ies") to the week of \(to.longName); ] shows it.")
            return []
        case .clearWeekRequested:
            guard let week = state.week else { return [] }
            guard !week.entries.isEmpty else {
                state.banner = Banner(.info, "Nothing planned this week.")
                return []
            }
            let count = week.entries.count
            state.dialog = Dialog(.clearWeek(start: week.start), title: "Clear the week",
                                  message: "Take all \(count) entr\(count == 1 ? "y" : "ies") off the week of \(week.start.longName)? This cannot be undone.",
                                  yes: "clear", no: "keep")
            return []
        case .pickerRequested:
            guard let detail = state.detail, let id = detail.recipe.id else { return [] }
            let servings = MealPlanning.servings(asked: nil, householdSize: state.members.count, recipeServings: detail.recipe.servings)
            state.planPicker = PlanPicker(recipeId: id, title: detail.recipe.title, today: today(state),
                                          meals: state.week?.meals ?? MealPlanning.defaultMeals, servings: servings)
            return [.store(.loadMeals)]
        case .mealsLoaded(let meals):
            guard var picker = state.planPicker, !meals.isEmpty else { return [] }
            let chosen = picker.meal
            picker.meals = meals
            picker.mealIndex = meals.firstIndex(of: chosen) ?? meals.firstIndex(of: "dinner") ?? 0
            state.planPicker = picker
            return []
        case .pickerFieldMoved(let delta):
            guard var picker = state.planPicker else { return [] }
            let all = PlanPicker.Field.allCases
            picker.field = all[((picker.field.rawValue + delta) % all.count + all.count) % all.count]
            state.planPicker = picker
            return []
        case .pickerValueChanged(let delta):
            guard var picker = state.planPicker else { return [] }
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
            state.planPicker = picker
            return []
        case .pickerConfirmed:
            guard let picker = state.planPicker else { return [] }
            state.planPicker = nil
            return [.store(.addToPlan(recipeId: picker.recipeId, day: picker.day, meal: picker.meal, servings: picker.servings,
                                      week: state.week?.start))]
        case .pickerCancelled:
            state.planPicker = nil
            return []
        case .planned(let title, let day, let meal):
            state.banner = Banner(.success, "Planned “\(title)” for \(meal) on \(day.longName).")
            return []
        }
    }

    static func reduceShopping(_ state: inout AppState, _ action: ShoppingAction) -> [Effect] {
        switch action {
        case .requested:
            state.week = nil
            let from = today(state)
            let span = ShoppingSpan(from: from, to: from.adding(days: 6), units: state.settings.units)
            state.shopping = ShoppingState(span: span)
            return [.store(.loadShoppingList(span))]
        case .loaded(let list, let ticked, let extras):
            guard var shopping = state.shopping else { return [] }
            shopping.list = list
            shopping.ticked = ticked
            shopping.extras = extras
            shopping.isLoaded = true
            shopping.selection = min(shopping.selection, max(shopping.rows.count - 1, 0))
            state.shopping = shopping
            return []
        case .tickToggled:
            guard var shopping = state.shopping, let row = shopping.selectedRow else { return [.terminal(.ringBell)] }
            let ticked = !shopping.isTicked(row)
            let effect: Effect
            switch row {
            case .item(let item):
                if ticked { shopping.ticked.insert(item.key) } else { shopping.ticked.remove(item.key) }
                effect = .store(.setShoppingTick(key: item.key, ticked: ticked))
            case .extra(let extra):
                if let index = shopping.extras.firstIndex(where: { $0.id == extra.id }) { shopping.extras[index].ticked = ticked }
                effect = .store(.setShoppingExtraTicked(id: extra.id, ticked: ticked))
            }
            state.shopping = shopping
            return [effect]
        case .addRequested:
            guard state.shopping != nil else { return [] }
            state.dialog = Dialog(.addShoppingItem, title: "Add to the list", message: "What else to buy?", input: "", yes: "add")
            return []
        case .exportRequested:
            guard state.shopping != nil else { return [] }
            state.dialog = Dialog(.exportShoppingList, title: "Export the list",
                                  message: "Save the list to which file? .md Markdown, .json JSON, else plain text.",
                                  input: "~/shopping-list.md", yes: "export")
            return []
        case .linesToggled:
            guard var shopping = state.shopping else { return [] }
            shopping.showsLines.toggle()
            state.shopping = shopping
            return []
        case .clearRequested:
            guard let shopping = state.shopping else { return [] }
            let count = shopping.ticked.count + shopping.extras.filter(\.ticked).count
            guard count > 0 else {
                state.banner = Banner(.info, "Nothing is ticked.")
                return []
            }
            state.dialog = Dialog(.clearShoppingTicks, title: "Start a new shop",
                                  message: "Untick all \(count) item\(count == 1 ? "" : "s")? Ticked hand-added lines go too.",
                                  yes: "clear", no: "keep")
            return []
        }
    }
}
