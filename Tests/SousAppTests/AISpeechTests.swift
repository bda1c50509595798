import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// A streamed answer is said sentence by sentence as it arrives; "stop" cuts the rest. And a
/// question from the recipe view: offline first, the provider for the rest.
@Suite struct AISpeechTests {
    let start = Fixtures.day
    let local = AIStatus(localServer: "http://127.0.0.1:11434/v1")

    func state(_ status: AIStatus) -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tick(start))
        _ = AppReducer.reduce(&state, .settings(.householdLoaded(settings: Settings(), members: [])))
        _ = AppReducer.reduce(&state, .ai(.statusLoaded(status)))
        return state
    }

    func unknown(_ query: String) -> AssistantResponse {
        AssistantResponse(query: query, intent: IntentMatch.unknownIntent, reply: "Sorry, I did not catch that.", display: "Sorry, I did not catch that.")
    }

    func said(_ effects: [Effect]) -> [String] {
        effects.compactMap { effect in
            switch effect {
            case .voice(.announce(let text)): "say: " + text
            case .voice(.continueSaying(let text)): "then: " + text
            case .voice(.stopSpeaking): "stop"
            default: nil
            }
        }
    }

    func cookingAsk(_ state: inout AppState) {
        _ = AppReducer.reduce(&state, .cooking(.started(CookingSession(recipe: Fixtures.tart, now: start))))
        _ = AppReducer.reduce(&state, .cooking(.answered(unknown("can I make it ahead"))))
    }

    @Test func eachFinishedSentenceIsSaidAsItArrivesInOrder() {
        var state = state(local)
        cookingAsk(&state)
        var spoken: [String] = []
        for piece in ["Yes: make ", "the curd a day", " ahead. Keep it", " cold! Does it", " set? It", " does"] {
            spoken += said(AppReducer.reduce(&state, .ai(.chunk(id: 1, piece))))
        }
        #expect(spoken == ["say: Yes: make the curd a day ahead.", "then: Keep it cold!", "then: Does it set?"])
        spoken += said(AppReducer.reduce(&state, .ai(.answered(id: 1))))
        #expect(spoken.last == "then: It does", "the end is said when the answer is whole")
        #expect(state.cooking?.lastAnswer == "Yes: make the curd a day ahead. Keep it cold! Does it set? It does")
    }

    @Test func stopCutsTheRestOfTheAnswer() {
        var state = state(local)
        cookingAsk(&state)
        #expect(said(AppReducer.reduce(&state, .ai(.chunk(id: 1, "First this. ")))) == ["say: First this."])
        let stop = AssistantResponse(query: "stop", intent: "stop_speaking", reply: "", display: "", stopsSpeaking: true)
        #expect(said(AppReducer.reduce(&state, .cooking(.answered(stop)))) == ["stop"])
        #expect(state.ai.request?.isQuiet == true)
        #expect(said(AppReducer.reduce(&state, .ai(.chunk(id: 1, "Then that. And more. ")))) == [])
        #expect(said(AppReducer.reduce(&state, .ai(.answered(id: 1)))) == [])
        #expect(state.cooking?.lastAnswer == "First this. Then that. And more.", "shown whole, only the speech was cut")
    }

    // MARK: - Asking from the recipe view

    func recipeView(_ state: inout AppState, servings: Int? = nil) {
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Fixtures.tart, isFavorite: false)))
        if let servings, let now = state.detail?.servings { _ = AppReducer.reduce(&state, .detail(.servingsChanged(by: servings - now))) }
    }

    @Test func aQuestionOnTheRecipeViewGoesOfflineFirstThenStreamsFromTheProvider() throws {
        var state = state(local)
        recipeView(&state, servings: 16)
        _ = AppReducer.reduce(&state, .recipeAsk(.prompt))
        #expect(state.dialog?.purpose == .askAboutRecipe(recipeId: Fixtures.tart.id!))
        let offline = AppReducer.reduce(&state, .recipeAsk(.asked("can I make it ahead")))
        guard case .assistant(.askAboutRecipe(let text, let session, _, _)) = try #require(offline.first) else {
            Issue.record("not asked offline first: \(offline)")
            return
        }
        #expect(text == "can I make it ahead")
        #expect(session.servings == 16, "the session is at the servings shown")
        let sent = AppReducer.reduce(&state, .recipeAsk(.offlineAnswered(unknown("can I make it ahead"))))
        let question = try #require(sent.compactMap { effect -> AIQuestion? in
            if case .ai(.ask(_, let question, .local)) = effect { return question }
            return nil
        }.first)
        #expect(question.context.contains("Lemon Tart") && question.context.contains("for 16 servings"))
        #expect(question.context.contains("400 g plain flour"), "scaled from 8 to 16 servings: \(question.context)")
        #expect(said(sent).isEmpty, "the fallback is not said")
        _ = AppReducer.reduce(&state, .ai(.chunk(id: 1, "Yes, the day before.")))
        #expect(state.ai.request?.text == "Yes, the day before.")
        _ = AppReducer.reduce(&state, .ai(.answered(id: 1)))
        #expect(state.recipeAsk?.answer == "Yes, the day before.")
        #expect(state.ai.request == nil)
    }

    @Test func withNoProviderTheOfflineAnswerStandsAndSaysHowToAddOne() {
        var state = state(AIStatus())
        recipeView(&state)
        _ = AppReducer.reduce(&state, .recipeAsk(.asked("is this vegan")))
        let effects = AppReducer.reduce(&state, .recipeAsk(.offlineAnswered(unknown("is this vegan"))))
        #expect(!effects.contains { if case .ai = $0 { true } else { false } })
        #expect(state.recipeAsk?.answer == "Sorry, I did not catch that.")
        #expect(state.recipeAsk?.note == "An AI provider could answer this: add one in Settings → AI.")
    }

    @Test func aCookingCommandOnTheRecipeViewSaysItIsForCooking() {
        var state = state(local)
        recipeView(&state)
        _ = AppReducer.reduce(&state, .recipeAsk(.asked("next step")))
        let response = AssistantResponse(query: "next step", intent: "next_step", reply: "Step 2.", display: "Step 2.", commands: [.nextStep])
        let effects = AppReducer.reduce(&state, .recipeAsk(.offlineAnswered(response)))
        #expect(effects.isEmpty)
        #expect(state.recipeAsk?.answer == "That is for cooking: c starts cooking, then ask again there.")
    }
}
