import Foundation

/// Keys in the desktop keyring through the Secret Service, by running libsecret's own
/// `secret-tool` (Debian's libsecret-tools). The key goes on its standard input and comes
/// back on its standard output, never on a command line (which other users can read in
/// /proc). Used only when a session bus is there and a lookup answers.
public struct SecretToolBackend: Sendable {
    public let executable: URL
    let environment: [String: String]

    static let label = "Sous"

    /// The backend when `secret-tool` is on the PATH and a Secret Service answers; nil otherwise.
    public static func available(environment: [String: String]) -> SecretToolBackend? {
        guard let bus = environment["DBUS_SESSION_BUS_ADDRESS"], !bus.isEmpty else { return nil }
        let paths = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let path = paths.map({ "\($0)/secret-tool" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let backend = SecretToolBackend(executable: URL(fileURLWithPath: path), environment: environment)
        // A lookup of nothing: exit 0 or 1 with nothing on stderr means a keyring answered.
        guard let probe = try? backend.run(["lookup", "application", "sous", "probe", "none"]), probe.status <= 1, probe.stderr.isEmpty else { return nil }
        return backend
    }

    public func read(_ entry: KeyEntry) throws -> Secret? {
        let result = try run(["lookup"] + attributes(entry))
        guard result.status == 0 else {
            if result.stderr.isEmpty { return nil }
            throw KeyStoreError.keyring(Self.firstLine(result.stderr))
        }
        let secret = Secret(result.stdout)
        return secret.isEmpty ? nil : secret
    }

    public func write(_ secret: Secret, for entry: KeyEntry) throws {
        let result = try run(["store", "--label=\(Self.label): \(entry.label)"] + attributes(entry), input: secret.value)
        guard result.status == 0 else { throw KeyStoreError.keyring(Self.firstLine(result.stderr)) }
    }

    /// Whether there was a key to delete.
    @discardableResult
    public func delete(_ entry: KeyEntry) throws -> Bool {
        let had = try read(entry) != nil
        let result = try run(["clear"] + attributes(entry))
        guard result.status == 0 || result.stderr.isEmpty else { throw KeyStoreError.keyring(Self.firstLine(result.stderr)) }
        return had
    }

    private func attributes(_ entry: KeyEntry) -> [String] {
        ["application", "sous", entry.attribute, entry.name]
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        do { try process.run() } catch { throw KeyStoreError.keyring("secret-tool could not start: \(error.localizedDescription)") }
        // secret-tool may exit before reading (no keyring): a failed write must be its status,
        // not the crash `write(_: Data)` makes of a broken pipe.
        if let input { try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
        try? stdin.fileHandleForWriting.close()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self))
    }

    static func firstLine(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).first ?? "secret-tool failed")
    }
}
