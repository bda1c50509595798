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
    public var wakeWord: String?
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
        self.currentMemberId = currentMemberId
    }
}

/// Which units quantities are shown in. The stored recipe always keeps its source units.
public enum UnitSystem: String, Hashable, Sendable, Codable, CaseIterable {
    case asWritten = "original"
    case metric
    case us
}
