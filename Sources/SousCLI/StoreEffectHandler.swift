import Foundation
import SousApp
import SousCore
import SousStore

/// Performs the app's effects against the SQLite store; errors come back as `.failed`.
public struct StoreEffectHandler: EffectHandler {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func perform(_ effect: Effect) -> [AppAction] {
        do {
            return try run(effect)
        } catch {
            return [.failed("\(error)")]
        }
    }

    private func run(_ effect: Effect) throws -> [AppAction] {
        switch effect {
        case .loadHousehold:
            return [.householdLoaded(settings: try SettingsRepository(database).load(), members: try FamilyRepository(database).members())]
        case .loadCookbook(let filter):
            let repository = RecipeRepository(database)
            let recipes = try repository.list(filter, limit: HomeState.pageSize)
            let total = recipes.count < HomeState.pageSize ? recipes.count : try repository.count(filter)
            let member = try currentMemberId()
            let favorites = try member.map { try FamilyRepository(database).favoriteRecipeIds(memberId: $0) } ?? []
            return [.cookbookLoaded(recipes: recipes, totalCount: total, favoriteIds: favorites)]
        case .loadCookbookPage(let filter, let offset):
            return [.cookbookPageLoaded(offset: offset, recipes: try RecipeRepository(database).list(filter, offset: offset, limit: HomeState.pageSize))]
        case .loadRecipe(let id):
            guard let recipe = try RecipeRepository(database).recipe(id: id) else {
                return [.failed("That recipe is no longer in the cookbook.")]
            }
            let member = try currentMemberId()
            let favorite = try member.map { try FamilyRepository(database).isFavorite(memberId: $0, recipeId: id) } ?? false
            return [.recipeLoaded(recipe, isFavorite: favorite)]
        case .search(let query):
            return [.searchCompleted(query, results: try RecipeSearch(database).search(query))]
        case .setFavorite(let memberId, let recipeId, let isFavorite):
            try FamilyRepository(database).setFavorite(isFavorite, memberId: memberId, recipeId: recipeId)
            return [.favoriteSaved(recipeId: recipeId, isFavorite: isFavorite)]
        case .saveSettings(let settings):
            try SettingsRepository(database).save(settings)
            return []
        case .ringBell, .applyTheme:
            // The runtime handles these itself (the terminal and the style table are its own).
            return []
        }
    }

    private func currentMemberId() throws -> Int64? {
        if let id = try SettingsRepository(database).load().currentMemberId { return id }
        return try FamilyRepository(database).members().first?.id
    }
}
