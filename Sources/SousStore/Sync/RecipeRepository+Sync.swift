import Foundation
import GRDB
import SousCore

extension RecipeRepository {
    /// Overwrites the stored recipe `id` with another kitchen's version, inside the caller's
    /// transaction, keeping the full-text index in step (as `update` does).
    func replace(_ recipe: Recipe, id: Int64, in db: Database) throws {
        try Self.validate(recipe)
        try SearchIndex.remove(id: id, in: db)
        var stored = recipe
        stored.id = id
        try RecipeRecord(stored).update(db)
        try IngredientRecord.filter(Column("recipeId") == id).deleteAll(db)
        try InstructionRecord.filter(Column("recipeId") == id).deleteAll(db)
        try insertChildren(of: stored, id: id, in: db)
        try SearchIndex.add(stored, id: id, in: db)
    }
}
