import Foundation
import SousCore

/// A key as the app may show it: masked (`sk-…9f2c`) and where it lives. The key itself is never here.
public struct AIKeyInfo: Equatable, Sendable {
    public var masked: String
    /// "the desktop keyring", "~/.config/sous/ai-keys.json", "the environment (OPENAI_API_KEY)".
    public var place: String
    /// A key in the environment cannot be deleted by Sous.
    public var isEnvironment: Bool

    public init(masked: String, place: String, isEnvironment: Bool = false) {
        self.masked = masked
        self.place = place
        self.isEnvironment = isEnvironment
    }
}

/// What the host found: a local server, the keys (masked), each provider's model, address and consent.
public struct AIStatus: Equatable, Sendable {
    /// The base URL of a local OpenAI-compatible server that answered the probe.
    public var localServer: String?
    public var keys: [String: AIKeyInfo]
    public var providers: [AIProviderSettings]
    /// Each provider's default model and address, for Settings when the cook set none.
    public var defaults: [String: AIProviderSettings]

    public init(localServer: String? = nil, keys: [String: AIKeyInfo] = [:], providers: [AIProviderSettings] = [],
                defaults: [String: AIProviderSettings] = [:]) {
        self.localServer = localServer
        self.keys = keys
        self.providers = providers
        self.defaults = defaults
    }

    public func key(_ kind: AIProviderKind) -> AIKeyInfo? { keys[kind.rawValue] }

    public func saved(_ kind: AIProviderKind) -> AIProviderSettings? { providers.first { $0.provider == kind.rawValue } }

    public func model(_ kind: AIProviderKind) -> String? { saved(kind)?.model ?? defaults[kind.rawValue]?.model }

    public func baseURL(_ kind: AIProviderKind) -> String? {
        if kind == .local, saved(kind)?.baseURL == nil, let localServer { return localServer }
        return saved(kind)?.baseURL ?? defaults[kind.rawValue]?.baseURL
    }

    public func hasConsent(_ kind: AIProviderKind) -> Bool { !kind.isCloud || saved(kind)?.consentedAt != nil }

    /// The provider in force for the cook's choice: off is none; a named one is that one; no
    /// choice is a local server that answered, else the first cloud provider with a key.
    public func provider(choice: String?) -> AIProviderKind? {
        switch choice {
        case "off": return nil
        case let name?: return AIProviderKind(rawValue: name)
        case nil:
            if localServer != nil { return .local }
            return AIProviderKind.allCases.first { $0.isCloud && key($0) != nil }
        }
    }
}

/// The small form Ctrl-G opens over the Add tab: what to generate.
public struct AIGenerateForm: Equatable, Sendable {
    public enum Field: Int, CaseIterable, Sendable {
        case description, cuisine, diets, servings, maxMinutes

        public var label: String {
            switch self {
            case .description: "Dish"
            case .cuisine: "Cuisine"
            case .diets: "Diets"
            case .servings: "Servings"
            case .maxMinutes: "Max minutes"
            }
        }

        public var placeholder: String {
            switch self {
            case .description: "creamy mushroom pasta"
            case .cuisine: "any (Italian, Thai, ...)"
            case .diets: "none (vegan, gluten-free, ...)"
            case .servings: "4"
            case .maxMinutes: "no limit"
            }
        }
    }

    public var values: [String] = Array(repeating: "", count: Field.allCases.count)
    public var focus: Field = .description
    /// Why the last Enter did not send (shown under the fields).
    public var problem: String?

    public init() {}

    public func value(_ field: Field) -> String { values[field.rawValue] }

    /// The brief, or what is wrong with the form.
    public func brief() -> Result<RecipeBrief, AIFormProblem> {
        let description = value(.description).trimmingCharacters(in: .whitespaces)
        guard !description.isEmpty else { return .failure(AIFormProblem("Say what to cook, e.g. creamy mushroom pasta.")) }
        guard description.count <= 500 else { return .failure(AIFormProblem("Keep the dish under 500 characters.")) }
        func number(_ field: Field, _ range: ClosedRange<Int>) -> Result<Int?, AIFormProblem> {
            let text = value(field).trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return .success(nil) }
            guard let n = Int(text), range.contains(n) else {
                return .failure(AIFormProblem("\(field.label) is a whole number from \(range.lowerBound) to \(range.upperBound)."))
            }
            return .success(n)
        }
        let servings: Int?, minutes: Int?
        switch number(.servings, 1...100) { case .success(let n): servings = n; case .failure(let p): return .failure(p) }
        switch number(.maxMinutes, 5...2880) { case .success(let n): minutes = n; case .failure(let p): return .failure(p) }
        let cuisine = value(.cuisine).trimmingCharacters(in: .whitespaces)
        let diets = value(.diets).split(whereSeparator: { $0 == "," || $0 == ";" })
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        return .success(RecipeBrief(description: description, cuisine: cuisine.isEmpty ? nil : cuisine, diets: diets,
                                servings: servings, maxMinutes: minutes))
    }

    /// The longest a field may be.
    public static let maxLength = 500
}

public struct AIFormProblem: Error, Equatable, Sendable {
    public var text: String
    public init(_ text: String) { self.text = text }
}

/// A request running in the background: the spinner, its elapsed time and Esc's target.
public struct AIRequestState: Equatable, Sendable {
    public enum Purpose: Equatable, Sendable {
        case generate(RecipeBrief)
        /// A question about the recipe being cooked; the answer streams into the assistant panel.
        case ask(AIQuestion, recipeId: Int64?)
        /// The ingredient lines of a recipe the kitchen knowledge could not make fit a diet
        /// (`lines` of them); the answer goes to the diet review as proposals.
        case dietSwaps(AIQuestion, recipeId: Int64, lines: Int)
        /// A question about the recipe open on the recipe view; the answer streams into its panel.
        case askRecipe(AIQuestion, recipeId: Int64)
    }

    public var id: Int
    public var purpose: Purpose
    public var provider: AIProviderKind
    public var startedAt: Date
    /// The provider asked to slow down: Sous waits until then (429 Retry-After).
    public var retryAt: Date?
    /// The answer so far (a streamed ask).
    public var text = ""
    /// How much of `text` has gone to speech, sentence by sentence.
    public var spoken = 0
    /// "stop" (or the talk key) cut the speech: the rest of this answer is shown, not said.
    public var isQuiet = false

    public init(id: Int, purpose: Purpose, provider: AIProviderKind, startedAt: Date) {
        self.id = id
        self.purpose = purpose
        self.provider = provider
        self.startedAt = startedAt
    }
}

/// The AI slice of the app: what the host found, the generate form, the request in flight.
public struct AIState: Equatable, Sendable {
    /// Nil until the host has looked (at start, and after each change in Settings).
    public var status: AIStatus?
    public var form: AIGenerateForm?
    public var request: AIRequestState?
    /// Requests made so far: each gets its own id, so a late answer to a cancelled one is dropped.
    public var serial = 0

    public init() {}
}
