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
    case loadDraft
    /// Keeps the form's work; called as it changes.
    case saveDraft(RecipeDraft)
    case discardDraft
    /// Turns the draft into a recipe (new or updated) and stores it; the draft goes.
    case saveRecipe(RecipeDraft)
    case deleteRecipe(id: Int64)
    case restoreRecipe(DeletedRecipe)
    /// Writes one recipe to a file: Cooklang for `.cook`, Sous JSON otherwise.
    case exportRecipe(id: Int64, path: String)
    case exportAll(path: String)
    case importFile(path: String)
    case deleteAllRecipes
    case addMember(name: String)
    case updateMember(FamilyMember)
    case removeMember(id: Int64)
}
