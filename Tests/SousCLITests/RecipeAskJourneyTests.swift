import Foundation
import Testing
import SousApp
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// `:` on the recipe view, through the whole app with `ProviderTestServer` as a local provider:
/// the offline assistant first, then the answer streams into the panel with the recipe as shown
/// (scaled) as context, and is said sentence by sentence in order.
@Suite(.serialized) struct RecipeAskJourneyTests {
    let temporary = TemporaryFolder("sous-recipe-ask")
    let server: ProviderTestServer

    /// What the app asked the voice layer to say, in order.
    final class Spoken: EffectHandler, @unchecked Sendable {
        private let lock = NSLock()
        private var said: [String] = []
        var lines: [String] { lock.withLock { said } }

        func perform(_ effect: VoiceEffect) -> [AppAction] {
            switch effect {
            case .announce(let text): lock.withLock { said.append("say: " + text) }
            case .continueSaying(let text): lock.withLock { said.append("then: " + text) }
            case .stopSpeaking: lock.withLock { said.append("stop") }
            case .configure, .context, .paused, .listenNow, .findMicrophones: break
            }
            return []
        }
    }

    init() throws {
        server = try ProviderTestServer { request in
            if request.path.hasSuffix("/models") { return ProviderAnswers.openAIModels(["test-model"]) }
            return ProviderAnswers.openAIStream(["Yes: make ", "the curd a day ahead. ", "Keep it ", "cold."])
        }
    }

    @Test func aQuestionOnTheRecipeViewStreamsInAndIsSaidSentenceBySentence() async throws {
        let me = Handed(value: self)
        try await offThePool { try me.value.journey() }
    }

    func journey() throws {
        let database = try AppDatabase.open(path: temporary.url.appendingPathComponent("db.sqlite").path)
        let tart = try RecipeRepository(database).insert(Fixtures.tart)
        let handler = AIEffectHandler(database: database, environment: ["SOUS_LOCAL_AI_URLS": server.url("/v1"), "XDG_CONFIG_HOME": temporary.url.path,
                                                                        "HOME": temporary.url.path, "PATH": "/usr/bin:/bin"], timeout: 10)
        let spoken = Spoken()
        let app = Journey.app(database: database, effects: .app(database: database, voice: spoken, ai: handler))
        app.press(.character("2"))
        app.type("Lemon Tart")
        app.press(.enter)
        #expect(app.state.detail?.recipe.id == tart.id)
        for _ in 0..<8 { app.press(.character("+")) }
        #expect(app.state.detail?.servings == 16)

        app.press(.character(":"))
        #expect(app.screen.contains("Ask about Lemon Tart"))
        app.type("can I make the curd the day before a party")
        app.press(.enter)
        #expect(app.state.recipeAsk?.answer == "Yes: make the curd a day ahead. Keep it cold.", "\(app.screen)")
        #expect(app.screen.contains("You: can I make the curd the day before a party"))
        #expect(app.screen.contains("Sous: Yes: make the curd a day ahead. Keep it cold."), "\(app.screen)")
        let sent = try #require(server.requests.last { $0.method == "POST" })
        #expect(sent.json?["stream"] as? Bool == true)
        #expect(sent.bodyText.contains("400 g plain flour"), "the recipe as shown, scaled to 16 servings")
        #expect(sent.bodyText.contains("the day before a party"))
        #expect(spoken.lines == ["say: Yes: make the curd a day ahead.", "then: Keep it cold."])
    }
}
