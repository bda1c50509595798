import Foundation
import GRDB
import SousCore

/// A row of the `recipe` table.
struct RecipeRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "recipe"
    static let ingredients = hasMany(IngredientRecord.self)
    static let instructions = hasMany(InstructionRecord.self)

    var id: Int64?
    var uid: String
    var title: String
    var description: String
    var category: String
    var difficulty: String
    var prepMinutes: Int?
    var cookMinutes: Int?
    var totalMinutes: Int?
    var servings: Int
    var tags: [String]
    var source: String?
    var memoryStory: String?
    var memoryFrom: String?
    var memoryYear: Int?
    var createdAt: Date
    var updatedAt: Date
    var lastCookedAt: Date?
    var variantOf: String?

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    init(_ recipe: Recipe) {
        id = recipe.id
        uid = recipe.uid
        title = recipe.title
        description = recipe.description
        category = recipe.category
        difficulty = recipe.difficulty.rawValue
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.totalMinutes
        servings = recipe.servings
        tags = recipe.tags
        source = recipe.source
        memoryStory = recipe.familyMemory?.story
        memoryFrom = recipe.familyMemory?.from
        memoryYear = recipe.familyMemory?.year
        createdAt = recipe.createdAt
        updatedAt = recipe.updatedAt
        lastCookedAt = recipe.lastCookedAt
        variantOf = recipe.variantOf
    }

    func recipe(ingredients: [IngredientRecord], instructions: [InstructionRecord]) -> Recipe {
        Recipe(
            id: id,
            uid: uid,
            title: title,
            description: description,
            category: category,
            difficulty: Difficulty(rawValue: difficulty) ?? .medium,
            prepMinutes: prepMinutes,
            cookMinutes: cookMinutes,
            servings: servings,
            ingredients: ingredients.sorted { $0.position < $1.position }.map(\.ingredient),
            instructions: instructions.sorted { $0.step < $1.step }.map(\.instruction),
            tags: tags,
            source: source,
            familyMemory: memoryStory.map { FamilyMemory(story: $0, from: memoryFrom, year: memoryYear) },
            createdAt: createdAt,
            updatedAt: updatedAt,
            lastCookedAt: lastCookedAt,
            variantOf: variantOf
        )
    }

    var summary: RecipeSummary {
        RecipeSummary(
            id: id ?? 0, title: title, category: category,
            difficulty: Difficulty(rawValue: difficulty) ?? .medium,
            totalMinutes: totalMinutes, servings: servings, createdAt: createdAt, lastCookedAt: lastCookedAt
        )
    }
}

/// A row of the `ingredient` table.
struct IngredientRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "ingredient"

    var id: Int64?
    var recipeId: Int64
    var position: Int
    var quantityLow: String?
    var quantityHigh: String?
    var unit: String?
    var name: String
    var notes: String?
    var section: String?
    var optional: Bool
    var text: String

    init(_ ingredient: Ingredient, recipeId: Int64, position: Int) {
        self.recipeId = recipeId
        self.position = position
        switch ingredient.quantity {
        case nil: break
        case .exact(let v): quantityLow = v.description
        case .range(let lo, let hi):
            quantityLow = lo.description
            quantityHigh = hi.description
        }
        unit = ingredient.unit
        name = ingredient.name
        notes = ingredient.notes
        section = ingredient.section
        optional = ingredient.optional
        text = ingredient.text
    }

    var ingredient: Ingredient {
        var quantity: Quantity?
        if let lo = quantityLow.flatMap(Rational.init(exactString:)) {
            if let hi = quantityHigh.flatMap(Rational.init(exactString:)) {
                quantity = .range(lo, hi)
            } else {
                quantity = .exact(lo)
            }
        }
        return Ingredient(quantity: quantity, unit: unit, name: name, notes: notes, section: section, optional: optional, text: text)
    }
}

/// A row of the `instruction` table.
struct InstructionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "instruction"

    var id: Int64?
    var recipeId: Int64
    var step: Int
    var text: String
    var durationLow: Int?
    var durationHigh: Int?
    var tip: String?

    init(_ instruction: Instruction, recipeId: Int64) {
        self.recipeId = recipeId
        step = instruction.step
        text = instruction.text
        durationLow = instruction.duration?.low
        durationHigh = instruction.duration?.high
        tip = instruction.tip
    }

    var instruction: Instruction {
        let duration = durationLow.map { DurationRange(low: $0, high: durationHigh ?? $0) }
        return Instruction(step: step, text: text, duration: duration, tip: tip)
    }
}
