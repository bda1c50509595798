extension IntentGrammar {
    /// Every problem in the grammar: compile errors first, then samples that do not parse as declared.
    ///
    /// Empty when the grammar is sound. Compile errors stop the sample checks, which need a parser.
    public func problems() -> [GrammarError] {
        var found: [GrammarError] = []
        var seen: Set<String> = []
        for intent in intents where !seen.insert(intent.name).inserted {
            found.append(GrammarError(.intent(intent.name), "declared twice"))
        }
        for (name, type) in slotTypes.sorted(by: { $0.key < $1.key }) where type.kind == .values && type.values.isEmpty {
            found.append(GrammarError(.slotType(name), "a value list needs at least one value"))
        }
        for intent in intents {
            for (slot, typeName) in intent.slots.sorted(by: { $0.key < $1.key }) where slotTypes[typeName] == nil {
                found.append(GrammarError(.intent(intent.name), "slot \(slot) has unknown type '\(typeName)'"))
            }
        }
        let parser: IntentParser
        do {
            parser = try IntentParser(grammar: self)
        } catch {
            return found + [error]
        }
        for intent in intents {
            for (i, sample) in intent.samples.enumerated() {
                let match = parser.parse(sample.say, context: sample.context)
                if match.intent != intent.name {
                    found.append(GrammarError(.sample(intent: intent.name, index: i), "\"\(sample.say)\" parses as \(match.intent)"))
                } else if match.slots != sample.slots {
                    found.append(GrammarError(.sample(intent: intent.name, index: i),
                                              "\"\(sample.say)\" gives slots \(Self.render(match.slots)), expected \(Self.render(sample.slots))"))
                }
            }
        }
        return found
    }

    private static func render(_ slots: [String: SlotValue]) -> String {
        "{" + slots.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
}
