import Foundation
import SousApp
import SousStore
import SousSync

/// The app's sync effects: the status and conflicts from the local ledger, a sync against the
/// family's server. The runtime runs each on its own thread, beside the effects queue; a server
/// that does not answer comes back as `.offline`, a status rather than an error.
public struct SyncEffectHandler: EffectHandler {
    let database: AppDatabase
    let environment: [String: String]
    let now: @Sendable () -> Date
    /// Waits out the quiet after a change (tests pass one that does not sleep).
    let wait: @Sendable (Double) -> Void
    private let running = RunLock()

    public init(database: AppDatabase, environment: [String: String] = ProcessInfo.processInfo.environment,
                now: @escaping @Sendable () -> Date = { Date() },
                wait: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }) {
        self.database = database
        self.environment = environment
        self.now = now
        self.wait = wait
    }

    public func perform(_ effect: SyncEffect) -> [AppAction] {
        switch effect {
        case .loadStatus:
            guard let status = try? snapshot() else { return [] }
            return [.sync(.statusLoaded(status))]
        case .run:
            return [.sync(.finished(run()))]
        case .quiet(let serial, let seconds):
            wait(seconds)
            return [.sync(.quietAfterChange(serial: serial))]
        case .loadConflicts(let uid):
            let items = (try? SyncLedger(database).conflicts(includeRestored: true)) ?? []
            return [.sync(.conflictsLoaded(recipeUid: uid, items.filter { $0.entity == .recipe && $0.key == uid }.map(Self.item)))]
        case .restore(let id, let uid):
            do {
                let conflict = try SyncLedger(database).restore(conflict: id)
                return [.sync(.restored(recipeUid: uid, field: conflict.field))]
            } catch {
                return [.sync(.restoreFailed("Could not restore: \(error)"))]
            }
        }
    }

    func snapshot() throws -> SyncStatusSnapshot {
        let status = try SyncLedger(database).status()
        let last = status.lastSyncAt.map { SyncRun(at: $0, report: status.lastReport ?? "") }
        return SyncStatusSnapshot(setup: SyncSetup(server: status.serverURL, family: status.familyName), last: last,
                                  openConflicts: status.openConflicts)
    }

    /// One sync; a second asked for while one runs waits for it (the reducer asks for one at a time).
    func run() -> SyncOutcome {
        running.lock.lock()
        defer { running.lock.unlock() }
        let engine = SyncEngine(database: database, passwords: PasswordStore(environment: environment))
        do {
            let report = try Self.wait { try await engine.sync() }
            let run = SyncRun(at: now(), pushed: report.pushed, pulled: report.pulled, conflicts: report.conflicts, note: report.notes)
            return .synced(run, status: try snapshot())
        } catch let error as SyncError {
            switch error.kind {
            case .offline: return .offline(error.description)
            case .notSetUp: return .notSetUp
            case .invalid, .refused, .newerServer: return .failed(error.description)
            }
        } catch {
            return .failed("\(error)")
        }
    }

    static func item(_ conflict: SyncConflict) -> SyncConflictItem {
        SyncConflictItem(id: conflict.id, field: conflict.field, kept: conflict.keptValue, lost: conflict.lostValue,
                         lostFromHere: conflict.lostFromHere, at: conflict.at, restoredAt: conflict.restoredAt)
    }

    final class RunLock: Sendable {
        let lock = NSLock()
    }

    /// Waits on this (the handler's own) thread for async work, keeping its `SyncError`.
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = AsyncBridge.Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

extension SyncRun {
    /// From the ledger's stored report ("pushed 3, pulled 0, conflicts 1").
    init(at: Date, report: String) {
        func number(_ word: String) -> Int {
            guard let range = report.range(of: word + " ") else { return 0 }
            return Int(report[range.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        let notes = report.range(of: "; ").map { String(report[$0.upperBound...]) }
        self.init(at: at, pushed: number("pushed"), pulled: number("pulled"), conflicts: number("conflicts"), note: notes)
    }
}
