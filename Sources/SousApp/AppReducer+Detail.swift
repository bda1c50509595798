import SousCore

extension AppReducer {
    static func reduceDetail(_ state: inout AppState, _ action: DetailAction) -> [Effect] {
        switch action {
        case .recipeLoaded(let recipe, let isFavorite):
            state.detail = DetailState(recipe: recipe, units: state.settings.units, isFavorite: isFavorite)
            return []
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
        case .servingsChanged, .unitsCycled, .ingredientToggled, .favoriteToggled, .deleteRequested, .exportRequested:
            return reduceOpenRecipe(&state, action)
        }
    }

    /// The keys that act on the recipe open on screen (none when it is closed).
    static func reduceOpenRecipe(_ state: inout AppState, _ action: DetailAction) -> [Effect] {
        guard var detail = state.detail else { return [] }
        defer { state.detail = detail }
        switch action {
        case .servingsChanged(let delta):
            let servings = min(max(detail.servings + delta, 1), 99)
            if servings == detail.servings { return [.terminal(.ringBell)] }
            detail.servings = servings
        case .unitsCycled:
            let all = UnitSystem.allCases
            detail.units = all[((all.firstIndex(of: detail.units) ?? 0) + 1) % all.count]
        case .ingredientToggled:
            guard detail.recipe.ingredients.indices.contains(detail.cursor) else { return [] }
            if detail.checked.contains(detail.cursor) { detail.checked.remove(detail.cursor) } else { detail.checked.insert(detail.cursor) }
        case .favoriteToggled:
            guard let member = state.currentMember?.id, let recipeId = detail.recipe.id else {
                state.banner = Banner(.warning, "Add a family member in Settings to keep favourites.")
                return []
            }
            detail.isFavorite.toggle()
            return [.store(.setFavorite(memberId: member, recipeId: recipeId, isFavorite: detail.isFavorite))]
        case .deleteRequested:
            guard let id = detail.recipe.id else { return [] }
            let cooked = state.cooking?.recipeId == id ? " Cooking it stops too." : ""
            state.dialog = Dialog(.deleteRecipe(id: id, title: detail.recipe.title), title: "Delete recipe",
                                  message: "Delete “\(detail.recipe.title)”?\(cooked) You can undo it straight after with z.",
                                  yes: "delete", no: "keep")
        case .exportRequested:
            guard let id = detail.recipe.id else { return [] }
            state.dialog = Dialog(.exportRecipe(id: id), title: "Export recipe",
                                  message: "Save to which file? A name ending in .cook writes Cooklang; anything else, Sous JSON.",
                                  input: "~/\(slug(detail.recipe.title)).json", yes: "export")
        case .recipeLoaded, .recipeDeleted, .recipeRestored, .undoRequested, .favoriteSaved:
            break
        }
        return []
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
