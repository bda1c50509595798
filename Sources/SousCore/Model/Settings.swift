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
    /// The cooking overlay in big letters, to read from across the kitchen.
    public var kitchenDistance: Bool
    /// The wake phrase when `listening` is `.wakeWord`; nil for `ListeningMode.defaultWakePhrase`.
    public var wakeWord: String?
    public var listening: ListeningMode
    /// A PulseAudio source name; nil for the default input.
    public var microphone: String?
    public var currentMemberId: Int64?
    /// The AI provider the app uses: "off", "local", "openai", "anthropic" or "gemini"; nil picks
    /// one (a local server that answers, else the first cloud provider with a key). Never a key.
    public var aiProvider: String?
    /// DeepFilterNet noise suppression in front of the recognizer: how far it may bring the room's
    /// noise down, in dB (100: as far as it can); 0: off. Used only where it is installed.
    public var noiseSuppression: Int

    /// The choices Settings offers, in order (0: off).
    public static let noiseSuppressionChoices = [100, 24, 12, 0]

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
        currentMemberId: Int64? = nil,
        kitchenDistance: Bool = false,
        aiProvider: String? = nil,
        noiseSuppression: Int = 100
    ) {
        self.aiProvider = aiProvider
        self.noiseSuppression = noiseSuppression
        self.kitchenDistance = kitchenDistance
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

    /// The suppression limit the voice uses (nil: off).
    public var suppressionLimit: Double? { noiseSuppression > 0 ? Double(noiseSuppression) : nil }
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

extension Settings {
    enum CodingKeys: String, CodingKey {
        case theme, units, voiceEnabled, voiceName, voiceRate, voicePitch, speakSteps, wakeWord, listening, microphone
        case currentMemberId, kitchenDistance, aiProvider, noiseSuppression
    }

    /// Settings written before a field existed (an older export) take that field's default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let standard = Settings()
        self.init(
            theme: try c.decodeIfPresent(String.self, forKey: .theme) ?? standard.theme,
            units: try c.decodeIfPresent(UnitSystem.self, forKey: .units) ?? standard.units,
            voiceEnabled: try c.decodeIfPresent(Bool.self, forKey: .voiceEnabled) ?? standard.voiceEnabled,
            voiceName: try c.decodeIfPresent(String.self, forKey: .voiceName) ?? standard.voiceName,
            voiceRate: try c.decodeIfPresent(Int.self, forKey: .voiceRate) ?? standard.voiceRate,
            voicePitch: try c.decodeIfPresent(Int.self, forKey: .voicePitch) ?? standard.voicePitch,
            speakSteps: try c.decodeIfPresent(Bool.self, forKey: .speakSteps) ?? standard.speakSteps,
            wakeWord: try c.decodeIfPresent(String.self, forKey: .wakeWord),
            listening: try c.decodeIfPresent(ListeningMode.self, forKey: .listening) ?? standard.listening,
            microphone: try c.decodeIfPresent(String.self, forKey: .microphone),
            currentMemberId: try c.decodeIfPresent(Int64.self, forKey: .currentMemberId),
            kitchenDistance: try c.decodeIfPresent(Bool.self, forKey: .kitchenDistance) ?? standard.kitchenDistance,
            aiProvider: try c.decodeIfPresent(String.self, forKey: .aiProvider),
            // Within what Settings offers: an export is outside input.
            noiseSuppression: min(max(try c.decodeIfPresent(Int.self, forKey: .noiseSuppression) ?? standard.noiseSuppression, 0), 100)
        )
    }
}
