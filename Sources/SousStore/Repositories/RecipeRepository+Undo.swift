import Foundation
import GRDB
import SousCore

extension RecipeRepository {
    /// Deletes a recipe and returns it with its favourites, collections and cooking session, for
    /// undo; nil if it was gone.
    public func remove(id: Int64) throws -> DeletedRecipe? {
        guard let recipe = try recipe(id: id) else { return nil }
        return try write { db in
            let favorites = try Int64.fetchAll(db, sql: "SELECT memberId FROM favorite WHERE recipeId = ? ORDER BY memberId", arguments: [id])
            let collections = try Int64.fetchAll(db, sql: "SELECT collectionId FROM collectionRecipe WHERE recipeId = ? ORDER BY collectionId", arguments: [id])
            // Read before the delete cascades to it.
            let workstate = try WorkstateRepository.workstate(recipeId: id, in: db)
            try SearchIndex.remove(id: id, in: db)
            try RecipeRecord.deleteOne(db, key: id)
            return DeletedRecipe(recipe: recipe, favoriteMemberIds: favorites, collectionIds: collections, workstate: workstate)
        }
    }

    /// Puts a removed recipe back (with a new row id, the same uid), with the favourites and
    /// collections that still exist and its cooking session (moved to the new id).
    @discardableResult
    public func restore(_ deleted: DeletedRecipe) throws -> Recipe {
        try write { db in
            let stored = try insert(deleted.recipe, in: db)
            guard let id = stored.id else { return stored }
            for member in deleted.favoriteMemberIds where try MemberRecord.exists(db, key: member) {
                try FavoriteRecord(memberId: member, recipeId: id, createdAt: now()).insert(db, onConflict: .ignore)
            }
            for collection in deleted.collectionIds where try CollectionRecord.exists(db, key: collection) {
                let next = try Int.fetchOne(db, sql: "SELECT coalesce(max(position) + 1, 0) FROM collectionRecipe WHERE collectionId = ?", arguments: [collection]) ?? 0
                try CollectionRecipeRecord(collectionId: collection, recipeId: id, position: next).insert(db, onConflict: .ignore)
            }
            if var workstate = deleted.workstate {
                workstate.recipeId = id
                try WorkstateRepository.save(workstate, in: db)
            }
            return stored
        }
    }

    /// Deletes every recipe (with their favourites, collection entries and cooking sessions) and
    /// any draft, in one transaction; the family, collections and settings stay. Returns how many went.
    @discardableResult
    public func deleteAll() throws -> Int {
        try write { db in
            let count = try RecipeRecord.fetchCount(db)
            try RecipeRecord.deleteAll(db)
            try SearchIndex.removeAll(in: db)
            try DraftRecord.deleteAll(db)
            return count
        }
    }
}
