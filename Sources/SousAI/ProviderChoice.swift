import Foundation
import SousCore

/// Which provider, address and model a command uses: the flag, then the environment
/// (`OPENAI_BASE_URL`, `OPENAI_MODEL`, ...), then the cook's settings, then the default.
/// With no provider named, a local server that answers comes first (nothing leaves the
/// machine), then the first cloud provider with a key.
public struct ProviderChoice: Sendable {
    public var environment: [String: String]
    public var settings: [AIProviderSettings]
    public var keys: KeyStore

    public init(environment: [String: String], settings: [AIProviderSettings], keys: KeyStore) {
        self.environment = environment
        self.settings = settings
        self.keys = keys
    }

    public struct Overrides: Sendable {
        public var provider: AIProviderKind?
        public var model: String?
        public var baseURL: String?
        public var timeout: Double
        public var maxRetryWait: Double

        public init(provider: AIProviderKind? = nil, model: String? = nil, baseURL: String? = nil, timeout: Double = 60, maxRetryWait: Double = 30) {
            self.provider = provider
            self.model = model
            self.baseURL = baseURL
            self.timeout = timeout
            self.maxRetryWait = maxRetryWait
        }
    }

    public func saved(_ kind: AIProviderKind) -> AIProviderSettings? {
        settings.first { $0.provider == kind.rawValue }
    }

    /// The base URL in force for `kind` (flag, environment, settings, default).
    public func baseURL(_ kind: AIProviderKind, flag: String? = nil) -> String {
        AIProviderConfig.trimmed(flag ?? nonEmpty(environment[kind.baseURLVariable]) ?? saved(kind)?.baseURL ?? kind.defaultBaseURL)
    }

    /// The local server's address when the cook set one (environment or settings), probed first.
    public var configuredLocalURL: String? {
        nonEmpty(environment[AIProviderKind.local.baseURLVariable]) ?? saved(.local)?.baseURL
    }

    public func model(_ kind: AIProviderKind, flag: String? = nil) -> String {
        flag ?? nonEmpty(environment[kind.modelVariable]) ?? saved(kind)?.model ?? kind.defaultModel
    }

    /// The configuration for `kind`, with its key when it has one (no key is not an error
    /// here: `AIProviders.make` says how to add one).
    public func config(_ kind: AIProviderKind, _ overrides: Overrides, localURL: String? = nil) throws -> AIProviderConfig {
        let key = kind.isCloud ? try keys.key(for: kind)?.secret : nil
        return AIProviderConfig(kind: kind, baseURL: overrides.baseURL ?? localURL ?? baseURL(kind), model: model(kind, flag: overrides.model),
                                key: key, timeout: overrides.timeout, maxRetryWait: overrides.maxRetryWait)
    }

    /// The provider to use: the one named (flag or `SOUS_AI_PROVIDER`), else a local server
    /// that answers, else the first cloud provider with a key.
    public func choose(_ overrides: Overrides) async throws -> AIProviderConfig {
        if let kind = overrides.provider ?? nonEmpty(environment["SOUS_AI_PROVIDER"]).flatMap(AIProviderKind.init(rawValue:)) {
            if kind == .local, overrides.baseURL == nil, nonEmpty(environment[kind.baseURLVariable]) == nil {
                let found = await LocalServerProbe.find(LocalServerProbe.candidates(environment: environment, configured: saved(.local)?.baseURL))
                return try config(.local, overrides, localURL: found?.baseURL)
            }
            return try config(kind, overrides)
        }
        // An address with no provider named is an OpenAI-compatible server (a proxy, a local model).
        if overrides.baseURL != nil { return try config(.local, overrides) }
        if let found = await LocalServerProbe.find(LocalServerProbe.candidates(environment: environment, configured: configuredLocalURL)) {
            return try config(.local, overrides, localURL: found.baseURL)
        }
        for kind in AIProviderKind.allCases where kind.isCloud {
            if try keys.key(for: kind) != nil { return try config(kind, overrides) }
        }
        throw AIError.configuration("""
            no AI provider: start a local server (Ollama answers on 127.0.0.1:11434), or add a key \
            with `sous ai key set openai` (or anthropic, gemini); `sous ai providers` shows what Sous sees
            """)
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }
}
