import Foundation
import SousContract
import Testing
@testable import SousCore

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
        var random = SeededRandom(seed: 2026)
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
        let graph = try FiniteStateGrammar(jsgf: JSGFGenerator(grammar: grammar, options: options).speechGrammar(for: context).jsgf)
        let says = { (sentence: String) in graph.accepts(sentence.split(separator: " ").map(String.init)) }
        for nonsense in ["halve the it", "double the everything", "cut the everything twice as much", "scale the it to four servings",
                         "how much flour do it", "how much flour does i need", "us", "cups", "wait on a minute",
                         "pause the it", "restart the it", "what goes into the it", "to one seven", "go to one three",
                         "repeat the one", "mark over", "one done", "add three minutes on the", "add three minutes to the",
                         "read me the five one", "move to the one one", "go to the three step", "go to step third", "step last"] {
            #expect(!says(nonsense), "\(nonsense)")
        }
        for sentence in ["halve it", "halve the recipe", "double everything", "cut the recipe in half", "scale the recipe to four servings",
                         "how much flour do i need", "how much flour does it need", "metric units", "us units", "show metric",
                         "hang on a minute", "hold up", "pause it", "pause the reading", "restart the recipe",
                         "what goes into it", "mark this step as done", "mark it done", "go to step three", "go to the fifth one",
                         "go to the next one", "next one", "this one is done", "what is the step after this one", "mark this one as done",
                         "add three minutes to the rice timer", "add three minutes on the rice", "add three minutes",
                         "read me the second step", "go to the last step", "skip to the third one", "step three", "mark step two as done"] {
            #expect(says(sentence), "\(sentence)")
        }
    }

    /// One random sentence of an expression.
    static func sentence(from node: GrammarExpression, rules: [String: GrammarExpression], using random: inout SeededRandom) -> [String] {
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

/// xorshift64: the same random sentences on every run, so a failure can be repeated.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
