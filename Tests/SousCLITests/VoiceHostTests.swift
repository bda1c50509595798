import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousCLI

/// VoiceHost on fake devices: what each voice effect does to the microphone and the speaker,
/// and what they report back as actions.
@Suite struct VoiceHostTests {
    /// Hands out fake inputs and outputs, keeping each pair it opened.
    final class FakeDevices: VoiceDevices, @unchecked Sendable {
        struct Pair {
            var listening: VoiceSetup.Listening
            var input: FakeVoiceInput
            var output: FakeSpeechOutput
        }
        private let lock = NSLock()
        private var pairs: [Pair] = []
        let failure: VoiceUnavailable?
        let problem: String?

        init(failure: VoiceUnavailable? = nil, problem: String? = nil) {
            self.failure = failure
            self.problem = problem
        }

        func open(_ listening: VoiceSetup.Listening, speech: SpeechVoiceSettings,
                  onSpeakingChanged: @escaping @Sendable (Bool) -> Void) throws(VoiceUnavailable) -> (input: any VoiceInput, output: any SpeechOutput) {
            if let failure { throw failure }
            let pair = Pair(listening: listening, input: FakeVoiceInput(),
                            output: FakeSpeechOutput(settings: speech, problem: problem, onSpeakingChanged: onSpeakingChanged))
            lock.withLock { pairs.append(pair) }
            return (pair.input, pair.output)
        }

        func findMicrophones() -> MicrophoneSearch {
            .found([AudioInput(name: "usb-mic", description: "USB Microphone")], defaultIsMonitor: false)
        }

        var opened: [Pair] { lock.withLock { pairs } }
    }

    /// What the host posted to the run loop.
    final class Posted: @unchecked Sendable {
        private let lock = NSLock()
        private var actions: [AppAction] = []

        func post(_ new: [AppAction]) { lock.withLock { actions += new } }
        var all: [AppAction] { lock.withLock { actions } }

        /// Waits (up to ten seconds) for the stream's task to post what `done` looks for; it
        /// sleeps rather than blocks, so the task can run on a busy cooperative pool.
        /// Returns as soon as `done`; the bound is for a loaded CI machine, where the host's stream
        /// task waited behind blocked cooperative threads for over 10 s.
        func wait(for done: ([AppAction]) -> Bool) async -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if done(all) { return true }
                try? await Task.sleep(for: .milliseconds(5))
            }
            return done(all)
        }
    }

    let listening = VoiceSetup.Listening(mode: .wakeWord, wakePhrase: "hello kitchen", microphone: nil)
    let context = ParseContext(stepCount: 4)

    func host(_ devices: FakeDevices, _ posted: Posted) -> VoiceHost {
        let host = VoiceHost(devices: devices)
        host.post = { posted.post($0) }
        return host
    }

    /// A host configured to listen, with the devices it opened and what it posts.
    func listeningHost(_ devices: FakeDevices = FakeDevices()) throws -> (host: VoiceHost, pair: FakeDevices.Pair, posted: Posted) {
        let posted = Posted()
        let host = host(devices, posted)
        _ = host.perform(.configure(VoiceSetup(listening: listening)))
        return (host, try #require(devices.opened.first), posted)
    }

    @Test func configureOpensTheDevicesWithTheReducersContextAndPause() throws {
        let devices = FakeDevices(), posted = Posted()
        let host = host(devices, posted)
        #expect(host.perform(.configure(VoiceSetup(listening: listening, speech: SpeechVoiceSettings(rate: 200), context: context, isPaused: true))).isEmpty)
        let pair = try #require(devices.opened.first)
        #expect(pair.listening == listening)
        #expect(pair.input.startedWith == context)
        #expect(pair.input.isMuted, "paused when configured")
        #expect(pair.output.settings == [SpeechVoiceSettings(rate: 200)])
        host.stop()
    }

    @Test func aSpeechChangeUpdatesInPlaceAndAListeningChangeReopens() throws {
        let devices = FakeDevices(), posted = Posted()
        let host = host(devices, posted)
        _ = host.perform(.configure(VoiceSetup(listening: listening)))
        _ = host.perform(.configure(VoiceSetup(listening: listening, speech: SpeechVoiceSettings(pitch: 70))))
        #expect(devices.opened.count == 1, "same microphone and mode: not reopened")
        #expect(devices.opened[0].output.settings.last == SpeechVoiceSettings(pitch: 70))
        var other = listening
        other.microphone = "usb-mic"
        _ = host.perform(.configure(VoiceSetup(listening: other, context: context)))
        #expect(devices.opened.count == 2)
        #expect(devices.opened[0].input.isStopped, "the old microphone is closed")
        #expect(devices.opened[1].input.startedWith == context)
        _ = host.perform(.configure(.off))
        #expect(devices.opened[1].input.isStopped && devices.opened[1].output.stops == 1, "voice off closes both")
        _ = host.perform(.announce("Step 2."))
        #expect(devices.opened[1].output.spoken.isEmpty, "nothing is said with voice off")
    }

    @Test func contextTalkKeyAnnounceAndStopReachTheDevices() throws {
        let devices = FakeDevices(), posted = Posted()
        let host = host(devices, posted)
        _ = host.perform(.context(context))
        #expect(devices.opened.isEmpty, "nothing happens before the voice is configured")
        _ = host.perform(.configure(VoiceSetup(listening: listening)))
        let pair = try #require(devices.opened.first)
        _ = host.perform(.context(context))
        _ = host.perform(.context(nil))
        #expect(pair.input.contexts == [context, ParseContext()])
        _ = host.perform(.listenNow)
        #expect(pair.input.talkPresses == 1)
        _ = host.perform(.announce("Your rice timer is done."))
        #expect(pair.output.spoken == ["Your rice timer is done."])
        _ = host.perform(.stopSpeaking)
        #expect(pair.output.stops == 1 && !pair.output.isSpeaking)
        host.stop()
    }

    /// Half-duplex and the cook's pause are two reasons to mute: either keeps the microphone deaf.
    @Test func theMicrophoneIsMutedWhilePausedOrWhileSousSpeaks() async throws {
        let (host, pair, posted) = try listeningHost()
        #expect(!pair.input.isMuted)
        _ = host.perform(.announce("Step 2."))
        #expect(pair.input.isMuted, "muted while speaking")
        _ = host.perform(.paused(true))
        pair.output.finish()
        #expect(pair.input.isMuted, "speech ended but the cook paused")
        _ = host.perform(.paused(false))
        #expect(!pair.input.isMuted)
        #expect(await posted.wait { $0.contains(.voice(.speaking(true))) && $0.contains(.voice(.speaking(false))) })
        host.stop()
    }

    @Test func whatTheMicrophoneHearsIsPostedAsActions() async throws {
        let (host, pair, posted) = try listeningHost()
        pair.input.emit(.listening)
        pair.input.emit(.awake)
        pair.input.emit(.heard(VoiceEvent.Heard(text: "next step", confidence: 0.9,
                                                     match: IntentMatch(intent: "next_step", score: 1, matchedText: "next step"), decodeMilliseconds: 80)))
        #expect(await posted.wait { $0 == [.voice(.listening), .voice(.awake(true)), .voice(.heard("next step", confidence: 0.9))] })
        host.stop()
        #expect(pair.input.isStopped && pair.output.stops == 1, "shut down: microphone closed, speech cut")
        // The stream ended with `.stopped`, which is not an action.
        try await Task.sleep(for: .milliseconds(50))
        #expect(posted.all.count == 3)
    }

    @Test func speechThatCannotPlayIsReportedOnce() throws {
        let (host, pair, posted) = try listeningHost(FakeDevices(problem: "no sound device"))
        for text in ["Step 2.", "Step 3."] {
            _ = host.perform(.announce(text))
            pair.output.finish()
        }
        #expect(posted.all.filter { $0 == .voice(.speechUnavailable("no sound device")) }.count == 1)
        host.stop()
    }

    @Test func devicesThatCannotOpenMakeVoiceUnavailable() {
        let posted = Posted()
        let host = host(FakeDevices(failure: VoiceUnavailable(reason: "the command grammar did not load")), posted)
        _ = host.perform(.configure(VoiceSetup(listening: listening)))
        #expect(posted.all == [.voice(.unavailable("the command grammar did not load"))])
        #expect(host.perform(.findMicrophones) == [.voice(.microphonesFound(.found([AudioInput(name: "usb-mic", description: "USB Microphone")], defaultIsMonitor: false)))])
    }
}
