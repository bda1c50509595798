import Foundation
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousVoice
import Testing
@testable import SousCLI

/// The cooking overlay driven by speech end to end: eSpeak NG says the commands, the real
/// decoder hears them through `LiveVoiceInput` in the default wake-phrase mode, the events become
/// the app's actions (as `VoiceHost` posts them) and go through the whole app on a real store,
/// the real assistant answers, and a hand-moved clock runs the timer. Nothing is timed: the
/// recording is read as fast as it decodes.
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

    /// Where the app's voice effects go in this journey: the recogniser's context to the live
    /// input (as `VoiceHost` does), and what would be said, kept to check.
    final class VoiceEffects: EffectHandler, @unchecked Sendable {
        private let lock = NSLock()
        private var input: LiveVoiceInput?
        private var said: [String] = []

        func attach(_ input: LiveVoiceInput) { lock.withLock { self.input = input } }
        var announced: [String] { lock.withLock { said } }

        func perform(_ effect: VoiceEffect) -> [AppAction] {
            switch effect {
            case .context(let context):
                lock.withLock { input }?.updateContext(context ?? ParseContext())
            case .announce(let text):
                lock.withLock { said.append(text) }
            case .continueSaying(let text):
                lock.withLock { said.append(text) }
            case .configure, .paused, .listenNow, .stopSpeaking, .findMicrophones:
                break
            }
            return []
        }
    }

    @Test func aTartIsCookedByVoiceWithTheWakePhraseOnAFakeClock() async throws {
        let database = try AppDatabase.inMemory()
        var settings = Settings()
        settings.voiceEnabled = true
        settings.speakSteps = false
        #expect(settings.listening == .wakeWord)
        try SettingsRepository(database).save(settings)
        let tart = try RecipeRepository(database).insert(Fixtures.tart)
        let clock = HandClock(Fixtures.day)
        let voice = VoiceEffects()
        let app = Journey.app(database: database, clock: clock,
                              effects: .app(database: database, now: { clock.now }, voice: voice))
        app.send(.cooking(.recipe(id: try #require(tart.id))))

        let audio = try Self.recording([
            "go to step four",  // no wake phrase: ignored
            "hello kitchen, go to step three",
            "hello kitchen, set a timer for five minutes for the rice",
            "hello kitchen, how much butter",
            "hello kitchen, go to step two",
            "hello kitchen, mark this step as done",
        ])
        let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), mode: .wakeWord, source: { ClipAudioSource(audio) })
        voice.attach(input)
        var steps: [Int] = []
        var answers: [String] = []
        for await event in input.start(context: try #require(app.state.cooking).session.parseContext) {
            guard let action = VoiceHost.action(for: event) else { continue }
            app.wait(5)
            if case .voice(.heard(let text, let confidence)) = action {
                app.say(text, confidence: confidence)
                answers.append(app.state.cooking?.lastAnswer ?? "")
                steps.append(try #require(app.state.cooking).session.stepIndex + 1)
            } else {
                app.send(action)
            }
        }
        #expect(steps == [3, 3, 3, 2, 3], "step after each command heard: \(steps); answers: \(answers)")
        #expect(answers.contains { $0.contains("butter") })
        let cooking = try #require(app.state.cooking)
        #expect(cooking.session.workstate.timers.map(\.name) == ["rice"])

        // Five minutes later on the fake clock the rice timer rings and is announced.
        let bells = app.surface.bellCount
        app.wait(300)
        #expect(app.surface.bellCount == bells + 1)
        #expect(voice.announced.contains { $0.lowercased().contains("rice") })
    }
}
