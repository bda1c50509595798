import Foundation
import SousCore

/// Everything a provider needs for one session: where, which model, which key, how long.
public struct AIProviderConfig: Sendable, Equatable {
    public var kind: AIProviderKind
    public var baseURL: String
    public var model: String
    /// Nil for a local server; a cloud provider without one fails with `.noKey`.
    public var key: Secret?
    /// Seconds for the answer to start, and the longest silence while it comes.
    public var timeout: Double
    /// Seconds for a whole answer, from the request to its last byte: twice `timeout` for an
    /// answer read whole (it comes at once when it comes), ten times for a streamed one (a chat
    /// answer comes word by word), so a provider that trickles cannot hold Sous for ever.
    public var answerLimit: (whole: Double, streamed: Double) { (timeout * 2, timeout * 10) }
    /// The longest `Retry-After` Sous waits on a 429 before giving up.
    public var maxRetryWait: Double

    public init(kind: AIProviderKind, baseURL: String? = nil, model: String? = nil, key: Secret? = nil, timeout: Double = 60, maxRetryWait: Double = 30) {
        self.kind = kind
        self.baseURL = Self.trimmed(baseURL ?? kind.defaultBaseURL)
        self.model = model ?? kind.defaultModel
        self.key = key
        self.timeout = timeout
        self.maxRetryWait = maxRetryWait
    }

    /// The base URL without a trailing slash, so paths join with one.
    static func trimmed(_ url: String) -> String {
        var url = url.trimmingCharacters(in: .whitespaces)
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    /// "openai/gpt-4o-mini": what a generated recipe records as its source.
    public var label: String { "\(kind.rawValue)/\(model)" }
}
