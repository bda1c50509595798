import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private PostgreSQL server for one test run: `initdb` and `pg_ctl` from Debian's
/// `postgresql` package in a temporary folder, on 127.0.0.1 at a free port (scram passwords)
/// and a Unix socket in that folder. Stopped when the test process exits; a watchdog process
/// stops it and removes the folder if the test process dies instead (kill -9, a crash).
/// initdb refuses to run as root, so as root the server runs as the `postgres` user.
public final class PostgresTestServer: @unchecked Sendable {
    public let folder: String
    public let port: Int
    public let superuser = "postgres"
    public let password: String
    let binaries: String
    let asPostgres: Bool
    private let lock = NSLock()
    private var databases = 0

    /// The server every sync test shares (each test makes its own database), started once.
    public static func shared() throws -> PostgresTestServer {
        try sharedLock.withLock {
            if let sharedServer { return sharedServer }
            let server = try PostgresTestServer()
            sharedServer = server
            return server
        }
    }

    nonisolated(unsafe) private static var sharedServer: PostgresTestServer?
    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var running: [PostgresTestServer] = []
    private static let runningLock = NSLock()

    /// With `tls`, the CA certificate (PEM) that signed the server's certificate for
    /// `localhost` and 127.0.0.1: what a client passes as `sslrootcert`.
    public let rootCertificate: String?
    let tls: Bool

    /// Starts a new server of its own (for a test that stops it); with `tls`, it offers TLS with
    /// a certificate from a CA made for it (openssl, in its folder).
    public init(tls: Bool = false) throws {
        guard let bin = Self.findBinaries() else {
            throw TestData.MissingTestData(path: "/usr/lib/postgresql/*/bin/initdb (install Debian's postgresql: bash scripts/install-deps.sh)")
        }
        binaries = bin
        asPostgres = getuid() == 0
        folder = "/tmp/sous-pg-\(UUID().uuidString.prefix(8).lowercased())"
        password = UUID().uuidString
        port = try Self.freePort()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try password.write(toFile: folder + "/pw", atomically: true, encoding: .utf8)
        self.tls = tls
        rootCertificate = tls ? folder + "/ca.pem" : nil
        if tls { try Self.makeCertificates(in: folder) }
        if asPostgres { try Self.shell(["chown", "-R", "postgres:postgres", folder]) }
        try run("initdb", ["-D", folder + "/data", "-U", superuser, "--pwfile=\(folder)/pw", "--auth-local=trust",
                           "--auth-host=scram-sha-256", "-E", "UTF8", "--locale=C", "--no-sync"])
        try start()
        Self.runningLock.withLock {
            if Self.running.isEmpty { atexit { PostgresTestServer.stopAll() } }
            Self.running.append(self)
        }
        try watch()
    }

    /// Starts (or restarts) the server and waits until it takes connections.
    public func start() throws {
        // fsync off (a test server's data need not survive the machine crashing), but
        // synchronous_commit on: `stop()` is a crash, and a commit the client was told about
        // must survive it, as on a real server (with it off the stop lost a pushed batch).
        var options = "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off"
        if tls { options += " -c ssl=on -c ssl_cert_file=\(folder)/server.pem -c ssl_key_file=\(folder)/server.key" }
        try run("pg_ctl", ["-D", folder + "/data", "-l", folder + "/log", "-o", options, "-w", "-t", "60", "start"])
    }

    /// Stops the server at once, as a crash or a pulled cable would (no goodbye to clients).
    public func stop() {
        _ = try? run("pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
    }

    /// A new empty database; returns its name.
    public func createDatabase() throws -> String {
        let name = lock.withLock { () -> String in
            databases += 1
            return "t\(ProcessInfo.processInfo.processIdentifier)_\(databases)"
        }
        try psql("CREATE DATABASE \(name)", database: "postgres")
        return name
    }

    /// The superuser's URL for a database (with its password, as a person would type it).
    public func adminURL(_ database: String) -> String {
        "postgres://\(superuser):\(password)@127.0.0.1:\(port)/\(database)"
    }

    /// The URL without a user, as an invite tells another kitchen.
    public func url(_ database: String, user: String = "joiner") -> String {
        "postgres://\(user)@127.0.0.1:\(port)/\(database)"
    }

    /// Runs SQL through psql as `user` (the superuser by default) and returns its output
    /// (unaligned, tuples only). Throws with psql's message when it fails.
    @discardableResult
    public func psql(_ sql: String, database: String, user: String? = nil, password: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binaries + "/psql")
        process.arguments = ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(port),
                             "-U", user ?? superuser, "-d", database, "-c", sql]
        process.environment = ["PGPASSWORD": password ?? self.password, "PATH": "/usr/bin:/bin", "PGCONNECT_TIMEOUT": "5"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PostgresTestError(message: String(decoding: error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func stopAll() {
        let servers = runningLock.withLock { running }
        for server in servers {
            server.stop()
            try? FileManager.default.removeItem(atPath: server.folder)
        }
    }

    /// A CA and a server certificate it signed, for `localhost` and 127.0.0.1 (a day's validity).
    public static func makeCertificates(in folder: String, caName: String = "ca") throws {
        let f = folder
        try shell(["/bin/sh", "-c", """
            set -e; cd '\(f)'
            openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj '/CN=Sous test CA' -keyout \(caName).key -out \(caName).pem
            [ "\(caName)" = ca ] || exit 0
            openssl req -newkey rsa:2048 -nodes -subj '/CN=localhost' -keyout server.key -out server.csr
            printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\\n' > san.ext
            openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 1 -extfile san.ext -out server.pem
            chmod 600 server.key
            """])
    }

    /// A shell loop that outlives a killed test process and then stops the server.
    private func watch() throws {
        let pgctl = (asPostgres ? "runuser -u postgres -- " : "") + "\(binaries)/pg_ctl -D \(folder)/data -m immediate -w stop"
        let script = "while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; \(pgctl) >/dev/null 2>&1; rm -rf \(folder)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let command = [binaries + "/" + tool] + arguments
        return try Self.shell(asPostgres ? ["runuser", "-u", "postgres", "--"] + command : command, output: folder + "/\(tool).out")
    }

    /// Runs a command with its output in a file, not a pipe (the server pg_ctl starts would
    /// hold a pipe open for ever), through posix_spawn and waitpid: Foundation's Process missed
    /// the exit of `runuser` here and waited for ever.
    @discardableResult
    static func shell(_ command: [String], output: String? = nil) throws -> String {
        let file = output ?? NSTemporaryDirectory() + "sous-pg-shell-\(UUID().uuidString)"
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = "exec \(quoted) </dev/null >'\(file)' 2>&1"
        let argv: [UnsafeMutablePointer<CChar>?] = [String]([("/bin/sh"), "-c", script]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else {
            throw PostgresTestError(message: "cannot run \(command[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        if output == nil { try? FileManager.default.removeItem(atPath: file) }
        guard status == 0 else {
            throw PostgresTestError(message: "\(command.prefix(3).joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    static func findBinaries() -> String? {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).sorted(by: >)
        return versions.map { "\(root)/\($0)/bin" }.first { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") }
    }

    /// A port nothing listens on now: the kernel's pick for a socket bound to port 0.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw PostgresTestError(message: "no socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw PostgresTestError(message: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

public struct PostgresTestError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
