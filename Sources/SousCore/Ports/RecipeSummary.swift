import Foundation

/// The fields a list row shows, without ingredients or steps.
public struct RecipeSummary: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64
    public var title: String
    public var category: String
    public var difficulty: Difficulty
    public var totalMinutes: Int?
    public var servings: Int
    public var createdAt: Date
    public var lastCookedAt: Date?

    public init(id: Int64, title: String, category: String, difficulty: Difficulty, totalMinutes: Int?, servings: Int, createdAt: Date, lastCookedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.category = category
        self.difficulty = difficulty
        self.totalMinutes = totalMinutes
        self.servings = servings
        self.createdAt = createdAt
        self.lastCookedAt = lastCookedAt
    }
}

/// How a recipe list is ordered.
public enum RecipeSort: String, Hashable, Sendable, CaseIterable, Codable {
    case title
    case totalTime
    case recentlyAdded
    case recentlyCooked
}

/// Which recipes a list shows.
public struct RecipeListFilter: Hashable, Sendable {
    public var category: String?
    public var favoritesOf: Int64?
    public var collectionId: Int64?
    public var sort: RecipeSort

    public init(category: String? = nil, favoritesOf: Int64? = nil, collectionId: Int64? = nil, sort: RecipeSort = .title) {
        self.category = category
        self.favoritesOf = favoritesOf
        self.collectionId = collectionId
        self.sort = sort
    }
}
