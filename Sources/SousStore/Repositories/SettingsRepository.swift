import GRDB
import SousCore

/// The installation's settings (one row; defaults until first saved).
public struct SettingsRepository: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func load() throws -> Settings {
        try database.read { db in try SettingsRecord.fetchOne(db, key: 1)?.settings ?? Settings() }
    }

    public func save(_ settings: Settings) throws {
        try database.write { db in try SettingsRecord(settings).upsert(db) }
    }
}
