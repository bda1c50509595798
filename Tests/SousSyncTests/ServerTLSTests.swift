import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SousCore
import SousTestSupport
import Testing
@testable import SousSync

/// A server reached over the network goes through TLS with its certificate and host name checked
/// (libpq's verify-full), against the CA the URL names or the system's; a server that offers no
/// TLS is never sent a password.
@Suite struct ServerTLSTests {
    @Test func aServerOverTLSIsReachedAndItsCertificateChecked() async throws {
        let server = try PostgresTestServer(tls: true)
        defer { server.stop() }
        let root = try #require(server.rootCertificate)
        let address = try ServerAddress("postgres://postgres@localhost:\(server.port)/postgres?sslmode=verify-full&sslrootcert=\(root)")
        let connection = try await ServerConnection.connect(address, password: server.password)
        let rows = try await connection.rows("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        #expect(try rows.first?.bool(0) == true, "the connection is encrypted")
        await connection.close()

        // Another CA's word is not enough, and neither is the system's (it never signed this server).
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("sous-other-ca-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: other) }
        try PostgresTestServer.makeCertificates(in: other, caName: "other")
        for url in ["postgres://postgres@localhost:\(server.port)/postgres?sslmode=verify-full&sslrootcert=\(other)/other.pem",
                    "postgres://postgres@localhost:\(server.port)/postgres?sslmode=require"] {
            do {
                _ = try await ServerConnection.connect(try ServerAddress(url), password: server.password)
                Issue.record("connected to a server whose certificate nobody trusted: \(url)")
            } catch let error as SyncError {
                #expect(error.kind == .refused && error.description.hasPrefix("TLS with localhost:\(server.port) failed"), "\(error)")
                #expect(!error.description.contains(server.password))
            }
        }
    }

    @Test func aServerWithoutTLSIsNotSentAPassword() async throws {
        let server = try PostgresTestServer.shared()
        let address = try ServerAddress("postgres://postgres@localhost:\(server.port)/postgres?sslmode=require")
        do {
            _ = try await ServerConnection.connect(address, password: server.password)
            Issue.record("connected without TLS")
        } catch let error as SyncError {
            #expect(error.kind == .refused, "\(error)")
            #expect(error.description.contains("does not offer TLS"), "\(error)")
        }
    }
}

/// A server that stays silent (a frozen backend, a cut cable that sends no FIN) is given up on at
/// the statement deadline, and the connection is closed, not waited on for ever.
@Suite struct SilentServerTests {
    @Test func aFrozenBackendMeetsTheStatementDeadline() async throws {
        let server = try PostgresTestServer.shared()
        let address = try ServerAddress("postgres://postgres@127.0.0.1:\(server.port)/postgres")
        let connection = try await ServerConnection.connect(address, password: server.password, statementTimeout: 1)
        let pid = try #require(try await connection.rows("SELECT pg_backend_pid()").first?.int(0))
        kill(pid_t(pid), SIGSTOP)
        defer { kill(pid_t(pid), SIGCONT) }
        let clock = ContinuousClock(), began = clock.now
        do {
            _ = try await connection.rows("SELECT 1")
            Issue.record("a frozen server answered")
        } catch let error as SyncError {
            #expect(error.kind == .offline && error.description.contains("stopped answering (no reply in 1 s)"), "\(error)")
        }
        #expect(clock.now - began < .seconds(5), "gave up after \(clock.now - began)")
        do {
            _ = try await connection.rows("SELECT 1")
            Issue.record("the connection stayed open after its deadline")
        } catch let error as SyncError {
            #expect(error.kind == .offline, "\(error)")
        }
    }
}
