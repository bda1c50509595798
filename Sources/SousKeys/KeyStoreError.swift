/// Why a key could not be read, stored or deleted. No case carries a key.
public enum KeyStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key file can be read or written by other users: Sous will not use it.
    case readableByOthers(path: String, mode: Int)
    /// The key file belongs to another user.
    case notOwned(path: String)
    case unreadable(path: String, detail: String)
    case unwritable(path: String, detail: String)
    /// The desktop keyring (through secret-tool) said no.
    case keyring(String)
    case emptyKey

    public var description: String {
        switch self {
        case .readableByOthers(let path, let mode):
            return "\(path) can be read by other users (mode \(String(mode, radix: 8))): Sous will not use the keys in it; fix it with `chmod 600 \(path)`"
        case .notOwned(let path):
            return "\(path) belongs to another user: Sous will not use the keys in it"
        case .unreadable(let path, let detail):
            return "cannot read \(path): \(detail)"
        case .unwritable(let path, let detail):
            return "cannot write \(path): \(detail)"
        case .keyring(let detail):
            return "the desktop keyring refused: \(detail)"
        case .emptyKey:
            return "the key is empty: paste it on standard input"
        }
    }
}
