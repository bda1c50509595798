/// A grammar that cannot be compiled or whose samples do not parse, with where the problem is.
public struct GrammarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The part of the grammar at fault, so a loader can point at the right line.
    public enum Location: Hashable, Sendable {
        case grammar
        case rule(String)
        case slotType(String)
        case intent(String)
        /// 0-based index into the intent's patterns.
        case pattern(intent: String, index: Int)
        /// 0-based index into the intent's samples.
        case sample(intent: String, index: Int)
    }

    public var location: Location
    public var message: String

    public init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String {
        switch location {
        case .grammar: return message
        case .rule(let name): return "rule <\(name)>: \(message)"
        case .slotType(let name): return "slot type \(name): \(message)"
        case .intent(let name): return "intent \(name): \(message)"
        case .pattern(let intent, let index): return "intent \(intent), pattern \(index + 1): \(message)"
        case .sample(let intent, let index): return "intent \(intent), sample \(index + 1): \(message)"
        }
    }
}
