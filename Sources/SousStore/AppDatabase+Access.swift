import GRDB

extension AppDatabase {
    /// Runs a read, turning any database error into a `StorageError` (naming the file only
    /// when the file is the problem).
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try writer.read(body) } catch {
            throw StorageError(path: path, error)
        }
    }

    /// Runs a write transaction (all or nothing), turning errors into a `StorageError`.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        if isReadOnly { throw StorageError(path: path, kind: .file, reason: "is open read-only; nothing was changed") }
        do { return try writer.write(body) } catch {
            throw StorageError(path: path, error)
        }
    }
}
