/// What went wrong in the store, in words a user can act on.
public struct StorageError: Error, Equatable, CustomStringConvertible {
    public var path: String?
    public var reason: String

    public init(path: String? = nil, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        if let path { return "\(path): \(reason)" }
        return reason
    }
}
