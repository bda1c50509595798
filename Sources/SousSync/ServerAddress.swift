import Foundation

/// A PostgreSQL URL (`postgres://user[:password]@host[:port]/database[?sslmode=...&sslrootcert=...]`)
/// read once, checked, and shown or stored only without its password.
public struct ServerAddress: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var database: String
    public var user: String
    /// Only from the URL the cook typed; never stored.
    public var password: String?
    /// Encrypt the connection (always for a host that is not this machine).
    public var tls: Bool
    /// A CA certificate (PEM) to trust besides the system's, for a self-hosted server.
    public var rootCertificate: String?

    public init(_ text: String) throws {
        guard let url = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
              ["postgres", "postgresql"].contains(url.scheme?.lowercased() ?? "") else {
            throw SyncError(.invalid, "not a PostgreSQL URL; write it as postgres://user@host:5432/database")
        }
        guard let host = url.host, !host.isEmpty else { throw SyncError(.invalid, "the URL names no host (postgres://user@host/database)") }
        guard let user = url.user, !user.isEmpty else { throw SyncError(.invalid, "the URL names no user (postgres://user@\(host)/database)") }
        let database = String(url.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty else { throw SyncError(.invalid, "the URL names no database (postgres://\(user)@\(host)/database)") }
        self.host = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        self.port = url.port ?? 5432
        self.database = database.removingPercentEncoding ?? database
        self.user = user.removingPercentEncoding ?? user
        self.password = url.password.map { $0.removingPercentEncoding ?? $0 }
        let query = Dictionary((url.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let mode = query["sslmode"] ?? (Self.isLocal(self.host) ? "disable" : "verify-full")
        switch mode {
        case "disable", "allow", "prefer":
            guard Self.isLocal(self.host) else {
                throw SyncError(.invalid, "\(self.host) is not this machine, so Sous talks to it only over TLS; remove sslmode=\(mode) from the URL")
            }
            tls = false
        case "require", "verify-ca", "verify-full":
            tls = true
        default:
            throw SyncError(.invalid, "sslmode=\(mode) is not one Sous knows (disable for this machine only, require, verify-ca, verify-full)")
        }
        rootCertificate = query["sslrootcert"]
    }

    /// This machine: TLS is not required (nothing crosses a network).
    public static func isLocal(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The same server as another user (a kitchen's own role), without any password.
    public func asUser(_ user: String) -> ServerAddress {
        var copy = self
        copy.user = user
        copy.password = nil
        return copy
    }

    /// The URL without its password: what settings keep and what the screen shows.
    public var redacted: String {
        var url = URLComponents()
        url.scheme = "postgres"
        url.user = user
        url.host = host.contains(":") ? "[\(host)]" : host
        url.port = port
        url.path = "/" + database
        var items: [URLQueryItem] = []
        if tls, Self.isLocal(host) { items.append(URLQueryItem(name: "sslmode", value: "require")) }
        if let rootCertificate { items.append(URLQueryItem(name: "sslrootcert", value: rootCertificate)) }
        if !items.isEmpty { url.queryItems = items }
        return url.string ?? "postgres://\(user)@\(host):\(port)/\(database)"
    }
}
