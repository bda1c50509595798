import Foundation
import SousCore

/// Voice input from an `AudioSource` (the microphone, or a file standing in for it): energy
/// endpointing, then the recognizer on each utterance, reported as `VoiceEvent`s.
///
/// Runs on its own thread, which alone touches the recognizer. Half-duplex: while muted (Sous
/// is speaking), heard commands other than stop-speaking are dropped, and so are those of an
/// utterance that began while muted; a request to stop is taken a little under the usual line
/// then (`HalfDuplexGate.stopLenience`).
///
/// Listening modes (always, after the wake phrase, after the talk key) are `ListeningGate`'s, on
/// the stream's own clock.
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
    private let mode: ListeningMode
    /// The talk key was pressed; the input thread wakes the gate at its next chunk.
    private var talkPressed = false
    /// Sous spoke at some moment of the utterance now being heard (input thread only). Such an
    /// utterance is judged as heard while speaking even when decided after Sous fell quiet: its
    /// own last words, running on into the quiet after them, are not a command.
    private var spokeDuringUtterance = false

    public init(grammar: IntentGrammar, model: VoiceModel = .standard, options: CommandRecognizer.Options = CommandRecognizer.Options(),
                endpointing: Endpointer.Settings = Endpointer.Settings(), gate: HalfDuplexGate = HalfDuplexGate(),
                mode: ListeningMode = .always, wakePhrase: String = ListeningMode.defaultWakePhrase,
                source: @escaping SourceFactory = { () throws(VoiceError) -> AudioSource in try PulseMicrophone() }) {
        self.grammar = grammar
        self.model = model
        var options = options
        options.listen(mode, wakePhrase: wakePhrase)
        self.options = options
        self.mode = mode
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

    public func listenNow() {
        lock.withLock { talkPressed = true }
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
        let stream = StreamingRecognizer(recognizer: recognizer, endpointing: endpointing, mode: mode)
        // A question ("Did you say ...? Say yes or no") wakes the gate when Sous has finished
        // asking it, so the answer needs no wake phrase or key; and again whenever Sous stops
        // speaking while the question still waits (speech may start a moment after the grammar
        // changed, or an alarm may be spoken before the answer).
        var questionOpen = context.questionPending
        var questionToWake = questionOpen
        var wasSpeaking = false
        while let read = source.readChunk() {
            if let applied = applyPendingContext(to: recognizer, emit: emit) {
                questionOpen = applied.questionPending
                questionToWake = questionOpen
            }
            let (pressed, speaking) = lock.withLock { () -> (Bool, Bool) in
                defer { talkPressed = false }
                return (talkPressed, muted)
            }
            if speaking { spokeDuringUtterance = true }
            if wasSpeaking && !speaking && questionOpen { questionToWake = true }
            wasSpeaking = speaking
            if pressed || (questionToWake && !speaking && mode != .always) {
                questionToWake = false
                stream.listenNow()
                emit(.awake)
            }
            handle(stream.feed(read), emit: emit)
            if lock.withLock({ stopped }) { break }
        }
        handle(stream.finish(), emit: emit)
        source.close()
    }

    /// The grammar follows the session; a change waits for the next chunk, never a decode in progress.
    /// Returns the context it applied, if one was waiting.
    private func applyPendingContext(to recognizer: CommandRecognizer, emit: (VoiceEvent) -> Void) -> ParseContext? {
        guard let context = lock.withLock({ () -> ParseContext? in defer { pendingContext = nil }; return pendingContext }) else { return nil }
        do { try recognizer.setContext(context) } catch { emit(.error(error)) }
        return context
    }

    private func handle(_ outputs: [StreamingRecognizer.Output], emit: (VoiceEvent) -> Void) {
        for output in outputs {
            switch output {
            case .speechStarted:
                spokeDuringUtterance = lock.withLock { muted }
                emit(.speechStarted)
            case .asleep:
                emit(.asleep)
            case .decided(let result, let verdict, let latency, _, _, _):
                let speaking = lock.withLock { muted } || spokeDuringUtterance
                spokeDuringUtterance = lock.withLock { muted }
                // "Stop" while Sous speaks cuts it in any mode, wake phrase or not.
                if speaking, let heard = result.heard, let match = result.match, result.isCommand,
                   gate.allowedWhileSpeaking.contains(match.intent) {
                    emit(.heard(VoiceEvent.Heard(text: heard, confidence: result.confidence, match: match, decodeMilliseconds: latency)))
                    continue
                }
                // ... and is acted on a little under the line: Sous's own voice left in the
                // microphone lowers the cook's score.
                if result.heard == nil, let guess = result.guess, let match = result.guessMatch, let margin = result.rejectionMargin,
                   gate.admitsRejected(match.intent, margin: margin, speaking: speaking) {
                    emit(.heard(VoiceEvent.Heard(text: guess, confidence: result.confidence, match: match, decodeMilliseconds: latency)))
                    continue
                }
                switch verdict {
                case .wake:
                    emit(.awake)
                case .ignore(let guess, let confidence):
                    emit(.rejected(guess: guess, confidence: confidence))
                case .act(let heard, let match):
                    guard gate.admits(match.intent, speaking: speaking) else { continue }
                    emit(.heard(VoiceEvent.Heard(text: heard, confidence: result.confidence, match: match,
                                                 decodeMilliseconds: latency)))
                }
            }
        }
    }
}
