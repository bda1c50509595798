import Foundation

/// A recipe as the family keeps it: what to buy, what to do, and the story behind it.
public struct Recipe: Hashable, Sendable, Codable, Identifiable {
    /// The database row id; nil until the recipe is stored.
    public var id: Int64?
    /// A stable identity that survives export and import (a UUID string).
    public var uid: String
    public var title: String
    public var description: String
    public var category: String
    public var difficulty: Difficulty
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var servings: Int
    public var ingredients: [Ingredient]
    public var instructions: [Instruction]
    public var tags: [String]
    public var source: String?
    public var familyMemory: FamilyMemory?
    public var createdAt: Date
    public var updatedAt: Date
    public var lastCookedAt: Date?
    /// The `uid` of the recipe this one was adapted from ("Lemon Tart (vegan)" from "Lemon
    /// Tart"); a uid, not an id, so the link means the same in every kitchen it syncs to.
    public var variantOf: String?

    public init(
        id: Int64? = nil,
        uid: String = UUID().uuidString.lowercased(),
        title: String,
        description: String = "",
        category: String = "dinner",
        difficulty: Difficulty = .easy,
        prepMinutes: Int? = nil,
        cookMinutes: Int? = nil,
        servings: Int = 4,
        ingredients: [Ingredient] = [],
        instructions: [Instruction] = [],
        tags: [String] = [],
        source: String? = nil,
        familyMemory: FamilyMemory? = nil,
        createdAt: Date = Date(timeIntervalSince1970: 0),
        updatedAt: Date = Date(timeIntervalSince1970: 0),
        lastCookedAt: Date? = nil,
        variantOf: String? = nil
    ) {
        self.id = id
        self.uid = uid
        self.title = title
        self.description = description
        self.category = category
        self.difficulty = difficulty
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.servings = servings
        self.ingredients = ingredients
        self.instructions = instructions
        self.tags = tags
        self.source = source
        self.familyMemory = familyMemory
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.lastCookedAt = lastCookedAt
        self.variantOf = variantOf
    }

    /// Prep plus cook time, when either is known.
    public var totalMinutes: Int? {
        switch (prepMinutes, cookMinutes) {
        case (nil, nil): nil
        case let (p, c): (p ?? 0) + (c ?? 0)
        }
    }
}

/// How hard a recipe is to make.
public enum Difficulty: String, Hashable, Sendable, Codable, CaseIterable {
    case easy, medium, hard
}

/// The story a family tells about a recipe.
public struct FamilyMemory: Hashable, Sendable, Codable {
    public var story: String
    /// Who tells it ("Grandma Rose"), free text so it survives export to another family.
    public var from: String?
    public var year: Int?

    public init(story: String, from: String? = nil, year: Int? = nil) {
        self.story = story
        self.from = from
        self.year = year
    }
}

/// The categories Sous knows; recipes may carry others (lower-case words).
public enum RecipeCategory {
    public static let known = ["breakfast", "lunch", "dinner", "dessert", "snack", "side", "drink", "baking", "sauce", "soup", "salad"]
}
