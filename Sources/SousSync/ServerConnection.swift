import Foundation
import SousStore

/// One connection to the family's PostgreSQL server through libpq (`PGConnection`), with the few
/// statements sync needs. Errors come out as `SyncError` in the cook's words, never with a password.
final class ServerConnection: Sendable {
    let connection: PGConnection
    let address: ServerAddress
    /// How long one statement may take before the server counts as gone.
    let statementTimeout: TimeInterval

    private init(connection: PGConnection, address: ServerAddress, statementTimeout: TimeInterval) {
        self.connection = connection
        self.address = address
        self.statementTimeout = statementTimeout
    }

    /// Debian's bundle of the system's trusted certificates (package ca-certificates): libpq 15
    /// has no `sslrootcert=system`, and without a root it trusts nothing.
    static let systemRoots = "/etc/ssl/certs/ca-certificates.crt"

    static func connect(_ address: ServerAddress, password: String?, timeout: TimeInterval = 5,
                        statementTimeout: TimeInterval = 30) async throws -> ServerConnection {
        var parameters: [(String, String)] = [
            ("host", address.host), ("port", String(address.port)), ("user", address.user), ("dbname", address.database),
            ("application_name", "sous"), ("client_encoding", "UTF8"), ("gssencmode", "disable"),
        ]
        if let password { parameters.append(("password", password)) }
        if address.tls {
            // The whole check, whatever sslmode the URL named: the certificate and the host name.
            parameters += [("sslmode", "verify-full"), ("sslrootcert", address.rootCertificate ?? systemRoots)]
        } else {
            parameters.append(("sslmode", "disable"))
        }
        do {
            let connection = try await PGConnection.connect(parameters, timeout: timeout)
            return ServerConnection(connection: connection, address: address, statementTimeout: statementTimeout)
        } catch {
            throw describe(error, address: address, connecting: true)
        }
    }

    func close() async {
        await connection.close()
    }

    /// Runs statements in order (each alone: the extended protocol takes one at a time).
    func execute(_ statements: [String]) async throws {
        for sql in statements { _ = try await rows(PGQuery(unsafeSQL: sql)) }
    }

    /// The rows of one statement; a server that closed the connection fails at once, one that
    /// stays silent after `statementTimeout` (the connection is then closed).
    func rows(_ query: PGQuery) async throws -> [PGRow] {
        do {
            return try await connection.query(query, deadline: statementTimeout)
        } catch {
            throw Self.describe(error, address: address, connecting: false)
        }
    }

    /// Runs `body` in one transaction: committed whole or rolled back.
    func transaction<T: Sendable>(_ body: (ServerConnection) async throws -> T) async throws -> T {
        try await execute(["BEGIN"])
        do {
            let value = try await body(self)
            try await execute(["COMMIT"])
            return value
        } catch {
            _ = try? await rows("ROLLBACK")
            throw error
        }
    }

    /// PostgreSQL's SQLSTATE and message, or why the connection failed, without secrets.
    static func describe(_ error: any Error, address: ServerAddress, connecting: Bool) -> SyncError {
        if let error = error as? SyncError { return error }
        let server = "\(address.host):\(address.port)"
        guard let error = error as? PGError else {
            return SyncError(.invalid, "\(server): \(error)")
        }
        switch error {
        case .server(let state, let message):
            if state.hasPrefix("28") { return SyncError(.refused, "\(server) refused \(address.user): \(message)") }
            if state == "3D000" { return SyncError(.invalid, "\(server) has no database \(address.database)") }
            if state.hasPrefix("57P") || state.hasPrefix("08") { return SyncError(.offline, "\(server) went away (\(message))") }
            return SyncError(.refused, "the server said: \(message) [\(state)]")
        case .deadline(let seconds):
            return connecting
                ? SyncError(.offline, "cannot reach \(server) (no answer in \(Int(seconds)) s)")
                : SyncError(.offline, "\(server) stopped answering (no reply in \(Int(seconds)) s)")
        case .connection(let text):
            return describeConnection(text, server: server, address: address)
        }
    }

    /// libpq's connection messages (English, stable across versions) in the cook's words.
    static func describeConnection(_ text: String, server: String, address: ServerAddress) -> SyncError {
        // "connection to server at "h" (1.2.3.4), port 5432 failed: FATAL:  password …" → the reason.
        var reason = text
        if let range = reason.range(of: "failed: ") { reason = String(reason[range.upperBound...]) }
        reason = reason.replacingOccurrences(of: "FATAL:  ", with: "").trimmingCharacters(in: .whitespaces)
        let lower = reason.lowercased()
        let refusals = ["password authentication failed", "not permitted to log in", "no pg_hba.conf entry", "permission denied"]
        if refusals.contains(where: lower.contains) || (lower.contains("role") && lower.contains("does not exist")) {
            return SyncError(.refused, "\(server) refused \(address.user): \(reason)")
        }
        if lower.contains("no password supplied") {
            return SyncError(.refused, "\(server) wants a password for \(address.user); set PGPASSWORD or add it to ~/.pgpass")
        }
        if lower.contains("database") && lower.contains("does not exist") {
            return SyncError(.invalid, "\(server) has no database \(address.database)")
        }
        if lower.contains("does not support ssl") {
            return SyncError(.refused, "\(server) does not offer TLS, and Sous will not send a password there unencrypted")
        }
        if lower.contains("certificate") || lower.contains("ssl") || lower.contains("tls") {
            return SyncError(.refused, "TLS with \(server) failed: \(reason)")
        }
        if lower.contains("closed the connection") || lower.contains("terminating connection") || lower.contains("connection is closed") {
            return SyncError(.offline, "\(server) went away (\(reason))")
        }
        return SyncError(.offline, "cannot reach \(server) (\(reason))")
    }
}

