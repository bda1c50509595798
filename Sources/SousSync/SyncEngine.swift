import Foundation
import SousStore

/// What one sync did, for `sous sync` (text or `--json`) and the status line.
public struct SyncReport: Sendable, Equatable, Codable {
    public var pushed = 0
    public var pulled = 0
    public var conflicts = 0
    public var seconds = 0.0
    /// Recordings of memories sent to the server and fetched from it.
    public var audioSent = 0
    public var audioFetched = 0
    /// Memories shared without their recording: the file is missing (or changed) here, or no
    /// kitchen has sent it yet, so this kitchen could not fetch it.
    public var audioMissingHere = 0
    public var audioNotOnServer = 0
    /// The server is older than this Sous (no recordings): the command its admin runs, and
    /// the memory changes kept in the outbox until then (sent whole, with their audio, after).
    public var serverUpgrade: String?
    public var memoriesWaiting = 0

    public init() {}

    public var summary: String {
        var text = "pushed \(pushed), pulled \(pulled), conflicts \(conflicts)"
        if audioSent + audioFetched > 0 { text += ", recordings sent \(audioSent), fetched \(audioFetched)" }
        return notes.map { text + "; " + $0 } ?? text
    }

    /// What the cook should know beyond the counts (Settings shows it), or nil.
    public var notes: String? {
        var notes: [String] = []
        if audioMissingHere > 0 { notes.append("\(audioMissingHere) recording(s) missing here, shared without audio") }
        if audioNotOnServer > 0 { notes.append("\(audioNotOnServer) recording(s) not on the server yet") }
        if let serverUpgrade {
            notes.append("the server is older than this Sous: \(memoriesWaiting) memory change(s) wait until it is upgraded (`\(serverUpgrade)`)")
        }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// Adds another run's counts (a join syncs twice).
    public mutating func add(_ other: SyncReport) {
        pushed += other.pushed
        pulled += other.pulled
        conflicts += other.conflicts
        seconds += other.seconds
        audioSent += other.audioSent
        audioFetched += other.audioFetched
        audioMissingHere += other.audioMissingHere
        audioNotOnServer += other.audioNotOnServer
        serverUpgrade = other.serverUpgrade
        memoriesWaiting = other.memoriesWaiting
    }
}

/// Push and pull between this kitchen's database and the family's server: capture local edits,
/// pull and apply the family's changes in batches (each batch and its cursor in one local
/// transaction), then push the outbox in batches (the server ignores a change id it has, and the
/// outbox forgets a batch only after the server committed it).
public struct SyncEngine: Sendable {
    public let database: AppDatabase
    public let passwords: PasswordStore
    public var batchSize: Int
    /// Seconds one statement may take before the server counts as gone (offline).
    public var statementTimeout: TimeInterval = 30
    /// Called after each batch (tests stop the server here).
    public var afterBatch: (@Sendable (SyncReport) async -> Void)?

    public init(database: AppDatabase, passwords: PasswordStore = PasswordStore(), batchSize: Int = 1000) {
        self.database = database
        self.passwords = passwords
        self.batchSize = batchSize
    }

    public func sync() async throws -> SyncReport {
        let started = Date()
        let ledger = SyncLedger(database)
        let status = try ledger.status()
        guard let url = status.serverURL else {
            throw SyncError(.notSetUp, "this kitchen shares no cookbook yet: `sous family create-server URL` or `sous family join CODE URL`")
        }
        let address = try ServerAddress(url)
        let server = try await ServerConnection.connect(address, password: try passwords.password(for: address),
                                                        statementTimeout: statementTimeout)
        do {
            // A server set up before recordings synced (schema 1) still syncs everything else;
            // memories wait in the outbox, since their audio would have nowhere to go and a
            // memory pushed without it would never send it later.
            let audio = try await server.checkSchema() >= ServerSchema.audioVersion
            var report = SyncReport()
            try hashNewAudio(ledger)
            try ledger.capture()
            try await pull(server, ledger, &report)
            if audio { try await fetchMissingAudio(server, ledger, &report) }
            try await push(server, ledger, audio: audio, &report)
            if !audio {
                report.serverUpgrade = "sous family upgrade-server postgres://ADMIN@\(address.host):\(address.port)/\(address.database)"
                report.memoriesWaiting = try ledger.outboxCount(of: .memory)
            }
            report.seconds = Date().timeIntervalSince(started)
            await server.close()
            try ledger.recordSync(report: report.summary)
            return report
        } catch {
            await server.close()
            throw error
        }
    }

    func pull(_ server: ServerConnection, _ ledger: SyncLedger, _ report: inout SyncReport) async throws {
        let limit = batchSize
        var changes = try await server.pull(after: try ledger.status().pullCursor, limit: limit)
        while let last = changes.last {
            // The next page is fetched (the server's query, the transfer, the decoding) while
            // this one is applied: a first pull of a big cookbook waits on neither in turn.
            // Fetching changes nothing, so a sync that stops here loses nothing.
            let next = changes.count < limit ? nil : Task { try await server.pull(after: last.seq, limit: limit) }
            do {
                let result = try ledger.apply(changes, cursor: last.seq)
                report.pulled += result.applied
                report.conflicts += result.conflicts
                if let afterBatch { await afterBatch(report) }
            } catch {
                next?.cancel()
                _ = try? await next?.value
                throw error
            }
            guard let next else { return }
            changes = try await next.value
        }
    }

    func push(_ server: ServerConnection, _ ledger: SyncLedger, audio: Bool = true, _ report: inout SyncReport) async throws {
        while true {
            let changes = try ledger.outbox(limit: batchSize, excluding: audio ? [] : [.memory])
            guard !changes.isEmpty else { return }
            // Recordings before the changes that name them, so a kitchen that pulls a memory
            // finds its audio; a sync killed between the two sends the audio again harmlessly.
            if audio { try await pushAudio(of: changes, server, ledger, &report) }
            try await server.push(changes)
            try ledger.acknowledge(changes.map(\.id))
            report.pushed += changes.count
            if let afterBatch { await afterBatch(report) }
        }
    }
}
