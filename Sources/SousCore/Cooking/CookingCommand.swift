/// Something the cook asked the session to do, by key, typed question or voice.
///
/// Step numbers are 1-based, as the cook says them. Timer names are matched loosely (exact,
/// then ignoring a plural "s", then containing the words); nil means "the only timer", or the
/// one that is ringing.
public enum CookingCommand: Hashable, Sendable, Codable {
    case nextStep
    case previousStep
    case goToStep(Int)
    /// Ticks off a step (nil: the current one) and moves on; the last step finishes the session.
    case markStepDone(Int?)
    /// Reads the current step again; changes nothing but `updatedAt`.
    case repeatStep
    /// Starts the timer the current step mentions; a range starts at its lower bound.
    case startStepTimer
    case addTimer(name: String?, seconds: Int)
    case cancelTimer(name: String?)
    case cancelAllTimers
    /// Removes timers that have rung.
    case clearExpiredTimers
    /// Adds (or with a negative number, removes) seconds; a timer that has rung restarts from now.
    case adjustTimer(name: String?, seconds: Int)
    case pauseTimers
    case resumeTimers
    /// Pauses the session (reading, listening); timers keep running, as an oven does.
    case pause
    case resume
    /// Scales to this multiple of the recipe as written (not of the current scale).
    case rescale(Rational)
    case rescaleServings(Int)
    /// Cooks with `replacement` instead of `ingredient`; `amount` says how much, if known.
    case applySubstitution(ingredient: String, replacement: String, amount: String?)
    case removeSubstitution(ingredient: String)
    case finish
    /// Remembers the last question and answer, for resuming and for the assistant panel.
    case recordExchange(intent: String, query: String, reply: String)
}

extension CookingCommand: CustomStringConvertible {
    public var description: String {
        switch self {
        case .nextStep: "nextStep"
        case .previousStep: "previousStep"
        case .goToStep(let n): "goToStep(\(n))"
        case .markStepDone(let n): "markStepDone(\(n.map(String.init) ?? "current"))"
        case .repeatStep: "repeatStep"
        case .startStepTimer: "startStepTimer"
        case .addTimer(let name, let seconds): "addTimer(\(name ?? "timer"), \(seconds)s)"
        case .cancelTimer(let name): "cancelTimer(\(name ?? "only"))"
        case .cancelAllTimers: "cancelAllTimers"
        case .clearExpiredTimers: "clearExpiredTimers"
        case .adjustTimer(let name, let seconds): "adjustTimer(\(name ?? "only"), \(seconds > 0 ? "+" : "")\(seconds)s)"
        case .pauseTimers: "pauseTimers"
        case .resumeTimers: "resumeTimers"
        case .pause: "pause"
        case .resume: "resume"
        case .rescale(let factor): "rescale(\(factor))"
        case .rescaleServings(let n): "rescaleServings(\(n))"
        case .applySubstitution(let i, let r, _): "applySubstitution(\(i) -> \(r))"
        case .removeSubstitution(let i): "removeSubstitution(\(i))"
        case .finish: "finish"
        case .recordExchange(let intent, _, _): "recordExchange(\(intent))"
        }
    }
}
