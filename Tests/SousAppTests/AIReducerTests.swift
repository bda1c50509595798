import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// AI in the app, action by action: Settings' AI rows, the generate form, consent, the request
/// and its spinner, Esc, streamed answers in the cooking panel, and the failures' words.
@Suite struct AIReducerTests {
    let start = Fixtures.day
    let withKey = AIStatus(keys: ["openai": AIKeyInfo(masked: "sk-…9f2c", place: "the desktop keyring")])

    func state(_ status: AIStatus?, choice: String? = nil) -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tick(start))
        _ = AppReducer.reduce(&state, .settings(.householdLoaded(settings: Settings(aiProvider: choice), members: [])))
        if let status { _ = AppReducer.reduce(&state, .ai(.statusLoaded(status))) }
        return state
    }

    func type(_ text: String, _ state: inout AppState) {
        for c in text { _ = AppReducer.reduce(&state, .ai(.form(.typed(String(c))))) }
    }

    func cooking(_ state: inout AppState) {
        _ = AppReducer.reduce(&state, .cooking(.started(CookingSession(recipe: Fixtures.tart, now: start))))
    }

    func unknown(_ query: String) -> AssistantResponse {
        AssistantResponse(query: query, intent: IntentMatch.unknownIntent, reply: "Sorry, I did not catch that.", display: "Sorry, I did not catch that.")
    }

    // MARK: - Which provider

    @Test func automaticPrefersALocalServerThenTheFirstKey() {
        #expect(AIStatus(localServer: "http://127.0.0.1:11434/v1", keys: withKey.keys).provider(choice: nil) == .local)
        #expect(withKey.provider(choice: nil) == .openai)
        #expect(AIStatus().provider(choice: nil) == nil)
        #expect(withKey.provider(choice: "off") == nil)
        #expect(AIStatus().provider(choice: "gemini") == .gemini)
    }

    @Test func theProviderRowCyclesSavesTheChoiceAndNeverAKey() {
        var state = state(withKey)
        state.settingsCursor = SettingsRow.aiProvider.rawValue
        let effects = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.aiProvider == "local")
        #expect(effects == [.store(.saveSettings(Settings(aiProvider: "local"))), .ai(.loadStatus)])
        _ = AppReducer.reduce(&state, .settings(.cycled(by: -2)))
        #expect(state.settings.aiProvider == "off", "wraps round")
    }

    @Test func theKeyDialogHidesItsInputAndSendsTheKeyOnlyToTheKeyStore() throws {
        var state = state(withKey, choice: "openai")
        state.settingsCursor = SettingsRow.aiKey.rawValue
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        let dialog = try #require(state.dialog)
        #expect(dialog.isSecret)
        #expect(dialog.purpose == .aiKey(.openai))
        for c in "sk-test-0123456789abcd" { _ = AppReducer.reduce(&state, .dialog(.typed(String(c)))) }
        let effects = AppReducer.reduce(&state, .dialog(.answered(true)))
        #expect(effects == [.ai(.setKey(.openai, SecretText("sk-test-0123456789abcd")))])
        #expect(!"\(effects)".contains("0123456789"), "an effect prints the key masked")
        #expect(state.dialog == nil)
    }

    @Test func dOnTheKeyRowAsksThenDeletesTheKey() {
        var state = state(withKey, choice: "openai")
        #expect(AppReducer.reduce(&state, .ai(.keyDeleteRequested)) == [])
        #expect(state.dialog?.purpose == .aiDeleteKey(.openai))
        #expect(state.dialog?.message.contains("sk-…9f2c") == true)
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.ai(.deleteKey(.openai))])
        #expect(AppReducer.reduce(&state, .ai(.keyChanged("The OpenAI key is deleted."))) == [.ai(.loadStatus)])
        #expect(state.banner == Banner(.success, "The OpenAI key is deleted."))
    }

    @Test func aBaseURLMustBeAnAddress() {
        var state = state(withKey, choice: "openai")
        state.settingsCursor = SettingsRow.aiBaseURL.rawValue
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        _ = AppReducer.reduce(&state, .dialog(.cleared))
        for c in "localhost:11434" { _ = AppReducer.reduce(&state, .dialog(.typed(String(c)))) }
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.terminal(.ringBell)])
        #expect(state.banner?.kind == .warning)
        state.settingsCursor = SettingsRow.aiBaseURL.rawValue
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        for c in "http://127.0.0.1:9/v1" { _ = AppReducer.reduce(&state, .dialog(.typed(String(c)))) }
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.ai(.saveProvider(AIProviderSettings(provider: "openai", baseURL: "http://127.0.0.1:9/v1")))])
    }

    // MARK: - Generate

    @Test func theFormSaysWhatIsWrongAndSendsNothing() {
        var state = state(withKey)
        _ = AppReducer.reduce(&state, .ai(.generateRequested))
        #expect(AppReducer.reduce(&state, .ai(.form(.submit))) == [.terminal(.ringBell)])
        #expect(state.ai.form?.problem?.contains("what to cook") == true)
        type("soup", &state)
        _ = AppReducer.reduce(&state, .ai(.form(.nextField)))
        _ = AppReducer.reduce(&state, .ai(.form(.nextField)))
        _ = AppReducer.reduce(&state, .ai(.form(.nextField)))
        type("lots", &state)
        #expect(AppReducer.reduce(&state, .ai(.form(.submit))) == [.terminal(.ringBell)])
        #expect(state.ai.form?.problem == "Servings is a whole number from 1 to 100.")
        #expect(state.ai.request == nil)
    }

    @Test func theFirstCloudSendAsksOnceThenRunsWithASpinner() throws {
        var state = state(withKey)
        _ = AppReducer.reduce(&state, .ai(.generateRequested))
        type("mushroom pasta", &state)
        _ = AppReducer.reduce(&state, .ai(.form(.nextField)))
        _ = AppReducer.reduce(&state, .ai(.form(.nextField)))
        type("vegan, Gluten-free", &state)
        #expect(AppReducer.reduce(&state, .ai(.form(.submit))) == [])
        let dialog = try #require(state.dialog)
        #expect(dialog.message.contains("mushroom pasta"))
        #expect(dialog.message.contains("OpenAI"))
        let brief = RecipeBrief(description: "mushroom pasta", diets: ["vegan", "gluten-free"])
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.ai(.recordConsent(.openai)), .ai(.generate(id: 1, brief, provider: .openai))])
        #expect(state.ai.request?.startedAt == start)
        #expect(state.ai.status?.hasConsent(.openai) == true)
        // Esc cancels the request, not the form behind it.
        #expect(AppReducer.reduce(&state, .back) == [.ai(.cancel(id: 1)), .voice(.stopSpeaking)], "Esc also cuts what was being said")
        #expect(state.ai.request == nil)
        #expect(state.banner == Banner(.info, "Cancelled: nothing was saved."))
        // The next send does not ask again.
        _ = AppReducer.reduce(&state, .ai(.generateRequested))
        type("mushroom pasta", &state)
        #expect(AppReducer.reduce(&state, .ai(.form(.submit))) == [.ai(.generate(id: 2, RecipeBrief(description: "mushroom pasta"), provider: .openai))])
        #expect(state.dialog == nil)
    }

    @Test func aGeneratedRecipeOpensInTheImportPreviewAndALateOneIsDropped() {
        var state = state(AIStatus(localServer: "http://127.0.0.1:11434/v1"))
        _ = AppReducer.reduce(&state, .ai(.generateRequested))
        type("soup", &state)
        #expect(AppReducer.reduce(&state, .ai(.form(.submit))) == [.ai(.generate(id: 1, RecipeBrief(description: "soup"), provider: .local))])
        let preview = ImportPreview(source: "generated by local/llama3.2", items: [ImportPreview.Item(imported: ImportedRecipe(recipe: Recipe(title: "Soup"), report: RecipeImportReport(source: "generated by local/llama3.2")))])
        _ = AppReducer.reduce(&state, .ai(.generated(id: 7, preview)))
        #expect(state.importPreview == nil, "an answer to another request is dropped")
        _ = AppReducer.reduce(&state, .ai(.generated(id: 1, preview)))
        #expect(state.importPreview == preview)
        #expect(state.tab == .add)
        #expect(state.ai.request == nil)
    }

    @Test func noProviderOrNoKeySaysHowToAddOne() {
        var state = state(AIStatus())
        _ = AppReducer.reduce(&state, .ai(.generateRequested))
        type("soup", &state)
        #expect(AppReducer.reduce(&state, .ai(.form(.submit))) == [])
        #expect(state.banner?.text.contains("Settings → AI") == true)
        var keyless = self.state(AIStatus(), choice: "anthropic")
        _ = AppReducer.reduce(&keyless, .ai(.generateRequested))
        type("soup", &keyless)
        #expect(AppReducer.reduce(&keyless, .ai(.form(.submit))) == [])
        #expect(keyless.banner?.text == "No key for Anthropic: Settings → AI, Enter on AI key adds one (or set ANTHROPIC_API_KEY).")
    }

    @Test func failuresAreBannersInTheCooksWords() {
        var state = state(AIStatus(localServer: "http://127.0.0.1:11434/v1"))
        _ = AppReducer.reduce(&state, .ai(.generateRequested))
        type("soup", &state)
        _ = AppReducer.reduce(&state, .ai(.form(.submit)))
        _ = AppReducer.reduce(&state, .ai(.waiting(id: 1, seconds: 20)))
        #expect(state.ai.request?.retryAt == start.addingTimeInterval(20))
        _ = AppReducer.reduce(&state, .ai(.failed(id: 1, .keyRefused(.openai, status: 401))))
        #expect(state.banner == Banner(.error, "OpenAI refused the key (HTTP 401): replace it in Settings → AI."))
        #expect(state.ai.request == nil)
        #expect(AppReducer.failureMessage(.rateLimited(.openai, retryAfter: 120)) == "OpenAI is busy (rate limited): waiting as it asks would take 120 s in all; try again then.")
        #expect(AppReducer.failureMessage(.timeout(.gemini, seconds: 60)) == "Google Gemini did not answer within 60 s: try again.")
        #expect(AppReducer.failureMessage(.unreachable(.local, host: "127.0.0.1:11434")).contains("check the network"))
    }

    // MARK: - Asking while cooking

    @Test func aQuestionTheAssistantCannotAnswerStreamsFromTheProvider() throws {
        var state = state(AIStatus(localServer: "http://127.0.0.1:11434/v1"))
        cooking(&state)
        _ = AppReducer.reduce(&state, .cooking(.command(.nextStep)))
        let effects = AppReducer.reduce(&state, .cooking(.answered(unknown("can I use lime instead of lemon"))))
        let ask = try #require(effects.compactMap { effect -> AIQuestion? in
            if case .ai(.ask(1, let question, .local)) = effect { return question }
            return nil
        }.first)
        #expect(ask.question == "can I use lime instead of lemon")
        #expect(ask.context.contains("Lemon Tart"))
        #expect(ask.context.contains("200 g plain flour"))
        #expect(ask.context.contains("The cook is on step 2 of 4."))
        #expect(!effects.contains { if case .voice(.announce) = $0 { true } else { false } }, "the fallback is not said")
        #expect(state.cooking?.lastAnswer == "asking the local server…")
        _ = AppReducer.reduce(&state, .ai(.chunk(id: 1, "Yes, ")))
        #expect(state.cooking?.lastAnswer == "Yes, ")
        _ = AppReducer.reduce(&state, .ai(.chunk(id: 1, "lime works.")))
        #expect(state.cooking?.lastAnswer == "Yes, lime works.")
        let done = AppReducer.reduce(&state, .ai(.answered(id: 1)))
        let workstate = try #require(state.cooking?.session.workstate)
        // The rest of the answer is said as the reducer finishes it, before the session is saved.
        #expect(done == [.voice(.announce("Yes, lime works.")), .store(.saveWorkstate(workstate))])
        #expect(state.ai.request == nil)
    }

    @Test func theAskScalesTheRecipeAndUsesTheCooksUnits() throws {
        var state = state(AIStatus(localServer: "http://127.0.0.1:11434/v1"))
        cooking(&state)
        _ = AppReducer.reduce(&state, .cooking(.answered(AssistantResponse(query: "make 16 servings", intent: "scale", reply: "", display: "",
                                                                          commands: [.rescaleServings(16)]))))
        let effects = AppReducer.reduce(&state, .cooking(.answered(unknown("why chill it"))))
        let context = try #require(effects.compactMap { effect -> String? in
            if case .ai(.ask(_, let question, _)) = effect { return question.context }
            return nil
        }.first)
        #expect(context.contains("400 g plain flour"))
        #expect(context.contains("making 16 servings"))
    }

    @Test func withNoProviderTheOfflineAnswerStandsAndSaysWhereToAddOne() {
        var state = state(AIStatus())
        cooking(&state)
        let effects = AppReducer.reduce(&state, .cooking(.answered(unknown("is this vegan"))))
        #expect(!effects.contains { if case .ai = $0 { true } else { false } })
        #expect(effects.contains(.voice(.announce("Sorry, I did not catch that."))))
        #expect(state.cooking?.lastAnswer == "Sorry, I did not catch that. An AI provider could answer this: add one in Settings → AI.")
    }

    @Test func escDuringAStreamKeepsWhatCameMarkedCutShort() {
        var state = state(AIStatus(localServer: "http://127.0.0.1:11434/v1"))
        cooking(&state)
        _ = AppReducer.reduce(&state, .cooking(.answered(unknown("why chill it"))))
        _ = AppReducer.reduce(&state, .ai(.chunk(id: 1, "So the butter")))
        #expect(AppReducer.reduce(&state, .back) == [.ai(.cancel(id: 1)), .voice(.stopSpeaking)], "Esc also cuts what was being said")
        #expect(state.cooking?.isShown == true, "Esc stopped the answer, not the cooking")
        #expect(state.cooking?.lastAnswer == "So the butter (cut short)")
        _ = AppReducer.reduce(&state, .ai(.chunk(id: 1, " stays cold")))
        #expect(state.cooking?.lastAnswer == "So the butter (cut short)", "pieces after Esc are dropped")
    }
}
