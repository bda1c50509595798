import Foundation

/// Where a key in force comes from.
public enum KeySource: Sendable, Equatable, CustomStringConvertible {
    case environment(String)
    case keyring
    case file(String)

    public var description: String {
        switch self {
        case .environment(let variable): "the environment (\(variable), which takes precedence)"
        case .keyring: "the desktop keyring"
        case .file(let path): path
        }
    }
}

/// The cook's secrets (AI providers' API keys, the sync server's password): the environment
/// variable first (`OPENAI_API_KEY`, ...), then the desktop keyring when one answers, else the
/// 0600 key file. Secrets never go to SQLite. SousAI adds the same calls by `AIProviderKind`.
public struct KeyStore: Sendable {
    public let environment: [String: String]
    public let keyring: SecretToolBackend?
    public let file: FileKeyBackend

    public init(environment: [String: String], keyring: SecretToolBackend?, file: FileKeyBackend) {
        self.environment = environment
        self.keyring = keyring
        self.file = file
    }

    /// The store for this process: its environment, the keyring if one answers, the XDG file.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> KeyStore {
        KeyStore(environment: environment, keyring: SecretToolBackend.available(environment: environment),
                 file: FileKeyBackend(url: FileKeyBackend.standardURL(environment: environment)))
    }

    /// The key in force for `entry`, and where it comes from; nil when there is none.
    public func key(for entry: KeyEntry) throws -> (secret: Secret, source: KeySource)? {
        if let variable = entry.variable, let value = environment[variable], !Secret(value).isEmpty {
            return (Secret(value), .environment(variable))
        }
        if let keyring, let secret = try keyring.read(entry) { return (secret, .keyring) }
        if let secret = try file.read(entry) { return (secret, .file(file.url.path)) }
        return nil
    }

    /// Where a key was stored, and why not in the keyring when one answered but refused
    /// (a locked keyring or one with no default collection, as on a headless session).
    public struct Stored: Sendable, Equatable {
        public var source: KeySource
        public var keyringProblem: String?

        public init(source: KeySource, keyringProblem: String? = nil) {
            self.source = source
            self.keyringProblem = keyringProblem
        }
    }

    /// Stores the key in the keyring when there is one, else (or when it refuses) the file.
    public func set(_ secret: Secret, for entry: KeyEntry) throws -> Stored {
        guard !secret.isEmpty else { throw KeyStoreError.emptyKey }
        var problem: String?
        if let keyring {
            do {
                try keyring.write(secret, for: entry)
                // One place only: a key left in the file would outlive a later delete's intent.
                _ = try? file.delete(entry)
                return Stored(source: .keyring)
            } catch {
                problem = "\(error)"
            }
        }
        try file.write(secret, for: entry)
        return Stored(source: .file(file.url.path), keyringProblem: problem)
    }

    /// Removes the key from the keyring and the file; returns where it was. A key in the
    /// environment cannot be removed by Sous, so the caller says so.
    public func delete(_ entry: KeyEntry) throws -> [KeySource] {
        var removed: [KeySource] = []
        if let keyring, try keyring.delete(entry) { removed.append(.keyring) }
        if try file.delete(entry) { removed.append(.file(file.url.path)) }
        return removed
    }

    /// The variable still holding a key after a delete, if any.
    public func environmentVariable(for entry: KeyEntry) -> String? {
        guard let variable = entry.variable, let value = environment[variable], !Secret(value).isEmpty else { return nil }
        return variable
    }
}
