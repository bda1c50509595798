import Foundation
import SousCore

/// Google's Gemini API: `x-goog-api-key` (never the `?key=` query, which would put the key
/// in URLs and logs), `generateContent` with `responseSchema` (an OpenAPI subset, so the
/// schema is translated), `streamGenerateContent?alt=sse` for streaming.
struct GeminiProvider: AIProvider {
    let http: AIHTTP
    var config: AIProviderConfig { http.config }

    func generateJSON(_ request: AIRequest) async throws -> String {
        var body = self.body(request)
        if let schema = request.schema {
            body = body.setting("generationConfig", [
                "responseMimeType": "application/json",
                "responseSchema": Self.openAPISchema(schema),
                "maxOutputTokens": .number(Double(request.maxTokens)),
            ])
        }
        let json = try AIJSON.wire(try await http.send(post("\(modelPath):generateContent", body)), kind: config.kind)
        guard let candidate = json["candidates"]?[0] else {
            let reason = json["promptFeedback"]?["blockReason"]?.string
            throw AIError.malformed(config.kind, detail: reason.map { "the prompt was blocked (\($0))" } ?? "no candidates in the answer")
        }
        return Self.text(candidate)
    }

    func streamChat(_ request: AIRequest) -> AsyncThrowingStream<String, Error> {
        let kind = config.kind
        // Gemini's stream has no end marker: a candidate with a finishReason is the end.
        return streamText(http.events(post("\(modelPath):streamGenerateContent?alt=sse", body(request))), kind: kind) { event in
            guard let json = AIJSON.parse(event.data) else { throw AIError.malformed(kind, detail: "a streamed piece is not JSON") }
            if let error = json["error"] { throw AIError.server(kind, status: 200, message: error["message"]?.string ?? "error") }
            guard let candidate = json["candidates"]?[0] else { return .skip }
            let text = Self.text(candidate)
            return candidate["finishReason"]?.string != nil ? .last(text) : .text(text)
        }
    }

    func listModels() async throws -> [String] {
        let request = AIHTTP.Request(method: .GET, url: "\(config.baseURL)/models", headers: headers)
        let json = try AIJSON.wire(try await http.send(request), kind: config.kind)
        return (json["models"]?.array ?? []).compactMap { $0["name"]?.string.map { $0.hasPrefix("models/") ? String($0.dropFirst(7)) : $0 } }
    }

    func shutdown() async { await http.shutdown() }

    private var modelPath: String {
        let model = config.model.hasPrefix("models/") ? String(config.model.dropFirst(7)) : config.model
        return "models/\(model.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? model)"
    }

    private func body(_ request: AIRequest) -> AIJSON {
        [
            "systemInstruction": ["parts": [["text": .string(request.system)]]],
            "contents": .array(request.messages.map {
                ["role": .string($0.role == .user ? "user" : "model"), "parts": [["text": .string($0.content)]]]
            }),
        ]
    }

    private var headers: [(String, String)] { [("x-goog-api-key", config.key?.value ?? "")] }

    private func post(_ path: String, _ body: AIJSON) -> AIHTTP.Request {
        AIHTTP.Request(url: "\(config.baseURL)/\(path)", headers: headers, body: body)
    }

    static func text(_ candidate: AIJSON) -> String {
        (candidate["content"]?["parts"]?.array ?? []).compactMap { $0["text"]?.string }.joined()
    }

    /// JSON Schema into Gemini's OpenAPI subset: `["integer", "null"]` becomes `integer`
    /// with `nullable`, and `additionalProperties` goes (Gemini refuses it).
    static func openAPISchema(_ schema: AIJSON) -> AIJSON {
        switch schema {
        case .object(let members):
            var out: [(String, AIJSON)] = []
            for (key, value) in members {
                switch key {
                case "additionalProperties": continue
                case "type":
                    if case .array(let types) = value {
                        let real = types.filter { $0 != "null" }
                        out.append(("type", real.first ?? "string"))
                        if real.count < types.count { out.append(("nullable", true)) }
                    } else {
                        out.append((key, value))
                    }
                case "properties":
                    if case .object(let properties) = value {
                        out.append((key, .object(properties.map { ($0.0, openAPISchema($0.1)) })))
                    }
                default: out.append((key, openAPISchema(value)))
                }
            }
            return .object(out)
        case .array(let items): return .array(items.map(openAPISchema))
        default: return schema
        }
    }
}
