import Foundation
import GRDB
import SousCore

extension RecipeRepository {
    /// The recipes with these ids, by id, read in three queries whatever their number (the
    /// shopping list for a month reads 90 recipes: one query per recipe cost more than the merge).
    /// `instructions: false` leaves the steps out, for callers that need only the ingredients.
    public func recipes(ids: Set<Int64>, instructions: Bool = true) throws -> [Int64: Recipe] {
        guard !ids.isEmpty else { return [:] }
        return try read { db in
            let list = Array(ids)
            let records = try RecipeRecord.filter(keys: list).fetchAll(db)
            let ingredients = Dictionary(grouping: try IngredientRecord.filter(list.contains(Column("recipeId"))).fetchAll(db), by: \.recipeId)
            let steps = instructions
                ? Dictionary(grouping: try InstructionRecord.filter(list.contains(Column("recipeId"))).fetchAll(db), by: \.recipeId)
                : [:]
            var found: [Int64: Recipe] = [:]
            for record in records {
                guard let id = record.id else { continue }
                found[id] = record.recipe(ingredients: ingredients[id] ?? [], instructions: steps[id] ?? [])
            }
            return found
        }
    }
}
