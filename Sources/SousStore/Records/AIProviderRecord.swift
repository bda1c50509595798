import Foundation
import GRDB
import SousCore

/// A row of `aiProvider`.
struct AIProviderRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "aiProvider"
    var provider: String
    var model: String?
    var baseUrl: String?
    var consentedAt: Date?

    init(_ settings: AIProviderSettings) {
        provider = settings.provider
        model = settings.model
        baseUrl = settings.baseURL
        consentedAt = settings.consentedAt
    }

    var settings: AIProviderSettings {
        AIProviderSettings(provider: provider, model: model, baseURL: baseUrl, consentedAt: consentedAt)
    }
}
