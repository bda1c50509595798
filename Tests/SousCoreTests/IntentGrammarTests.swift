import Testing
@testable import SousCore

@Suite struct IntentGrammarTests {
    static let types: [String: SlotType] = [
        "duration": SlotType(kind: .duration),
        "unitSystem": SlotType(kind: .values, values: [SlotType.Value("metric")]),
    ]

    func compileError(_ grammar: IntentGrammar) -> GrammarError? {
        do {
            _ = try IntentParser(grammar: grammar)
            return nil
        } catch {
            return error
        }
    }

    @Test func unknownRuleIsReported() throws {
        let grammar = IntentGrammar(intents: [IntentDefinition(name: "a", patterns: [try PatternParser.parse("go <nowhere>")])])
        #expect(compileError(grammar) == GrammarError(.pattern(intent: "a", index: 0), "unknown rule <nowhere>"))
    }

    @Test func unknownSlotTypeIsReported() throws {
        let grammar = IntentGrammar(intents: [IntentDefinition(name: "a", patterns: [try PatternParser.parse("wait {time}")])])
        #expect(compileError(grammar) == GrammarError(.pattern(intent: "a", index: 0), "unknown slot type 'time' for {time}"))
    }

    @Test func conflictingSlotTypesAreReported() throws {
        let grammar = IntentGrammar(
            intents: [IntentDefinition(name: "a", slots: ["t": "duration"], patterns: [try PatternParser.parse("wait {t:unitSystem}")])],
            slotTypes: Self.types
        )
        #expect(compileError(grammar)?.message == "slot {t} is declared as duration but written as unitSystem")
    }

    @Test func ruleCyclesAreReported() throws {
        let grammar = IntentGrammar(
            intents: [IntentDefinition(name: "a", patterns: [try PatternParser.parse("<x>")])],
            rules: ["x": try PatternParser.parse("a <y>"), "y": try PatternParser.parse("b [<x>]")]
        )
        #expect(compileError(grammar)?.message.contains("refers to itself") == true)
    }

    @Test func theFallbackTakesNoPatterns() throws {
        let grammar = IntentGrammar(intents: [IntentDefinition(name: "unknown", patterns: [.word("huh")])])
        #expect(compileError(grammar) == GrammarError(.intent("unknown"), "the fallback intent takes no patterns"))
    }

    @Test func problemsIncludeSamplesThatMissTheirIntent() throws {
        let grammar = IntentGrammar(
            intents: [
                IntentDefinition(name: "stop", patterns: [.word("stop")], samples: [IntentSample(say: "stop"), IntentSample(say: "halt")]),
                IntentDefinition(name: "wait", slots: ["d": "duration"], patterns: [try PatternParser.parse("wait {d}")],
                                 samples: [IntentSample(say: "wait 5 seconds", slots: ["d": .duration(6)])]),
                IntentDefinition(name: "stop"),
            ],
            slotTypes: Self.types
        )
        let problems = grammar.problems().map(\.description)
        #expect(problems == [
            "intent stop: declared twice",
            "intent stop, sample 2: \"halt\" parses as unknown",
            "intent wait, sample 1: \"wait 5 seconds\" gives slots {d: 5s}, expected {d: 6s}",
        ])
    }

    @Test func handBuiltEmptyExpressionsDoNotCrash() throws {
        let grammar = IntentGrammar(intents: [IntentDefinition(name: "odd", patterns: [.alternatives([]), .sequence([]), .optional(.sequence([]))])])
        let parser = try IntentParser(grammar: grammar)
        #expect(parser.parse("anything").isUnknown)
        #expect(parser.parse("").isUnknown)
    }

    @Test func mergingAddsPhrasingsIntentsValuesAndFillers() throws {
        let base = IntentGrammar(
            intents: [IntentDefinition(name: "stop", description: "Stop.", patterns: [.word("stop")])],
            rules: ["timer": .word("timer")],
            slotTypes: Self.types,
            fillers: ["um"],
            normalize: ["whats": "what is"]
        )
        let user = IntentGrammar(
            intents: [
                IntentDefinition(name: "stop", patterns: [try PatternParser.parse("basta | enough already")]),
                IntentDefinition(name: "convert", slots: ["s": "unitSystem"], patterns: [try PatternParser.parse("in {s}")]),
            ],
            rules: ["timer": .word("pinger")],
            slotTypes: ["unitSystem": SlotType(kind: .values, values: [SlotType.Value("metric", synonyms: ["grammes"])])],
            fillers: ["ahem", "um"]
        )
        let merged = base.merging(user)
        #expect(merged.intents.map(\.name) == ["stop", "convert"])
        #expect(merged.intent(named: "stop")?.description == "Stop.")
        #expect(merged.intent(named: "stop")?.patterns.count == 2)
        #expect(merged.rules["timer"] == .alternatives([.word("timer"), .word("pinger")]))
        #expect(merged.slotTypes["unitSystem"]?.values == [SlotType.Value("metric", synonyms: ["grammes"])])
        #expect(merged.fillers == ["um", "ahem"])
        #expect(merged.normalize == ["whats": "what is"])
        let parser = try IntentParser(grammar: merged)
        #expect(parser.parse("ahem basta").intent == "stop")
        #expect(parser.parse("in grammes").slots == ["s": .value("metric")])
        #expect(parser.parse("stop").intent == "stop")
    }

    /// A request's polite words are fillers to typed text, so what speech hears parses, and a
    /// user's file adds to them.
    @Test func requestWordsAreFillersToTypedTextAndMerge() throws {
        let base = IntentGrammar(
            intents: [IntentDefinition(name: "stop", patterns: [.word("stop")])],
            requests: IntentGrammar.Requests(openings: ["could you"], closings: ["please"], verbs: ["stop"])
        )
        let parser = try IntentParser(grammar: base)
        #expect(parser.parse("could you stop please").intent == "stop")
        #expect(parser.parse("could you stop please").score == 1)
        let merged = base.merging(IntentGrammar(requests: IntentGrammar.Requests(openings: ["would you", "could you"], closings: ["thanks"], verbs: ["halt"])))
        #expect(merged.requests == IntentGrammar.Requests(openings: ["could you", "would you"], closings: ["please", "thanks"], verbs: ["stop", "halt"]))
        #expect(try IntentParser(grammar: merged).parse("would you stop thanks").intent == "stop")
    }
}
