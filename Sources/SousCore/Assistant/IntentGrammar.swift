/// Everything the assistant understands: intents, shared rules, slot types, fillers, rewrites and skippable words.
///
/// Built from `contract/assistant-intents.yaml`; a user's file with the same shape is merged on top.
public struct IntentGrammar: Hashable, Sendable {
    /// In declared order, which is the last tie-break between equally good matches.
    public var intents: [IntentDefinition]
    public var rules: [String: GrammarExpression]
    public var slotTypes: [String: SlotType]
    /// Words and phrases tolerated anywhere in typed or spoken text ("um", "could you").
    public var fillers: [String]
    /// Single-word rewrites applied before matching ("what's" -> "what is").
    public var normalize: [String: String]
    /// Vague words ("straight", "me", "doing") that a tolerant match passes over at half the cost
    /// of another word, and the only ones it passes over at the start or end of a sentence.
    public var skippable: [String]
    /// Polite words around a request, offered to speech only where they fit (`Requests`).
    public var requests: Requests

    public init(
        intents: [IntentDefinition] = [],
        rules: [String: GrammarExpression] = [:],
        slotTypes: [String: SlotType] = [:],
        fillers: [String] = [],
        normalize: [String: String] = [:],
        skippable: [String] = [],
        requests: Requests = Requests()
    ) {
        self.intents = intents
        self.rules = rules
        self.slotTypes = slotTypes
        self.fillers = fillers
        self.normalize = normalize
        self.skippable = skippable
        self.requests = requests
    }

    /// How people open and close a request out loud: "could you repeat that", "please go back",
    /// "next step please".
    ///
    /// Typed text skips these words anywhere, like fillers. The speech grammar offers an opening
    /// only before a pattern that starts with one of `verbs` and a closing only at the end:
    /// optional words everywhere fit every breath and click (docs/DECISIONS.md).
    public struct Requests: Hashable, Sendable {
        /// Phrases said before a request verb ("please", "could you").
        public var openings: [String]
        /// Phrases said after a whole command ("please").
        public var closings: [String]
        /// The words a request starts with ("go", "set", "repeat").
        public var verbs: [String]

        public init(openings: [String] = [], closings: [String] = [], verbs: [String] = []) {
            self.openings = openings
            self.closings = closings
            self.verbs = verbs
        }
    }

    /// The intent with this name, if declared.
    public func intent(named name: String) -> IntentDefinition? {
        intents.first { $0.name == name }
    }
}
