import SousCore
import Testing
@testable import SousVoice

@Suite struct WordGraphCacheTests {
    /// Recognizers for the same moment share one graph; another grammar or dictionary makes its
    /// own, the oldest goes past the capacity, and a grammar that does not compile is not kept.
    @Test func aWordGraphIsMadeOncePerGrammarAndDictionary() throws {
        let cache = WordGraphCache(capacity: 2)
        var made: [String] = []
        func graph(_ jsgf: String, _ dictionary: String = "cmudict") throws -> FiniteStateGrammar {
            try cache.graph(for: jsgf, dictionary: dictionary) { () throws(FiniteStateGrammar.ParseError) in
                made.append(jsgf)
                return try FiniteStateGrammar(jsgf: jsgf)
            }
        }
        let other = WordGraphTests.small.replacingOccurrences(of: "go back", with: "go home")
        let first = try graph(WordGraphTests.small)
        #expect(try graph(WordGraphTests.small) == first && made.count == 1, "made once")
        #expect(try graph(other).accepts(["go", "home"]) && made.count == 2)
        _ = try graph(WordGraphTests.small, "another dictionary")
        #expect(made.count == 3, "another dictionary, another graph")
        _ = try graph(WordGraphTests.small)
        #expect(made.count == 4, "the first went when the third came")
        #expect(throws: FiniteStateGrammar.ParseError.self) { try graph("public <a> = <b>;") }
        #expect(throws: FiniteStateGrammar.ParseError.self) { try graph("public <a> = <b>;") }
        #expect(made.count == 6)
    }
}
