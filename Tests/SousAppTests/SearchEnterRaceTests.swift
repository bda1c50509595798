import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// Enter pressed before the results for the last letters typed have come back opens the first
/// result for the words in the box, never a recipe from an older query's list still on screen.
@Suite struct SearchEnterRaceTests {
    func hit(_ id: Int64, _ title: String) -> SearchHit {
        SearchHit(recipe: RecipeSummary(id: id, title: title, category: "dinner", difficulty: .easy, totalMinutes: 30, servings: 4, createdAt: Fixtures.day), score: 1)
    }

    func query(_ text: String) -> SearchQuery { AppReducer.searchQuery(text: text, filters: SearchFilters(), member: nil) }

    func answer(_ text: String, _ hits: [SearchHit]) -> AppAction {
        .search(.completed(query(text), results: SearchResults(hits: hits, totalCount: hits.count, terms: [text])))
    }

    /// "pan" answered and shown, then "lemon tart" typed fast: Panzanella is still the list on screen.
    func typedAheadOfTheResults() -> AppState {
        var state = AppState()
        state.tab = .search
        for text in ["p", "pa", "pan"] { _ = AppReducer.reduce(&state, .search(.textChanged(text))) }
        _ = AppReducer.reduce(&state, answer("pan", [hit(7, "Panzanella")]))
        let typed = "lemon tart"
        for end in typed.indices.dropFirst() + [typed.endIndex] { _ = AppReducer.reduce(&state, .search(.textChanged(String(typed[..<end])))) }
        #expect(state.search.text == "lemon tart")
        #expect(state.search.results.map(\.recipe.title) == ["Panzanella"], "the older list is still shown")
        return state
    }

    @Test func enterBeforeTheAnswerOpensTheFreshTopResultNeverTheStaleOne() {
        var state = typedAheadOfTheResults()
        #expect(AppReducer.reduce(&state, .openSelected).isEmpty, "nothing opens from the list for “pan”")
        #expect(state.search.opensWhenAnswered)
        // The answer to "lemon t" comes late: it is not the query in the box, so nothing opens.
        #expect(AppReducer.reduce(&state, answer("lemon t", [hit(3, "Lemon Curd")])).isEmpty)
        #expect(state.search.opensWhenAnswered)
        let effects = AppReducer.reduce(&state, answer("lemon tart", [hit(9, "Lemon Tart"), hit(3, "Lemon Curd")]))
        #expect(effects == [.store(.loadRecipe(id: 9))])
        #expect(!state.search.opensWhenAnswered)
        #expect(state.search.results.map(\.recipe.title) == ["Lemon Tart", "Lemon Curd"])
    }

    @Test func aCursorMovedInTheStaleListStillOpensTheFirstFreshResult() {
        var state = AppState()
        state.tab = .search
        _ = AppReducer.reduce(&state, .search(.textChanged("s")))
        _ = AppReducer.reduce(&state, answer("s", [hit(1, "Salad"), hit(2, "Soup"), hit(3, "Stew")]))
        _ = AppReducer.reduce(&state, .search(.textChanged("st")))
        _ = AppReducer.reduce(&state, .selectionMoved(by: 2))
        #expect(AppReducer.reduce(&state, .openSelected).isEmpty)
        #expect(AppReducer.reduce(&state, answer("st", [hit(3, "Stew"), hit(4, "Stollen"), hit(5, "Strudel")])) == [.store(.loadRecipe(id: 3))])
    }

    @Test func anEmptyAnswerOpensNothingAndShowsWhy() {
        var state = typedAheadOfTheResults()
        _ = AppReducer.reduce(&state, .openSelected)
        #expect(AppReducer.reduce(&state, answer("lemon tart", [])).isEmpty)
        #expect(!state.search.opensWhenAnswered)
        #expect(state.search.results.isEmpty)
        // A later reload of the same query (the cookbook changed) opens nothing either.
        #expect(AppReducer.reduce(&state, answer("lemon tart", [hit(9, "Lemon Tart")])).isEmpty)
    }

    @Test func anotherKeyCancelsTheWaitingEnter() {
        let cancellers: [AppAction] = [.search(.textChanged("lemon tar")), .selectionMoved(by: 1), .back, .nextTab, .search(.filterCycled(.category))]
        for key in cancellers {
            var state = typedAheadOfTheResults()
            _ = AppReducer.reduce(&state, .openSelected)
            _ = AppReducer.reduce(&state, key)
            #expect(!state.search.opensWhenAnswered, "\(key)")
            let text = state.search.text
            let effects = AppReducer.reduce(&state, .search(.completed(state.search.pending ?? query(text), results: SearchResults(hits: [hit(9, "Lemon Tart")], totalCount: 1, terms: []))))
            #expect(effects.isEmpty, "\(key) opened a recipe")
        }
    }

    @Test func aFailedSearchCancelsTheWaitingEnter() {
        var state = typedAheadOfTheResults()
        _ = AppReducer.reduce(&state, .openSelected)
        _ = AppReducer.reduce(&state, .failed(.storage("disk I/O error")))
        #expect(!state.search.opensWhenAnswered)
    }

    @Test func enterOnAnsweredResultsOpensAtOnce() {
        var state = typedAheadOfTheResults()
        _ = AppReducer.reduce(&state, answer("lemon tart", [hit(9, "Lemon Tart")]))
        #expect(AppReducer.reduce(&state, .openSelected) == [.store(.loadRecipe(id: 9))])
        #expect(!state.search.opensWhenAnswered)
    }
}
