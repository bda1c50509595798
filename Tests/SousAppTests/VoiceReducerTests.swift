import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// Speech becomes exactly the actions typed questions produce; the indicator follows the microphone.
@Suite struct VoiceReducerTests {
    func cookingWithVoice(speakSteps: Bool = false) -> AppState {
        var state = AppState()
        state.settings.voiceEnabled = true
        state.settings.speakSteps = speakSteps
        _ = AppReducer.reduce(&state, .tick(Fixtures.day))
        _ = AppReducer.reduce(&state, .cooking(.started(CookingSession(recipe: Fixtures.tart, now: Fixtures.day))))
        return state
    }

    @Test func heardTextGoesToTheAssistantLikeTypedText() throws {
        var state = cookingWithVoice()
        _ = AppReducer.reduce(&state, .voice(.listening))
        #expect(state.voice.phase == .listening)
        let effects = AppReducer.reduce(&state, .voice(.heard("next step", confidence: 0.82)))
        let session = try #require(state.cooking?.session)
        #expect(effects == [.assistant(.ask("next step", session: session, now: Fixtures.day, units: .asWritten, pending: nil))])
        #expect(state.voice.phase == .thinking)
        #expect(state.voice.lastHeard == "next step" && state.voice.confidence == 0.82)
        let answer = AssistantResponse(query: "next step", intent: "nextStep", reply: "Step 2.", display: "Step 2.", commands: [.nextStep])
        let applied = AppReducer.reduce(&state, .cooking(.answered(answer)))
        #expect(state.voice.phase == .listening)
        #expect(applied.contains(.voice(.announce("Step 2."))))
        #expect(applied.contains(.voice(.context(state.cooking?.session.parseContext))) == false, "moving a step keeps the same words")
    }

    @Test func stopCutsSpeech() {
        var state = cookingWithVoice()
        let stop = AssistantResponse(query: "stop", intent: "stopSpeaking", reply: "", display: "", stopsSpeaking: true)
        #expect(AppReducer.reduce(&state, .cooking(.answered(stop))).contains(.voice(.stopSpeaking)))
    }

    @Test func aNewTimerNarrowsTheGrammar() {
        var state = cookingWithVoice()
        let effects = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "rice", seconds: 60))))
        #expect(effects.contains(.voice(.context(state.cooking?.session.parseContext))))
        #expect(state.cooking?.session.parseContext.timerNames == ["rice"])
    }

    @Test func aQuestionAddsYesAndNoToTheGrammarUntilItIsAnswered() throws {
        var state = cookingWithVoice()
        let question = AssistantResponse(query: "cancel all timers", intent: "cancelAllTimers", reply: "Cancel all 2 timers? Say yes or no.",
                                         display: "Cancel all 2 timers?", commands: [.cancelAllTimers], confirm: true)
        let asked = AppReducer.reduce(&state, .cooking(.answered(question)))
        var expected = try #require(state.cooking).session.parseContext
        expected.questionPending = true
        #expect(asked.contains(.voice(.context(expected))))
        let no = AssistantResponse(query: "no", intent: "no", reply: "Okay, I left everything as it was.", display: "Okay.")
        let answered = AppReducer.reduce(&state, .cooking(.answered(no)))
        #expect(answered.contains(.voice(.context(try #require(state.cooking).session.parseContext))))
        #expect(state.cooking?.speechContext.questionPending == false)
    }

    @Test func stepsAreReadAloudWhenAsked() {
        var state = cookingWithVoice(speakSteps: true)
        let effects = AppReducer.reduce(&state, .cooking(.command(.nextStep)))
        #expect(effects.contains { if case .voice(.announce(let text)) = $0 { text.contains("Chill the pastry") } else { false } })
    }

    @Test func chatterAndProblemsOnlyChangeTheIndicator() {
        var state = cookingWithVoice()
        #expect(AppReducer.reduce(&state, .voice(.rejected(guess: "what's the weather", confidence: 0.2))).isEmpty)
        #expect(state.voice.lastRejected == "what's the weather")
        _ = AppReducer.reduce(&state, .voice(.unavailable("no microphone")))
        #expect(state.voice.phase == .unavailable("no microphone"))
    }

    /// A command after the wake phrase that was not understood asks to be said again, instead of
    /// showing the command before it (with the rejected one's confidence, as it once did).
    @Test func aMissedCommandAfterTheWakePhraseAsksAgain() {
        var state = cookingWithVoice()
        state.settings.listening = .wakeWord
        _ = AppReducer.reduce(&state, .voice(.heard("next step", confidence: 0.82)))
        _ = AppReducer.reduce(&state, .voice(.rejected(guess: "pass the salt", confidence: 0.1)))
        #expect(!state.voice.missed, "talk nobody addressed to Sous is not asked about")
        _ = AppReducer.reduce(&state, .voice(.awake(true)))
        _ = AppReducer.reduce(&state, .voice(.rejected(guess: "add a minute to the timer", confidence: 0.35)))
        #expect(state.voice.missed && state.voice.lastRejected == "add a minute to the timer")
        #expect(state.voice.lastHeard == "next step" && state.voice.confidence == 0.82, "the heard command keeps its own confidence")
        _ = AppReducer.reduce(&state, .voice(.awake(false)))
        #expect(!state.voice.missed, "once the wake phrase is needed again, \"say it again\" would mislead")
        _ = AppReducer.reduce(&state, .voice(.awake(true)))
        _ = AppReducer.reduce(&state, .voice(.rejected(guess: nil, confidence: 0.05)))
        #expect(state.voice.missed)
        _ = AppReducer.reduce(&state, .voice(.heard("add a minute to the timer", confidence: 0.7)))
        #expect(!state.voice.missed)
    }

    @Test func withVoiceOffNothingHappens() {
        var state = cookingWithVoice()
        state.settings.voiceEnabled = false
        #expect(AppReducer.reduce(&state, .voice(.heard("next step", confidence: 0.9))).isEmpty)
        #expect(state.cooking?.session.stepIndex == 0)
    }

    @Test func listeningAlwaysVCutsSpeechAndPausesListeningUntilPressedAgain() {
        var state = cookingWithVoice()
        state.settings.listening = .always
        #expect(AppReducer.reduce(&state, .voice(.toggled)) == [.voice(.stopSpeaking), .voice(.paused(true))])
        #expect(AppReducer.reduce(&state, .voice(.heard("next step", confidence: 0.9))).isEmpty, "ignored while paused")
        #expect(state.cooking?.session.stepIndex == 0)
        #expect(AppReducer.reduce(&state, .voice(.toggled)) == [.voice(.stopSpeaking), .voice(.paused(false))])
        #expect(!AppReducer.reduce(&state, .voice(.heard("next step", confidence: 0.9))).isEmpty)
    }

    @Test func aLowConfidenceCommandTellsTheAssistantItIsUnsure() throws {
        var state = cookingWithVoice()
        let effects = AppReducer.reduce(&state, .voice(.heard("start over", confidence: 0.55)))
        let session = try #require(state.cooking?.session)
        #expect(effects == [.assistant(.ask("start over", session: session, now: Fixtures.day, units: .asWritten, pending: nil, unsure: true))])
    }

    @Test func withPushToTalkVIsTheTalkKey() {
        var state = cookingWithVoice()
        state.settingsCursor = SettingsRow.listening.rawValue
        #expect(state.settings.listening == .wakeWord, "the wake phrase is the default")
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.listening == .pushToTalk)
        #expect(!state.voice.isAwake)
        _ = AppReducer.reduce(&state, .voice(.listening))
        _ = AppReducer.reduce(&state, .voice(.speechStarted))
        #expect(state.voice.phase == .listening, "speech before the key is not being heard")
        #expect(AppReducer.reduce(&state, .voice(.toggled)) == [.voice(.stopSpeaking), .voice(.listenNow)])
        #expect(state.voice.isAwake && !state.voice.isPaused, "v takes the next command; it never pauses")
        _ = AppReducer.reduce(&state, .voice(.heard("next step", confidence: 0.9)))
        #expect(!state.voice.isAwake, "one command per press")
        _ = AppReducer.reduce(&state, .voice(.toggled))
        _ = AppReducer.reduce(&state, .voice(.awake(false)))
        #expect(!state.voice.isAwake, "the wait ran out")
    }

    @Test func leavingAlwaysWhilePausedListensAgain() {
        var state = cookingWithVoice()
        state.settings.listening = .always
        _ = AppReducer.reduce(&state, .voice(.toggled))
        #expect(state.voice.isPaused)
        state.settingsCursor = SettingsRow.listening.rawValue
        let effects = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.listening == .wakeWord)
        #expect(!state.voice.isPaused, "v no longer pauses in this mode, so nothing may stay paused")
        #expect(effects.contains(.voice(.paused(false))))
        #expect(!AppReducer.reduce(&state, .voice(.heard("next step", confidence: 0.9))).isEmpty)
    }

    /// A speaker in the room is heard by the microphone: while Sous speaks, the indicator keeps
    /// saying so (and "say stop"), not "Hearing" (seen with a real sound server and an echo).
    @Test func soundWhileSousSpeaksLeavesTheIndicatorOnSpeaking() {
        var state = cookingWithVoice()
        _ = AppReducer.reduce(&state, .voice(.speaking(true)))
        _ = AppReducer.reduce(&state, .voice(.speechStarted))
        #expect(state.voice.phase == .speaking)
        // Between two sentences the microphone's utterance ends and is let go (or rejected).
        _ = AppReducer.reduce(&state, .voice(.listening))
        _ = AppReducer.reduce(&state, .voice(.speechStarted))
        _ = AppReducer.reduce(&state, .voice(.rejected(guess: nil, confidence: 0.1)))
        #expect(state.voice.phase == .speaking)
        _ = AppReducer.reduce(&state, .voice(.speaking(false)))
        _ = AppReducer.reduce(&state, .voice(.speechStarted))
        #expect(state.voice.phase == .hearing)
    }

    @Test func theWakePhraseAloneTurnsHearingIntoWaitingForTheCommand() {
        var state = cookingWithVoice()
        _ = AppReducer.reduce(&state, .voice(.speechStarted))
        #expect(state.voice.phase == .hearing)
        _ = AppReducer.reduce(&state, .voice(.awake(true)))
        #expect(state.voice.phase == .listening && state.voice.isAwake)
    }

    @Test func theMicrophoneRowCyclesTheDefaultAndEachInputFound() {
        var state = cookingWithVoice()
        _ = AppReducer.reduce(&state, .voice(.microphonesFound(.found([AudioInput(name: "usb-mic", description: "USB Microphone"),
                                                                AudioInput(name: "builtin", description: "Built-in Audio")],
                                                               defaultIsMonitor: false))))
        state.settingsCursor = SettingsRow.microphone.rawValue
        #expect(state.settings.microphone == nil)
        let effects = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.microphone == "usb-mic")
        #expect(effects == [.store(.saveSettings(state.settings)), .voice(.findMicrophones), .voice(.configure(state.voiceSetup))],
                "saved at once; looked for again; the voice layer reopens the input")
        #expect(state.voiceSetup.listening?.microphone == "usb-mic")
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.microphone == nil, "back to the default input")
    }

    /// The voice layer is told what to do by the reducer alone: turned on in the middle of
    /// cooking, it starts with this recipe's words and the pause as they are now.
    @Test func turningVoiceOnMidCookConfiguresWithTheRecipesContext() throws {
        var state = cookingWithVoice()
        state.settings.voiceEnabled = false
        state.settingsCursor = SettingsRow.voiceEnabled.rawValue
        let effects = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        let context = try #require(state.cooking).speechContext
        let configured = effects.compactMap { if case .voice(.configure(let setup)) = $0 { setup } else { nil } }
        #expect(configured.count == 1)
        #expect(configured.first?.context == context)
        #expect(configured.first?.listening == VoiceSetup.Listening(mode: .wakeWord, wakePhrase: ListeningMode.defaultWakePhrase, microphone: nil,
                                                                               suppression: 100))
        #expect(configured.first?.isPaused == false)
        let off = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(off.last == .voice(.configure(.off)), "turned off, the microphone closes")
    }

    @Test func theFirstHouseholdLoadConfiguresTheVoiceEvenIfNothingChanged() {
        var state = AppState()
        let effects = AppReducer.reduce(&state, .settings(.householdLoaded(settings: Settings(), members: [])))
        #expect(effects == [.voice(.configure(state.voiceSetup))])
        #expect(AppReducer.reduce(&state, .tick(Fixtures.day)).isEmpty, "and nothing else re-sends it")
    }
}
