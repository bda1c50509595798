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
    public let isReadOnly = false

    init(writer: any DatabaseWriter, path: String?) throws {
        self.writer = writer
        self.path = path
        do {
            try writer.read { db in
                if try Self.migrator.hasBeenSuperseded(db) {
                    throw StorageError(path: path, kind: .newerVersion, reason: "was written by a newer version of Sous; upgrade Sous to open it (nothing was changed)")
                }
            }
            try Self.migrator.migrate(writer)
        } catch {
            throw StorageError(path: path, error)
        }
    }

    /// Opens (creating if needed) the database file at `path`, with its folder.
    public static func open(path: String) throws -> AppDatabase {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw StorageError(path: path, kind: .file, reason: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw StorageError(path: path, kind: .file, reason: "is a folder, not a database file")
        }
        do {
            let pool = try DatabasePool(path: path, configuration: configuration())
            return try AppDatabase(writer: pool, path: path)
        } catch {
            throw StorageError(path: path, error)
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
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
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
