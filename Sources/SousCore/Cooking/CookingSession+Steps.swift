import Foundation

extension CookingSession {
    /// "Step 3 of 8. Whisk the eggs." for the current step, spoken.
    public func reading(stepAt index: Int) -> String {
        guard let step = step(at: index) else { return "This recipe has no steps." }
        return "Step \(index + 1) of \(stepCount). " + step.text
    }

    func readCurrent(prefix: String) -> String {
        prefix + reading(stepAt: stepIndex)
    }

    static let noStepsReply = "This recipe has no steps, so the ingredient list is the whole recipe."

    mutating func move(to index: Int, refusing reason: RejectionReason) -> (String, [CookingEvent]) {
        guard stepCount > 0 else { return Self.refuse(.noSteps, Self.noStepsReply) }
        guard recipe.instructions.indices.contains(index) else {
            let reply = reason == .alreadyLastStep
                ? "This is the last step. Say done when you have finished it."
                : "You are on the first step."
            return Self.refuse(reason, reply)
        }
        let from = stepIndex
        workstate.stepIndex = index
        reopen()
        return (reading(stepAt: index), [.stepChanged(from: from, to: index)])
    }

    /// `number` is 1-based; -1 is "the last step".
    mutating func goTo(_ number: Int) -> (String, [CookingEvent]) {
        guard stepCount > 0 else { return Self.refuse(.noSteps, Self.noStepsReply) }
        let index = number == -1 ? stepCount - 1 : number - 1
        guard recipe.instructions.indices.contains(index) else {
            return Self.refuse(.stepOutOfRange, "There is no step \(number); this recipe has \(SpokenText.count(stepCount, "step")).")
        }
        return move(to: index, refusing: .stepOutOfRange)
    }

    /// Ticks off a step; the current one moves on, the last one finishes the recipe.
    mutating func markDone(_ number: Int?, now: Date) -> (String, [CookingEvent]) {
        guard stepCount > 0 else { return finish(now: now) }
        let index = number.map { $0 == -1 ? stepCount - 1 : $0 - 1 } ?? stepIndex
        guard recipe.instructions.indices.contains(index) else {
            return Self.refuse(.stepOutOfRange, "There is no step \(number ?? 0); this recipe has \(SpokenText.count(stepCount, "step")).")
        }
        workstate.completedSteps.insert(index)
        let done = "Step \(index + 1) done."
        if index == stepCount - 1 {
            let (reply, events) = finish(now: now)
            return (done + " " + reply, [.stepCompleted(index)] + events)
        }
        guard index == stepIndex else { return (done, [.stepCompleted(index)]) }
        let (reply, events) = move(to: index + 1, refusing: .alreadyLastStep)
        return (done + " " + reply, [.stepCompleted(index)] + events)
    }

    mutating func finish(now: Date) -> (String, [CookingEvent]) {
        workstate.mode = .completed
        let minutes = max(Int(now.timeIntervalSince(workstate.startedAt) / 60), 0)
        let took = minutes >= 1 ? " in " + SpokenText.duration(minutes * 60) : ""
        return ("That was the last step. Well done, you cooked \(recipe.title)\(took)!", [.finished])
    }

    mutating func pause(now: Date) -> (String, [CookingEvent]) {
        workstate.mode = .paused
        let running = workstate.activeTimers(at: now).filter { !$0.isPaused }.count
        let timers = running == 0 ? "" : running == 1 ? " Your timer keeps running." : " Your timers keep running."
        return ("Paused." + timers + " Say resume when you are ready.", [.paused])
    }

    mutating func resume() -> (String, [CookingEvent]) {
        reopen()
        let reply = stepCount == 0 ? "Welcome back." : readCurrent(prefix: "Welcome back. ")
        return (reply, [.resumed])
    }

    /// Moving through the steps carries on a paused or finished session.
    mutating func reopen() {
        if workstate.mode != .stepByStep { workstate.mode = .stepByStep }
    }
}
