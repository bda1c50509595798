import Foundation

/// Recorded answers in each provider's wire format, around a recipe JSON text, for
/// `ProviderTestServer`: whole answers, streamed ones, and the failures tests need.
public enum ProviderAnswers {
    /// A recipe that fits Sous's schema.
    public static let recipe = """
        {"title":"Creamy Mushroom Pasta","description":"Weeknight pasta in a garlicky mushroom cream sauce.",\
        "category":"dinner","cuisine":"Italian","servings":4,"prepMinutes":10,"cookMinutes":20,\
        "ingredients":["300 g spaghetti","2 tbsp olive oil","250 g chestnut mushrooms, sliced","2 cloves garlic, minced",\
        "200 ml double cream","50 g parmesan, grated","salt and pepper to taste"],\
        "steps":["Boil the spaghetti in salted water for 10 minutes.","Fry the mushrooms in the oil for 8 minutes until golden.",\
        "Add the garlic and cook for 1 minute.","Stir in the cream and parmesan, simmer for 2 minutes, then toss with the pasta."],\
        "tags":["pasta","quick"],"diets":["vegetarian"]}
        """

    /// Valid JSON that breaks the schema: servings as text, no steps.
    public static let schemaBreaking = """
        {"title":"Creamy Mushroom Pasta","description":"","category":"dinner","cuisine":null,"servings":"four",\
        "prepMinutes":10,"cookMinutes":20,"ingredients":["300 g spaghetti"],"tags":[],"diets":[]}
        """

    /// The recipe cut off halfway, as a provider sends it when it runs out of tokens.
    public static var truncated: String { String(recipe.prefix(recipe.count / 2)) }

    public static func json(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    // MARK: OpenAI and compatible servers

    public static func openAI(content: String, finish: String = "stop") -> ProviderTestServer.Reply {
        .init(body: json([
            "id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
            "choices": [["index": 0, "message": ["role": "assistant", "content": content], "finish_reason": finish]],
        ]))
    }

    public static func openAIStream(_ pieces: [String]) -> ProviderTestServer.Reply {
        .init(events: pieces.map { "data: " + json(["choices": [["index": 0, "delta": ["content": $0]]]]) } + ["data: [DONE]"])
    }

    public static func openAIModels(_ ids: [String]) -> ProviderTestServer.Reply {
        .init(body: json(["object": "list", "data": ids.map { ["id": $0, "object": "model"] }]))
    }

    // MARK: Anthropic

    public static func anthropic(toolInput: String, stop: String = "tool_use") -> ProviderTestServer.Reply {
        let input = (try? JSONSerialization.jsonObject(with: Data(toolInput.utf8))) ?? [:]
        return .init(body: json([
            "id": "msg_1", "type": "message", "role": "assistant", "model": "test-model", "stop_reason": stop,
            "content": [["type": "tool_use", "id": "toolu_1", "name": "save_recipe", "input": input]],
        ]))
    }

    public static func anthropicStream(_ pieces: [String]) -> ProviderTestServer.Reply {
        var events = ["event: message_start\ndata: " + json(["type": "message_start", "message": ["id": "msg_1", "role": "assistant"]]),
                      "event: content_block_start\ndata: " + json(["type": "content_block_start", "index": 0, "content_block": ["type": "text", "text": ""]]),
                      "event: ping\ndata: {\"type\": \"ping\"}"]
        events += pieces.map { "event: content_block_delta\ndata: " + json(["type": "content_block_delta", "index": 0, "delta": ["type": "text_delta", "text": $0]]) }
        events += ["event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}",
                   "event: message_stop\ndata: {\"type\":\"message_stop\"}"]
        return .init(events: events)
    }

    // MARK: Gemini

    public static func gemini(text: String, finish: String = "STOP") -> ProviderTestServer.Reply {
        .init(body: json(["candidates": [["content": ["role": "model", "parts": [["text": text]]], "finishReason": finish]]]))
    }

    public static func geminiStream(_ pieces: [String]) -> ProviderTestServer.Reply {
        .init(events: pieces.enumerated().map { index, piece in
            var candidate: [String: Any] = ["content": ["role": "model", "parts": [["text": piece]]]]
            if index == pieces.count - 1 { candidate["finishReason"] = "STOP" }
            return "data: " + json(["candidates": [candidate]])
        })
    }

    // MARK: Failures

    public static func error(_ status: Int, message: String, headers: [(String, String)] = []) -> ProviderTestServer.Reply {
        .init(status: status, headers: [("content-type", "application/json")] + headers, body: json(["error": ["message": message, "type": "error"]]))
    }

    public static func rateLimited(retryAfter: String) -> ProviderTestServer.Reply {
        error(429, message: "Rate limit reached", headers: [("retry-after", retryAfter)])
    }

    /// A whole answer sent only after `seconds`.
    public static func slow(_ reply: ProviderTestServer.Reply, seconds: Double) -> ProviderTestServer.Reply {
        var reply = reply
        reply.delay = seconds
        return reply
    }
}
