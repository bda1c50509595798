/// A numbered step of a recipe, with how long it takes when the text says so.
public struct Instruction: Hashable, Sendable, Codable {
    /// 1-based step number.
    public var step: Int
    public var text: String
    /// Seconds, exact or a range ("25-30 minutes"); nil when the step has no timing.
    public var duration: DurationRange?
    public var tip: String?

    public init(step: Int, text: String, duration: DurationRange? = nil, tip: String? = nil) {
        self.step = step
        self.text = text
        self.duration = duration
        self.tip = tip
    }
}

/// A length of time in whole seconds, exact when `low == high`.
public struct DurationRange: Hashable, Sendable, Codable {
    public var low: Int
    public var high: Int

    public init(seconds: Int) {
        low = seconds
        high = seconds
    }

    public init(low: Int, high: Int) {
        self.low = min(low, high)
        self.high = max(low, high)
    }

    public var isRange: Bool { low != high }
}
