import Foundation
import SousCore

/// The recipe being cooked: the session (saved on every change), how it is shown, and the
/// assistant's last exchange. It stays while the overlay is hidden, so timers keep ringing.
public struct CookingState: Equatable, Sendable {
    public var session: CookingSession
    /// The overlay covers the tabs; hidden, the session carries on underneath.
    public var isShown = true
    public var units: UnitSystem
    /// A destructive answer waiting for "yes" ("cancel all timers").
    public var pending: AssistantResponse?
    /// The whole ingredient list instead of the step's.
    public var showsIngredients = false
    /// A question has been sent and the answer is not back yet.
    public var isThinking = false

    public init(session: CookingSession, units: UnitSystem) {
        self.session = session
        self.units = units
    }

    /// The last thing asked (typed or said) and the answer as shown, as the session keeps them.
    public var lastQuestion: String? { session.workstate.lastQuery }
    public var lastAnswer: String? { session.workstate.lastResponse }

    public var recipeId: Int64? { session.recipe.id }

    /// What the recogniser should expect: the session's words, and "yes" / "no" while a
    /// question waits.
    public var speechContext: ParseContext {
        var context = session.parseContext
        context.questionPending = pending != nil
        return context
    }

    /// Timers that have gone off and not been dealt with.
    public func ringing(at now: Date) -> [CookingTimer] {
        session.workstate.ringingTimers(at: now)
    }
}
