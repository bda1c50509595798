/// A sync problem in the cook's words. Never carries a password.
public struct SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The server could not be reached (or went away): a status, not a failure of the cookbook.
        case offline
        /// A URL, code or option that cannot work as given.
        case invalid
        /// The server refused this kitchen (password, role, TLS).
        case refused
        /// No family is set up in this kitchen yet.
        case notSetUp
        /// The server's schema is newer than this Sous knows.
        case newerServer
    }

    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
