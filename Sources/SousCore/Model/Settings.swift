/// The user's preferences, one row per installation.
public struct Settings: Hashable, Sendable, Codable {
    public var theme: String
    public var units: UnitSystem
    public var voiceEnabled: Bool
    public var voiceName: String
    /// Words per minute, 80-450.
    public var voiceRate: Int
    /// 0-100.
    public var voicePitch: Int
    public var speakSteps: Bool
    /// The wake phrase when `listening` is `.wakeWord`; nil for `ListeningMode.defaultWakePhrase`.
    public var wakeWord: String?
    public var listening: ListeningMode
    /// A PulseAudio source name; nil for the default input.
    public var microphone: String?
    public var currentMemberId: Int64?

    public init(
        theme: String = "vintage",
        units: UnitSystem = .asWritten,
        voiceEnabled: Bool = false,
        voiceName: String = "en",
        voiceRate: Int = 160,
        voicePitch: Int = 50,
        speakSteps: Bool = true,
        wakeWord: String? = nil,
        listening: ListeningMode = .wakeWord,
        microphone: String? = nil,
        currentMemberId: Int64? = nil
    ) {
        self.theme = theme
        self.units = units
        self.voiceEnabled = voiceEnabled
        self.voiceName = voiceName
        self.voiceRate = voiceRate
        self.voicePitch = voicePitch
        self.speakSteps = speakSteps
        self.wakeWord = wakeWord
        self.listening = listening
        self.microphone = microphone
        self.currentMemberId = currentMemberId
    }

    /// The wake phrase in force.
    public var wakePhrase: String { wakeWord ?? ListeningMode.defaultWakePhrase }
}

/// When the microphone's speech is acted on (docs/DECISIONS.md, "Listening modes"). The default
/// is the wake phrase: always-listening acted on ~250 false commands an hour of talk.
public enum ListeningMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every utterance that is a command (out-of-grammar speech is rejected).
    case always
    /// Only a command that follows the wake phrase ("hello kitchen, next step").
    case wakeWord
    /// Only a command spoken after the talk key (v) is pressed.
    case pushToTalk

    /// Measured best of four candidates for detection against false triggers (DECISIONS.md).
    public static let defaultWakePhrase = "hello kitchen"
}

/// Which units quantities are shown in. The stored recipe always keeps its source units.
public enum UnitSystem: String, Hashable, Sendable, Codable, CaseIterable {
    case asWritten = "original"
    case metric
    case us
}
