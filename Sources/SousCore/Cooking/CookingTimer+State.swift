import Foundation

extension CookingTimer {
    public var isPaused: Bool { pausedRemaining != nil }

    /// Whether it has rung by `now` (a paused timer never has).
    public func isExpired(at now: Date) -> Bool {
        guard !isPaused, let deadline else { return false }
        return deadline <= now
    }
}

extension CookingWorkstate {
    /// Timers that rang after `start` and up to and including `end`: flash, ring and announce these.
    ///
    /// Call it with the previous tick and this one; after a restart, with `updatedAt` and now, to
    /// tell the cook what rang while Sous was closed. Each timer is reported in exactly one interval.
    public func timersExpiring(after start: Date, upTo end: Date) -> [CookingTimer] {
        timers.filter { timer in
            guard !timer.isPaused, let deadline = timer.deadline else { return false }
            return deadline > start && deadline <= end
        }.sorted { ($0.deadline ?? .distantPast) < ($1.deadline ?? .distantPast) }
    }

    /// Timers that have rung and are still listed (until cancelled or cleared).
    public func ringingTimers(at now: Date) -> [CookingTimer] {
        timers.filter { $0.isExpired(at: now) }
    }

    /// Timers still counting down or paused.
    public func activeTimers(at now: Date) -> [CookingTimer] {
        timers.filter { !$0.isExpired(at: now) }
    }
}
