import Foundation
import GRDB
import SousCore

/// Spoken memories: their rows here, their audio in `MemoryFolder`.
public struct MemoryRepository: Sendable {
    let database: AppDatabase
    public let folder: MemoryFolder

    /// `folder` defaults to `memories/` next to the database file.
    public init(_ database: AppDatabase, folder: MemoryFolder? = nil) {
        self.database = database
        self.folder = folder ?? MemoryFolder(databasePath: database.path)
    }

    @discardableResult
    public func add(_ memory: Memory) throws -> Memory {
        guard Memory.isSafeRelativePath(memory.audioPath) else {
            throw StorageError(reason: "the recording's path \(memory.audioPath) is not inside the memories folder")
        }
        return try database.write { db in
            var record = MemoryRecord(memory)
            try record.insert(db)
            return record.memory
        }
    }

    public func load(_ id: Int64) throws -> Memory? {
        try database.read { db in try MemoryRecord.fetchOne(db, key: id)?.memory }
    }

    /// Newest first; for one recipe, one member, or all.
    public func list(recipeId: Int64? = nil, memberId: Int64? = nil) throws -> [Memory] {
        try database.read { db in
            var request = MemoryRecord.all()
            if let recipeId { request = request.filter(Column("recipeId") == recipeId) }
            if let memberId { request = request.filter(Column("memberId") == memberId) }
            return try request.order(Column("recordedAt").desc, Column("id").desc).fetchAll(db).map(\.memory)
        }
    }

    /// The guided questions already answered for a recipe or a member.
    public func answeredQuestions(recipeId: Int64? = nil, memberId: Int64? = nil) throws -> Set<String> {
        Set(try list(recipeId: recipeId, memberId: memberId).compactMap(\.questionId))
    }

    /// Replaces the transcript; `edited` false keeps it marked as the machine's draft.
    @discardableResult
    public func setTranscript(_ id: Int64, text: String, edited: Bool) throws -> Memory? {
        try database.write { db in
            guard var record = try MemoryRecord.fetchOne(db, key: id) else { return nil }
            record.transcript = text
            record.transcriptEdited = edited
            record.transcriptPending = false
            try record.update(db)
            return record.memory
        }
    }

    /// Recordings in this cookbook's folder that no memory names and nothing has written to for
    /// `quietFor` seconds (a recording killed before its row was stored), moved into
    /// `interrupted/` beside them, where any audio player opens them and `sous memory record
    /// RECIPE --audio-file FILE` can keep one as a memory. Returns where they went.
    @discardableResult
    public func setAsideOrphans(quietFor seconds: Double = 600, now: Date = Date()) throws -> [URL] {
        guard let root = folder.root, let files = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return [] }
        let named = Set(try list().map(\.audioPath))
        let interrupted = root.appendingPathComponent("interrupted", isDirectory: true)
        var moved: [URL] = []
        for file in files.sorted() where file.hasSuffix(".flac") && !named.contains(file) {
            let url = root.appendingPathComponent(file)
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? now
            guard now.timeIntervalSince(modified) >= seconds else { continue }
            try FileManager.default.createDirectory(at: interrupted, withIntermediateDirectories: true)
            let target = interrupted.appendingPathComponent(file)
            try FileManager.default.moveItem(at: url, to: target)
            moved.append(target)
        }
        return moved
    }

    /// Brings this cookbook's recordings from the folder all cookbooks in its folder once shared
    /// into its own, as hard links (another cookbook may name the same file: an export imported
    /// into both), so nothing is copied and nothing another cookbook needs goes. Returns how many.
    @discardableResult
    public func adoptFromSharedFolder() throws -> Int {
        guard let root = folder.root, let shared = folder.sharedRoot, shared != root,
              FileManager.default.fileExists(atPath: shared.path) else { return 0 }
        var adopted = 0
        for memory in try list() {
            guard let target = folder.url(for: memory.audioPath), !FileManager.default.fileExists(atPath: target.path) else { continue }
            // Set aside by the default cookbook's sweep before this one was opened again: there.
            let candidates = [shared.appendingPathComponent(memory.audioPath), shared.appendingPathComponent("interrupted/" + memory.audioPath)]
            guard let source = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { continue }
            if adopted == 0 { _ = try folder.prepare() }
            do { try FileManager.default.linkItem(at: source, to: target) } catch { try FileManager.default.copyItem(at: source, to: target) }
            adopted += 1
        }
        return adopted
    }

    /// Deletes the row, then its audio (a file already gone is not an error). False when no such memory.
    @discardableResult
    public func delete(_ id: Int64) throws -> Bool {
        let deleted = try database.write { db -> MemoryRecord? in
            guard let record = try MemoryRecord.fetchOne(db, key: id) else { return nil }
            try record.delete(db)
            return record
        }
        guard let deleted else { return false }
        if let url = folder.url(for: deleted.audioPath) { try? FileManager.default.removeItem(at: url) }
        return true
    }
}

/// The `memories/` folder next to the database, where recordings live.
public struct MemoryFolder: Hashable, Sendable {
    /// Nil for an in-memory database (nothing can be recorded into it).
    public let root: URL?

    public init(root: URL?) {
        self.root = root
    }

    /// The database file's own folder: `memories/` beside `sous.sqlite` (the default cookbook, as
    /// it always was), `NAME.memories/` beside any other `NAME.sqlite`, so two cookbooks in one
    /// folder never share their recordings.
    public init(databasePath: String?) {
        root = databasePath.map { path in
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent == Self.defaultDatabaseName ? "memories" : url.deletingPathExtension().lastPathComponent + ".memories"
            return url.deletingLastPathComponent().appendingPathComponent(name, isDirectory: true)
        }
    }

    public static let defaultDatabaseName = "sous.sqlite"

    /// Where every cookbook's recordings were before each had its own folder.
    var sharedRoot: URL? { root.map { $0.deletingLastPathComponent().appendingPathComponent("memories", isDirectory: true) } }

    /// The file for a stored relative path, nil when the path would leave the folder.
    public func url(for relativePath: String) -> URL? {
        guard let root, Memory.isSafeRelativePath(relativePath) else { return nil }
        return root.appendingPathComponent(relativePath)
    }

    /// The memory's audio file, or a clear error when it is gone.
    public func existingAudio(of memory: Memory) throws -> URL {
        guard let url = url(for: memory.audioPath), FileManager.default.fileExists(atPath: url.path) else {
            throw StorageError(kind: .file, reason: "the recording is missing: \(root.map { $0.appendingPathComponent(memory.audioPath).path } ?? memory.audioPath)")
        }
        return url
    }

    /// Creates the folder if needed.
    public func prepare() throws -> URL {
        guard let root else { throw StorageError(reason: "an in-memory database has no folder for recordings") }
        do { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) } catch {
            throw StorageError(kind: .file, reason: "cannot create \(root.path): \(error.localizedDescription)")
        }
        return root
    }
}
