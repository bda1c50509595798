import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

@Suite struct AppReducerTests {
    func summary(_ id: Int64, _ title: String) -> RecipeSummary {
        RecipeSummary(id: id, title: title, category: "dinner", difficulty: .easy, totalMinutes: 30, servings: 4, createdAt: Fixtures.day)
    }

    func loaded() -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .settings(.householdLoaded(settings: Settings(units: .metric), members: [FamilyMember(id: 7, familyId: 1, name: "Ada")])))
        _ = AppReducer.reduce(&state, .home(.cookbookLoaded(recipes: [summary(1, "A"), summary(2, "B"), summary(3, "C")], totalCount: 3, favoriteIds: [2])))
        return state
    }

    @Test func startLoadsHouseholdAndCookbook() {
        var state = AppState()
        #expect(AppReducer.reduce(&state, .started) == [.store(.loadHousehold), .voice(.findMicrophones), .store(.loadCookbook(RecipeListFilter())), .store(.loadUnfinishedWork),
                                                          .ai(.loadStatus), .sync(.loadStatus)])
    }

    @Test func tabsCycleBothWaysAndNumberKeysJump() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .previousTab)
        #expect(state.tab == .settings)
        _ = AppReducer.reduce(&state, .nextTab)
        #expect(state.tab == .home)
        _ = AppReducer.reduce(&state, .tabSelected(.search))
        #expect(state.tab == .search)
    }

    @Test func selectionIsClampedAndOpensTheSelectedRecipe() {
        var state = loaded()
        _ = AppReducer.reduce(&state, .selectionMoved(by: 1))
        #expect(AppReducer.reduce(&state, .openSelected) == [.store(.loadRecipe(id: 2))])
        _ = AppReducer.reduce(&state, .selectionJumped(toEnd: true))
        #expect(state.home.selection == 2)
        _ = AppReducer.reduce(&state, .selectionMoved(by: 50))
        #expect(state.home.selection == 2)
        _ = AppReducer.reduce(&state, .selectionMoved(by: -50))
        #expect(state.home.selection == 0)
    }

    @Test func chipsFavouritesAndSortReloadTheList() {
        var state = loaded()
        #expect(AppReducer.reduce(&state, .home(.categoryCycled(by: 1))) == [.store(.loadCookbook(RecipeListFilter(category: "breakfast")))])
        #expect(AppReducer.reduce(&state, .home(.categoryCycled(by: -2))) == [.store(.loadCookbook(RecipeListFilter(category: "salad")))])
        #expect(AppReducer.reduce(&state, .home(.favoritesOnlyToggled)) == [.store(.loadCookbook(RecipeListFilter(category: "salad", favoritesOf: 7)))])
        #expect(AppReducer.reduce(&state, .home(.sortCycled)) == [.store(.loadCookbook(RecipeListFilter(category: "salad", favoritesOf: 7, sort: .totalTime)))])
    }

    @Test func favouritesWithoutAMemberExplainWhy() {
        var state = AppState()
        #expect(AppReducer.reduce(&state, .home(.favoritesOnlyToggled)).isEmpty)
        #expect(state.banner?.kind == .warning)
    }

    @Test func detailScalesConvertsTicksAndBacksOut() {
        var state = loaded()
        var recipe = Fixtures.recipe("Soup")
        recipe.id = 9
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(recipe, isFavorite: false)))
        #expect(state.detail?.units == .metric)
        _ = AppReducer.reduce(&state, .detail(.servingsChanged(by: 2)))
        #expect(state.detail?.servings == 6)
        #expect(AppReducer.reduce(&state, .detail(.servingsChanged(by: -10))).isEmpty)
        #expect(state.detail?.servings == 1)
        #expect(AppReducer.reduce(&state, .detail(.servingsChanged(by: -1))) == [.terminal(.ringBell)])
        _ = AppReducer.reduce(&state, .detail(.unitsCycled))
        #expect(state.detail?.units == .us)
        _ = AppReducer.reduce(&state, .detail(.ingredientToggled))
        #expect(state.detail?.checked == [0])
        _ = AppReducer.reduce(&state, .selectionJumped(toEnd: true))
        #expect(state.detail?.cursor == recipe.ingredients.count + recipe.instructions.count - 1)
        _ = AppReducer.reduce(&state, .detail(.ingredientToggled))
        #expect(state.detail?.checked == [0], "a step cannot be ticked")
        #expect(AppReducer.reduce(&state, .detail(.favoriteToggled)) == [.store(.setFavorite(memberId: 7, recipeId: 9, isFavorite: true))])
        _ = AppReducer.reduce(&state, .back)
        #expect(state.detail == nil)
    }

    @Test func searchIgnoresStaleResults() {
        var state = AppState()
        #expect(AppReducer.reduce(&state, .search(.textChanged("gar"))) == [.store(.search(SearchQuery(text: "gar", limit: 50)))])
        _ = AppReducer.reduce(&state, .search(.textChanged("garl")))
        let hit = SearchHit(recipe: summary(1, "Garlic Bread"), score: 1)
        _ = AppReducer.reduce(&state, .search(.completed(SearchQuery(text: "gar", limit: 50), results: SearchResults(hits: [hit], totalCount: 1, terms: ["gar"]))))
        #expect(state.search.results.isEmpty)
        _ = AppReducer.reduce(&state, .search(.completed(SearchQuery(text: "garl", limit: 50), results: SearchResults(hits: [hit], totalCount: 1, terms: ["garl"]))))
        #expect(state.search.results.count == 1)
        #expect(AppReducer.reduce(&state, .search(.textChanged("  "))).isEmpty)
        #expect(state.search.results.isEmpty)
    }

    @Test func escapeClosesHelpThenDetailThenClearsSearch() {
        var state = loaded()
        state.tab = .search
        state.search.text = "soup"
        state.detail = DetailState(recipe: Fixtures.recipe("Soup"), units: .asWritten, isFavorite: false)
        state.isHelpShown = true
        _ = AppReducer.reduce(&state, .back)
        #expect(!state.isHelpShown && state.detail != nil)
        _ = AppReducer.reduce(&state, .back)
        #expect(state.detail == nil)
        _ = AppReducer.reduce(&state, .back)
        #expect(state.search.text.isEmpty)
    }
}

@Suite struct HomePagingTests {
    func summaries(_ range: Range<Int>) -> [RecipeSummary] {
        range.map { RecipeSummary(id: Int64($0), title: "R\($0)", category: "dinner", difficulty: .easy, totalMinutes: nil, servings: 2, createdAt: Fixtures.day) }
    }

    @Test func nearingTheEndOfALoadedPageAsksForTheNextOnce() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .home(.cookbookLoaded(recipes: summaries(0..<500), totalCount: 1200, favoriteIds: [])))
        #expect(AppReducer.reduce(&state, .selectionMoved(by: 10)).isEmpty)
        #expect(AppReducer.reduce(&state, .selectionMoved(by: 390)) == [.store(.loadCookbookPage(RecipeListFilter(), offset: 500))])
        #expect(AppReducer.reduce(&state, .selectionMoved(by: 1)).isEmpty, "one request at a time")
        _ = AppReducer.reduce(&state, .home(.cookbookPageLoaded(offset: 500, recipes: summaries(500..<1000))))
        #expect(state.home.recipes.count == 1000)
        _ = AppReducer.reduce(&state, .home(.cookbookPageLoaded(offset: 40, recipes: summaries(0..<5))))
        #expect(state.home.recipes.count == 1000, "a stale page is dropped")
        #expect(AppReducer.reduce(&state, .selectionJumped(toEnd: true)) == [.store(.loadCookbookPage(RecipeListFilter(), offset: 1000))])
        _ = AppReducer.reduce(&state, .home(.cookbookPageLoaded(offset: 1000, recipes: summaries(1000..<1200))))
        #expect(AppReducer.reduce(&state, .selectionJumped(toEnd: true)).isEmpty, "all loaded")
        #expect(state.home.selection == 1199)
    }
}

@Suite struct SearchFilterTests {
    @Test func plusAndMinusWordsBecomeIngredientFilters() {
        let q = AppReducer.searchQuery(text: "soup +garlic -cream chick", filters: SearchFilters(), member: nil)
        #expect(q.text == "soup chick")
        #expect(q.withIngredients == ["garlic"])
        #expect(q.withoutIngredients == ["cream"])
        let typing = AppReducer.searchQuery(text: "soup +gar", filters: SearchFilters(), member: nil)
        #expect(typing.text == "soup ", "the last word is a filter, so 'soup' is whole")
        #expect(AppReducer.searchQuery(text: "- + ", filters: SearchFilters(), member: nil).text == "- + ")
    }

    @Test func ctrlKeysCycleFiltersAndSearchAgain() {
        var state = AppState()
        state.tab = .search
        #expect(AppReducer.reduce(&state, .search(.filterCycled(.category))) == [.store(.search(SearchQuery(category: "breakfast", limit: 50)))])
        _ = AppReducer.reduce(&state, .search(.filterCycled(.time)))
        _ = AppReducer.reduce(&state, .search(.filterCycled(.time)))
        #expect(state.search.filters.maxMinutes == 30)
        _ = AppReducer.reduce(&state, .search(.filterCycled(.difficulty)))
        #expect(state.search.filters.difficulty == .easy)
        #expect(AppReducer.reduce(&state, .search(.filterCycled(.favorites))).isEmpty, "no member yet")
        #expect(state.banner?.kind == .warning)
        let effects = AppReducer.reduce(&state, .search(.textChanged("stew")))
        #expect(effects == [.store(.search(SearchQuery(text: "stew", category: "breakfast", difficulty: .easy, maxTotalMinutes: 30, limit: 50)))])
    }

    @Test func anAnswerForOtherFiltersIsStale() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .search(.textChanged("stew")))
        let old = state.search.pending!
        _ = AppReducer.reduce(&state, .search(.filterCycled(.category)))
        let hit = SearchHit(recipe: RecipeSummary(id: 1, title: "Stew", category: "dinner", difficulty: .easy, totalMinutes: 60, servings: 4, createdAt: Fixtures.day), score: 1)
        _ = AppReducer.reduce(&state, .search(.completed(old, results: SearchResults(hits: [hit], totalCount: 1, terms: ["stew"]))))
        #expect(state.search.results.isEmpty)
    }
}
