/// What the parser may know about the cook's situation, to read free words better.
public struct ParseContext: Hashable, Sendable {
    /// The active recipe's ingredient names; the longest one said is preferred over free words.
    public var ingredientNames: [String]
    /// The running timers' names.
    public var timerNames: [String]
    /// How many steps the recipe has; lets "the last step" become a number.
    public var stepCount: Int?
    /// The assistant asked a question ("Did you say ...?") and waits for yes or no: only then
    /// does the speech grammar offer the answer intents.
    public var questionPending: Bool

    public init(ingredientNames: [String] = [], timerNames: [String] = [], stepCount: Int? = nil, questionPending: Bool = false) {
        self.ingredientNames = ingredientNames
        self.timerNames = timerNames
        self.stepCount = stepCount
        self.questionPending = questionPending
    }
}
