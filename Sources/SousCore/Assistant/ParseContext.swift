/// What the parser may know about the cook's situation, to read free words better.
public struct ParseContext: Hashable, Sendable {
    /// The active recipe's ingredient names; the longest one said is preferred over free words.
    public var ingredientNames: [String]
    /// The running timers' names.
    public var timerNames: [String]
    /// How many steps the recipe has; lets "the last step" become a number.
    public var stepCount: Int?

    public init(ingredientNames: [String] = [], timerNames: [String] = [], stepCount: Int? = nil) {
        self.ingredientNames = ingredientNames
        self.timerNames = timerNames
        self.stepCount = stepCount
    }
}
