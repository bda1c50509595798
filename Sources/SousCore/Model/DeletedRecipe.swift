/// A recipe just deleted, with what pointed at it, so "undo" can put everything back.
public struct DeletedRecipe: Hashable, Sendable {
    public var recipe: Recipe
    /// Members who had it as a favourite.
    public var favoriteMemberIds: [Int64]
    /// Collections it belonged to.
    public var collectionIds: [Int64]
    /// The cooking session stored for it (its timers too): the session ends with the recipe and
    /// comes back with it.
    public var workstate: CookingWorkstate?

    public init(recipe: Recipe, favoriteMemberIds: [Int64] = [], collectionIds: [Int64] = [], workstate: CookingWorkstate? = nil) {
        self.recipe = recipe
        self.favoriteMemberIds = favoriteMemberIds
        self.collectionIds = collectionIds
        self.workstate = workstate
    }
}
