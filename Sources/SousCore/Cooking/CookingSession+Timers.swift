import Foundation

extension CookingSession {
    /// Timers run from one second to one day; "10 days" is refused with a reply that says so.
    public static let timerSeconds = 1...86_400

    /// The name an unnamed timer gets.
    public static let defaultTimerName = "timer"

    /// Which timer a name (or no name) refers to.
    enum TimerLookup {
        case found(Int)
        case none
        case notFound(String)
        case ambiguous([String])
    }

    /// No name: the only timer, else the one ringing. A name: exact, plural-insensitive, then containing.
    func lookupTimer(_ name: String?, now: Date) -> TimerLookup {
        let timers = workstate.timers
        guard !timers.isEmpty else { return .none }
        guard let name, !NameMatcher.words(name).isEmpty else {
            if timers.count == 1 { return .found(0) }
            let ringing = timers.indices.filter { timers[$0].isExpired(at: now) }
            return ringing.count == 1 ? .found(ringing[0]) : .ambiguous(timers.map(\.name))
        }
        let found = NameMatcher.matches(name, in: timers.map(\.name))
        switch found.count {
        case 0: return .notFound(name)
        case 1: return .found(found[0])
        default: return .ambiguous(found.map { timers[$0].name })
        }
    }

    static func refuse(_ lookup: TimerLookup) -> (String, [CookingEvent]) {
        switch lookup {
        case .none, .found: return refuse(.noTimers, "There are no timers running.")
        case .notFound(let name): return refuse(.timerNotFound, "There is no \(name) timer.")
        case .ambiguous(let names): return refuse(.timerAmbiguous, "Which timer: \(SpokenText.list(names))?")
        }
    }

    /// "rice" when free, else "rice 2", "rice 3".
    func uniqueTimerName(_ name: String) -> String {
        let taken = Set(workstate.timers.map { $0.name.lowercased() })
        guard taken.contains(name.lowercased()) else { return name }
        var n = 2
        while taken.contains("\(name) \(n)".lowercased()) { n += 1 }
        return "\(name) \(n)"
    }

    /// An id unique among the stored timers of every recipe: recipe, creation time and a counter.
    func newTimerId(now: Date) -> String {
        let stem = "\(workstate.recipeId)-\(Int64((now.timeIntervalSince1970 * 1000).rounded()))"
        let taken = Set(workstate.timers.map(\.id))
        var n = workstate.timers.count
        while taken.contains("\(stem)-\(n)") { n += 1 }
        return "\(stem)-\(n)"
    }

    /// "A timer", "A rice timer", "An egg timer" (by the name's first letter).
    static func aTimerNamed(_ name: String) -> String {
        if name == defaultTimerName { return "A timer" }
        return (name.first.map { "aeiou".contains($0.lowercased()) } == true ? "An " : "A ") + "\(name) timer"
    }

    static func timerLabel(_ name: String) -> String {
        name == defaultTimerName ? "The timer" : "The \(name) timer"
    }

    static func checkLength(_ seconds: Int) -> (String, [CookingEvent])? {
        if seconds < timerSeconds.lowerBound { return refuse(.timerTooShort, "A timer needs at least one second.") }
        if seconds > timerSeconds.upperBound { return refuse(.timerTooLong, "The longest timer I can set is 24 hours.") }
        return nil
    }

    mutating func addTimer(name: String?, seconds: Int, now: Date) -> (String, [CookingEvent]) {
        if let refusal = Self.checkLength(seconds) { return refusal }
        let wanted = name.map { $0.trimmingSpaces }.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultTimerName
        let unique = uniqueTimerName(wanted)
        let timer = CookingTimer(id: newTimerId(now: now), name: unique, durationSeconds: seconds,
                                 deadline: now.addingTimeInterval(Double(seconds)),
                                 stepIndex: stepCount > 0 ? stepIndex : nil, createdAt: now)
        workstate.timers.append(timer)
        let length = SpokenText.duration(seconds)
        let reply = unique == wanted
            ? (wanted == Self.defaultTimerName ? "Timer set for \(length)." : "\(wanted.capitalizedFirst) timer set for \(length).")
            : "\(Self.aTimerNamed(wanted)) is already running, so this one is called \(unique): \(length)."
        return (reply, [.timerStarted(timer)])
    }

    /// The current step's time as a timer named "step N"; starting it again restarts it.
    mutating func startStepTimer(now: Date) -> (String, [CookingEvent]) {
        guard let step = currentStep else { return Self.refuse(.noSteps, Self.noStepsReply) }
        guard let duration = Self.stepDuration(step) else {
            return Self.refuse(.noDurationInStep, "Step \(stepIndex + 1) does not mention a time. Say, for example, set a timer for 10 minutes.")
        }
        if let refusal = Self.checkLength(duration.low) { return refusal }
        let name = "step \(stepIndex + 1)"
        var events: [CookingEvent] = []
        if let old = workstate.timers.firstIndex(where: { $0.name == name }) {
            events.append(.timerCancelled(workstate.timers.remove(at: old)))
        }
        let (_, started) = addTimer(name: name, seconds: duration.low, now: now)
        let range = duration.isRange ? ", the short end of \(SpokenText.duration(duration))" : ""
        let again = events.isEmpty ? "set" : "restarted"
        return ("Step \(stepIndex + 1) timer \(again) for \(SpokenText.duration(duration.low))\(range).", events + started)
    }

    mutating func cancelTimer(_ name: String?, now: Date) -> (String, [CookingEvent]) {
        let lookup = lookupTimer(name, now: now)
        guard case .found(let i) = lookup else { return Self.refuse(lookup) }
        let timer = workstate.timers.remove(at: i)
        return ("\(Self.timerLabel(timer.name)) is cancelled.", [.timerCancelled(timer)])
    }

    mutating func cancelAll() -> (String, [CookingEvent]) {
        guard !workstate.timers.isEmpty else { return Self.refuse(.noTimers, "There are no timers to cancel.") }
        let gone = workstate.timers
        workstate.timers = []
        let reply = gone.count == 1 ? "The \(gone[0].name) timer is cancelled." : "All \(gone.count) timers are cancelled."
        return (reply, gone.map(CookingEvent.timerCancelled))
    }

    mutating func clearExpired(now: Date) -> (String, [CookingEvent]) {
        let rung = workstate.ringingTimers(at: now)
        guard !rung.isEmpty else { return Self.refuse(.noTimers, "No timers have rung.") }
        workstate.timers.removeAll { $0.isExpired(at: now) }
        return ("Cleared \(SpokenText.count(rung.count, "timer")) that rang.", rung.map(CookingEvent.timerCancelled))
    }

    /// Adds or removes time; a timer that has rung starts again from now.
    mutating func adjustTimer(_ name: String?, by seconds: Int, now: Date) -> (String, [CookingEvent]) {
        let lookup = lookupTimer(name, now: now)
        guard case .found(let i) = lookup else { return Self.refuse(lookup) }
        var timer = workstate.timers[i]
        let label = Self.timerLabel(timer.name)
        let restarting = timer.isExpired(at: now)
        let left = (restarting ? 0 : timer.remaining(at: now)) + seconds
        guard seconds != 0 else { return Self.refuse(.adjustmentTooLarge, "\(label) is unchanged.") }
        guard left >= Self.timerSeconds.lowerBound else {
            return Self.refuse(.adjustmentTooLarge, "\(label) has only \(SpokenText.duration(timer.remaining(at: now))) left. Say cancel to stop it.")
        }
        guard left <= Self.timerSeconds.upperBound else {
            return Self.refuse(.timerTooLong, "The longest timer I can set is 24 hours.")
        }
        if timer.isPaused {
            timer.pausedRemaining = left
        } else {
            timer.deadline = now.addingTimeInterval(Double(left))
        }
        timer.durationSeconds = restarting ? left : max(timer.durationSeconds + seconds, left)
        workstate.timers[i] = timer
        let change = seconds > 0 ? "Added \(SpokenText.duration(seconds)) to" : "Took \(SpokenText.duration(-seconds)) off"
        let lower = label.prefix(1).lowercased() + label.dropFirst()
        return ("\(change) \(lower): \(SpokenText.duration(left)) left.", [.timerAdjusted(timer)])
    }

    mutating func pauseTimers(now: Date) -> (String, [CookingEvent]) {
        let running = workstate.timers.indices.filter { !workstate.timers[$0].isPaused && !workstate.timers[$0].isExpired(at: now) }
        guard !running.isEmpty else { return Self.refuse(.noTimers, "No timers are running.") }
        for i in running {
            workstate.timers[i].pausedRemaining = workstate.timers[i].remaining(at: now)
            workstate.timers[i].deadline = nil
        }
        return ("Paused \(SpokenText.count(running.count, "timer")).", [.timersPaused])
    }

    mutating func resumeTimers(now: Date) -> (String, [CookingEvent]) {
        let paused = workstate.timers.indices.filter { workstate.timers[$0].isPaused }
        guard !paused.isEmpty else { return Self.refuse(.noTimers, "No timers are paused.") }
        for i in paused {
            let left = workstate.timers[i].pausedRemaining ?? 0
            workstate.timers[i].deadline = now.addingTimeInterval(Double(left))
            workstate.timers[i].pausedRemaining = nil
        }
        return ("Resumed \(SpokenText.count(paused.count, "timer")).", [.timersResumed])
    }

    /// "The rice timer has 4 minutes 10 seconds left." or "... has gone off."
    public func timerStatus(_ timer: CookingTimer, at now: Date) -> String {
        let label = Self.timerLabel(timer.name)
        if timer.isExpired(at: now) { return "\(label) has gone off." }
        let paused = timer.isPaused ? ", paused" : ""
        return "\(label) has \(SpokenText.duration(timer.remaining(at: now))) left\(paused)."
    }
}

extension String {
    /// The first letter upper-cased, the rest as written ("rice" is "Rice", "iPhone" stays).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
