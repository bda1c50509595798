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

    public init(
        intents: [IntentDefinition] = [],
        rules: [String: GrammarExpression] = [:],
        slotTypes: [String: SlotType] = [:],
        fillers: [String] = [],
        normalize: [String: String] = [:],
        skippable: [String] = []
    ) {
        self.intents = intents
        self.rules = rules
        self.slotTypes = slotTypes
        self.fillers = fillers
        self.normalize = normalize
        self.skippable = skippable
    }

    /// The intent with this name, if declared.
    public func intent(named name: String) -> IntentDefinition? {
        intents.first { $0.name == name }
    }
}
