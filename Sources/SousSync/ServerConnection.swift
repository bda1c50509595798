import Foundation
import PostgresNIO
import SousStore

/// One connection to the family's PostgreSQL server through postgres-nio, with the few
/// statements sync needs. Errors come out as `SyncError` in the cook's words, never with a password.
final class ServerConnection: Sendable {
    let connection: PostgresConnection
    let address: ServerAddress
    /// How long one statement may take before the server counts as gone.
    let statementTimeout: TimeInterval
    static let logger: Logger = {
        var logger = Logger(label: "sous.sync")
        logger.logLevel = .critical
        return logger
    }()

    private init(connection: PostgresConnection, address: ServerAddress, statementTimeout: TimeInterval) {
        self.connection = connection
        self.address = address
        self.statementTimeout = statementTimeout
    }

    static func connect(_ address: ServerAddress, password: String?, timeout: TimeInterval = 5,
                        statementTimeout: TimeInterval = 30) async throws -> ServerConnection {
        let tls: PostgresConnection.Configuration.TLS
        if address.tls {
            var configuration = TLSConfiguration.makeClientConfiguration()
            if let root = address.rootCertificate { configuration.trustRoots = .file(root) }
            do { tls = .require(try NIOSSLContext(configuration: configuration)) } catch {
                throw SyncError(.invalid, "cannot set up TLS (sslrootcert \(address.rootCertificate ?? "none")): \(error)")
            }
        } else {
            tls = .disable
        }
        var configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.user, password: password, database: address.database, tls: tls)
        configuration.options.connectTimeout = .milliseconds(Int64(timeout * 1000))
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            return ServerConnection(connection: connection, address: address, statementTimeout: statementTimeout)
        } catch {
            throw describe(error, address: address)
        }
    }

    func close() async {
        _ = try? await withDeadline { try await self.connection.close() }
    }

    /// Runs statements in order (each alone: the extended protocol takes one at a time).
    func execute(_ statements: [String]) async throws {
        for sql in statements { _ = try await rows(PostgresQuery(unsafeSQL: sql)) }
    }

    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        do {
            return try await withDeadline {
                var rows: [PostgresRow] = []
                for try await row in try await self.connection.query(query, logger: Self.logger) { rows.append(row) }
                return rows
            }
        } catch {
            throw Self.describe(error, address: address)
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

    /// Runs `work`, or gives up after `statementTimeout` with `.offline` and closes the channel.
    /// A query sent on a connection whose server was stopped waits for ever in postgres-nio
    /// 1.33 (seen in `theServerGoingAwayMidSyncLosesNothing`), as would one across a cut cable
    /// that sends no FIN; a sync must fail as offline instead of hanging. The stuck query is
    /// abandoned (its task may never end), so the caller is resumed by whichever comes first.
    private func withDeadline<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let timeout = statementTimeout, server = "\(address.host):\(address.port)"
        let channel = connection
        return try await withCheckedThrowingContinuation { continuation in
            let once = ResumeOnce(continuation)
            let timer = Task {
                try await Task.sleep(for: .milliseconds(Int64(timeout * 1000)))
                if once.resume(.failure(SyncError(.offline, "\(server) stopped answering (no reply in \(Int(timeout)) s)"))) {
                    channel.close().whenComplete { _ in }
                }
            }
            Task {
                let result: Result<T, any Error>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                timer.cancel()
                once.resume(result)
            }
        }
    }

    /// PostgreSQL's SQLSTATE and message, or why the connection failed, without secrets.
    static func describe(_ error: any Error, address: ServerAddress) -> SyncError {
        if let error = error as? SyncError { return error }
        let server = "\(address.host):\(address.port)"
        guard let error = error as? PSQLError else {
            return SyncError(.offline, "cannot reach \(server) (\(error))")
        }
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "refused"
            if state.hasPrefix("28") { return SyncError(.refused, "\(server) refused \(address.user): \(message)") }
            if state == "3D000" { return SyncError(.invalid, "\(server) has no database \(address.database)") }
            if state.hasPrefix("57P") || state.hasPrefix("08") { return SyncError(.offline, "\(server) went away (\(message))") }
            return SyncError(.refused, "the server said: \(message) [\(state)]")
        case .sslUnsupported:
            return SyncError(.refused, "\(server) does not offer TLS, and Sous will not send a password there unencrypted")
        case .failedToAddSSLHandler:
            return SyncError(.refused, "TLS with \(server) failed")
        case .authMechanismRequiresPassword:
            return SyncError(.refused, "\(server) wants a password for \(address.user); set PGPASSWORD or add it to ~/.pgpass")
        default:
            let underlying = error.underlying.map { " (\($0))" } ?? ""
            return SyncError(.offline, "cannot reach \(server)\(underlying)")
        }
    }
}

/// Resumes a continuation once; later results are dropped.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?

    init(_ continuation: CheckedContinuation<T, any Error>) { self.continuation = continuation }

    @discardableResult
    func resume(_ result: Result<T, any Error>) -> Bool {
        guard let continuation = lock.withLock({ () -> CheckedContinuation<T, any Error>? in
            defer { self.continuation = nil }
            return self.continuation
        }) else { return false }
        continuation.resume(with: result)
        return true
    }
}
