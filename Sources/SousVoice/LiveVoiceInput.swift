import Foundation
import SousCore

/// Voice input from an `AudioSource` (the microphone, or a file standing in for it): energy
/// endpointing, then the recognizer on each utterance, reported as `VoiceEvent`s.
///
/// Runs on its own thread, which alone touches the recognizer. Half-duplex: while muted (Sous
/// is speaking), heard commands other than stop-speaking are dropped.
public final class LiveVoiceInput: VoiceInput, @unchecked Sendable {
    /// Opens the audio source when listening starts; the default opens the microphone.
    public typealias SourceFactory = @Sendable () throws(VoiceError) -> AudioSource

    private let grammar: IntentGrammar
    private let options: CommandRecognizer.Options
    private let model: VoiceModel
    private let openSource: SourceFactory
    private let gate: HalfDuplexGate
    private let endpointing: Endpointer.Settings
    private let lock = NSLock()
    private var pendingContext: ParseContext?
    private var muted = false
    private var source: AudioSource?
    private var stopped = false

    public init(grammar: IntentGrammar, model: VoiceModel = .standard, options: CommandRecognizer.Options = CommandRecognizer.Options(),
                endpointing: Endpointer.Settings = Endpointer.Settings(), gate: HalfDuplexGate = HalfDuplexGate(),
                source: @escaping SourceFactory = { () throws(VoiceError) -> AudioSource in try PulseMicrophone() }) {
        self.grammar = grammar
        self.model = model
        self.options = options
        self.endpointing = endpointing
        self.gate = gate
        openSource = source
    }

    public func start(context: ParseContext) -> AsyncStream<VoiceEvent> {
        let (stream, continuation) = AsyncStream<VoiceEvent>.makeStream(bufferingPolicy: .unbounded)
        lock.withLock { stopped = false }
        let thread = Thread { [self] in
            run(context: context, emit: { continuation.yield($0) })
            continuation.yield(.stopped)
            continuation.finish()
        }
        thread.name = "sous-voice-input"
        thread.start()
        return stream
    }

    public func updateContext(_ context: ParseContext) {
        lock.withLock { pendingContext = context }
    }

    public func setMuted(_ muted: Bool) {
        lock.withLock { self.muted = muted }
    }

    public func stop() {
        let source = lock.withLock { () -> AudioSource? in
            stopped = true
            return self.source
        }
        source?.close()
    }

    private func run(context: ParseContext, emit: (VoiceEvent) -> Void) {
        let recognizer: CommandRecognizer
        let source: AudioSource
        do {
            recognizer = try CommandRecognizer(grammar: grammar, context: context, model: model, options: options)
            source = try openSource()
        } catch {
            emit(.error(error))
            return
        }
        let shouldStop = lock.withLock { () -> Bool in
            self.source = source
            return stopped
        }
        if shouldStop { source.close() }
        emit(.listening)
        var endpointer = Endpointer(settings: endpointing)
        while let chunk = source.read() {
            handle(endpointer.feed(chunk), recognizer: recognizer, emit: emit)
            if lock.withLock({ stopped }) { break }
        }
        handle(endpointer.finish(), recognizer: recognizer, emit: emit)
        source.close()
    }

    private func handle(_ events: [Endpointer.Event], recognizer: CommandRecognizer, emit: (VoiceEvent) -> Void) {
        for event in events {
            switch event {
            case .speechStarted:
                emit(.speechStarted)
            case .utterance(let samples):
                if let context = lock.withLock({ () -> ParseContext? in defer { pendingContext = nil }; return pendingContext }) {
                    do { try recognizer.setContext(context) } catch { emit(.error(error)) }
                }
                let result = recognizer.recognize(AudioClip(samples: samples, sampleRate: AudioClip.recognizerRate))
                guard let heard = result.heard, let match = result.match, !match.isUnknown else {
                    emit(.rejected(guess: result.guess, confidence: result.confidence))
                    continue
                }
                guard gate.admits(match.intent, speaking: lock.withLock({ muted })) else { continue }
                emit(.heard(VoiceEvent.Heard(text: heard, confidence: result.confidence, match: match,
                                             decodeMilliseconds: result.decodeMilliseconds)))
            }
        }
    }
}
