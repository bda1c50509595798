import SousCore

/// What happened: a key the key map understood, or the result of an effect.
public enum AppAction: Equatable, Sendable {
    // Navigation
    case tabSelected(Tab)
    case nextTab
    case previousTab
    case selectionMoved(by: Int)
    case selectionJumped(toEnd: Bool)
    case openSelected
    case back
    case helpToggled
    case quitRequested

    // Home
    case categoryCycled(by: Int)
    case favoritesOnlyToggled
    case sortCycled

    // Search
    case searchTextChanged(String)
    case searchFilterCycled(SearchFilterKind)

    // Detail
    case servingsChanged(by: Int)
    case unitsCycled
    case ingredientToggled
    case favoriteToggled

    // Settings
    /// The value on the Settings cursor's row moved forward (+1) or back (-1).
    case settingCycled(by: Int)

    // Results of effects
    case started
    case cookbookLoaded(recipes: [RecipeSummary], totalCount: Int, favoriteIds: Set<Int64>)
    case cookbookPageLoaded(offset: Int, recipes: [RecipeSummary])
    case householdLoaded(settings: Settings, members: [FamilyMember])
    case recipeLoaded(Recipe, isFavorite: Bool)
    case searchCompleted(SearchQuery, results: SearchResults)
    case favoriteSaved(recipeId: Int64, isFavorite: Bool)
    case failed(String)
}

extension AppAction {
    /// True for actions that come from the user rather than from finished effects.
    public var isUserInput: Bool {
        switch self {
        case .started, .cookbookLoaded, .cookbookPageLoaded, .householdLoaded, .recipeLoaded, .searchCompleted, .favoriteSaved, .failed: false
        default: true
        }
    }
}
