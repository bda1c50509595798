import Foundation
import SousApp
import SousContract
import SousCore
import SousTestSupport
import SousVoice
import Testing
@testable import SousCLI

/// The cooking overlay driven by speech end to end: eSpeak NG says the commands, the real
/// decoder hears them through `LiveVoiceInput` in the default wake-phrase mode, the events become
/// the app's actions (as `VoiceHost` posts them), the real assistant answers, and a fake clock
/// runs the timer. Nothing is timed: the recording is read as fast as it decodes.
@Suite(.serialized) struct VoiceJourneyTests {
    static func silence(_ seconds: Double) -> [Int16] {
        [Int16](repeating: 0, count: Int(seconds * Double(AudioClip.recognizerRate)))
    }

    static func recording(_ lines: [String]) throws -> AudioClip {
        var samples = silence(1)
        for line in lines {
            let clip = try EspeakEngine.shared.synthesize(line, settings: SpeechVoiceSettings(voice: "en-us", rate: 160))
            samples += clip.resampled(to: AudioClip.recognizerRate).samples + silence(1.2)
        }
        return AudioClip(samples: samples, sampleRate: AudioClip.recognizerRate)
    }

    @Test func aTartIsCookedByVoiceWithTheWakePhraseOnAFakeClock() async throws {
        let assistant = try Assistant.builtIn()
        var state = AppState()
        state.settings.voiceEnabled = true
        state.settings.speakSteps = false
        #expect(state.settings.listening == .wakeWord)
        var now = Fixtures.day
        _ = AppReducer.reduce(&state, .tick(now))
        _ = AppReducer.reduce(&state, .cooking(.started(CookingSession(recipe: Fixtures.tart, now: now))))

        let audio = try Self.recording([
            "go to step four",  // no wake phrase: ignored
            "hello kitchen, go to step three",
            "hello kitchen, set a timer for five minutes for the rice",
            "hello kitchen, how much butter",
            "hello kitchen, go to step two",
            "hello kitchen, mark this step as done",
        ])
        let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), mode: .wakeWord, source: { ClipAudioSource(audio) })
        var steps: [Int] = []
        var answers: [String] = []
        for await event in input.start(context: try #require(state.cooking).session.parseContext) {
            guard let action = VoiceHost.action(for: event) else { continue }
            now = now.addingTimeInterval(5)
            _ = AppReducer.reduce(&state, .tick(now))
            for effect in AppReducer.reduce(&state, action) {
                switch effect {
                case .assistant(.ask(let text, let session, let at, let units, let pending, let unsure)):
                    let answer = assistant.respond(to: text, session: session, now: at, units: units, pending: pending, unsure: unsure)
                    answers.append(answer.reply)
                    _ = AppReducer.reduce(&state, .cooking(.answered(answer)))
                    steps.append(try #require(state.cooking).session.stepIndex + 1)
                case .voice(.context(let context)):
                    input.updateContext(context ?? ParseContext())
                default:
                    break
                }
            }
        }
        #expect(steps == [3, 3, 3, 2, 3], "step after each command heard: \(steps); answers: \(answers)")
        #expect(answers.contains { $0.contains("butter") })
        let cooking = try #require(state.cooking)
        #expect(cooking.session.workstate.timers.map(\.name) == ["rice"])

        // Five minutes later on the fake clock the rice timer rings and is announced.
        let effects = AppReducer.reduce(&state, .tick(now.addingTimeInterval(300)))
        #expect(effects.contains(.terminal(.ringBell)))
        #expect(effects.contains { if case .voice(.announce(let text)) = $0 { text.lowercased().contains("rice") } else { false } })
    }
}
