import Foundation

extension CookingSession {
    /// What to say when timers ring: "Your rice timer is done." or "Your rice and oven timers are done."
    public func announcement(forExpired timers: [CookingTimer]) -> String {
        switch timers.count {
        case 0: return ""
        case 1: return timers[0].name == Self.defaultTimerName ? "Your timer is done." : "Your \(timers[0].name) timer is done."
        default: return "Your \(SpokenText.list(timers.map(\.name))) timers are done."
        }
    }

    /// The question on the next start: "Resume Lemon Tart at step 4? 1 timer still running."
    ///
    /// Timers that rang while Sous was closed are counted apart, so the cook knows to check them.
    /// A finished session comes back only for its timers (kept running at the end), so it says so.
    public func resumeQuestion(now: Date) -> String {
        var question = if isFinished {
            "\(recipe.title) is finished; show its timers?"
        } else {
            stepCount > 0 ? "Resume \(recipe.title) at step \(stepIndex + 1)?" : "Resume \(recipe.title)?"
        }
        let running = workstate.activeTimers(at: now).count
        let rang = workstate.ringingTimers(at: now).count
        if running > 0 { question += " \(SpokenText.count(running, "timer")) still running." }
        if rang > 0 { question += " \(SpokenText.count(rang, "timer")) rang while Sous was closed." }
        return question
    }
}
