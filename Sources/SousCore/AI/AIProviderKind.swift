import Foundation

/// The four wire formats Sous speaks to AI providers. A plain value here, so the app's state
/// (SousApp) and the providers (SousAI) name the same thing.
public enum AIProviderKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// An OpenAI-compatible server on this machine (Ollama, llama.cpp's server, LM Studio): no
    /// key, nothing leaves the machine.
    case local
    case openai
    case anthropic
    case gemini

    public var displayName: String {
        switch self {
        case .local: "the local server"
        case .openai: "OpenAI"
        case .anthropic: "Anthropic"
        case .gemini: "Google Gemini"
        }
    }

    /// Whether prompts leave the machine (and so need a key and the cook's consent).
    public var isCloud: Bool { self != .local }

    /// The environment variable holding a key, which takes precedence over the key store.
    public var keyVariable: String? {
        switch self {
        case .local: nil
        case .openai: "OPENAI_API_KEY"
        case .anthropic: "ANTHROPIC_API_KEY"
        case .gemini: "GEMINI_API_KEY"
        }
    }

    /// The environment variable for a base URL (a proxy, a compatible server).
    public var baseURLVariable: String {
        switch self {
        case .local: "SOUS_LOCAL_AI_URL"
        case .openai: "OPENAI_BASE_URL"
        case .anthropic: "ANTHROPIC_BASE_URL"
        case .gemini: "GEMINI_BASE_URL"
        }
    }

    /// The environment variable for a model name.
    public var modelVariable: String {
        switch self {
        case .local: "SOUS_LOCAL_AI_MODEL"
        case .openai: "OPENAI_MODEL"
        case .anthropic: "ANTHROPIC_MODEL"
        case .gemini: "GEMINI_MODEL"
        }
    }

    public var defaultBaseURL: String {
        switch self {
        case .local: "http://127.0.0.1:11434/v1"
        case .openai: "https://api.openai.com/v1"
        case .anthropic: "https://api.anthropic.com/v1"
        case .gemini: "https://generativelanguage.googleapis.com/v1beta"
        }
    }

    /// Small, cheap models that follow a schema well; the local default is Ollama's name.
    public var defaultModel: String {
        switch self {
        case .local: "llama3.2"
        case .openai: "gpt-4o-mini"
        case .anthropic: "claude-3-5-haiku-latest"
        case .gemini: "gemini-2.0-flash"
        }
    }
}
