import GRDB

extension AppDatabase {
    /// Runs a read, turning any database error into a `StorageError` naming the file.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try writer.read(body) } catch let error as StorageError { throw error } catch let error as PlanError { throw error } catch {
            throw StorageError(path: path, reason: Self.describe(error))
        }
    }

    /// Runs a write transaction (all or nothing), turning errors into a `StorageError`; a cook's
    /// mistake found inside it (`PlanError`) passes through as it is.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try writer.write(body) } catch let error as StorageError { throw error } catch let error as PlanError { throw error } catch {
            throw StorageError(path: path, reason: Self.describe(error))
        }
    }
}
