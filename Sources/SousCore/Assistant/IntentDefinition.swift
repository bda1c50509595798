/// One thing the cook can ask for: its name, slots, phrasings and worked examples.
public struct IntentDefinition: Hashable, Sendable {
    public var name: String
    public var description: String
    /// Slot name to slot type name, as declared in the contract (patterns may add more).
    public var slots: [String: String]
    public var patterns: [GrammarExpression]
    /// Patterns for typed text only: the speech grammar leaves them out, where long or rare
    /// phrasings would cost recognition more than they bring (`typed:` in the contract).
    public var typedPatterns: [GrammarExpression]
    public var samples: [IntentSample]
    /// Destructive intents the app must confirm before acting on.
    public var confirm: Bool
    /// A reply to a question the assistant asked ("yes", "no"): the speech grammar offers it
    /// only while a question waits (`ParseContext.questionPending`); typed, it always parses.
    public var answer: Bool

    public init(
        name: String,
        description: String = "",
        slots: [String: String] = [:],
        patterns: [GrammarExpression] = [],
        typedPatterns: [GrammarExpression] = [],
        samples: [IntentSample] = [],
        confirm: Bool = false,
        answer: Bool = false
    ) {
        self.name = name
        self.description = description
        self.slots = slots
        self.patterns = patterns
        self.typedPatterns = typedPatterns
        self.samples = samples
        self.confirm = confirm
        self.answer = answer
    }

    /// Every pattern typed text is read with: the spoken ones, then the typed-only ones.
    public var allPatterns: [GrammarExpression] { patterns + typedPatterns }

    /// The type of a slot: declared in `slots`, else written in the pattern, else named like the slot.
    public func slotType(named slot: String, written: String?) -> String {
        slots[slot] ?? written ?? slot
    }
}

/// A sentence the intent must understand, with the slots it should yield.
public struct IntentSample: Hashable, Sendable {
    public var say: String
    public var slots: [String: SlotValue]
    /// Recipe context the sample assumes (ingredient names, timers), if any.
    public var context: ParseContext
    /// 1-based line in the contract file, for error messages.
    public var line: Int?

    public init(say: String, slots: [String: SlotValue] = [:], context: ParseContext = ParseContext(), line: Int? = nil) {
        self.say = say
        self.slots = slots
        self.context = context
        self.line = line
    }
}
