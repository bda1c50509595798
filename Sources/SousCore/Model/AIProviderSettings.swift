import Foundation

/// The cook's choices for one AI provider (never its key, which lives in the key store).
public struct AIProviderSettings: Hashable, Sendable, Codable {
    /// "local", "openai", "anthropic" or "gemini".
    public var provider: String
    /// Nil for the provider's default model.
    public var model: String?
    /// Nil for the provider's usual address.
    public var baseURL: String?
    /// When the cook agreed to send prompts to this provider (a cloud provider asks once).
    public var consentedAt: Date?

    public init(provider: String, model: String? = nil, baseURL: String? = nil, consentedAt: Date? = nil) {
        self.provider = provider
        self.model = model
        self.baseURL = baseURL
        self.consentedAt = consentedAt
    }
}
