import SousCore

/// The Home tab's list, on its own slice: chips, favourites, sort, and the pages read.
enum HomeReducer {
    /// What Home reads from around it.
    struct Context: Equatable {
        /// The member whose favourites the favourites toggle keeps (nil: no family yet).
        var member: FamilyMember?
        /// The list is on screen (Home, with nothing over it): only then are more pages read.
        var isListShown: Bool

        init(member: FamilyMember?, isListShown: Bool) {
            self.member = member
            self.isListShown = isListShown
        }

        init(_ app: AppState) {
            member = app.currentMember
            isListShown = app.tab == .home && app.detail == nil && app.week == nil && app.shopping == nil && app.collections == nil
        }
    }

    static func reduce(_ home: inout HomeState, _ action: HomeAction, _ context: Context) -> Reduction {
        switch action {
        case .categoryCycled(let delta):
            let chips = HomeState.chips
            let index = chips.firstIndex(of: home.category) ?? 0
            home.category = chips[((index + delta) % chips.count + chips.count) % chips.count]
        case .favoritesOnlyToggled:
            guard context.member != nil else {
                return Reduction(banner: Banner(.warning, "Add a family member in Settings to keep favourites."))
            }
            home.favoritesOnly.toggle()
        case .sortCycled:
            let all = RecipeSort.allCases
            home.sort = all[((all.firstIndex(of: home.sort) ?? 0) + 1) % all.count]
        case .cookbookPageLoaded(let offset, let recipes):
            home.isLoadingMore = false
            // A page for an older list (the filter changed meanwhile) no longer fits.
            guard offset == home.recipes.count else { return [] }
            home.recipes += recipes
            return loadMoreIfNeeded(&home, context)
        case .cookbookLoaded(let recipes, let totalCount, let favoriteIds):
            let previous = home.selectedRecipe?.id
            home.recipes = recipes
            home.totalCount = totalCount
            home.isLoadingMore = false
            home.favoriteIds = favoriteIds
            home.isLoaded = true
            home.selection = recipes.firstIndex { $0.id == previous } ?? min(home.selection, max(recipes.count - 1, 0))
            return []
        }
        home.selection = 0
        return [.store(.loadCookbook(home.listFilter(member: context.member)))]
    }

    /// Asks for the next page when the cursor comes within a screenful of the loaded end.
    static func loadMoreIfNeeded(_ home: inout HomeState, _ context: Context) -> Reduction {
        guard context.isListShown, !home.isLoadingMore, home.recipes.count < home.totalCount,
              home.selection >= home.recipes.count - 100 else { return [] }
        home.isLoadingMore = true
        return [.store(.loadCookbookPage(home.listFilter(member: context.member), offset: home.recipes.count))]
    }
}

extension HomeState {
    /// The list request for the current chips, toggle and sort.
    public func listFilter(member: FamilyMember?) -> RecipeListFilter {
        RecipeListFilter(category: category, favoritesOf: favoritesOnly ? member?.id : nil, collectionId: collection?.id, sort: sort)
    }
}
