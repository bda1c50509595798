import Dispatch
import Foundation

/// Ctrl-C during `sous import`: stops between two recipes, never inside a transaction.
///
/// While recipes are being stored, SIGINT only raises a flag that the store checks between
/// recipes; the command then prints its summary and exits non-zero. While a file is read or a
/// page downloaded, nothing is open in the database, so the command stops at once.
final class ImportInterrupt: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    private var storing = false
    private var storedCount = 0
    private var source: DispatchSourceSignal?

    /// Starts catching SIGINT for the life of the command.
    static func install() -> ImportInterrupt {
        let interrupt = ImportInterrupt()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [interrupt] in interrupt.received() }
        source.resume()
        interrupt.source = source
        return interrupt
    }

    var isRequested: Bool { lock.withLock { requested } }

    /// Runs `body` (storing recipes) so that an interrupt waits for it to return.
    func storing<T>(_ body: () throws -> T) rethrows -> T {
        lock.withLock { storing = true }
        defer { lock.withLock { storing = false } }
        return try body()
    }

    func add(stored count: Int) {
        lock.withLock { storedCount += count }
    }

    private func received() {
        lock.lock()
        requested = true
        guard !storing else { return lock.unlock() }
        // Nothing is being written: say what was stored and stop now (the lock stays held,
        // so no transaction can begin).
        Output.error(Self.summary(stored: storedCount))
        exit(130)
    }

    static func summary(stored: Int) -> String {
        "interrupted: \(stored) recipe\(stored == 1 ? "" : "s") stored, each one whole; the rest was not imported"
    }
}
