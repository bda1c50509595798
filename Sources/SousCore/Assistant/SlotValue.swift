/// What a slot's words meant.
public enum SlotValue: Hashable, Sendable {
    /// A whole number; "last" reads as the step count when known, else -1.
    case number(Int)
    /// A length of time in seconds.
    case duration(Double)
    /// Free words, or the matching ingredient or timer name from the context.
    case text(String)
    /// The canonical value of a value-list slot ("metric", "1/2").
    case value(String)
}

extension SlotValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .duration(let s): return s == s.rounded() ? "\(Int(s))s" : "\(s)s"
        case .text(let t): return "\"\(t)\""
        case .value(let v): return v
        }
    }
}
