import Foundation
import SousApp
import SousCore

/// The reducer alone (no store, no render): what one action costs on a large state, for the
/// actions that run on every key (the Home cursor, a search keystroke) and a week of entries.
struct ReducerBenchmark {
    var size = 5_000

    func run() {
        out("\n== Reducer alone, \(size) recipes in the Home list ==")
        var state = AppState()
        let day = Date(timeIntervalSince1970: 1_795_694_400)
        state.now = day
        state.members = [FamilyMember(id: 1, familyId: 1, name: "Ada")]
        let recipes = (0..<size).map {
            RecipeSummary(id: Int64($0 + 1), title: "Recipe \($0)", category: "dinner", difficulty: .easy, totalMinutes: 30, servings: 4, createdAt: day)
        }
        _ = AppReducer.reduce(&state, .home(.cookbookLoaded(recipes: recipes, totalCount: size, favoriteIds: [])))
        report("Home cursor (↓, then ↑ at the end)", actions: 20_000, &state) { i in .selectionMoved(by: i / size % 2 == 0 ? 1 : -1) }

        _ = AppReducer.reduce(&state, .tabSelected(.search))
        let words = "garlic butter"
        report("search keystroke (the query for the box)", actions: 20_000, &state) { i in
            .search(.textChanged(String(words.prefix(i % words.count + 1))))
        }

        _ = AppReducer.reduce(&state, .tabSelected(.home))
        _ = AppReducer.reduce(&state, .plan(.weekRequested))
        let start = PlanDay(day).weekStart
        let entries = (0..<210).map {
            WeekEntry(entry: MealPlanEntry(id: Int64($0 + 1), day: start.adding(days: $0 % 7), meal: "dinner", recipeUID: "u\($0)", recipeTitle: "Dish \($0)"),
                      recipeId: Int64($0 + 1))
        }
        _ = AppReducer.reduce(&state, .plan(.weekLoaded(start: start, meals: ["dinner"], entries: entries)))
        report("a week of 210 entries: cooked on / off", actions: 20_000, &state) { _ in .plan(.cookedToggled) }
    }

    private func report(_ name: String, actions: Int, _ state: inout AppState, _ action: (Int) -> AppAction) {
        var effects = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for i in 0..<actions { effects += AppReducer.reduce(&state, action(i)).count }
        }
        let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
        out("\(name): \(String(format: "%.2f", micros / Double(actions))) µs an action (\(actions) actions, \(effects) effects)")
    }
}
