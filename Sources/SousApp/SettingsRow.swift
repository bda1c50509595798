/// The rows of the Settings tab, top to bottom; the cursor moves through them.
public enum SettingsRow: Int, CaseIterable, Sendable {
    case theme, units, member, voiceEnabled, voiceName, voiceRate, voicePitch, speakSteps, kitchenDistance, listening, microphone, noiseSuppression
    // AI and sync grouped after the rows the smoke scripts count Down presses to; the data
    // actions last (Delete all stays last: End reaches it).
    case aiProvider, aiModel, aiBaseURL, aiKey
    case syncServer, syncFamily, lastSync, syncNow
    case exportAll, importFile, deleteAll

    public var title: String {
        switch self {
        case .theme: "Theme"
        case .units: "Units"
        case .member: "Family member"
        case .voiceEnabled: "Voice control"
        case .voiceName: "Voice"
        case .voiceRate: "Voice rate"
        case .voicePitch: "Voice pitch"
        case .speakSteps: "Read steps"
        case .kitchenDistance: "Cooking view"
        case .listening: "Listening"
        case .microphone: "Microphone"
        case .noiseSuppression: "Kitchen noise"
        case .exportAll: "Export all"
        case .importFile: "Import"
        case .deleteAll: "Delete all"
        case .aiProvider: "AI provider"
        case .aiModel: "AI model"
        case .aiBaseURL: "AI address"
        case .aiKey: "AI key"
        case .syncServer: "Sync server"
        case .syncFamily: "Sync family"
        case .lastSync: "Last sync"
        case .syncNow: "Sync now"
        }
    }

    /// Rows that do something on Enter rather than hold a value.
    public var isAction: Bool {
        switch self {
        case .exportAll, .importFile, .deleteAll, .syncNow: true
        default: false
        }
    }

    /// The built-in themes, in the order Settings cycles them.
    ///
    /// SousApp cannot import SousContract; a journey test checks this list against `ThemeCatalog.builtInNames`.
    public static let themes = ["vintage", "modern", "playful"]
    /// Words per minute the synthesizer accepts, and the step one key press moves.
    public static let voiceRates = 80...450
    public static let voiceRateStep = 10
    public static let voicePitches = 0...100
    public static let voicePitchStep = 10
    /// What must be typed to delete every recipe.
    public static let deleteAllWord = "DELETE"
    /// The AI provider row's values in order: nil lets Sous pick (a local server first).
    public static let aiChoices: [String?] = [nil, "local", "openai", "anthropic", "gemini", "off"]
}
