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

    @Test func repetitionAndItsLimits() throws {
        let graph = try FiniteStateGrammar(jsgf: "#JSGF V1.0;\npublic <g> = ( la | da )+ | hum *;\n")
        #expect(graph.accepts(["la", "da", "la"]))
        #expect(graph.accepts([]), "hum * says nothing at all too")
        #expect(graph.accepts(["hum", "hum"]))
        #expect(!graph.accepts(["la", "hum"]))
    }

    @Test func aBrokenGrammarSaysWhatIsWrong() {
        let cases = [
            ("public <a> = <b>;", "no rule <b>"),
            ("public <a> = x <a>;", "refers to itself"),
            ("<a> = x;", "no public rule"),
            ("public <a> = ( x | y;", "not closed"),
            ("public <a> = x | ;", "empty alternative"),
        ]
        for (jsgf, message) in cases {
            #expect(throws: FiniteStateGrammar.ParseError.self) { try FiniteStateGrammar(jsgf: jsgf) }
            do {
                _ = try FiniteStateGrammar(jsgf: jsgf)
            } catch {
                #expect(error.description.contains(message), "\(jsgf): \(error.description)")
            }
        }
    }

    /// The real grammar of a cooking moment: every sentence the graph can say parses to a command
    /// (a random walk over 2,000 sentences), every contract sample the speech grammar was made
    /// for is in it, and it is a good deal smaller than one state per word of every rule copy.
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
        var random = SystemRandomNumberGenerator()
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
        for sentence in ["next step", "set a timer for five minutes for the rice", "how much butter", "go to step three",
                         "what is next", "cancel all timers", "what does fold mean"] {
            #expect(graph.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
        #expect(!graph.accepts(["go", "to", "step", "nine"]), "the recipe has 8 steps")
    }
}
