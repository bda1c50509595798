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
