import Foundation
import SousCore

/// A microphone for tests: records what it is told, and sends the events a test gives it.
public final class FakeVoiceInput: VoiceInput, @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: AsyncStream<VoiceEvent>.Continuation?
    private var _startedWith: ParseContext?
    private var _contexts: [ParseContext] = []
    private var _muted: [Bool] = []
    private var _talkPresses = 0
    private var _isStopped = false

    public init() {}

    public func start(context: ParseContext) -> AsyncStream<VoiceEvent> {
        let (stream, continuation) = AsyncStream<VoiceEvent>.makeStream(bufferingPolicy: .unbounded)
        lock.withLock {
            self.continuation = continuation
            _startedWith = context
        }
        return stream
    }

    public func updateContext(_ context: ParseContext) { lock.withLock { _contexts.append(context) } }
    public func setMuted(_ muted: Bool) { lock.withLock { _muted.append(muted) } }
    public func listenNow() { lock.withLock { _talkPresses += 1 } }

    public func stop() {
        let continuation = lock.withLock { () -> AsyncStream<VoiceEvent>.Continuation? in
            _isStopped = true
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.yield(.stopped)
        continuation?.finish()
    }

    /// As if the recogniser reported `event`.
    public func emit(_ event: VoiceEvent) {
        _ = lock.withLock { continuation }?.yield(event)
    }

    /// The context `start` was given (nil: never started).
    public var startedWith: ParseContext? { lock.withLock { _startedWith } }
    /// Every `updateContext`, in order.
    public var contexts: [ParseContext] { lock.withLock { _contexts } }
    /// Every `setMuted`, in order.
    public var muted: [Bool] { lock.withLock { _muted } }
    public var isMuted: Bool { muted.last ?? false }
    public var talkPresses: Int { lock.withLock { _talkPresses } }
    public var isStopped: Bool { lock.withLock { _isStopped } }
}

/// A speaker for tests: records what it was asked to say. Speech "plays" until `finish()`;
/// `onSpeakingChanged` is told both ends, as the real output tells its owner.
public final class FakeSpeechOutput: SpeechOutput, @unchecked Sendable {
    private let lock = NSLock()
    private let onSpeakingChanged: @Sendable (Bool) -> Void
    private var _spoken: [String] = []
    private var _settings: [SpeechVoiceSettings]
    private var _stops = 0
    private var speaking = false
    private var _problem: String?

    public init(settings: SpeechVoiceSettings = SpeechVoiceSettings(), problem: String? = nil,
                onSpeakingChanged: @escaping @Sendable (Bool) -> Void = { _ in }) {
        _settings = [settings]
        _problem = problem
        self.onSpeakingChanged = onSpeakingChanged
    }

    /// Recorded like `speak`, in order (the fake plays nothing, so nothing is cut).
    public func speakAfter(_ text: String) {
        speak(text)
    }

    public func speak(_ text: String) {
        let started = lock.withLock { () -> Bool in
            _spoken.append(text)
            defer { speaking = true }
            return !speaking
        }
        if started { onSpeakingChanged(true) }
    }

    /// The text has been said.
    public func finish() {
        let was = lock.withLock { () -> Bool in
            defer { speaking = false }
            return speaking
        }
        if was { onSpeakingChanged(false) }
    }

    public func stop() {
        lock.withLock { _stops += 1 }
        finish()
    }

    public var isSpeaking: Bool { lock.withLock { speaking } }
    public func update(_ settings: SpeechVoiceSettings) { lock.withLock { _settings.append(settings) } }
    public var problem: String? { lock.withLock { _problem } }

    public var spoken: [String] { lock.withLock { _spoken } }
    /// The settings it was made with, then each update.
    public var settings: [SpeechVoiceSettings] { lock.withLock { _settings } }
    public var stops: Int { lock.withLock { _stops } }
}
