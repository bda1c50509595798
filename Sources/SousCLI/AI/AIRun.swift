import Foundation
import SousAI
import SousCore
import SousStore

/// Runs async provider work from a synchronous command: Ctrl-C cancels it (exit 130 with
/// "cancelled"), errors come back as they were thrown.
enum AIRun {
    final class Box<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }

    static func blocking<T>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        Interrupt.shared.running(task)
        done.wait()
        Interrupt.shared.running(nil)
        return try box.result!.get()
    }

    /// Ctrl-C for the `sous ai` commands: cancels the provider work in progress (which then
    /// ends with "cancelled"), or, between two pieces of work (at the consent question),
    /// exits at once. One signal source for the process: a second one made after the first
    /// was cancelled never fired.
    final class Interrupt: @unchecked Sendable {
        static let shared = Interrupt()
        private let lock = NSLock()
        private var current: Task<Void, Never>?
        private let source: any DispatchSourceSignal

        private init() {
            signal(SIGINT, SIG_IGN)
            source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { [unowned self] in self.received() }
            source.resume()
        }

        func running(_ task: Task<Void, Never>?) {
            lock.withLock { current = task }
        }

        private func received() {
            let task = lock.withLock { current }
            guard let task else {
                Output.error(AIError.cancelled.description)
                exit(130)
            }
            task.cancel()
        }
    }

    /// The one-line message for a failure, and the exit code (130 when cancelled).
    static func failure(_ error: any Error) -> (message: String, code: Int32) {
        if let error = error as? AIError { return (error.description, error == .cancelled ? 130 : 1) }
        return ("\(error)", 1)
    }

    /// What a cloud provider is sent, shown before the first use.
    static func consentNotice(_ config: AIProviderConfig, sends: String) -> String {
        """
        Sous is about to send to \(config.kind.displayName) (\(config.baseURL), model \(config.model)):
          \(sends)
        Nothing else from your cookbook is sent, and your key is sent only to this address.
        """
    }

    /// Asks once per cloud provider (on a terminal) or needs --yes; remembered in settings.
    static func ensureConsent(_ config: AIProviderConfig, sends: String, yes: Bool, repository: AIProviderRepository) throws {
        guard config.kind.isCloud else { return }
        if try repository.load(config.kind.rawValue)?.consentedAt != nil { return }
        for line in consentNotice(config, sends: sends).split(separator: "\n") { Output.error(String(line)) }
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure(description: "nothing sent: run again with --yes to agree to send to \(config.kind.displayName) (asked once)")
            }
            FileHandle.standardError.write(Data("Send? [y/N] ".utf8))
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else { throw CommandFailure(description: "nothing sent") }
        }
        try repository.recordConsent(config.kind.rawValue, at: Date())
    }

    /// The provider for these options, after consent. The caller shuts it down.
    static func provider(_ options: AIOptions, db: AppDatabase, sends: String) throws -> any AIProvider {
        let environment = ProcessInfo.processInfo.environment
        let repository = AIProviderRepository(db)
        let choice = ProviderChoice(environment: environment, settings: try repository.all(), keys: KeyStore.standard(environment: environment))
        let overrides = options.overrides
        let config = try blocking { try await choice.choose(overrides) }
        if config.kind.isCloud, config.key?.isEmpty ?? true { throw AIError.noKey(config.kind) }
        try ensureConsent(config, sends: sends, yes: options.yes, repository: repository)
        return try AIProviders.make(config) { notice in
            switch notice {
            case .waitingForRateLimit(let kind, let seconds):
                Output.error("\(kind.displayName) asks to slow down: waiting \(AIError.seconds(seconds)) as it says")
            }
        }
    }
}

extension AIError {
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
