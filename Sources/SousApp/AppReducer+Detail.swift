import SousCore

extension AppReducer {
    static func reduceDetail(_ state: inout AppState, _ action: AppAction) -> [Effect] {
        if case .recipeLoaded(let recipe, let isFavorite) = action {
            state.detail = DetailState(recipe: recipe, units: state.settings.units, isFavorite: isFavorite)
            return []
        }
        if case .favoriteSaved(let recipeId, let isFavorite) = action {
            if isFavorite { state.home.favoriteIds.insert(recipeId) } else { state.home.favoriteIds.remove(recipeId) }
            return []
        }
        guard var detail = state.detail else { return [] }
        defer { state.detail = detail }
        switch action {
        case .servingsChanged(let delta):
            let servings = min(max(detail.servings + delta, 1), 99)
            if servings == detail.servings { return [.ringBell] }
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
            return [.setFavorite(memberId: member, recipeId: recipeId, isFavorite: detail.isFavorite)]
        default:
            break
        }
        return []
    }
}
