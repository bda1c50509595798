extension IntentGrammar {
    /// This grammar with a user's grammar layered on top: new phrasings, intents, values and words.
    ///
    /// Same-named intents gain the user's patterns, samples and slots; a same-named rule becomes
    /// the alternatives of both; value lists gain values and synonyms; user rewrites win.
    public func merging(_ user: IntentGrammar) -> IntentGrammar {
        var merged = self
        for intent in user.intents {
            guard let i = merged.intents.firstIndex(where: { $0.name == intent.name }) else {
                merged.intents.append(intent)
                continue
            }
            var base = merged.intents[i]
            if !intent.description.isEmpty { base.description = intent.description }
            base.slots.merge(intent.slots) { _, new in new }
            base.patterns += intent.patterns
            base.typedPatterns += intent.typedPatterns
            base.samples += intent.samples
            base.confirm = base.confirm || intent.confirm
            base.answer = base.answer || intent.answer
            merged.intents[i] = base
        }
        for (name, rule) in user.rules {
            if let existing = merged.rules[name], existing != rule {
                merged.rules[name] = .alternatives(Self.branches(of: existing) + Self.branches(of: rule))
            } else {
                merged.rules[name] = rule
            }
        }
        for (name, type) in user.slotTypes {
            merged.slotTypes[name] = merged.slotTypes[name].map { Self.merge($0, type) } ?? type
        }
        merged.fillers += user.fillers.filter { !merged.fillers.contains($0) }
        merged.skippable += user.skippable.filter { !merged.skippable.contains($0) }
        merged.requests.openings += user.requests.openings.filter { !merged.requests.openings.contains($0) }
        merged.requests.closings += user.requests.closings.filter { !merged.requests.closings.contains($0) }
        merged.requests.verbs += user.requests.verbs.filter { !merged.requests.verbs.contains($0) }
        merged.normalize.merge(user.normalize) { _, new in new }
        return merged
    }

    private static func branches(of expression: GrammarExpression) -> [GrammarExpression] {
        if case .alternatives(let items) = expression { return items }
        return [expression]
    }

    private static func merge(_ base: SlotType, _ user: SlotType) -> SlotType {
        var result = base
        result.min = user.min ?? base.min
        result.max = user.max ?? base.max
        for value in user.values {
            if let i = result.values.firstIndex(where: { $0.canonical == value.canonical }) {
                result.values[i].synonyms += value.synonyms.filter { !result.values[i].synonyms.contains($0) }
            } else {
                result.values.append(value)
            }
        }
        return result
    }
}
