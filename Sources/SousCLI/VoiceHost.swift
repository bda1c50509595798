import Foundation
import SousApp
import SousContract
import SousCore
import SousVoice

/// The app's voice: starts and stops the microphone and speech output as Settings say, turns
/// what the microphone hears into actions, and handles the speech effects before the store.
///
/// Voice that cannot work (no microphone, no sound server, no model) becomes `.voiceUnavailable`
/// with the reason; the app carries on by keyboard.
final class VoiceHost: EffectHandler, @unchecked Sendable {
    private let inner: any EffectHandler
    private let grammar: IntentGrammar?
    /// A recording that stands in for the microphone (`--audio-file`).
    private let audioFile: URL?
    private let lock = NSLock()
    private var input: LiveVoiceInput?
    private var output: EspeakSpeechOutput?
    private var context = ParseContext()
    /// The cook paused listening (v); speech also mutes the input while it plays.
    private var paused = false
    private var speaking = false
    /// What the running input was made for: a change of mode, phrase or microphone restarts it.
    private var listening: Listening?

    private struct Listening: Equatable {
        var mode: ListeningMode
        var wakePhrase: String
        var microphone: String?
    }
    /// Where actions go: the runtime's inbox, set once the runtime exists.
    var post: @Sendable ([AppAction]) -> Void = { _ in }

    init(inner: any EffectHandler, audioFile: URL? = nil) {
        self.inner = inner
        self.audioFile = audioFile
        grammar = try? IntentContract.builtIn()
    }

    func perform(_ effect: Effect) -> [AppAction] {
        switch effect {
        case .announce(let text):
            lock.withLock { output }?.speak(text)
            return []
        case .stopSpeaking:
            lock.withLock { output }?.stop()
            return []
        case .voicePaused(let paused):
            let input = lock.withLock { () -> LiveVoiceInput? in
                self.paused = paused
                return self.input
            }
            input?.setMuted(paused || lock.withLock { speaking })
            return []
        case .findMicrophones:
            return [.microphonesFound(audioFile == nil ? PulseDevices.search() : .recording)]
        case .voiceListenNow:
            lock.withLock { input }?.listenNow()
            return []
        case .voiceContext(let context):
            let input = lock.withLock { () -> LiveVoiceInput? in
                self.context = context ?? ParseContext()
                return self.input
            }
            input?.updateContext(context ?? ParseContext())
            return []
        case .saveSettings(let settings):
            configure(settings)
            return inner.perform(effect)
        case .loadHousehold:
            let results = inner.perform(effect)
            for case .householdLoaded(let settings, _) in results { configure(settings) }
            // The microphones for Settings; with no sound server this is an empty list at once.
            return results + perform(.findMicrophones)
        default:
            return inner.perform(effect)
        }
    }

    /// Starts or stops listening and speaking to match the settings.
    func configure(_ settings: Settings) {
        let speech = SpeechVoiceSettings(voice: settings.voiceName, rate: settings.voiceRate, pitch: settings.voicePitch)
        guard settings.voiceEnabled else {
            stop()
            return
        }
        let wanted = Listening(mode: settings.listening, wakePhrase: settings.wakePhrase, microphone: settings.microphone)
        let (running, current) = lock.withLock { (self.output, self.listening) }
        if let running, current == wanted {
            running.update(speech)
            return
        }
        if running != nil { stop() }
        guard let grammar else {
            post([.voiceUnavailable("the command grammar did not load (see the log)")])
            return
        }
        let file = audioFile
        let microphone = settings.microphone
        // What Sous says, for the microphone's echo canceller (a recording has no echo to cancel).
        let reference = file == nil ? PlaybackReference() : nil
        let input = LiveVoiceInput(grammar: grammar, mode: settings.listening, wakePhrase: settings.wakePhrase,
                                   source: { () throws(VoiceError) -> AudioSource in
            if let file { return ClipAudioSource(try WAVFile.read(file), realTime: true) }
            let device = try PulseMicrophone(device: microphone)
            return reference.map { EchoCancellingMicrophone(microphone: device, reference: $0) } ?? device
        })
        let post = self.post
        let spoken = SpeechWatch()
        let output = EspeakSpeechOutput(settings: speech, reference: reference, onSpeakingChanged: { [weak self] speaking in
            let paused = self?.speechChanged(speaking) ?? false
            input.setMuted(speaking || paused)
            post([.voiceSpeaking(speaking)])
            // Without a sound device the answer still shows; say once why it is not heard.
            if !speaking, let problem = spoken.firstProblem() {
                post([.reported(Banner(.warning, "Sous cannot speak aloud: \(problem). Answers still show on screen."))])
            }
        })
        spoken.attach(output)
        let context = lock.withLock { () -> ParseContext in
            self.input = input
            self.output = output
            self.listening = wanted
            return self.context
        }
        if lock.withLock({ paused }) { input.setMuted(true) }
        let stream = input.start(context: context)
        Thread.detachNewThread {
            let done = DispatchSemaphore(value: 0)
            Task {
                for await event in stream {
                    if let action = Self.action(for: event) { post([action]) }
                }
                done.signal()
            }
            done.wait()
        }
    }

    /// Records whether speech is playing and returns whether the cook paused listening.
    private func speechChanged(_ speaking: Bool) -> Bool {
        lock.withLock {
            self.speaking = speaking
            return paused
        }
    }

    func stop() {
        let (input, output) = lock.withLock { () -> (LiveVoiceInput?, EspeakSpeechOutput?) in
            defer { self.input = nil; self.output = nil; self.listening = nil }
            return (self.input, self.output)
        }
        input?.stop()
        output?.stop()
    }

    static func action(for event: VoiceEvent) -> AppAction? {
        switch event {
        case .listening: .voiceListening
        case .speechStarted: .voiceSpeechStarted
        case .heard(let heard): .voiceHeard(heard.text, confidence: heard.confidence)
        case .rejected(let guess, let confidence): .voiceRejected(guess: guess, confidence: confidence)
        case .awake: .voiceAwake(true)
        case .asleep: .voiceAwake(false)
        case .error(let error): .voiceUnavailable(error.description)
        case .stopped: nil
        }
    }
}

/// Lets the speech callback read its own output's last error, and report it only once.
private final class SpeechWatch: @unchecked Sendable {
    private let lock = NSLock()
    private weak var output: EspeakSpeechOutput?
    private var reported = false

    func attach(_ output: EspeakSpeechOutput) {
        lock.withLock { self.output = output }
    }

    func firstProblem() -> String? {
        lock.withLock {
            guard !reported, let error = output?.lastError else { return nil }
            reported = true
            return error.description
        }
    }
}
