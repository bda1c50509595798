/// What applying one command did: the new session, a short reply, and events.
public struct CookingResult: Hashable, Sendable {
    public var session: CookingSession
    /// One or two short sentences for the assistant panel, as written ("Bake at 180°C").
    public var reply: String
    public var events: [CookingEvent]

    public init(session: CookingSession, reply: String, events: [CookingEvent]) {
        self.session = session
        self.reply = reply
        self.events = events
    }

    /// The reply as it should be said aloud ("Bake at 180 degrees Celsius").
    public var spokenReply: String { SpokenText.speakable(reply) }

    /// False when the command was refused (out of range, no such timer); the session is unchanged
    /// apart from `updatedAt`.
    public var isAccepted: Bool { !events.contains { if case .rejected = $0 { true } else { false } } }
}

/// Something that happened in the session that a screen, bell or voice may want to show.
public enum CookingEvent: Hashable, Sendable {
    /// 0-based indices.
    case stepChanged(from: Int, to: Int)
    case stepCompleted(Int)
    case timerStarted(CookingTimer)
    case timerCancelled(CookingTimer)
    case timerAdjusted(CookingTimer)
    case timersPaused
    case timersResumed
    case paused
    case resumed
    case rescaled(Rational)
    case substituted(IngredientSwap)
    case substitutionRemoved(String)
    case finished
    /// The command could not be done; the reply says why.
    case rejected(RejectionReason)
}

/// Why a command was refused.
public enum RejectionReason: String, Hashable, Sendable {
    case noSteps
    case stepOutOfRange
    case alreadyFirstStep
    case alreadyLastStep
    case noDurationInStep
    case timerTooShort
    case timerTooLong
    case noTimers
    case timerNotFound
    case timerAmbiguous
    case adjustmentTooLarge
    case scaleOutOfRange
    case ingredientNotFound
    case finished
}
