/// What slots an intent's patterns have, so the fallback fills the same ones the patterns would.
struct IntentSlots: Sendable {
    /// Slot name to its type's name and type.
    var types: [String: (name: String, type: SlotType)] = [:]
    /// Slots every pattern has: a reading without them is refused ("set a timer" with no time).
    var required: Set<String> = []
    /// Every pattern has some slot, so a reading needs at least one ("scale it" to what?).
    var needsOne = false

    init(_ intent: IntentDefinition, grammar: IntentGrammar) {
        var required: Set<String>?
        var everyPatternHasOne = !intent.allPatterns.isEmpty
        for pattern in intent.allPatterns {
            let names = Set(pattern.slots.map(\.name))
            for slot in pattern.slots {
                let name = intent.slotType(named: slot.name, written: slot.type)
                if let type = grammar.slotTypes[name] { types[slot.name] = (name, type) }
            }
            required = required.map { $0.intersection(names) } ?? names
            if names.isEmpty { everyPatternHasOne = false }
        }
        self.required = required ?? []
        needsOne = everyPatternHasOne
    }
}
