import Foundation
import SousApp
import SousContract
import SousCore
import SousVoice

/// The sound side VoiceHost drives: a microphone and a speaker opened together (the live pair
/// shares the echo canceller's reference), and the sound server's list of microphones.
protocol VoiceDevices: Sendable {
    func open(_ listening: VoiceSetup.Listening, speech: SpeechVoiceSettings,
              onSpeakingChanged: @escaping @Sendable (Bool) -> Void) throws(VoiceUnavailable) -> (input: any VoiceInput, output: any SpeechOutput)
    func findMicrophones() -> MicrophoneSearch
}

/// Why voice cannot start (shown in the voice indicator; the app carries on by keyboard).
struct VoiceUnavailable: Error, Equatable {
    var reason: String
}

/// Carries out `VoiceEffect`s: starts and stops the microphone and speech output as
/// `.configure` says, and turns what the microphone hears into actions.
///
/// It keeps only what the devices need: the running input and output, what they were opened
/// for (a change restarts them), and why the input is muted. What to listen for, and whether
/// the cook paused, come from the reducer (`AppState.voiceSetup`).
final class VoiceHost: EffectHandler, @unchecked Sendable {
    private let devices: any VoiceDevices
    private let lock = NSLock()
    private var running: Running?
    /// Muted while the cook paused listening, and while Sous speaks (half-duplex).
    private var pausedByCook = false
    private var speaking = false

    private struct Running {
        var listening: VoiceSetup.Listening
        var input: any VoiceInput
        var output: any SpeechOutput
    }
    /// Where actions go: the runtime's inbox, set once the runtime exists.
    var post: @Sendable ([AppAction]) -> Void = { _ in }

    init(devices: any VoiceDevices) {
        self.devices = devices
    }

    func perform(_ effect: VoiceEffect) -> [AppAction] {
        switch effect {
        case .configure(let setup):
            configure(setup)
        case .context(let context):
            lock.withLock { running?.input }?.updateContext(context ?? ParseContext())
        case .paused(let paused):
            setMute { $0.pausedByCook = paused }
        case .listenNow:
            lock.withLock { running?.input }?.listenNow()
        case .announce(let text):
            lock.withLock { running?.output }?.speak(text)
        case .continueSaying(let text):
            lock.withLock { running?.output }?.speakAfter(text)
        case .stopSpeaking:
            lock.withLock { running?.output }?.stop()
        case .findMicrophones:
            return [.voice(.microphonesFound(devices.findMicrophones()))]
        }
        return []
    }

    /// Starts, restarts or stops listening and speaking to match `setup`.
    private func configure(_ setup: VoiceSetup) {
        guard let listening = setup.listening else {
            stop()
            return
        }
        if let current = lock.withLock({ running }), current.listening == listening {
            current.output.update(setup.speech)
            setMute { $0.pausedByCook = setup.isPaused }
            return
        }
        stop()
        let post = self.post
        let watch = SpeechWatch()
        let opened: (input: any VoiceInput, output: any SpeechOutput)
        do {
            opened = try devices.open(listening, speech: setup.speech, onSpeakingChanged: { [weak self] speaking in
                guard let self else { return }
                self.setMute { $0.speaking = speaking }
                post([.voice(.speaking(speaking))])
                // Without a sound device the answer still shows; say once why it is not heard.
                if !speaking, let problem = watch.firstProblem() {
                    post([.voice(.speechUnavailable(problem))])
                }
            })
        } catch {
            post([.voice(.unavailable(error.reason))])
            return
        }
        watch.attach(opened.output)
        lock.withLock {
            running = Running(listening: listening, input: opened.input, output: opened.output)
            pausedByCook = setup.isPaused
            speaking = false
        }
        opened.input.setMuted(setup.isPaused)
        let stream = opened.input.start(context: setup.context ?? ParseContext())
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

    /// Changes a reason to mute and tells the input the result.
    private func setMute(_ change: (VoiceHost) -> Void) {
        let (input, muted) = lock.withLock { () -> ((any VoiceInput)?, Bool) in
            change(self)
            return (running?.input, pausedByCook || speaking)
        }
        input?.setMuted(muted)
    }

    /// Closes the microphone and cuts speech (voice turned off, or the app ending).
    func stop() {
        let stopped = lock.withLock { () -> Running? in
            defer { running = nil }
            return running
        }
        stopped?.input.stop()
        stopped?.output.stop()
    }

    static func action(for event: VoiceEvent) -> AppAction? {
        switch event {
        case .listening: .voice(.listening)
        case .speechStarted: .voice(.speechStarted)
        case .heard(let heard): .voice(.heard(heard.text, confidence: heard.confidence))
        case .rejected(let guess, let confidence): .voice(.rejected(guess: guess, confidence: confidence))
        case .awake: .voice(.awake(true))
        case .asleep: .voice(.awake(false))
        case .error(let error): .voice(.unavailable(error.description))
        case .stopped: nil
        }
    }
}

/// Lets the speech callback read its own output's problem, and report it only once.
private final class SpeechWatch: @unchecked Sendable {
    private let lock = NSLock()
    private weak var output: (any SpeechOutput)?
    private var reported = false

    func attach(_ output: any SpeechOutput) {
        lock.withLock { self.output = output }
    }

    func firstProblem() -> String? {
        lock.withLock {
            guard !reported, let problem = output?.problem else { return nil }
            reported = true
            return problem
        }
    }
}

/// The real devices: PocketSphinx on the PulseAudio microphone (or a recording standing in for
/// it), eSpeak NG through PulseAudio.
struct LiveVoiceDevices: VoiceDevices {
    /// A recording that stands in for the microphone (`--audio-file`).
    let audioFile: URL?
    private let grammar: IntentGrammar?

    init(audioFile: URL? = nil, grammar: IntentGrammar? = nil) {
        self.audioFile = audioFile
        self.grammar = grammar ?? (try? IntentContract.builtIn())
    }

    func open(_ listening: VoiceSetup.Listening, speech: SpeechVoiceSettings,
              onSpeakingChanged: @escaping @Sendable (Bool) -> Void) throws(VoiceUnavailable) -> (input: any VoiceInput, output: any SpeechOutput) {
        guard let grammar else { throw VoiceUnavailable(reason: "the command grammar did not load (see the log)") }
        let file = audioFile
        let microphone = listening.microphone
        // What Sous says, for the microphone's echo canceller (a recording has no echo to cancel).
        let reference = file == nil ? PlaybackReference() : nil
        var options = CommandRecognizer.Options()
        options.neuralSuppression = listening.suppression != nil
        if let limit = listening.suppression { options.suppressionLimitDecibels = limit }
        let input = LiveVoiceInput(grammar: grammar, options: options, mode: listening.mode, wakePhrase: listening.wakePhrase,
                                   source: { () throws(VoiceError) -> AudioSource in
            if let file { return ClipAudioSource(try WAVFile.read(file), realTime: true) }
            let device = try PulseMicrophone(device: microphone)
            return reference.map { EchoCancellingMicrophone(microphone: device, reference: $0) } ?? device
        })
        let output = EspeakSpeechOutput(settings: speech, reference: reference, onSpeakingChanged: onSpeakingChanged)
        return (input, output)
    }

    func findMicrophones() -> MicrophoneSearch {
        audioFile == nil ? PulseDevices.search() : .recording
    }
}
