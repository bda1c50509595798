import Foundation

/// Everything about a cooking session in progress, persisted on every change so it can resume.
public struct CookingWorkstate: Hashable, Sendable, Codable {
    public var recipeId: Int64
    /// 0-based index of the current step.
    public var stepIndex: Int
    public var timers: [CookingTimer]
    /// 0-based indices of steps marked done.
    public var completedSteps: Set<Int>
    /// Multiplier applied to ingredient quantities (servingsTarget / recipe servings, or "double it").
    public var scaleFactor: Rational
    public var servingsTarget: Int?
    public var mode: CookingMode
    public var lastIntent: String?
    public var lastQuery: String?
    public var lastResponse: String?
    /// Ingredient swaps and dietary notes applied to this session ("eggs -> applesauce").
    public var constraints: [String]
    public var startedAt: Date
    public var updatedAt: Date
    /// Timers and done steps this session removed or unticked since it was loaded: not state,
    /// but what a save needs to merge with a copy another Sous (`sous ask --apply`) wrote
    /// meanwhile, telling "removed here" from "added there". Not stored, not compared.
    public var removedTimerIds: Set<String> = []
    public var uncheckedSteps: Set<Int> = []
    /// When this copy was read from (or began in) the database; nil for one built by hand,
    /// which a save writes as it is. A timer stored by someone else after it is merged in.
    public var syncedAt: Date?

    private enum CodingKeys: String, CodingKey {
        case recipeId, stepIndex, timers, completedSteps, scaleFactor, servingsTarget, mode
        case lastIntent, lastQuery, lastResponse, constraints, startedAt, updatedAt
    }

    public static func == (a: CookingWorkstate, b: CookingWorkstate) -> Bool {
        a.recipeId == b.recipeId && a.stepIndex == b.stepIndex && a.timers == b.timers && a.completedSteps == b.completedSteps
            && a.scaleFactor == b.scaleFactor && a.servingsTarget == b.servingsTarget && a.mode == b.mode
            && a.lastIntent == b.lastIntent && a.lastQuery == b.lastQuery && a.lastResponse == b.lastResponse
            && a.constraints == b.constraints && a.startedAt == b.startedAt && a.updatedAt == b.updatedAt
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(recipeId)
        hasher.combine(stepIndex)
        hasher.combine(timers)
        hasher.combine(updatedAt)
    }

    /// This copy saved over `stored` (what is in the database now), losing nothing either made:
    /// timers and done steps are merged by identity (one this copy removed stays removed; one
    /// added elsewhere is kept); the step, scale and mode are the newer copy's.
    public func merged(over stored: CookingWorkstate?) -> CookingWorkstate {
        guard let stored, stored.recipeId == recipeId, let syncedAt else { return self }
        var result = self
        let mine = Set(timers.map(\.id))
        // Only timers this copy never saw: created after it was read, and not removed here.
        let added = stored.timers.filter { !mine.contains($0.id) && !removedTimerIds.contains($0.id) && $0.createdAt > syncedAt }
        if !added.isEmpty {
            result.timers += added
            result.timers.sort { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        }
        result.completedSteps.formUnion(stored.completedSteps.subtracting(uncheckedSteps))
        if stored.updatedAt > updatedAt {
            result.stepIndex = stored.stepIndex
            result.scaleFactor = stored.scaleFactor
            result.servingsTarget = stored.servingsTarget
            result.mode = stored.mode
            result.lastIntent = stored.lastIntent
            result.lastQuery = stored.lastQuery
            result.lastResponse = stored.lastResponse
            result.constraints = stored.constraints
            result.updatedAt = stored.updatedAt
        }
        return result
    }

    public init(
        recipeId: Int64,
        stepIndex: Int = 0,
        timers: [CookingTimer] = [],
        completedSteps: Set<Int> = [],
        scaleFactor: Rational = .one,
        servingsTarget: Int? = nil,
        mode: CookingMode = .stepByStep,
        lastIntent: String? = nil,
        lastQuery: String? = nil,
        lastResponse: String? = nil,
        constraints: [String] = [],
        startedAt: Date,
        updatedAt: Date
    ) {
        self.recipeId = recipeId
        self.stepIndex = stepIndex
        self.timers = timers
        self.completedSteps = completedSteps
        self.scaleFactor = scaleFactor
        self.servingsTarget = servingsTarget
        self.mode = mode
        self.lastIntent = lastIntent
        self.lastQuery = lastQuery
        self.lastResponse = lastResponse
        self.constraints = constraints
        self.startedAt = startedAt
        self.updatedAt = updatedAt
    }
}

/// How the cook is moving through the recipe.
public enum CookingMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Reading the ingredients and getting ready.
    case prep
    case stepByStep
    case paused
    case completed
}

/// A named countdown stored as a deadline, so it keeps running while the app is closed.
public struct CookingTimer: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var name: String
    /// The length the timer was set to, in seconds.
    public var durationSeconds: Int
    /// When it rings; nil while paused.
    public var deadline: Date?
    /// Seconds left when paused; nil while running.
    public var pausedRemaining: Int?
    /// The 0-based step it was started from, if any.
    public var stepIndex: Int?
    public var createdAt: Date

    public init(id: String, name: String, durationSeconds: Int, deadline: Date?, pausedRemaining: Int? = nil, stepIndex: Int? = nil, createdAt: Date) {
        self.id = id
        self.name = name
        self.durationSeconds = durationSeconds
        self.deadline = deadline
        self.pausedRemaining = pausedRemaining
        self.stepIndex = stepIndex
        self.createdAt = createdAt
    }

    /// Whole seconds left at `now` (never negative).
    public func remaining(at now: Date) -> Int {
        if let paused = pausedRemaining { return max(paused, 0) }
        guard let deadline else { return 0 }
        return max(Int(deadline.timeIntervalSince(now).rounded(.up)), 0)
    }
}
