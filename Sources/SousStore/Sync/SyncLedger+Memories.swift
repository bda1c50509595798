import Foundation
import GRDB
import SousCore

/// A memory's recording as sync sees it: named by its SHA-256 (lower-case hex) and size.
public struct SyncAudio: Sendable, Equatable {
    public var sha256: String
    public var bytes: Int
    /// Where the file is (or belongs) in this kitchen's `memories/` folder.
    public var url: URL
}

/// The ledger's side of memories' audio: which recordings still need hashing, which arrived
/// as a hash without their file, and removing the file of a memory deleted elsewhere. The
/// hashing and the transfer are the engine's (SousSync); this side only reads and records.
extension SyncLedger {
    var memoryFolder: MemoryFolder { MemoryFolder(databasePath: database.path) }

    /// Memories whose recording was never hashed and whose file is here: (memory id, file).
    public func audioToHash() throws -> [(memoryId: Int64, url: URL)] {
        let folder = memoryFolder
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, audioPath FROM memory WHERE id NOT IN (SELECT memoryId FROM syncAudio)")
        }.compactMap { row in
            guard let url = folder.url(for: row["audioPath"]), FileManager.default.fileExists(atPath: url.path) else { return nil }
            return (row["id"], url)
        }
    }

    /// Records a recording's hash and size, and marks its memory so the next capture sends them.
    public func recordAudio(memoryId: Int64, sha256: String, bytes: Int) throws {
        try database.write { db in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM memory WHERE id = ?", arguments: [memoryId]) == 1 else { return }
            try db.execute(sql: "INSERT OR REPLACE INTO syncAudio (memoryId, sha256, bytes) VALUES (?, ?, ?)",
                           arguments: [memoryId, sha256, bytes])
            try db.execute(sql: """
                INSERT OR REPLACE INTO syncPending (entity, key, changedAt)
                SELECT 'memory', uid, ? FROM syncIdentity WHERE entity = 'memory' AND localId = ?
                """, arguments: [SyncDocument.milliseconds(now()), memoryId])
        }
    }

    /// Recordings this kitchen knows by hash but lacks the file of (pulled before the audio).
    public func missingAudio() throws -> [SyncAudio] {
        let folder = memoryFolder
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT m.audioPath, a.sha256, a.bytes FROM memory m JOIN syncAudio a ON a.memoryId = m.id")
        }.compactMap { row in
            guard let url = folder.url(for: row["audioPath"]), !FileManager.default.fileExists(atPath: url.path) else { return nil }
            return SyncAudio(sha256: row["sha256"], bytes: row["bytes"], url: url)
        }
    }

    /// The recording an outgoing memory change names, when it names one (a new hash).
    public func audio(of change: SyncChange) -> SyncAudio? {
        guard change.entity == .memory, let sha = change.fields["audioSHA256"].flatMap(SyncDocument.value) as? String,
              let bytes = (change.fields["audioBytes"].flatMap(SyncDocument.value) as? NSNumber)?.intValue else { return nil }
        // The file name is not always in the change (only changed fields are); the row has it.
        let path = change.fields["audioFile"].flatMap(SyncDocument.value) as? String
            ?? (try? database.read { db in
                try String.fetchOne(db, sql: """
                    SELECT m.audioPath FROM memory m JOIN syncIdentity i ON i.entity = 'memory' AND i.localId = m.id WHERE i.uid = ?
                    """, arguments: [change.key])
            }) ?? nil
        guard let path, let url = memoryFolder.url(for: path) else { return nil }
        return SyncAudio(sha256: sha, bytes: bytes, url: url)
    }

    /// Deletes the files of memories deleted by another kitchen, unless a memory here still
    /// names the same file.
    func removeAudioOfDeletedMemories(_ keys: [String]) throws {
        guard !keys.isEmpty, memoryFolder.root != nil else { return }
        let paths = try database.read { db in
            try keys.compactMap { key -> String? in
                let shadow = try Shadow.load(.memory, key: key, in: db)
                guard shadow[SyncChange.deleted]?.v == "true", let path = shadow["audioFile"].flatMap({ SyncDocument.value($0.v) }) as? String,
                      try Int.fetchOne(db, sql: "SELECT count(*) FROM memory WHERE audioPath = ?", arguments: [path]) == 0 else { return nil }
                return path
            }
        }
        for path in paths {
            if let url = memoryFolder.url(for: path) { try? FileManager.default.removeItem(at: url) }
        }
    }
}
