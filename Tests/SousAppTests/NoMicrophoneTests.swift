import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// `v` with nothing to listen to says so at once, instead of "Listening for a command…" until
/// the recogniser gives up.
@Suite struct NoMicrophoneTests {
    func cooking(_ listening: ListeningMode, found search: MicrophoneSearch?) -> AppState {
        var state = AppState()
        state.settings.voiceEnabled = true
        state.settings.listening = listening
        _ = AppReducer.reduce(&state, .tick(Fixtures.day))
        _ = AppReducer.reduce(&state, .cooking(.started(CookingSession(recipe: Fixtures.tart, now: Fixtures.day))))
        _ = AppReducer.reduce(&state, .voice(.listening))
        if let search { _ = AppReducer.reduce(&state, .voice(.microphonesFound(search))) }
        return state
    }

    @Test(arguments: [MicrophoneSearch.noServer, .found([], defaultIsMonitor: true)])
    func theTalkKeyWithoutAMicrophoneSaysSoAtOnce(search: MicrophoneSearch) {
        for mode in [ListeningMode.pushToTalk, .wakeWord, .always] {
            var state = cooking(mode, found: search)
            // Looks again, so a microphone plugged in meanwhile is found for the next press.
            #expect(AppReducer.reduce(&state, .voice(.toggled)) == [.voice(.findMicrophones)])
            #expect(state.voice.isAwake == false)
            #expect(state.voice.isPaused == false)
            #expect(state.banner?.kind == .warning)
            #expect(state.banner?.text.contains("Sous cannot hear you") == true)
            guard case .unavailable = state.voice.phase else {
                Issue.record("\(mode): the indicator still says \(state.voice.phase)")
                continue
            }
        }
    }

    @Test func withAMicrophoneOrBeforeTheServerAnswersTheKeyListens() {
        let microphone = AudioInput(name: "alsa_input.usb", description: "USB microphone")
        for search in [MicrophoneSearch.found([microphone], defaultIsMonitor: false), .recording, nil] {
            var state = cooking(.pushToTalk, found: search)
            #expect(AppReducer.reduce(&state, .voice(.toggled)) == [.voice(.stopSpeaking), .voice(.listenNow)])
            #expect(state.voice.isAwake)
        }
    }
}
