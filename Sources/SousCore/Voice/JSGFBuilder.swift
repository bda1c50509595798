/// One pass of `JSGFGenerator`: renders rules, slot lists and the public rule, collecting words.
struct JSGFBuilder {
    let generator: JSGFGenerator
    let context: ParseContext
    var words: Set<String> = []
    /// Rendered helper rules by name, written out after the intents.
    var rules: [String: String] = [:]
    var ruleOrder: [String] = []
    /// The words the item being rendered always comes right after in its sequence, when known
    /// (nil after an optional part or a rule). A step number after "the" is an ordinal ("the
    /// fifth one", never "the five one"); a duration after "another" or "an extra" may be a bare
    /// unit ("another minute", never "add minute").
    private var follows: Set<String>?

    /// The first words of a request, as the decoder's dictionary spells them.
    let requestVerbs: Set<String>

    init(generator: JSGFGenerator, context: ParseContext) {
        self.generator = generator
        self.context = context
        requestVerbs = Set(generator.grammar.requests.verbs.flatMap { generator.spokenWords($0) ?? [] })
    }

    mutating func build() -> SpeechGrammar {
        var intentRules: [(name: String, body: String)] = []
        var omitted: [String] = []
        for intent in generator.grammar.intents where intent.name != IntentMatch.unknownIntent {
            // "yes" and "no" mean nothing unless a question waits, and short words heard in
            // noise or chatter would otherwise fit them ("help" heard as "no").
            if intent.answer && !context.questionPending { continue }
            let bodies = intent.patterns.compactMap { render(politely($0, intent: intent), intent: intent) }
            if bodies.isEmpty {
                omitted.append(intent.name)
                continue
            }
            intentRules.append(("i_" + Self.ruleName(intent.name), bodies.joined(separator: " | ")))
        }
        var commands = "( " + intentRules.map { "<\($0.name)>" }.joined(separator: " | ") + " )"
        if generator.options.closings, let closings = phraseList(generator.grammar.requests.closings) {
            define(Self.ruleName(Self.closingRule), closings)
            commands += " [ <\(Self.ruleName(Self.closingRule))> ]"
        }
        if generator.options.fillers, let fillers = phraseList(generator.grammar.fillers) {
            define("filler", fillers)
            commands = "[ <filler> ] \(commands) [ <filler> ]"
        }
        var root = commands
        if let phrase = generator.options.wakePhrase, let wake = generator.spokenWords(phrase) {
            words.formUnion(wake)
            let spoken = wake.joined(separator: " ")
            // The commands appear once: the decoder expands each mention into its own copy.
            root = "( [ \(spoken) ] \(commands) ) | \(spoken)"
            commands = root
        }
        let garbage = generator.options.garbageWords.compactMap(generator.spokenWords).filter { $0.count == 1 }.map { $0[0] }
        if !garbage.isEmpty {
            words.formUnion(garbage)
            define(JSGFGenerator.garbageRule, "( " + garbage.joined(separator: " | ") + " )+")
            root = "\(commands) | <\(JSGFGenerator.garbageRule)>"
        }
        var lines = ["#JSGF V1.0;", "grammar sous;", "public <\(JSGFGenerator.rootRule)> = \(root);"]
        lines += intentRules.map { "<\($0.name)> = \($0.body);" }
        lines += ruleOrder.map { "<\($0)> = \(rules[$0]!);" }
        return SpeechGrammar(jsgf: lines.joined(separator: "\n") + "\n", words: words.sorted(), omittedIntents: omitted)
    }

    /// JSGF rule names: letters, digits and underscores.
    static func ruleName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    mutating func define(_ name: String, _ body: String) {
        if rules[name] == nil { ruleOrder.append(name) }
        rules[name] = body
    }

    /// The expression in JSGF, or nil when it cannot match anything in this moment.
    mutating func render(_ expression: GrammarExpression, intent: IntentDefinition) -> String? {
        switch expression {
        case .word(let word):
            guard let tokens = generator.spokenWords(word) else { return nil }
            words.formUnion(tokens)
            let expanded = tokens.joined(separator: " ")
            // A contraction written in the contract ("what's next") is offered as it is said,
            // besides its expansion; one written out ("what is in it") is not (docs/DECISIONS.md).
            guard let contraction = generator.writtenContraction(word) else { return expanded }
            words.insert(contraction)
            return "( \(contraction) | \(expanded) )"
        case .sequence(let items):
            var parts: [String] = []
            for (index, item) in items.enumerated() {
                follows = index > 0 ? Self.finalWords(of: items[index - 1]) : nil
                defer { follows = nil }
                guard let part = render(item, intent: intent) else { return nil }
                if !part.isEmpty { parts.append(part) }
            }
            return parts.joined(separator: " ")
        case .alternatives(let items):
            let parts = items.compactMap { render($0, intent: intent) }
            if parts.isEmpty { return nil }
            let spoken = parts.filter { !$0.isEmpty }
            if spoken.isEmpty { return "" }
            let group = spoken.count == 1 ? spoken[0] : "( " + spoken.joined(separator: " | ") + " )"
            return spoken.count < parts.count ? "[ \(group) ]" : group
        case .optional(let inner):
            guard let part = render(inner, intent: intent), !part.isEmpty else { return "" }
            return "[ \(part) ]"
        case .ruleRef(let name) where name.hasPrefix(Self.requestValuesRule):
            // The request verbs among a value slot's phrases ("double", "halve"), after an opening.
            let typeName = String(name.dropFirst(Self.requestValuesRule.count))
            let ruleName = "s_" + Self.ruleName(typeName) + "_requests"
            if rules[ruleName] == nil {
                let phrases = (generator.grammar.slotTypes[typeName]?.values ?? []).flatMap(\.phrases)
                    .filter { generator.spokenWords($0)?.first.map(requestVerbs.contains) ?? false }
                guard let body = phraseList(phrases) else { return nil }
                define(ruleName, body)
            }
            return "<\(ruleName)>"
        case .ruleRef(let name) where name == Self.openingRule:
            let ruleName = Self.ruleName(name)
            if rules[ruleName] == nil {
                guard let body = phraseList(generator.grammar.requests.openings) else { return nil }
                define(ruleName, body)
            }
            return "<\(ruleName)>"
        case .ruleRef(let name):
            let ruleName = "r_" + Self.ruleName(name)
            if rules[ruleName] == nil {
                guard let body = generator.grammar.rules[name].flatMap({ render($0, intent: intent) }), !body.isEmpty else { return nil }
                define(ruleName, body)
            }
            return "<\(ruleName)>"
        case .slot(let name, let written):
            let typeName = intent.slotType(named: name, written: written)
            guard let type = generator.grammar.slotTypes[typeName] else { return nil }
            return slot(name: name, typeName: typeName, type: type)
        }
    }

    /// A rule listing what the slot can be now, or nil when that is nothing.
    mutating func slot(name: String, typeName: String, type: SlotType) -> String? {
        let isStep = name == "step" || typeName.lowercased().contains("step")
        let ruleName: String
        let body: String?
        switch type.kind {
        case .number:
            let ordinals = isStep && follows == ["the"]
            ruleName = "s_" + Self.ruleName(typeName) + (ordinals ? "_ordinals" : isStep ? "_steps" : "")
            body = numbers(type, isStep: isStep, ordinals: ordinals)
        case .duration:
            let more = follows.map { !$0.isEmpty && $0.isSubset(of: ["another", "extra"]) } ?? false
            ruleName = more ? "s_duration_more" : "s_duration"
            body = durationRule(bareUnits: more)
        case .values:
            ruleName = "s_" + Self.ruleName(typeName)
            body = phraseList(type.values.flatMap(\.phrases))
        case .ingredient, .text:
            ruleName = "s_ingredient"
            body = phraseList(ingredientNames)
        case .timerName:
            ruleName = "s_timer_name"
            body = phraseList(context.timerNames + ingredientNames + generator.options.fallbackTimerNames)
        }
        guard let body else { return nil }
        define(ruleName, body)
        return "<\(ruleName)>"
    }

    /// The recipe's ingredient names, each also by its last word ("butter" for "unsalted butter").
    var ingredientNames: [String] {
        let names = context.ingredientNames.isEmpty ? generator.options.fallbackIngredients : context.ingredientNames
        return names + names.compactMap { generator.spokenWords($0)?.last }
    }

    /// Alternatives of the speakable phrases, without repeats; nil when none is speakable.
    mutating func phraseList(_ phrases: [String]) -> String? {
        var seen: Set<String> = []
        var spoken: [String] = []
        for phrase in phrases {
            guard let tokens = generator.spokenWords(phrase) else { continue }
            let text = tokens.joined(separator: " ")
            guard seen.insert(text).inserted else { continue }
            words.formUnion(tokens)
            spoken.append(text)
        }
        if spoken.isEmpty { return nil }
        return spoken.count == 1 ? spoken[0] : "( " + spoken.joined(separator: " | ") + " )"
    }

    /// Cardinals in the slot's bounds; a step slot stops at the step count, and after "the" it is
    /// ordinals and "last" instead ("step five", "the fifth step"; not "step fifth", "the five one").
    mutating func numbers(_ type: SlotType, isStep: Bool, ordinals: Bool = false) -> String? {
        var low = type.min ?? 0
        var high = type.max ?? 100
        if isStep {
            low = max(low, 1)
            if let count = context.stepCount { high = min(high, count) }
        }
        guard low <= high else { return nil }
        if ordinals { return phraseList((low...high).compactMap(SpokenNumber.ordinal) + ["last"]) }
        return phraseList((low...high).compactMap(SpokenNumber.words))
    }

    /// "five minutes", "an hour and a half", "half an hour", "ninety seconds", "a minute"; after
    /// "another" or "an extra" also the unit alone ("another minute").
    ///
    /// Amounts are the ones people say for kitchen timers (1-20, then steps of 5 to the maximum;
    /// hours up to 12), the unit agrees with the amount and the article with the unit ("an hour",
    /// not "a hour"): every extra branch is one more way to mishear.
    mutating func durationRule(bareUnits: Bool) -> String {
        let top = max(2, generator.options.maxDurationAmount)
        let amounts = Array(2...min(20, top)) + Array(stride(from: 25, through: top, by: 5))
        let approximate = ["a couple of", "a few"]
        define("d_amount", phraseList(amounts.compactMap(SpokenNumber.words) + approximate)!)
        // Seconds go in fives: no one sets a timer for nineteen seconds, and "nineteen" is what
        // "ninety seconds" was heard as.
        define("d_seconds", phraseList(stride(from: 5, through: top, by: 5).compactMap(SpokenNumber.words) + approximate)!)
        define("d_hours", phraseList((2...min(12, top)).compactMap(SpokenNumber.words) + approximate)!)
        words.formUnion(["a", "an", "and", "half", "quarter", "of", "one", "hour", "minute", "second", "hours", "minutes", "seconds"])
        return "( <d_amount> minutes | <d_seconds> seconds | <d_hours> hours | ( a | one ) minute [ and a half ] | ( a | one ) second"
            + " | ( an | one ) hour [ and a half ] | ( one | two | three ) and a half ( hours | minutes ) | half ( an hour | a minute )"
            + " | a quarter of an hour" + (bareUnits ? " | hour | minute | second )" : " )")
    }

    /// Rules of a request's polite words; the space keeps them apart from the contract's rules.
    static let openingRule = "request opening"
    static let closingRule = "request closing"
    /// Followed by a value slot type's name: the type's phrases that start with a request verb.
    static let requestValuesRule = "request values "


    /// The pattern with an optional opening ("could you") before each place where it starts with
    /// a request verb: "[ go ] back" becomes "[ [ could you ] go ] back", never "could you back".
    func politely(_ expression: GrammarExpression, intent: IntentDefinition) -> GrammarExpression {
        guard !requestVerbs.isEmpty, !generator.grammar.requests.openings.isEmpty else { return expression }
        return opening(expression, intent: intent)
    }

    private func opening(_ expression: GrammarExpression, intent: IntentDefinition) -> GrammarExpression {
        let polite = GrammarExpression.optional(.ruleRef(Self.openingRule))
        switch expression {
        case .word, .ruleRef:
            // A rule ("<tell>": tell me | read me | say) takes one only when all its branches are requests.
            guard let first = initialWords(of: expression), first.isSubset(of: requestVerbs) else { return expression }
            return .sequence([polite, expression])
        case .sequence(let items):
            guard let first = items.first else { return expression }
            return .sequence([opening(first, intent: intent)] + items.dropFirst())
        case .alternatives(let items):
            return .alternatives(items.map { opening($0, intent: intent) })
        case .optional(let inner):
            return .optional(opening(inner, intent: intent))
        case .slot(let name, let written):
            // "{factor} the recipe": "could you double the recipe", but not "could you two times".
            let typeName = intent.slotType(named: name, written: written)
            guard let type = generator.grammar.slotTypes[typeName], case .values = type.kind,
                  type.values.flatMap(\.phrases).contains(where: { generator.spokenWords($0)?.first.map(requestVerbs.contains) ?? false })
            else { return expression }
            return .alternatives([.sequence([.ruleRef(Self.openingRule), .ruleRef(Self.requestValuesRule + typeName)]), expression])
        }
    }

    /// The words an expression always starts with, or nil when it can start otherwise (empty, a slot).
    private func initialWords(of expression: GrammarExpression) -> Set<String>? {
        switch expression {
        case .word(let word):
            return generator.spokenWords(word)?.first.map { [$0] }
        case .sequence(let items):
            return items.first.flatMap(initialWords)
        case .alternatives(let items):
            return Self.everyBranch(items, initialWords)
        case .ruleRef(let name):
            return generator.grammar.rules[name].flatMap(initialWords)
        case .optional, .slot:
            return nil
        }
    }

    /// The words an expression always ends with, or nil when it can end otherwise (empty, a slot, a rule).
    static func finalWords(of expression: GrammarExpression) -> Set<String>? {
        switch expression {
        case .word(let word):
            return word.split(separator: " ").last.map { [String($0)] }
        case .sequence(let items):
            return items.last.flatMap(finalWords)
        case .alternatives(let items):
            return everyBranch(items, finalWords)
        case .optional, .ruleRef, .slot:
            return nil
        }
    }

    /// The words of every branch together, or nil when a branch has none to give.
    private static func everyBranch(_ items: [GrammarExpression], _ words: (GrammarExpression) -> Set<String>?) -> Set<String>? {
        var all: Set<String> = []
        for item in items {
            guard let some = words(item) else { return nil }
            all.formUnion(some)
        }
        return all.isEmpty ? nil : all
    }
}
