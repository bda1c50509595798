import Foundation
import GRDB
import SousCore

/// The cook's AI provider choices (model, address, consent), one row per provider.
public struct AIProviderRepository: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func all() throws -> [AIProviderSettings] {
        try database.read { db in try AIProviderRecord.order(Column("provider")).fetchAll(db).map(\.settings) }
    }

    public func load(_ provider: String) throws -> AIProviderSettings? {
        try database.read { db in try AIProviderRecord.fetchOne(db, key: provider)?.settings }
    }

    public func save(_ settings: AIProviderSettings) throws {
        try database.write { db in try AIProviderRecord(settings).upsert(db) }
    }

    /// Records that the cook agreed to send prompts to `provider`, keeping its other choices.
    public func recordConsent(_ provider: String, at date: Date) throws {
        var settings = try load(provider) ?? AIProviderSettings(provider: provider)
        settings.consentedAt = date
        try save(settings)
    }
}
