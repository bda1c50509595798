import Foundation

extension CookingSession {
    /// The outcome of `command` at `now`: the new session, a reply to show and say, and events.
    ///
    /// Pure: the same session, command and time always give the same result. Every command
    /// moves `updatedAt` to `now`; a refused one changes nothing else.
    public func applying(_ command: CookingCommand, now: Date) -> CookingResult {
        var next = self
        let (reply, events) = next.perform(command, now: now)
        next.workstate.updatedAt = now
        // Remembered for the save's merge with a copy written elsewhere meanwhile.
        let kept = Set(next.workstate.timers.map(\.id))
        next.workstate.removedTimerIds.formUnion(workstate.timers.map(\.id).filter { !kept.contains($0) })
        next.workstate.removedTimerIds.subtract(kept)
        next.workstate.uncheckedSteps.formUnion(workstate.completedSteps.subtracting(next.workstate.completedSteps))
        next.workstate.uncheckedSteps.subtract(next.workstate.completedSteps)
        return CookingResult(session: next, reply: reply, events: events)
    }

    /// Applies `command` in place and returns what happened.
    @discardableResult
    public mutating func apply(_ command: CookingCommand, now: Date) -> CookingResult {
        let result = applying(command, now: now)
        self = result.session
        return result
    }

    /// Changes the session; on refusal leaves it as it was.
    mutating func perform(_ command: CookingCommand, now: Date) -> (String, [CookingEvent]) {
        switch command {
        case .nextStep: return move(to: stepIndex + 1, refusing: .alreadyLastStep)
        case .previousStep: return move(to: stepIndex - 1, refusing: .alreadyFirstStep)
        case .goToStep(let number): return goTo(number)
        case .markStepDone(let number): return markDone(number, now: now)
        case .repeatStep: return (readCurrent(prefix: ""), [])
        case .startStepTimer: return startStepTimer(now: now)
        case .addTimer(let name, let seconds): return addTimer(name: name, seconds: seconds, now: now)
        case .cancelTimer(let name): return cancelTimer(name, now: now)
        case .cancelAllTimers: return cancelAll()
        case .clearExpiredTimers: return clearExpired(now: now)
        case .adjustTimer(let name, let seconds): return adjustTimer(name, by: seconds, now: now)
        case .pauseTimers: return pauseTimers(now: now)
        case .resumeTimers: return resumeTimers(now: now)
        case .pause: return pause(now: now)
        case .resume: return resume()
        case .rescale(let factor): return rescale(factor)
        case .rescaleServings(let servings): return rescale(toServings: servings)
        case .applySubstitution(let ingredient, let replacement, let amount):
            return substitute(ingredient, with: replacement, amount: amount)
        case .removeSubstitution(let ingredient): return removeSubstitution(ingredient)
        case .finish: return finish(now: now)
        case .recordExchange(let intent, let query, let reply):
            workstate.lastIntent = intent
            workstate.lastQuery = query
            workstate.lastResponse = reply
            return ("", [])
        }
    }

    static func refuse(_ reason: RejectionReason, _ reply: String) -> (String, [CookingEvent]) {
        (reply, [.rejected(reason)])
    }
}
