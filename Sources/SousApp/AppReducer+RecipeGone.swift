import SousCore

/// A cooking session lives and dies with its recipe: deleting the recipe ends the session,
/// undoing the delete brings it back (the store keeps it with the deleted recipe).
extension AppReducer {
    /// Ends the session if it cooks `recipeId`: no more saves, timers or voice context for a
    /// recipe that is gone.
    static func endCooking(ofRecipe recipeId: Int64?, _ state: inout AppState) -> [Effect] {
        guard let recipeId, let cooking = state.cooking, cooking.recipeId == recipeId else { return [] }
        state.cooking = nil
        if case .resumeCooking(let session) = state.dialog?.purpose, session.recipe.id == recipeId { state.dialog = nil }
        return voiceContext(before: cooking.speechContext, after: nil, in: state)
    }

    /// Takes back the session of a recipe put back by undo, hidden behind the tabs as it was
    /// when deleted from the recipe screen; another session in progress keeps the overlay.
    static func resumeRestored(_ session: CookingSession?, _ state: inout AppState) -> [Effect] {
        guard let session else { return [] }
        guard state.cooking == nil else {
            state.banner = Banner(.success, "Put back “\(session.recipe.title)”; its cooking session is kept: c on it carries on.")
            return []
        }
        var cooking = CookingState(session: session, units: state.settings.units)
        cooking.isShown = false
        state.cooking = cooking
        state.banner = Banner(.success, "Put back “\(session.recipe.title)” and its cooking session: o goes back to it.")
        return voiceContext(before: nil, after: cooking.speechContext, in: state)
    }
}
