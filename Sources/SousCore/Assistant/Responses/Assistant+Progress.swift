import Foundation

extension Assistant {
    func whatIsNext(_ session: CookingSession) -> Answer {
        guard session.stepCount > 0 else { return Answer(CookingSession.noStepsReply) }
        guard session.nextStep != nil else { return Answer("This is the last step; after it, you are done.") }
        return Answer("Next is " + lowerFirst(session.reading(stepAt: session.stepIndex + 1)))
    }

    func cancelAll(_ session: CookingSession, _ c: Context) -> Answer {
        let answer = run([.cancelAllTimers], session, c)
        guard !answer.commands.isEmpty else { return answer }
        let count = session.workstate.timers.count
        let what = count == 1 ? "the \(session.workstate.timers[0].name) timer" : "all \(count) timers"
        var ask = Answer("Cancel \(what)? Say yes or no.", commands: answer.commands)
        ask.confirm = true
        return ask
    }

    /// One timer by name, or every timer.
    func checkTimer(_ session: CookingSession, _ c: Context) -> Answer {
        let timers = session.workstate.timers
        guard !timers.isEmpty else { return Answer("There are no timers running.") }
        if let name = c.text("name") {
            let found = NameMatcher.matches(name, in: timers.map(\.name))
            guard !found.isEmpty else {
                return Answer("There is no \(name) timer. Running: \(SpokenText.list(timers.map(\.name))).")
            }
            return Answer(found.map { session.timerStatus(timers[$0], at: c.now) }.joined(separator: " "))
        }
        return Answer(timers.map { session.timerStatus($0, at: c.now) }.joined(separator: " "))
    }

    /// Where the cook is, what the remaining steps say they take, and the timers.
    func howLongLeft(_ session: CookingSession, _ c: Context) -> Answer {
        var sentences: [String] = []
        if session.stepCount > 0 {
            let after = session.stepCount - session.stepIndex - 1
            let more = after == 0 ? "the last one" : "with \(SpokenText.count(after, "more step")) after it"
            var line = "You are on step \(session.stepIndex + 1) of \(session.stepCount), \(more)"
            let timed = session.timedSecondsLeft
            if timed > 0 { line += "; the steps left mention about \(SpokenText.duration(timed))" }
            sentences.append(line + ".")
        }
        let active = session.workstate.timers
        if !active.isEmpty {
            sentences.append(active.map { session.timerStatus($0, at: c.now) }.joined(separator: " "))
        }
        if sentences.isEmpty { return Answer("This recipe has no steps or timers to count down.") }
        return Answer(sentences.joined(separator: " "))
    }
}
