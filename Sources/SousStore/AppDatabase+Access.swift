import GRDB

extension AppDatabase {
    /// Runs a read, turning SQLite's errors into a `StorageError` (naming the file only when
    /// the file is the problem); the store's own typed errors pass through.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try writer.read(body) } catch let error as DatabaseError {
            throw StorageError(path: path, error)
        }
    }

    /// Runs a write transaction (all or nothing), turning SQLite's errors into a `StorageError`.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        if isReadOnly { throw StorageError(path: path, kind: .file, reason: "is open read-only; nothing was changed") }
        do { return try writer.write(body) } catch let error as DatabaseError {
            throw StorageError(path: path, error)
        }
    }
}
