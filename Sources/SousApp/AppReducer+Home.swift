import SousCore

extension AppReducer {
    static func reduceHome(_ state: inout AppState, _ action: HomeAction) -> [Effect] {
        switch action {
        case .categoryCycled(let delta):
            let chips = HomeState.chips
            let index = chips.firstIndex(of: state.home.category) ?? 0
            state.home.category = chips[((index + delta) % chips.count + chips.count) % chips.count]
        case .favoritesOnlyToggled:
            guard state.currentMember != nil else {
                state.banner = Banner(.warning, "Add a family member in Settings to keep favourites.")
                return []
            }
            state.home.favoritesOnly.toggle()
        case .sortCycled:
            let all = RecipeSort.allCases
            state.home.sort = all[((all.firstIndex(of: state.home.sort) ?? 0) + 1) % all.count]
        case .cookbookPageLoaded(let offset, let recipes):
            state.home.isLoadingMore = false
            // A page for an older list (the filter changed meanwhile) no longer fits.
            guard offset == state.home.recipes.count else { return [] }
            state.home.recipes += recipes
            return loadMoreIfNeeded(&state)
        case .cookbookLoaded(let recipes, let totalCount, let favoriteIds):
            let previous = state.home.selectedRecipe?.id
            state.home.recipes = recipes
            state.home.totalCount = totalCount
            state.home.isLoadingMore = false
            state.home.favoriteIds = favoriteIds
            state.home.isLoaded = true
            state.home.selection = recipes.firstIndex { $0.id == previous } ?? min(state.home.selection, max(recipes.count - 1, 0))
            return []
        }
        state.home.selection = 0
        return [.store(.loadCookbook(state.home.listFilter(member: state.currentMember)))]
    }

    /// Asks for the next page when the Home cursor comes within a screenful of the loaded end.
    static func loadMoreIfNeeded(_ state: inout AppState) -> [Effect] {
        let home = state.home
        guard state.tab == .home, state.detail == nil, state.week == nil, state.shopping == nil, state.collections == nil, !home.isLoadingMore, home.recipes.count < home.totalCount,
              home.selection >= home.recipes.count - 100 else { return [] }
        state.home.isLoadingMore = true
        return [.store(.loadCookbookPage(home.listFilter(member: state.currentMember), offset: home.recipes.count))]
    }
}

extension HomeState {
    /// The list request for the current chips, toggle and sort.
    public func listFilter(member: FamilyMember?) -> RecipeListFilter {
        RecipeListFilter(category: category, favoritesOf: favoritesOnly ? member?.id : nil, collectionId: collection?.id, sort: sort)
    }
}
