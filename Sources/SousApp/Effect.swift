import SousCore

/// I/O the reducer asks for, as a value: tests see exactly what was requested.
public enum Effect: Equatable, Sendable {
    case loadHousehold
    /// The first page of the list and its total count.
    case loadCookbook(RecipeListFilter)
    /// The next page, from `offset`.
    case loadCookbookPage(RecipeListFilter, offset: Int)
    case loadRecipe(id: Int64)
    case search(SearchQuery)
    case setFavorite(memberId: Int64, recipeId: Int64, isFavorite: Bool)
    case saveSettings(Settings)
    /// Repaint with the named theme. The runtime owns the style table, so it handles this, not the `EffectHandler`.
    case applyTheme(String)
    case ringBell
}
