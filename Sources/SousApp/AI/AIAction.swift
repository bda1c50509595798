import Foundation
import SousCore

/// A question about a recipe, with the recipe as the provider sees it (scaled, in the cook's units).
public struct AIQuestion: Equatable, Sendable {
    public var question: String
    public var context: String
    /// The answer is read line by line (the diet swaps), so its line breaks are kept.
    public var keepsLines: Bool

    public init(question: String, context: String, keepsLines: Bool = false) {
        self.question = question
        self.context = context
        self.keepsLines = keepsLines
    }
}

/// A key on its way from the Settings dialog to the key store. It prints masked, so no log,
/// dump or test failure shows it.
public struct SecretText: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let value: String

    public init(_ value: String) {
        self.value = value.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public var description: String { SecretText.mask(value) }
    public var debugDescription: String { SecretText.mask(value) }
    public var customMirror: Mirror { Mirror(self, children: ["masked": description]) }

    /// `sk-…9f2c`, as SousAI's `Secret` shows it; short keys show only the ellipsis.
    public static func mask(_ value: String) -> String {
        guard value.count >= 12 else { return "…" }
        return "\(value.prefix(3))…\(value.suffix(4))"
    }
}

/// Why a provider gave no answer, as data: the reducer words the banner.
public enum AIFailure: Equatable, Sendable {
    case noProvider
    case noKey(AIProviderKind)
    case keyRefused(AIProviderKind, status: Int)
    case rateLimited(AIProviderKind, retryAfter: Double?)
    case timeout(AIProviderKind, seconds: Double)
    case unreachable(AIProviderKind, host: String)
    case server(AIProviderKind, status: Int, message: String)
    case invalidAnswer(AIProviderKind, problems: [String])
    case malformed(AIProviderKind, detail: String)
    case cancelled
    /// The key store or the settings could not be written or read (its own words, never a key).
    case keyStore(String)
    case other(String)
}

/// Typing in the generate form.
public enum AIFormInput: Equatable, Sendable {
    case typed(String)
    case backspace
    case nextField
    case previousField
    case submit
    case cancel
}

/// AI in the app: Settings' AI rows, generating from the Add tab, asking while cooking.
public enum AIAction: Equatable, Sendable {
    case statusLoaded(AIStatus)
    /// Ctrl-G in the Add tab: the generate form.
    case generateRequested
    case form(AIFormInput)
    /// D on Settings' key row: delete the key everywhere (asks first).
    case keyDeleteRequested
    /// The key store did what was asked: a line for the banner ("Key saved in the desktop keyring.").
    case keyChanged(String)
    /// A piece of a streamed answer.
    case chunk(id: Int, String)
    /// The streamed answer is whole.
    case answered(id: Int)
    /// A generated recipe, read as an import, ready for the preview.
    case generated(id: Int, ImportPreview)
    /// The provider said 429: Sous waits this long, then asks again.
    case waiting(id: Int, seconds: Double)
    case failed(id: Int?, AIFailure)
    /// Esc while a request runs.
    case cancelRequested
}

/// The provider work, carried out by `AIEffectHandler` (SousCLI) off the serial effects queue:
/// requests and streams post their results as actions while they run.
public enum AIEffect: Equatable, Sendable {
    /// Probe for a local server, read which keys exist (masked) and the providers' settings.
    case loadStatus
    /// A provider's model or base URL changed in Settings; answers with the status again.
    case saveProvider(AIProviderSettings)
    case setKey(AIProviderKind, SecretText)
    /// From the keyring and the key file; the environment's is the cook's to unset.
    case deleteKey(AIProviderKind)
    case recordConsent(AIProviderKind)
    /// Answers with `.ai(.generated)` or `.ai(.failed)`.
    case generate(id: Int, RecipeBrief, provider: AIProviderKind)
    /// Answers with `.ai(.chunk)` piece by piece, then `.ai(.answered)` (or `.failed`).
    case ask(id: Int, AIQuestion, provider: AIProviderKind)
    case cancel(id: Int)
    /// "Plan for me": the cookbook's plan at once (`.planForMe(.proposed)`), then, with
    /// `provider`, each empty day generated (`.planForMe(.gapFilled)`).
    case proposePlan(id: Int, PlanForMeRequest, provider: AIProviderKind?)
    /// Stores the generated recipes and plans every day picked; answers `.planForMe(.applied)`.
    case applyPlan([ProposedDay], meal: String)
}
