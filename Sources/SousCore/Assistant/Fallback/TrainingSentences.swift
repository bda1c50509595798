/// The sentences the typed fallback learns from: every contract sample, and each pattern written
/// out a few times with its optional words and alternatives chosen at random (a fixed seed, so
/// the classifier is the same on every run) and its slots filled with example words.
struct TrainingSentences {
    /// How many sentences each pattern is written out as (fewer when it has fewer forms).
    static let perPattern = 40

    /// Example words for each kind of slot; the spotter reads them back into placeholders.
    static let examples: [SlotType.Kind: [String]] = [
        .number: ["two", "3", "five", "twelve", "second", "third", "8"],
        .duration: ["5 minutes", "ten minutes", "an hour", "90 seconds", "half an hour", "a minute", "two hours"],
        .ingredient: ["flour", "eggs", "sour cream", "olive oil", "milk", "baking soda"],
        .timerName: ["rice", "pasta", "potatoes", "oven", "chicken"],
        .text: ["egg whites", "the chicken", "onions"],
    ]

    /// Tokens and intent of each training sentence.
    var sentences: [(intent: String, tokens: [String], context: ParseContext)] = []

    init(_ grammar: IntentGrammar, normalizer: TextNormalizer) {
        for (intentIndex, intent) in grammar.intents.enumerated() {
            // The fallback intent's samples are talk not meant for Sous: a class of their own.
            for sample in intent.samples {
                sentences.append((intent.name, normalizer.tokens(sample.say), sample.context))
            }
            for (patternIndex, pattern) in intent.allPatterns.enumerated() {
                // A seed per pattern, so adding a pattern leaves the others' sentences as they were.
                var random = SplitMix64(seed: UInt64(intentIndex) << 16 | UInt64(patternIndex))
                var seen: Set<[String]> = []
                for _ in 0..<Self.perPattern {
                    var words: [String] = []
                    write(pattern, intent: intent, grammar: grammar, into: &words, random: &random)
                    let tokens = normalizer.tokens(words.joined(separator: " "))
                    guard seen.insert(tokens).inserted else { continue }
                    sentences.append((intent.name, tokens, ParseContext()))
                }
            }
        }
    }

    private func write(_ expression: GrammarExpression, intent: IntentDefinition, grammar: IntentGrammar,
                       into words: inout [String], random: inout SplitMix64) {
        switch expression {
        case .word(let word): words.append(word)
        case .sequence(let items):
            for item in items { write(item, intent: intent, grammar: grammar, into: &words, random: &random) }
        case .alternatives(let items):
            guard !items.isEmpty else { return }
            write(items[Int(random.next() % UInt64(items.count))], intent: intent, grammar: grammar, into: &words, random: &random)
        case .optional(let inner):
            if random.next() % 2 == 0 { write(inner, intent: intent, grammar: grammar, into: &words, random: &random) }
        case .ruleRef(let name):
            if let rule = grammar.rules[name] { write(rule, intent: intent, grammar: grammar, into: &words, random: &random) }
        case .slot(let name, let written):
            guard let type = grammar.slotTypes[intent.slotType(named: name, written: written)] else { return }
            let choices = type.kind == .values ? type.values.flatMap(\.phrases) : Self.examples[type.kind] ?? []
            guard !choices.isEmpty else { return }
            words.append(choices[Int(random.next() % UInt64(choices.count))])
        }
    }
}
