/// Why the terminal could not be used, in words a user can act on.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
