/// The grammar flattened into an array of nodes, with rules resolved and words normalised.
struct CompiledGrammar: Sendable {
    enum Node: Sendable {
        case word(String)
        case sequence([Int])
        case alternatives([Int])
        case optional(Int)
        /// `typeIndex` points into `slotTypeNames` and `valuePhrases`, and keys the per-parse slot cache.
        case slot(name: String, type: SlotType, typeIndex: Int)
    }

    struct Pattern: Sendable {
        var intent: Int
        var root: Int
        /// Words every match must contain; a sentence without them skips the pattern cheaply.
        var required: Set<String>
    }

    var nodes: [Node] = []
    var patterns: [Pattern] = []
    var intentNames: [String] = []
    var fillers: [[String]] = []
    /// Words a tolerant match may pass over cheaply, and at the sentence's edges.
    var skippable: Set<String> = []
    var normalizer: TextNormalizer
    /// Slot type names in first-use order.
    var slotTypeNames: [String] = []
    /// For each slot type, its value phrases already split into tokens (empty for other kinds).
    var valuePhrases: [[(tokens: [String], canonical: String)]] = []

    init(_ grammar: IntentGrammar) throws(GrammarError) {
        normalizer = TextNormalizer(rewrites: grammar.normalize)
        // A request's opening and closing words are fillers to typed text.
        let polite = grammar.requests.openings + grammar.requests.closings
        fillers = (grammar.fillers + polite.filter { !grammar.fillers.contains($0) }).map { normalizer.tokens($0) }.filter { !$0.isEmpty }
        skippable = Set(grammar.skippable.flatMap { normalizer.tokens($0) })
        var builder = Builder(grammar: grammar, normalizer: normalizer)
        for name in grammar.rules.keys.sorted() {
            _ = try builder.rule(name, from: .rule(name))
        }
        for (i, intent) in grammar.intents.enumerated() {
            intentNames.append(intent.name)
            if intent.name == IntentMatch.unknownIntent, !intent.allPatterns.isEmpty {
                throw GrammarError(.intent(intent.name), "the fallback intent takes no patterns")
            }
            for (p, pattern) in intent.allPatterns.enumerated() {
                let root = try builder.compile(pattern, intent: intent, at: .pattern(intent: intent.name, index: p))
                patterns.append(Pattern(intent: i, root: root, required: builder.requiredWords(root)))
            }
        }
        nodes = builder.nodes
        slotTypeNames = builder.slotTypeNames
        valuePhrases = slotTypeNames.map { name in
            (grammar.slotTypes[name]?.values ?? []).flatMap { value in
                value.phrases.map { (normalizer.tokens($0), value.canonical) }.filter { !$0.0.isEmpty }
            }
        }
    }

    /// Compiles expressions into nodes, resolving each rule once and refusing cycles.
    private struct Builder {
        let grammar: IntentGrammar
        let normalizer: TextNormalizer
        var nodes: [Node] = []
        var ruleRoots: [String: Int] = [:]
        var inProgress: Set<String> = []
        var slotTypeNames: [String] = []

        init(grammar: IntentGrammar, normalizer: TextNormalizer) {
            self.grammar = grammar
            self.normalizer = normalizer
        }

        mutating func add(_ node: Node) -> Int {
            nodes.append(node)
            return nodes.count - 1
        }

        func requiredWords(_ node: Int) -> Set<String> {
            switch nodes[node] {
            case .word(let word): return [word]
            case .sequence(let children): return children.reduce(into: Set<String>()) { $0.formUnion(requiredWords($1)) }
            case .alternatives(let children):
                guard let first = children.first else { return [] }
                return children.dropFirst().reduce(requiredWords(first)) { $0.intersection(requiredWords($1)) }
            case .optional, .slot: return []
            }
        }

        mutating func rule(_ name: String, from location: GrammarError.Location) throws(GrammarError) -> Int {
            if let root = ruleRoots[name] { return root }
            guard let expression = grammar.rules[name] else {
                throw GrammarError(location, "unknown rule <\(name)>")
            }
            guard inProgress.insert(name).inserted else {
                throw GrammarError(.rule(name), "rule <\(name)> refers to itself")
            }
            let root = try compile(expression, intent: nil, at: .rule(name))
            inProgress.remove(name)
            ruleRoots[name] = root
            return root
        }

        mutating func compile(_ expression: GrammarExpression, intent: IntentDefinition?, at location: GrammarError.Location) throws(GrammarError) -> Int {
            switch expression {
            case .word(let word):
                let tokens = normalizer.tokens(word)
                guard !tokens.isEmpty else { throw GrammarError(location, "the word '\(word)' has no letters or digits") }
                if tokens.count == 1 { return add(.word(tokens[0])) }
                let children = tokens.map { add(.word($0)) }
                return add(.sequence(children))
            case .sequence(let items):
                var children: [Int] = []
                for item in items { children.append(try compile(item, intent: intent, at: location)) }
                return add(.sequence(children))
            case .alternatives(let items):
                var children: [Int] = []
                for item in items { children.append(try compile(item, intent: intent, at: location)) }
                return add(.alternatives(children))
            case .optional(let inner):
                return add(.optional(try compile(inner, intent: intent, at: location)))
            case .ruleRef(let name):
                return try rule(name, from: location)
            case .slot(let name, let written):
                guard let intent else { throw GrammarError(location, "slots belong in intent patterns, not rules ({\(name)})") }
                if let written, let declared = intent.slots[name], declared != written {
                    throw GrammarError(location, "slot {\(name)} is declared as \(declared) but written as \(written)")
                }
                let typeName = intent.slotType(named: name, written: written)
                guard let type = grammar.slotTypes[typeName] else {
                    throw GrammarError(location, "unknown slot type '\(typeName)' for {\(name)}")
                }
                let typeIndex = slotTypeNames.firstIndex(of: typeName) ?? {
                    slotTypeNames.append(typeName)
                    return slotTypeNames.count - 1
                }()
                return add(.slot(name: name, type: type, typeIndex: typeIndex))
            }
        }
    }
}
