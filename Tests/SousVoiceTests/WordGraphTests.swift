import Foundation
import SousContract
import Testing
@testable import SousCore
import SousVoice

/// The minimal word graph the decoder searches instead of PocketSphinx's reading of the JSGF.
@Suite struct WordGraphTests {
    static let small = """
        #JSGF V1.0;
        grammar test;
        public <command> = ( next [ <step> ] | go [ <step> ] | go back ) | set <n> minutes;
        <step> = step | instruction;
        <n> = one | two | ( twenty [ one | two ] );
        """

    @Test func itSaysExactlyTheGrammarsSentences() throws {
        let graph = try FiniteStateGrammar(jsgf: Self.small)
        for sentence in ["next", "next step", "go instruction", "go back", "set one minutes", "set twenty minutes", "set twenty two minutes"] {
            #expect(graph.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
        for sentence in ["", "step", "next next", "go back step", "set minutes", "set twenty twenty minutes", "next step please"] {
            #expect(!graph.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
    }

    @Test func itKnowsWhenASentenceCanGoOn() throws {
        let graph = try FiniteStateGrammar(jsgf: Self.small)
        func goesOn(_ words: String) -> Bool { graph.goesOn(after: words.split(separator: " ").map(String.init)) }
        #expect(goesOn("next"), "next [step]")
        #expect(goesOn("go"), "a command's start")
        #expect(goesOn("set twenty"), "twenty [one | two] minutes")
        #expect(!goesOn("next step"))
        #expect(!goesOn("go back"))
        #expect(!goesOn("set twenty two minutes"))
        #expect(!goesOn("back"), "not a sentence's start at all")
    }

    @Test func theGraphIsDeterministicAndMinimal() throws {
        let graph = try FiniteStateGrammar(jsgf: Self.small)
        let pairs = graph.arcs.map { "\($0.from) \($0.word)" }
        #expect(Set(pairs).count == pairs.count, "no state has two arcs with the same word")
        // "next" and "go" lead to the same future (an optional step), so one state serves both;
        // start, after next/go, after go back (or a step), after set, after a number, after
        // twenty, and the end of "set .. minutes": 7 states in all, not one per word of every copy.
        #expect(graph.stateCount == 7, "\(graph.stateCount) states: \(graph.arcs)")
        #expect(try FiniteStateGrammar(jsgf: Self.small) == graph, "the same grammar gives the same graph")
    }

    @Test func aBrokenGrammarSaysWhatIsWrong() {
        let cases = [
            ("public <a> = <b>;", "no rule <b>"),
            ("public <a> = x <a>;", "refers to itself"),
            ("<a> = x;", "no public rule"),
            ("public <a> = ( x | y;", "missing ')'"),
            ("public <a> = x | ;", "empty alternative"),
            ("public <a> = ( la | da )+;", "repetition is not supported"),
            ("public <a> = set {duration};", "no slots"),
        ]
        for (jsgf, message) in cases {
            do {
                _ = try FiniteStateGrammar(jsgf: jsgf)
                Issue.record("\(jsgf) compiled")
            } catch {
                #expect(error.description.contains(message), "\(jsgf): \(error.description)")
            }
        }
    }

    @Test func pairsNoOneSaysAreCutAndTheGraphStaysMinimal() throws {
        let graph = try FiniteStateGrammar(jsgf: """
            #JSGF V1.0;
            grammar test;
            public <command> = set ( a | an ) ( hour | minute ) timer | go go | go;
            """)
        let cut = graph.removingWordPairs { word, next in word == next || (word == "a" && next == "hour") || (word == "an" && next == "minute") }
        let says = { (sentence: String) in cut.accepts(sentence.split(separator: " ").map(String.init)) }
        #expect(says("set an hour timer") && says("set a minute timer") && says("go"))
        #expect(!says("set a hour timer") && !says("set an minute timer") && !says("go go"))
        #expect(cut == cut.removingWordPairs { _, _ in false }, "cutting nothing leaves the same minimal graph")
        #expect(cut.stateCount <= graph.stateCount + 1, "\(cut.stateCount) states against \(graph.stateCount)")
    }

    @Test func sampledSentencesAreTheGrammarsAndRepeatForASeed() throws {
        let graph = try FiniteStateGrammar(jsgf: Self.small)
        var first = SplitMix64(seed: 11), second = SplitMix64(seed: 11)
        let sentences = graph.randomSentences(200, using: &first)
        #expect(sentences == graph.randomSentences(200, using: &second))
        #expect(sentences.allSatisfy(graph.accepts))
        #expect(Set(sentences.map { $0.joined(separator: " ") }).count >= 8, "the walk reaches most of the 11 sentences")
        let empty = try FiniteStateGrammar(jsgf: "public <a> = x;").removingWordPairs { _, _ in true }
        #expect(empty.randomSentences(3, using: &first) == [["x"], ["x"], ["x"]], "a one-word sentence has no pair to cut")
    }

    /// The real grammar of a cooking moment, both ways: every sentence the graph can say parses to
    /// a command, and every sentence the JSGF can say is in the graph (2,000 random sentences each,
    /// from a fixed seed); and it is a good deal smaller than one state per word of every rule copy.
    @Test func theBuiltInGrammarsGraphOnlySaysCommands() throws {
        let grammar = try IntentContract.builtIn()
        let context = ParseContext(ingredientNames: ["unsalted butter", "flour", "eggs", "rice"], timerNames: ["rice"], stepCount: 8)
        var options = JSGFGenerator.Options()
        options.fillers = false
        let speech = JSGFGenerator(grammar: grammar, options: options).speechGrammar(for: context)
        let graph = try FiniteStateGrammar(jsgf: speech.jsgf)
        let parser = try IntentParser(grammar: grammar)
        #expect(graph.stateCount < 1_200, "\(graph.stateCount) states")
        #expect(Set(graph.arcs.map(\.word)) == Set(speech.words))

        var outgoing: [Int: [FiniteStateGrammar.Arc]] = [:]
        for arc in graph.arcs { outgoing[arc.from, default: []].append(arc) }
        var random = SplitMix64(seed: 2026)
        for _ in 0..<2_000 {
            var state = graph.start, words: [String] = []
            while true {
                let choices = outgoing[state, default: []]
                if graph.finals.contains(state), choices.isEmpty || Int.random(in: 0..<4, using: &random) == 0 { break }
                let arc = choices.randomElement(using: &random)!
                words.append(arc.word)
                state = arc.to
            }
            let match = parser.parse(words.joined(separator: " "), context: context)
            #expect(match.intent != IntentMatch.unknownIntent, "\(words.joined(separator: " "))")
            if match.intent == IntentMatch.unknownIntent { break }
        }
        let (rules, root) = try FiniteStateGrammar.rules(speech.jsgf)
        for _ in 0..<2_000 {
            let words = Self.sentence(from: .ruleRef(root), rules: rules, using: &random)
            #expect(graph.accepts(words), "the JSGF says \"\(words.joined(separator: " "))\", the graph does not")
            if !graph.accepts(words) { break }
        }
        for sentence in ["next step", "set a timer for five minutes for the rice", "how much butter", "go to step three",
                         "what is next", "cancel all timers", "what does fold mean"] {
            #expect(graph.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
        #expect(!graph.accepts(["go", "to", "step", "nine"]), "the recipe has 8 steps")
    }

    /// Sentences no one says are not in the speech grammar: each was the decoder's answer for a
    /// real command in noise ("next step" heard as "halve the it", "go back" as "us"). The
    /// phrasings people do say are still there.
    @Test func theBuiltInGrammarHasNoNonsensePaths() throws {
        let grammar = try IntentContract.builtIn()
        let context = ParseContext(ingredientNames: ["unsalted butter", "flour", "eggs", "rice"], timerNames: ["rice"], stepCount: 8)
        var options = JSGFGenerator.Options()
        options.fillers = false
        let dictionary = try PronunciationDictionary(contentsOf: VoiceModel.standard.dictionary)
        let graph = try FiniteStateGrammar(speech: JSGFGenerator(grammar: grammar, options: options).speechGrammar(for: context).jsgf,
                                           phones: { dictionary[$0] })
        let says = { (sentence: String) in graph.accepts(sentence.split(separator: " ").map(String.init)) }
        for nonsense in ["halve the it", "double the everything", "cut the everything twice as much", "scale the it to four servings",
                         "how much flour do it", "how much flour does i need", "us", "cups", "wait on a minute",
                         "pause the it", "restart the it", "what goes into the it", "to one seven", "go to one three",
                         "repeat the one", "mark over", "one done", "add three minutes on the", "add three minutes to the",
                         "read me the five one", "move to the one one", "go to the three step", "go to step third", "step last",
                         "an fifteen minutes timer", "set a hour timer", "use us units units", "feed eighteen servings",
                         "when is it be ready", "ingredient list does it need", "back a instruction", "back step", "reset all my timer",
                         "add minute", "timer hour", "remind me in minute", "what are an substitute for eggs", "when does the rice timer be done",
                         "how are rice timers", "rice timer to nine minutes", "step over", "double recipe", "twice ingredients",
                         "set a timer for twenty hours", "i do not have any the flour", "which stuff are in it",
                         "tell in celsius", "me that in us units", "reset countdown everything"] {
            #expect(!says(nonsense), "\(nonsense)")
        }
        for sentence in ["halve it", "halve the recipe", "double everything", "cut the recipe in half", "scale the recipe to four servings",
                         "how much flour do i need", "how much flour does it need", "metric units", "us units", "show metric",
                         "hang on a minute", "hold up", "pause it", "pause the reading", "restart the recipe",
                         "what goes into it", "mark this step as done", "mark it done", "go to step three", "go to the fifth one",
                         "go to the next one", "next one", "this one is done", "what is the step after this one", "mark this one as done",
                         "add three minutes to the rice timer", "add three minutes on the rice", "add three minutes",
                         "read me the second step", "go to the last step", "skip to the third one", "step three", "mark step two as done",
                         "add another minute", "give it another minute", "add an extra minute to the rice timer", "set a timer for an hour",
                         "set an hour timer", "set a five minutes timer", "feed eight of us", "make a double batch", "go back one step",
                         "go back a step", "when will it be ready", "what are some substitutes for eggs", "what is a good substitute for eggs",
                         "set the rice timer to nine minutes", "timer for ten minutes", "timer ten minutes", "set a timer for twelve hours",
                         "what ingredients do i need", "ingredients", "what stuff do i need", "reset all my timers", "how are the timers",
                         "give it in liters", "show me that in grams", "in cups", "everything in metric", "tell me the amounts in grams"] {
            #expect(says(sentence), "\(sentence)")
        }
    }

    /// One random sentence of an expression.
    static func sentence(from node: GrammarExpression, rules: [String: GrammarExpression], using random: inout SplitMix64) -> [String] {
        switch node {
        case .word(let word): return [word]
        case .ruleRef(let name): return sentence(from: rules[name]!, rules: rules, using: &random)
        case .sequence(let items): return items.flatMap { sentence(from: $0, rules: rules, using: &random) }
        case .alternatives(let options): return sentence(from: options.randomElement(using: &random)!, rules: rules, using: &random)
        case .optional(let inner): return Bool.random(using: &random) ? sentence(from: inner, rules: rules, using: &random) : []
        case .slot: return []
        }
    }
}
