import Foundation
import SousCore

/// Finds an OpenAI-compatible server on this machine: Ollama (11434), llama.cpp's server
/// (8080), LM Studio (1234). Each is asked for its models with a short timeout, all at once,
/// so a machine with none costs one timeout, not three.
public enum LocalServerProbe {
    public struct Found: Sendable, Equatable {
        public var baseURL: String
        public var models: [String]
    }

    public static let standardBaseURLs = ["http://127.0.0.1:11434/v1", "http://127.0.0.1:8080/v1", "http://127.0.0.1:1234/v1"]

    /// The base URLs to try: `SOUS_LOCAL_AI_URLS` (space-separated; empty for none) or the usual three.
    public static func candidates(environment: [String: String], configured: String?) -> [String] {
        var urls = environment["SOUS_LOCAL_AI_URLS"].map { $0.split(separator: " ").map(String.init) } ?? standardBaseURLs
        if let configured = configured.map(AIProviderConfig.trimmed), !urls.contains(configured) { urls.insert(configured, at: 0) }
        return urls
    }

    /// The first candidate, in order, that lists its models within `timeout` seconds.
    public static func find(_ candidates: [String], timeout: Double = 0.4) async -> Found? {
        let answers = await withTaskGroup(of: (Int, Found?).self) { group in
            for (index, url) in candidates.enumerated() {
                group.addTask {
                    let config = AIProviderConfig(kind: .local, baseURL: url, timeout: timeout)
                    let provider = OpenAIProvider(http: AIHTTP(config: config))
                    let models = try? await provider.listModels()
                    await provider.shutdown()
                    guard let models else { return (index, nil) }
                    return (index, Found(baseURL: config.baseURL, models: models))
                }
            }
            var answers: [Int: Found] = [:]
            for await (index, found) in group { if let found { answers[index] = found } }
            return answers
        }
        return answers.keys.sorted().first.flatMap { answers[$0] }
    }
}
