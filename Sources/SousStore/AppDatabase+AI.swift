import GRDB

extension AppDatabase {
    /// One row per AI provider the cook has configured: model, address, consent. Keys are
    /// not here: they live in the desktop keyring or a 0600 file (SousAI's `KeyStore`).
    static func createAIProviders(_ db: Database) throws {
        try db.create(table: "aiProvider") { t in
            t.primaryKey("provider", .text).check { ["local", "openai", "anthropic", "gemini"].contains($0) }
            t.column("model", .text)
            t.column("baseUrl", .text)
            t.column("consentedAt", .datetime)
        }
    }

    /// The provider the app uses (nil: Sous picks). A choice, never a key.
    static func addAIChoice(_ db: Database) throws {
        try db.alter(table: "settings") { t in
            t.add(column: "aiProvider", .text).check { $0 == nil || ["off", "local", "openai", "anthropic", "gemini"].contains($0) }
        }
    }
}
