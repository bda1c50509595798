import SousCore

/// The recipe open over the tabs, on its own slice (`\.detail`): loading it and the keys that act
/// on it.
enum DetailReducer {
    /// What the recipe screen reads from around it.
    struct Context: Equatable {
        /// The member whose favourite the star is (nil: no family yet).
        var member: Int64?
        /// The cook's units, the ones a recipe opens in.
        var units: UnitSystem
        /// The recipe being cooked, whose delete question says cooking stops too.
        var cookingRecipeId: Int64?

        init(member: Int64?, units: UnitSystem, cookingRecipeId: Int64? = nil) {
            self.member = member
            self.units = units
            self.cookingRecipeId = cookingRecipeId
        }

        init(_ app: AppState) {
            self.init(member: app.currentMember?.id, units: app.settings.units, cookingRecipeId: app.cooking?.recipeId)
        }
    }

    static func reduce(_ detail: inout DetailState?, _ action: DetailAction, _ context: Context) -> Reduction {
        switch action {
        case .recipeLoaded(let recipe, let isFavorite):
            detail = DetailState(recipe: recipe, units: context.units, isFavorite: isFavorite)
            return .none
        case .servingsChanged, .unitsCycled, .ingredientToggled, .favoriteToggled, .deleteRequested, .exportRequested:
            guard var open = detail else { return .none }
            defer { detail = open }
            return reduceOpen(&open, action, context)
        case .recipeDeleted, .recipeRestored, .undoRequested, .favoriteSaved:
            // Root cases (`AppReducer.reduceDetail`): they change other slices.
            return .none
        }
    }

    /// The keys that act on the recipe open on screen.
    private static func reduceOpen(_ detail: inout DetailState, _ action: DetailAction, _ context: Context) -> Reduction {
        switch action {
        case .servingsChanged(let delta):
            let servings = min(max(detail.servings + delta, 1), 99)
            if servings == detail.servings { return [.terminal(.ringBell)] }
            detail.servings = servings
        case .unitsCycled:
            let all = UnitSystem.allCases
            detail.units = all[((all.firstIndex(of: detail.units) ?? 0) + 1) % all.count]
        case .ingredientToggled:
            guard detail.recipe.ingredients.indices.contains(detail.cursor) else { return .none }
            if detail.checked.contains(detail.cursor) { detail.checked.remove(detail.cursor) } else { detail.checked.insert(detail.cursor) }
        case .favoriteToggled:
            guard let member = context.member, let recipeId = detail.recipe.id else {
                return Reduction(banner: Banner(.warning, "Add a family member in Settings to keep favourites."))
            }
            detail.isFavorite.toggle()
            return [.store(.setFavorite(memberId: member, recipeId: recipeId, isFavorite: detail.isFavorite))]
        case .deleteRequested:
            guard let id = detail.recipe.id else { return .none }
            let cooked = context.cookingRecipeId == id ? " Cooking it stops too." : ""
            return Reduction(ask: Dialog(.deleteRecipe(id: id, title: detail.recipe.title), title: "Delete recipe",
                                         message: "Delete “\(detail.recipe.title)”?\(cooked) You can undo it straight after with z.",
                                         yes: "delete", no: "keep"))
        case .exportRequested:
            guard let id = detail.recipe.id else { return .none }
            return Reduction(ask: Dialog(.exportRecipe(id: id), title: "Export recipe",
                                         message: "Save to which file? A name ending in .cook writes Cooklang; anything else, Sous JSON.",
                                         input: "~/\(slug(detail.recipe.title)).json", yes: "export"))
        case .recipeLoaded, .recipeDeleted, .recipeRestored, .undoRequested, .favoriteSaved:
            break
        }
        return .none
    }
}

extension AppReducer {
    static func reduceDetail(_ state: inout AppState, _ action: DetailAction) -> [Effect] {
        switch action {
        // Root cases: a delete ends the recipe's cooking and keeps it for undo, a restore resumes
        // its session, undo reads what was deleted, and a saved star is Home's favourites.
        case .recipeDeleted(let deleted):
            state.lastDeleted = deleted
            if state.detail?.recipe.id == deleted.recipe.id { state.detail = nil }
            let ended = endCooking(ofRecipe: deleted.recipe.id, &state)
            let session = deleted.workstate.map { $0.mode == .completed ? "" : " and its cooking session" } ?? ""
            state.banner = Banner(.success, "Deleted “\(deleted.recipe.title)”\(session). Undo with z or Ctrl-Z.")
            return ended + reloadLists(state)
        case .recipeRestored(let recipe, let session):
            state.banner = Banner(.success, "Put back “\(recipe.title)”.")
            return resumeRestored(session, &state) + reloadLists(state)
        case .undoRequested:
            guard let deleted = state.lastDeleted else {
                state.banner = Banner(.info, "Nothing to undo.")
                return []
            }
            state.lastDeleted = nil
            return [.store(.restoreRecipe(deleted))]
        case .favoriteSaved(let recipeId, let isFavorite):
            if isFavorite { state.home.favoriteIds.insert(recipeId) } else { state.home.favoriteIds.remove(recipeId) }
            return []
        case .recipeLoaded, .servingsChanged, .unitsCycled, .ingredientToggled, .favoriteToggled, .deleteRequested, .exportRequested:
            return scope(&state, \.detail, DetailReducer.Context.init(_:)) { DetailReducer.reduce(&$0, action, $1) }
        }
    }
}

/// A file name made of a title: "Grandma's Lemon Tart!" is "grandmas-lemon-tart".
func slug(_ title: String) -> String {
    var out = ""
    for character in title.lowercased() {
        if character.isLetter || character.isNumber {
            out.append(character)
        } else if character == " " || character == "-" || character == "_", !out.isEmpty, out.last != "-" {
            out.append("-")
        }
    }
    while out.last == "-" { out.removeLast() }
    return out.isEmpty ? "recipe" : String(out.prefix(60))
}
