import Foundation
import SousCore

/// Anthropic's messages API: `x-api-key` and `anthropic-version`; a structured answer comes
/// as the input of a forced tool whose `input_schema` is the schema; streamed answers as
/// `content_block_delta` events ending with `message_stop`.
struct AnthropicProvider: AIProvider {
    static let version = "2023-06-01"
    static let toolName = "save_recipe"
    let http: AIHTTP
    var config: AIProviderConfig { http.config }

    func generateJSON(_ request: AIRequest) async throws -> String {
        var body = self.body(request, stream: false)
        if let schema = request.schema {
            body = body
                .setting("tools", [["name": .string(Self.toolName), "description": "Give the answer in this structure.", "input_schema": schema]])
                .setting("tool_choice", ["type": "tool", "name": .string(Self.toolName)])
        }
        let json = try AIJSON.wire(try await http.send(post("messages", body)), kind: config.kind)
        let blocks = json["content"]?.array ?? []
        if request.schema != nil {
            guard let input = blocks.first(where: { $0["type"]?.string == "tool_use" })?["input"] else {
                // Cut off by the token limit before the tool call: what text there is goes to the repair.
                if json["stop_reason"]?.string == "max_tokens" { return blocks.compactMap { $0["text"]?.string }.joined() }
                throw AIError.malformed(config.kind, detail: "the answer has no structured part")
            }
            // A cut-off tool input is a truncated answer: hand over what there is, for the repair.
            if json["stop_reason"]?.string == "max_tokens" { return String(decoding: input.encoded().dropLast(), as: UTF8.self) }
            return String(decoding: input.encoded(), as: UTF8.self)
        }
        return blocks.compactMap { $0["type"]?.string == "text" ? $0["text"]?.string : nil }.joined()
    }

    func streamChat(_ request: AIRequest) -> AsyncThrowingStream<String, Error> {
        let kind = config.kind
        return streamText(http.events(post("messages", body(request, stream: true))), kind: kind) { event in
            guard let json = AIJSON.parse(event.data) else { throw AIError.malformed(kind, detail: "a streamed piece is not JSON") }
            switch json["type"]?.string ?? event.name ?? "" {
            case "content_block_delta": return .text(json["delta"]?["text"]?.string ?? "")
            case "message_stop": return .end
            case "error":
                throw AIError.server(kind, status: 200, message: json["error"]?["message"]?.string ?? "error")
            default: return .skip
            }
        }
    }

    func listModels() async throws -> [String] {
        let json = try AIJSON.wire(try await http.send(AIHTTP.Request(method: .GET, url: "\(config.baseURL)/models", headers: headers)), kind: config.kind)
        return (json["data"]?.array ?? []).compactMap { $0["id"]?.string }
    }

    func shutdown() async { await http.shutdown() }

    private func body(_ request: AIRequest, stream: Bool) -> AIJSON {
        var body: AIJSON = [
            "model": .string(config.model),
            "max_tokens": .number(Double(request.maxTokens)),
            "system": .string(request.system),
            "messages": .array(request.messages.map { ["role": .string($0.role.rawValue), "content": .string($0.content)] }),
        ]
        if stream { body = body.setting("stream", true) }
        return body
    }

    private var headers: [(String, String)] {
        [("x-api-key", config.key?.value ?? ""), ("anthropic-version", Self.version)]
    }

    private func post(_ path: String, _ body: AIJSON) -> AIHTTP.Request {
        AIHTTP.Request(url: "\(config.baseURL)/\(path)", headers: headers, body: body)
    }
}
