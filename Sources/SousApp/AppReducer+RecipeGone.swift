import SousCore

/// A cooking session lives and dies with its recipe, on the cooking slice (`AppState.cooking`):
/// deleting the recipe ends the session, undoing the delete brings it back (the store keeps it
/// with the deleted recipe).
enum RecipeGone {
    /// What it reads from around it.
    struct Context: Equatable {
        /// The question on screen: an offer to resume the session that ends goes with it.
        var question: Dialog?
        var units: UnitSystem

        init(question: Dialog? = nil, units: UnitSystem = .metric) {
            self.question = question
            self.units = units
        }

        init(_ app: AppState) {
            self.init(question: app.dialog, units: app.settings.units)
        }
    }

    /// Ends the session if it cooks `recipeId`: no more saves, timers or voice context for a
    /// recipe that is gone.
    static func endCooking(ofRecipe recipeId: Int64?, _ cooking: inout CookingState?, _ context: Context) -> Reduction {
        guard let recipeId, let ended = cooking, ended.recipeId == recipeId else { return [] }
        cooking = nil
        var requests: [AppRequest] = []
        if case .resumeCooking(let session) = context.question?.purpose, session.recipe.id == recipeId { requests.append(.dismissDialog) }
        requests.append(.voiceContextChanged(from: ended.speechContext, to: nil))
        return Reduction(requests: requests)
    }

    /// Takes back the session of a recipe put back by undo, hidden behind the tabs as it was
    /// when deleted from the recipe screen; another session in progress keeps the overlay.
    static func resumeRestored(_ session: CookingSession?, _ cooking: inout CookingState?, _ context: Context) -> Reduction {
        guard let session else { return [] }
        guard cooking == nil else {
            return Reduction(banner: Banner(.success, "Put back “\(session.recipe.title)”; its cooking session is kept: c on it carries on."))
        }
        var resumed = CookingState(session: session, units: context.units)
        resumed.isShown = false
        cooking = resumed
        return Reduction(requests: [.banner(Banner(.success, "Put back “\(session.recipe.title)” and its cooking session: o goes back to it.")),
                                    .voiceContextChanged(from: nil, to: resumed.speechContext)])
    }
}

/// The whole-state entry points for the root cases (Detail's delete and restore, a dialog's answer).
extension AppReducer {
    static func endCooking(ofRecipe recipeId: Int64?, _ state: inout AppState) -> [Effect] {
        scope(&state, \.cooking, RecipeGone.Context.init(_:)) { RecipeGone.endCooking(ofRecipe: recipeId, &$0, $1) }
    }

    static func resumeRestored(_ session: CookingSession?, _ state: inout AppState) -> [Effect] {
        scope(&state, \.cooking, RecipeGone.Context.init(_:)) { RecipeGone.resumeRestored(session, &$0, $1) }
    }
}
