import Foundation
import SousCore

/// OpenAI's chat completions, also spoken by local servers (Ollama, llama.cpp, LM Studio):
/// `Authorization: Bearer`, `response_format` with a strict JSON schema, streamed `data:`
/// chunks ending with `[DONE]`.
struct OpenAIProvider: AIProvider {
    let http: AIHTTP
    var config: AIProviderConfig { http.config }

    func generateJSON(_ request: AIRequest) async throws -> String {
        var body = self.body(request, stream: false)
        if let schema = request.schema {
            body = body.setting("response_format", [
                "type": "json_schema",
                "json_schema": ["name": .string(request.schemaName), "strict": true, "schema": schema],
            ])
        }
        let json = try AIJSON.wire(try await http.send(post("chat/completions", body)), kind: config.kind)
        guard let choice = json["choices"]?[0], let message = choice["message"] else {
            throw AIError.malformed(config.kind, detail: "no choices in the answer")
        }
        if let refusal = message["refusal"]?.string, !refusal.isEmpty {
            throw AIError.server(config.kind, status: 200, message: "refused: \(refusal.prefix(200))")
        }
        return message["content"]?.string ?? ""
    }

    func streamChat(_ request: AIRequest) -> AsyncThrowingStream<String, Error> {
        let kind = config.kind
        return streamText(http.events(post("chat/completions", body(request, stream: true))), kind: kind) { event in
            if event.data == "[DONE]" { return .end }
            guard let json = AIJSON.parse(event.data) else { throw AIError.malformed(kind, detail: "a streamed piece is not JSON") }
            if let error = json["error"] { throw AIError.server(kind, status: 200, message: error["message"]?.string ?? "error") }
            return .text(json["choices"]?[0]?["delta"]?["content"]?.string ?? "")
        }
    }

    func listModels() async throws -> [String] {
        let json = try AIJSON.wire(try await http.send(get("models")), kind: config.kind)
        return (json["data"]?.array ?? []).compactMap { $0["id"]?.string }
    }

    func shutdown() async { await http.shutdown() }

    private func body(_ request: AIRequest, stream: Bool) -> AIJSON {
        let messages: [AIJSON] = [["role": "system", "content": .string(request.system)]]
            + request.messages.map { ["role": .string($0.role.rawValue), "content": .string($0.content)] }
        var body: AIJSON = ["model": .string(config.model), "messages": .array(messages)]
        if stream { body = body.setting("stream", true) }
        return body
    }

    private var headers: [(String, String)] {
        guard let key = config.key, !key.isEmpty else { return [] }
        return [("authorization", "Bearer \(key.value)")]
    }

    private func post(_ path: String, _ body: AIJSON) -> AIHTTP.Request {
        AIHTTP.Request(url: "\(config.baseURL)/\(path)", headers: headers, body: body)
    }

    private func get(_ path: String) -> AIHTTP.Request {
        AIHTTP.Request(method: .GET, url: "\(config.baseURL)/\(path)", headers: headers)
    }
}
