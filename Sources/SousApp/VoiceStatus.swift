import SousCore

/// What the voice is doing, for the indicator in the cooking overlay and the Settings note.
public struct VoiceStatus: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        /// Voice is switched off in Settings.
        case off
        /// Switched on but it cannot work: no microphone, no speech model, no sound server.
        case unavailable(String)
        /// Waiting for a command (after the wake word, or with push-to-talk held open).
        case listening
        /// Someone is speaking; the command is not finished yet.
        case hearing
        /// Waiting for the assistant's answer to what was heard.
        case thinking
        case speaking
    }

    /// Below this confidence a heard destructive command (cancel a timer, start over) is asked
    /// about first. Accepted commands start at 0.5.
    public static let sureConfidence = 0.7

    public var phase: Phase = .off
    /// The last command heard and how sure the recogniser was (0...1).
    public var lastHeard: String?
    public var confidence: Double?
    /// Speech that was not taken as a command (chatter, the radio); `confidence` stays the heard
    /// command's.
    public var lastRejected: String?
    /// What was said after the wake phrase or the talk key was not taken as a command: the
    /// indicator asks for it again rather than go on showing the command before it.
    public var missed = false
    /// The cook pressed v: the microphone is ignored until v again (a noisy moment, a phone call).
    public var isPaused = false
    /// When speech is acted on, and the wake phrase: Settings' values, filled in by the view for
    /// the indicator (the state keeps them only in `Settings`).
    public var mode: ListeningMode = .always
    public var wakePhrase = ListeningMode.defaultWakePhrase
    /// A command is expected now: the wake phrase was said or the talk key pressed.
    public var isAwake = false

    public init() {}

    /// The status as the indicator shows it under these settings.
    public func shown(with settings: Settings) -> VoiceStatus {
        var shown = self
        shown.mode = settings.listening
        shown.wakePhrase = settings.wakePhrase
        return shown
    }

    public var isAvailable: Bool {
        switch phase {
        case .off, .unavailable: false
        default: true
        }
    }
}
