import Foundation
import GRDB

/// The Sous database: one SQLite file (WAL) or an in-memory database for tests.
///
/// Every read and write goes through the repositories built on this type; no GRDB type
/// appears in its public API.
public struct AppDatabase: Sendable {
    let writer: any DatabaseWriter
    /// The file path, or nil for an in-memory database.
    public let path: String?
    /// Opened by `openReadOnly`: every write fails, and nothing in the file changes.
    public let isReadOnly: Bool

    /// The schema this Sous writes, kept in `PRAGMA user_version`: the number of migrations it
    /// knows. A file with a higher number comes from a newer Sous and is refused unchanged.
    public static var schemaVersion: Int { migrator.migrations.count }

    init(writer: any DatabaseWriter, path: String?, readOnly: Bool = false) throws {
        self.writer = writer
        self.path = path
        self.isReadOnly = readOnly
        guard !readOnly else { return }
        do {
            try writer.read { db in try Self.refuseNewer(db, path: path) }
            try Self.migrator.migrate(writer)
            try writer.write { db in
                if try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 < Self.schemaVersion {
                    try db.execute(sql: "PRAGMA user_version = \(Self.schemaVersion)")
                }
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(path: path, error)
        }
    }

    /// Opens (creating if needed) the database file at `path`, with its folder.
    ///
    /// An existing file is first looked at through a read-only connection: one from a newer
    /// Sous or one SQLite's quick check finds damaged is refused before anything can write to
    /// it (not even the WAL switch or a checkpoint), with a `StorageError` saying what to do.
    public static func open(path: String) throws -> AppDatabase {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw StorageError(path: path, kind: .file, reason: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            throw StorageError(path: path, kind: .file, reason: "is a folder, not a database file")
        }
        do {
            if exists, ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0) > 0 {
                try inspect(path: path)
            }
            let pool = try DatabasePool(path: path, configuration: configuration())
            let database = try AppDatabase(writer: pool, path: path)
            // Recordings from before each cookbook had its own folder; a failure leaves them
            // where they were (`memory list` then says which are missing), never stops the open.
            _ = try? MemoryRepository(database).adoptFromSharedFolder()
            return database
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(path: path, error)
        }
    }

    /// Opens an existing file for reading only, without migrating or checking it: what
    /// `sous export` uses to save what can still be read from a damaged or newer database.
    public static func openReadOnly(path: String) throws -> AppDatabase {
        guard FileManager.default.fileExists(atPath: path) else {
            throw StorageError(path: path, reason: "does not exist")
        }
        var config = configuration()
        config.readonly = true
        do {
            return try AppDatabase(writer: DatabaseQueue(path: path, configuration: config), path: path, readOnly: true)
        } catch {
            throw StorageError(path: path, error)
        }
    }

    /// Refuses a file from a newer Sous or a damaged one, reading it only.
    static func inspect(path: String) throws {
        var config = configuration()
        config.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: config)
            try queue.read { db in
                try refuseNewer(db, path: path)
                let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(20)")
                if problems != ["ok"] {
                    throw StorageError.damaged(path: path, problems: problems)
                }
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            // Damage bad enough that the check itself cannot read a page.
            throw StorageError.damaged(path: path, problems: [])
        }
    }

    static func refuseNewer(_ db: Database, path: String?) throws {
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let superseded = try migrator.hasBeenSuperseded(db)
        if version > schemaVersion || superseded {
            throw StorageError(path: path, kind: .newerVersion,
                               reason: "was written by a newer version of Sous; upgrade Sous to open it (nothing was changed)")
        }
    }

    /// A fresh, empty in-memory database (tests, dry runs).
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(writer: DatabaseQueue(configuration: configuration()), path: nil)
    }

    static func configuration() -> Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        // A second instance waits for a write lock instead of failing at once.
        config.busyMode = .timeout(5)
        config.prepareDatabase { db in
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        }
        return config
    }

    /// The size of the database file and its WAL, in bytes.
    public func fileSize() -> Int {
        guard let path else { return 0 }
        return [path, path + "-wal"].reduce(0) { total, file in
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int
            return total + (size ?? 0)
        }
    }
}
