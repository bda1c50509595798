import GRDB

extension AppDatabase {
    /// The version of the SQLite library loaded at run time ("3.40.1"), asked of SQLite itself;
    /// nil if an in-memory database cannot be opened.
    public static func sqliteVersion() -> String? {
        try? DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") }
    }
}
