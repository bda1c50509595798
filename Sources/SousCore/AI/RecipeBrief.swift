import Foundation

/// What the cook asks a provider to write (the wording of the request is SousAI's).
public struct RecipeBrief: Sendable, Equatable {
    public var description: String
    public var cuisine: String?
    public var diets: [String]
    public var servings: Int?
    /// The longest prep plus cook time, in minutes.
    public var maxMinutes: Int?
    /// Titles the recipe must differ from (a meal plan's other days), for variety.
    public var avoiding: [String]

    public init(description: String, cuisine: String? = nil, diets: [String] = [], servings: Int? = nil, maxMinutes: Int? = nil,
                avoiding: [String] = []) {
        self.description = description
        self.cuisine = cuisine
        self.diets = diets
        self.servings = servings
        self.maxMinutes = maxMinutes
        self.avoiding = avoiding
    }
}
