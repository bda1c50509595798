import Foundation
import SousCore

/// One turn of a conversation.
public struct AIMessage: Sendable, Equatable {
    public enum Role: String, Sendable { case user, assistant }
    public var role: Role
    public var content: String

    public init(_ role: Role, _ content: String) {
        self.role = role
        self.content = content
    }
}

/// What is sent: instructions, the conversation, and for a structured answer its schema.
public struct AIRequest: Sendable, Equatable {
    public var system: String
    public var messages: [AIMessage]
    /// A JSON Schema the answer must fit; nil for free text.
    public var schema: AIJSON?
    public var schemaName: String
    public var maxTokens: Int

    public init(system: String, messages: [AIMessage], schema: AIJSON? = nil, schemaName: String = "recipe", maxTokens: Int = 4096) {
        self.system = system
        self.messages = messages
        self.schema = schema
        self.schemaName = schemaName
        self.maxTokens = maxTokens
    }
}

/// An AI provider behind one wire format. Each call fails with an `AIError`.
public protocol AIProvider: Sendable {
    var config: AIProviderConfig { get }
    /// The JSON text of an answer asked to fit `request.schema` (not yet checked against it).
    func generateJSON(_ request: AIRequest) async throws -> String
    /// A free-text answer, piece by piece as the provider streams it.
    func streamChat(_ request: AIRequest) -> AsyncThrowingStream<String, Error>
    /// The models the provider offers (one cheap GET).
    func listModels() async throws -> [String]
    /// Releases the connections; call once when done.
    func shutdown() async
}

public enum AIProviders {
    /// The provider speaking `config.kind`'s wire format. A cloud provider needs a key.
    public static func make(_ config: AIProviderConfig, notice: @escaping @Sendable (AINotice) -> Void = { _ in }) throws -> any AIProvider {
        if config.kind.isCloud, config.key?.isEmpty ?? true { throw AIError.noKey(config.kind) }
        let http = AIHTTP(config: config, notice: notice)
        switch config.kind {
        case .openai, .local: return OpenAIProvider(http: http)
        case .anthropic: return AnthropicProvider(http: http)
        case .gemini: return GeminiProvider(http: http)
        }
    }
}

extension AIProvider {
    /// The streamed pieces joined.
    public func chat(_ request: AIRequest) async throws -> String {
        var text = ""
        for try await piece in streamChat(request) { text += piece }
        return text
    }
}

/// Runs `body` over the events of a streamed answer, ending the stream on error. The text comes
/// out inert: a control sequence from the provider is removed whole, even cut between pieces.
func streamText(
    _ events: AsyncThrowingStream<ServerSentEvents.Event, Error>, kind: AIProviderKind,
    _ body: @escaping @Sendable (ServerSentEvents.Event) throws -> StreamStep
) -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream { continuation in
        let task = Task {
            do {
                var ended = false
                var inert = TerminalSafe.InertStream(keepNewlines: true)
                loop: for try await event in events {
                    switch try body(event) {
                    case .text(let piece):
                        let clean = inert.feed(piece)
                        if !clean.isEmpty { continuation.yield(clean) }
                    case .skip: continue
                    case .last(let piece):
                        let clean = inert.feed(piece) + inert.finish()
                        if !clean.isEmpty { continuation.yield(clean) }
                        ended = true
                        break loop
                    case .end:
                        let clean = inert.finish()
                        if !clean.isEmpty { continuation.yield(clean) }
                        ended = true
                        break loop
                    }
                }
                if !ended {
                    // A stream cut by cancellation is cancelled, not a provider's fault.
                    throw Task.isCancelled ? AIError.cancelled : AIError.malformed(kind, detail: "the streamed answer stopped before its end")
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: (error as? AIError) ?? (error is CancellationError ? AIError.cancelled : AIError.malformed(kind, detail: "\(error)")))
            }
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

enum StreamStep {
    case text(String)
    case skip
    /// The last piece, which ends the answer.
    case last(String)
    case end
}

extension AIJSON {
    /// Parses a provider's wire answer, or says it could not.
    static func wire(_ data: Data, kind: AIProviderKind) throws -> AIJSON {
        guard let json = AIJSON.parse(data) else {
            throw AIError.malformed(kind, detail: data.isEmpty ? "an empty answer" : "the answer is not JSON")
        }
        return json
    }
}
