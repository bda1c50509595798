import Foundation
import Testing
import SousCore
@testable import SousApp

/// The week view, the `p` dialog and the shopping list: what each key changes and asks the store for.
@Suite struct PlanReducerTests {
    /// Thursday 26 November 2026, noon: the same day in any time zone a test machine uses.
    static let thursday = Date(timeIntervalSince1970: 1_795_694_400)
    let today = PlanDay("2026-11-26")!
    let monday = PlanDay("2026-11-23")!

    func entry(_ id: Int64, _ day: String, _ meal: String, _ title: String, recipe: Int64? = 1, servings: Int? = nil) -> WeekEntry {
        WeekEntry(entry: MealPlanEntry(id: id, day: PlanDay(day)!, meal: meal, recipeUID: "uid-\(id)", recipeTitle: title, servings: servings),
                  recipeId: recipe)
    }

    func state() -> AppState {
        var state = AppState()
        state.now = Self.thursday
        return state
    }

    func withWeek(_ entries: [WeekEntry]) -> AppState {
        var state = state()
        _ = AppReducer.reduce(&state, .plan(.weekRequested))
        _ = AppReducer.reduce(&state, .plan(.weekLoaded(start: monday, meals: MealPlanning.defaultMeals, entries: entries)))
        return state
    }

    @Test func thisDateIsAThursday() {
        #expect(PlanDay(Self.thursday, timeZone: TimeZone(identifier: "UTC")!) == today)
        #expect(today.weekday == 4)
    }

    @Test func wOpensThisWeekAndAsksForIt() {
        var state = state()
        #expect(AppReducer.reduce(&state, .plan(.weekRequested)) == [.store(.loadWeek(start: monday))])
        #expect(state.week?.start == monday)
        #expect(state.week?.isLoaded == false)
        #expect(state.tab == .home, "the four tabs stay as they are")
    }

    @Test func weeksMoveBothWaysAndAStaleAnswerIsDropped() {
        var state = withWeek([])
        #expect(AppReducer.reduce(&state, .plan(.weekMoved(by: 1))) == [.store(.loadWeek(start: PlanDay("2026-11-30")!))])
        _ = AppReducer.reduce(&state, .plan(.weekLoaded(start: monday, meals: ["dinner"], entries: [entry(1, "2026-11-23", "dinner", "Soup")])))
        #expect(state.week?.entries == [], "the answer for the week before is not this week's")
        #expect(AppReducer.reduce(&state, .plan(.weekMoved(by: -2))) == [.store(.loadWeek(start: PlanDay("2026-11-16")!))])
    }

    @Test func theSelectionMovesOverEntriesAndEnterOpensTheRecipe() {
        var state = withWeek([entry(1, "2026-11-23", "dinner", "Soup", recipe: 10), entry(2, "2026-11-25", "lunch", "Tart", recipe: 11)])
        _ = AppReducer.reduce(&state, .selectionMoved(by: 1))
        #expect(state.week?.selection == 1)
        _ = AppReducer.reduce(&state, .selectionMoved(by: 5))
        #expect(state.week?.selection == 1, "stays on the last entry")
        #expect(AppReducer.reduce(&state, .openSelected) == [.store(.loadRecipe(id: 11))])
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Recipe(id: 11, title: "Tart"), isFavorite: false)))
        _ = AppReducer.reduce(&state, .back)
        #expect(state.detail == nil)
        #expect(state.week != nil, "Esc from the recipe comes back to the week")
        _ = AppReducer.reduce(&state, .back)
        #expect(state.week == nil, "Esc again is Home")
    }

    @Test func aNoteOrADeletedRecipeDoesNotOpen() {
        var state = withWeek([entry(1, "2026-11-23", "dinner", "Soup", recipe: nil)])
        #expect(AppReducer.reduce(&state, .openSelected) == [])
        #expect(state.banner?.kind == .info)
    }

    @Test func xTakesAnEntryOffAndZPutsItBack() {
        let soup = entry(1, "2026-11-23", "dinner", "Soup", servings: 4)
        var state = withWeek([soup, entry(2, "2026-11-25", "lunch", "Tart")])
        #expect(AppReducer.reduce(&state, .plan(.removeRequested)) == [.store(.removePlanEntry(id: 1, week: monday))])
        #expect(state.week?.entries.map(\.entry.id) == [2])
        #expect(state.banner?.text.contains("Undo with z") == true)
        #expect(AppReducer.reduce(&state, .plan(.undoRequested)) == [.store(.restorePlanEntry(soup, week: monday))])
        #expect(AppReducer.reduce(&state, .plan(.undoRequested)) == [])
        #expect(state.banner == Banner(.info, "Nothing to undo."))
    }

    @Test func removingOnAnEmptyWeekRingsTheBell() {
        var state = withWeek([])
        #expect(AppReducer.reduce(&state, .plan(.removeRequested)) == [.terminal(.ringBell)])
    }

    @Test func cTogglesCooked() {
        var state = withWeek([entry(1, "2026-11-23", "dinner", "Soup")])
        #expect(AppReducer.reduce(&state, .plan(.cookedToggled)) == [.store(.setPlanEntryCooked(id: 1, cooked: true, week: monday))])
        #expect(state.week?.entries.first?.entry.cookedAt == Self.thursday)
        #expect(AppReducer.reduce(&state, .plan(.cookedToggled)) == [.store(.setPlanEntryCooked(id: 1, cooked: false, week: monday))])
        #expect(state.week?.entries.first?.entry.cookedAt == nil)
    }

    @Test func angleBracketsMoveAnEntryADayAndMMovesItToTheNextMeal() {
        var state = withWeek([entry(1, "2026-11-23", "dinner", "Soup"), entry(2, "2026-11-29", "snack", "Tart")])
        #expect(AppReducer.reduce(&state, .plan(.entryMoved(days: 1, meals: 0)))
                == [.store(.movePlanEntry(id: 1, day: PlanDay("2026-11-24")!, meal: "dinner", week: monday))])
        #expect(state.banner == Banner(.success, "Moved “Soup” to dinner on Tuesday 24 November."))
        #expect(AppReducer.reduce(&state, .plan(.entryMoved(days: 0, meals: 1)))
                == [.store(.movePlanEntry(id: 1, day: PlanDay("2026-11-23")!, meal: "snack", week: monday))])
        _ = AppReducer.reduce(&state, .selectionMoved(by: 1))
        // Snack is the last meal: the next is the first, breakfast.
        #expect(AppReducer.reduce(&state, .plan(.entryMoved(days: 0, meals: 1)))
                == [.store(.movePlanEntry(id: 2, day: PlanDay("2026-11-29")!, meal: "breakfast", week: monday))])
        // Off the end of the week: it goes, and the banner says where.
        _ = AppReducer.reduce(&state, .plan(.entryMoved(days: 1, meals: 0)))
        #expect(state.banner?.text == "Moved “Tart” to snack on Monday 30 November (next week).")
        var empty = withWeek([])
        #expect(AppReducer.reduce(&empty, .plan(.entryMoved(days: 1, meals: 0))) == [.terminal(.ringBell)])
    }

    @Test func capitalCCopiesTheWeekOntoTheNextAndCapitalXClearsItAfterAsking() {
        var state = withWeek([entry(1, "2026-11-23", "dinner", "Soup"), entry(2, "2026-11-25", "lunch", "Tart")])
        let next = PlanDay("2026-11-30")!
        #expect(AppReducer.reduce(&state, .plan(.copyWeekRequested)) == [.store(.copyWeek(from: monday, to: next))])
        _ = AppReducer.reduce(&state, .plan(.weekCopied(count: 2, to: next)))
        #expect(state.banner == Banner(.success, "Copied 2 entries to the week of Monday 30 November; ] shows it."))
        #expect(AppReducer.reduce(&state, .plan(.clearWeekRequested)) == [])
        #expect(state.dialog?.purpose == .clearWeek(start: monday))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.clearWeek(start: monday))])
        var empty = withWeek([])
        _ = AppReducer.reduce(&empty, .plan(.clearWeekRequested))
        #expect(empty.dialog == nil && empty.banner == Banner(.info, "Nothing planned this week."))
        _ = AppReducer.reduce(&empty, .plan(.copyWeekRequested))
        #expect(empty.banner == Banner(.info, "Nothing planned this week to copy."))
    }

    @Test func pOpensThePickerOnTodaysDinnerForTheHousehold() {
        var state = state()
        _ = AppReducer.reduce(&state, .settings(.householdLoaded(settings: Settings(), members: [
            FamilyMember(id: 1, familyId: 1, name: "Ada"), FamilyMember(id: 2, familyId: 1, name: "Rohan"), FamilyMember(id: 3, familyId: 1, name: "Noor"),
        ])))
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Recipe(id: 5, title: "Lemon Tart", servings: 8), isFavorite: false)))
        #expect(AppReducer.reduce(&state, .plan(.pickerRequested)) == [.store(.loadMeals)])
        let picker = try! #require(state.planPicker)
        #expect(picker.day == today)
        #expect(picker.meal == "dinner")
        #expect(picker.servings == 3, "the household's size")
        #expect(picker.days.first == monday && picker.days.count == 14, "this week's days and next week's")
    }

    @Test func thePickerWithNoFamilyUsesTheRecipesServings() {
        var state = state()
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Recipe(id: 5, title: "Lemon Tart", servings: 8), isFavorite: false)))
        _ = AppReducer.reduce(&state, .plan(.pickerRequested))
        #expect(state.planPicker?.servings == 8)
    }

    @Test func thePickerChangesDayMealServingsAndPlans() {
        var state = state()
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Recipe(id: 5, title: "Lemon Tart", servings: 2), isFavorite: false)))
        _ = AppReducer.reduce(&state, .plan(.pickerRequested))
        _ = AppReducer.reduce(&state, .plan(.mealsLoaded(["lunch", "dinner"])))
        _ = AppReducer.reduce(&state, .plan(.pickerValueChanged(by: 4)))
        #expect(state.planPicker?.day == PlanDay("2026-11-30")!, "into next week")
        #expect(AppReducer.reduce(&state, .plan(.pickerValueChanged(by: 10))) == [.terminal(.ringBell)], "no further than next Sunday")
        _ = AppReducer.reduce(&state, .plan(.pickerFieldMoved(by: 1)))
        _ = AppReducer.reduce(&state, .plan(.pickerValueChanged(by: 1)))
        #expect(state.planPicker?.meal == "lunch", "wraps round the household's meals")
        _ = AppReducer.reduce(&state, .plan(.pickerFieldMoved(by: 1)))
        #expect(AppReducer.reduce(&state, .plan(.pickerValueChanged(by: -1))) == [])
        #expect(AppReducer.reduce(&state, .plan(.pickerValueChanged(by: -1))) == [.terminal(.ringBell)], "at least one serving")
        #expect(AppReducer.reduce(&state, .plan(.pickerConfirmed))
            == [.store(.addToPlan(recipeId: 5, day: PlanDay("2026-11-30")!, meal: "lunch", servings: 1, week: nil))])
        #expect(state.planPicker == nil)
        _ = AppReducer.reduce(&state, .plan(.planned(title: "Lemon Tart", day: PlanDay("2026-11-30")!, meal: "lunch")))
        #expect(state.banner == Banner(.success, "Planned “Lemon Tart” for lunch on Monday 30 November."))
    }

    @Test func escClosesThePickerWithoutPlanning() {
        var state = state()
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Recipe(id: 5, title: "Lemon Tart"), isFavorite: false)))
        _ = AppReducer.reduce(&state, .plan(.pickerRequested))
        #expect(AppReducer.reduce(&state, .plan(.pickerCancelled)) == [])
        #expect(state.planPicker == nil && state.detail != nil)
    }

    // MARK: The shopping list

    func item(_ name: String, aisle: Aisle = .produce) -> ShoppingItem {
        ShoppingItem(key: name, name: name, aisle: aisle, amounts: [], asNeeded: true, recipes: ["Soup"], lines: [], hints: [],
                     converted: [], unreconciled: nil, pantry: nil)
    }

    func withList(ticked: Set<String> = [], extras: [ShoppingExtra] = []) -> AppState {
        var state = state()
        _ = AppReducer.reduce(&state, .shopping(.requested))
        _ = AppReducer.reduce(&state, .shopping(.loaded(list: ShoppingList(items: [item("onions"), item("milk", aisle: .dairy)]),
                                                         ticked: ticked, extras: extras)))
        return state
    }

    @Test func bOpensTheComingWeeksList() {
        var state = state()
        state.settings.units = .metric
        let span = ShoppingSpan(from: today, to: PlanDay("2026-12-02")!, units: .metric)
        #expect(AppReducer.reduce(&state, .shopping(.requested)) == [.store(.loadShoppingList(span))])
        #expect(state.shopping?.span == span)
    }

    @Test func spaceTicksAndUnticksAndIsStored() {
        var state = withList(extras: [ShoppingExtra(id: 9, text: "kitchen roll", ticked: false)])
        #expect(AppReducer.reduce(&state, .shopping(.tickToggled)) == [.store(.setShoppingTick(key: "onions", ticked: true))])
        #expect(state.shopping?.ticked == ["onions"])
        #expect(AppReducer.reduce(&state, .shopping(.tickToggled)) == [.store(.setShoppingTick(key: "onions", ticked: false))])
        _ = AppReducer.reduce(&state, .selectionJumped(toEnd: true))
        #expect(state.shopping?.selection == 2, "onions, milk, then the hand-added line")
        #expect(AppReducer.reduce(&state, .shopping(.tickToggled)) == [.store(.setShoppingExtraTicked(id: 9, ticked: true))])
        #expect(state.shopping?.extras.first?.ticked == true)
    }

    @Test func aAddsALineThroughADialog() {
        var state = withList()
        _ = AppReducer.reduce(&state, .shopping(.addRequested))
        _ = AppReducer.reduce(&state, .dialog(.typed("kitchen roll")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.addShoppingExtra("kitchen roll", state.shopping!.span))])
    }

    @Test func eExportsToTheFileTyped() {
        var state = withList()
        _ = AppReducer.reduce(&state, .shopping(.exportRequested))
        #expect(state.dialog?.input == "~/shopping-list.md")
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.transfer(.exportShoppingList(state.shopping!.span, path: "~/shopping-list.md"))])
        _ = AppReducer.reduce(&state, .exported(.shoppingList(itemCount: 2, file: "/home/cook/shopping-list.md")))
        #expect(state.banner == Banner(.success, "Exported the shopping list (2 items) to /home/cook/shopping-list.md."))
    }

    @Test func oShowsTheLinesAndEscClosesThemBeforeTheList() {
        var state = withList()
        #expect(AppReducer.reduce(&state, .shopping(.linesToggled)) == [])
        #expect(state.shopping?.showsLines == true)
        _ = AppReducer.reduce(&state, .selectionMoved(by: 1))
        #expect(state.shopping?.showsLines == true, "the lines follow the cursor")
        _ = AppReducer.reduce(&state, .back)
        #expect(state.shopping?.showsLines == false && state.shopping != nil)
        _ = AppReducer.reduce(&state, .back)
        #expect(state.shopping == nil)
    }

    @Test func theWeeksEstimatesArriveWithTheWeek() {
        var state = withWeek([entry(1, "2026-11-26", "dinner", "Soup")])
        let thursday = DayNutrition(day: today, dishes: ["Soup"], total: NutritionFacts(kcal: 800), servings: 2,
                                    perPerson: NutritionFacts(kcal: 400), matched: 3, measured: 4, unmeasured: 0)
        _ = AppReducer.reduce(&state, .plan(.weekLoaded(start: monday, meals: ["dinner"], entries: state.week!.entries, nutrition: [thursday])))
        #expect(state.week?.nutrition(on: today) == thursday)
        #expect(state.week?.nutrition(on: monday) == nil)
    }

    @Test func capitalCAsksBeforeClearingTheTicks() {
        var state = withList()
        #expect(AppReducer.reduce(&state, .shopping(.clearRequested)) == [])
        #expect(state.dialog == nil && state.banner == Banner(.info, "Nothing is ticked."))
        state = withList(ticked: ["onions"])
        _ = AppReducer.reduce(&state, .shopping(.clearRequested))
        #expect(state.dialog?.purpose == .clearShoppingTicks)
        #expect(AppReducer.reduce(&state, .dialog(.answered(false))) == [])
        _ = AppReducer.reduce(&state, .shopping(.clearRequested))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.clearShoppingTicks(state.shopping!.span))])
    }

    @Test func aChangedCookbookReloadsTheWeekAndTheListShown() {
        var state = withWeek([entry(1, "2026-11-23", "dinner", "Soup")])
        #expect(AppReducer.reduce(&state, .dataChanged(.allRecipesDeleted(count: 3))).contains(.store(.loadWeek(start: monday))))
        state = withList()
        #expect(AppReducer.reduce(&state, .dataChanged(.allRecipesDeleted(count: 3))).contains(.store(.loadShoppingList(state.shopping!.span))))
    }

    @Test func aTabKeyLeavesTheWeekAndTheList() {
        var state = withWeek([])
        _ = AppReducer.reduce(&state, .tabSelected(.search))
        #expect(state.week == nil)
        state = withList()
        _ = AppReducer.reduce(&state, .tabSelected(.home))
        #expect(state.shopping == nil)
    }
}
