import Testing
@testable import SousCore

@Suite struct PatternParserTests {
    @Test func readsEveryConstruct() throws {
        let expression = try PatternParser.parse("set [a | the] <timer> for {duration} ( on | for ) {name:timerName}")
        #expect(expression == .sequence([
            .word("set"),
            .optional(.alternatives([.word("a"), .word("the")])),
            .ruleRef("timer"),
            .word("for"),
            .slot(name: "duration", type: nil),
            .alternatives([.word("on"), .word("for")]),
            .slot(name: "name", type: "timerName"),
        ]))
    }

    @Test func bareBarAtTopLevelIsAlternatives() throws {
        #expect(try PatternParser.parse("stop | quiet please") == .alternatives([.word("stop"), .sequence([.word("quiet"), .word("please")])]))
    }

    @Test func wordsAreLowercased() throws {
        #expect(try PatternParser.parse("What's") == .word("what's"))
    }

    @Test func descriptionRoundTrips() throws {
        let source = "go [back] ( to | into ) <the> {step:number}"
        let expression = try PatternParser.parse(source)
        #expect(try PatternParser.parse(expression.description) == expression)
        #expect(expression.ruleReferences == ["the"])
        #expect(expression.slots.map(\.name) == ["step"])
    }

    @Test(arguments: [
        ("go (to | into", 3, "missing ')'"),
        ("go to step]", 10, "unexpected ']'"),
        ("[next", 0, "missing ']'"),
        ("a | | b", 4, "empty alternative"),
        ("a ()", 2, "empty group"),
        ("set {duration", 4, "missing '}'"),
        ("set {a:b:c}", 4, "a slot is {name} or {name:type}"),
        ("<bad name>", 4, "unexpected ' ' in rule name"),
        ("", 0, "empty pattern"),
        ("stop }", 5, "unexpected '}'"),
        ("a |", 3, "empty alternative after '|'"),
    ])
    func syntaxErrorsSayWhere(pattern: String, position: Int, message: String) {
        #expect {
            _ = try PatternParser.parse(pattern)
        } throws: { error in
            guard let error = error as? GrammarSyntaxError else { return false }
            return error.position == position && error.message.hasPrefix(message) && error.pattern == pattern
        }
    }

    @Test func errorDescriptionNamesTheColumn() {
        let error = GrammarSyntaxError(pattern: "a (b", position: 2, message: "missing ')'")
        #expect(error.description == "missing ')' at column 3 in \"a (b\"")
    }
}
