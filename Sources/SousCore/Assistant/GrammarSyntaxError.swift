/// A pattern string that is not valid grammar syntax, with the character offset of the problem.
public struct GrammarSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var pattern: String
    /// 0-based offset, in characters, where the problem was noticed.
    public var position: Int
    public var message: String

    public init(pattern: String, position: Int, message: String) {
        self.pattern = pattern
        self.position = position
        self.message = message
    }

    public var description: String { "\(message) at column \(position + 1) in \"\(pattern)\"" }
}
