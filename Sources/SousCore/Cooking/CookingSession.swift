import Foundation

/// A recipe being cooked: the recipe and its workstate, changed only by `applying(_:now:)`.
///
/// A value with no clock of its own: every change takes `now`, so a reducer and its tests
/// decide what time it is. A recipe without steps or times still cooks; commands that need
/// them are refused with a reply that says why.
public struct CookingSession: Hashable, Sendable {
    public var recipe: Recipe
    public var workstate: CookingWorkstate

    public init(recipe: Recipe, workstate: CookingWorkstate) {
        self.recipe = recipe
        self.workstate = workstate
    }

    /// A new session at step 1, at the recipe's own scale.
    public init(recipe: Recipe, now: Date) {
        var workstate = CookingWorkstate(recipeId: recipe.id ?? 0, startedAt: now, updatedAt: now)
        workstate.syncedAt = now
        self.init(recipe: recipe, workstate: workstate)
    }

    public var stepCount: Int { recipe.instructions.count }

    /// The current step's 0-based index, kept inside the recipe even if the stored one is not.
    public var stepIndex: Int { stepCount == 0 ? 0 : min(max(workstate.stepIndex, 0), stepCount - 1) }

    public var currentStep: Instruction? { step(at: stepIndex) }

    /// The step after the current one, for a preview.
    public var nextStep: Instruction? { step(at: stepIndex + 1) }

    /// The step at a 0-based index, if there is one.
    public func step(at index: Int) -> Instruction? {
        recipe.instructions.indices.contains(index) ? recipe.instructions[index] : nil
    }

    public var isFinished: Bool { workstate.mode == .completed }

    /// The servings the cook is making: the target, else the recipe's servings times the scale.
    public var servings: Int? {
        if let target = workstate.servingsTarget { return target }
        let scaled = Rational(recipe.servings) * workstate.scaleFactor
        return scaled.isInteger && recipe.servings > 0 ? Int(scaled.numerator) : nil
    }

    /// The ingredient swaps applied to this session.
    public var swaps: [IngredientSwap] { workstate.constraints.compactMap(IngredientSwap.init(constraint:)) }

    /// What the parser should know: ingredient names, timer names and the step count.
    public var parseContext: ParseContext {
        ParseContext(ingredientNames: recipe.ingredients.map(\.name), timerNames: workstate.timers.map(\.name),
                     stepCount: stepCount)
    }

    /// How long the steps from the current one on say they take (lower bounds of their stored
    /// durations, which import fills in from the text), in seconds.
    public var timedSecondsLeft: Int {
        recipe.instructions.dropFirst(stepIndex).reduce(0) { $0 + ($1.duration?.low ?? 0) }
    }

    /// The time a step mentions: the stored duration, else the one found in its text.
    public static func stepDuration(_ step: Instruction) -> DurationRange? {
        step.duration ?? DurationFinder.primaryDuration(in: step.text)
    }
}
