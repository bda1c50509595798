import Foundation
import Testing
@testable import SousCore

@Suite struct IntentParserTests {
    static func grammar() throws -> IntentGrammar {
        func pattern(_ s: String) throws -> GrammarExpression { try PatternParser.parse(s) }
        return IntentGrammar(
            intents: [
                IntentDefinition(name: "setTimer", slots: ["duration": "duration", "name": "timerName"], patterns: [
                    try pattern("set [a] <timer> for {duration}"),
                    try pattern("set [a] <timer> for {duration} for [the] {name}"),
                    try pattern("set [a] <timer> for {duration} {name}"),
                ]),
                IntentDefinition(name: "goToStep", slots: ["step": "number"], patterns: [try pattern("go to [the] {step} step | step {step}")]),
                IntentDefinition(name: "howMuch", slots: ["ingredient": "ingredient"], patterns: [try pattern("how much {ingredient} [do i need]")]),
                IntentDefinition(name: "stop", patterns: [try pattern("stop")]),
                IntentDefinition(name: "stopAgain", patterns: [try pattern("stop")]),
                IntentDefinition(name: "convert", slots: ["system": "unitSystem"], patterns: [try pattern("in {system}")]),
                IntentDefinition(name: "unknown"),
            ],
            rules: ["timer": try pattern("timer | alarm")],
            slotTypes: [
                "duration": SlotType(kind: .duration), "number": SlotType(kind: .number),
                "ingredient": SlotType(kind: .ingredient), "timerName": SlotType(kind: .timerName),
                "unitSystem": SlotType(kind: .values, values: [SlotType.Value("metric", synonyms: ["grams"]), SlotType.Value("us", synonyms: ["cups"])]),
            ],
            fillers: ["um", "please", "could you"],
            normalize: ["what's": "what is"]
        )
    }

    let parser: IntentParser

    init() throws {
        parser = try IntentParser(grammar: Self.grammar())
    }

    @Test func fillersAnywhere() {
        let match = parser.parse("um could you set a timer um for 5 minutes please")
        #expect(match.intent == "setTimer")
        #expect(match.slots == ["duration": .duration(300)])
        #expect(match.matchedText == "set a timer for 5 minutes")
        #expect(match.score == 1)
    }

    @Test func mostLiteralWordsWin() {
        // "for the rice" is literal in the second pattern, free words in the third.
        let match = parser.parse("set a timer for 5 minutes for the rice")
        #expect(match.slots == ["duration": .duration(300), "name": .text("rice")])
    }

    @Test func freeWordsLowerTheScore() {
        let match = parser.parse("set a timer for 5 minutes rice")
        #expect(match.slots["name"] == .text("rice"))
        #expect(match.score < 1 && match.score > 0.5)
    }

    @Test func declaredOrderBreaksTies() {
        #expect(parser.parse("stop").intent == "stop")
    }

    @Test func numbersAreIntegersInWordsOrDigits() {
        #expect(parser.parse("step twenty two").slots == ["step": .number(22)])
        #expect(parser.parse("go to the twenty third step").slots == ["step": .number(23)])
        #expect(parser.parse("step 400").slots == ["step": .number(400)])
        #expect(parser.parse("step 1.5").isUnknown)
        #expect(parser.parse("step a").isUnknown)
    }

    @Test func lastStepUsesTheStepCount() {
        #expect(parser.parse("go to the last step").slots == ["step": .number(-1)])
        #expect(parser.parse("go to the last step", context: ParseContext(stepCount: 9)).slots == ["step": .number(9)])
    }

    @Test func ingredientNamesArePreferred() {
        let context = ParseContext(ingredientNames: ["Butter", "Peanut Butter", "Dark Brown Sugar"])
        #expect(parser.parse("how much peanut butter", context: context).slots == ["ingredient": .text("Peanut Butter")])
        #expect(parser.parse("how much butter", context: context).slots == ["ingredient": .text("Butter")])
        #expect(parser.parse("how much brown sugar do i need", context: context).slots == ["ingredient": .text("Dark Brown Sugar")])
        #expect(parser.parse("how much saffron", context: context).slots == ["ingredient": .text("saffron")])
        #expect(parser.parse("how much is the fish").isUnknown)
        let flours = ParseContext(ingredientNames: ["bread flour", "cake flour"])
        #expect(parser.parse("how much flour", context: flours).slots == ["ingredient": .text("flour")])
        #expect(parser.parse("how much cake flour", context: flours).slots == ["ingredient": .text("cake flour")])
        #expect(parser.parse("how much of", context: ParseContext(ingredientNames: ["cloves of garlic"])).slots == ["ingredient": .text("of")])
    }

    @Test func valueListsGiveCanonicalValues() {
        #expect(parser.parse("in grams").slots == ["system": .value("metric")])
        #expect(parser.parse("in cups").slots == ["system": .value("us")])
        #expect(parser.parse("in furlongs").isUnknown)
    }

    @Test func nothingFitsIsUnknown() {
        let match = parser.parse("um what's the weather please")
        #expect(match.intent == "unknown")
        #expect(match.slots.isEmpty)
        #expect(match.score == 0)
        #expect(match.matchedText == "what is the weather")
    }

    @Test(arguments: ["", " ", "um", "please um", "?!...", "\u{0}\u{1}\u{2}", "\u{FFFD}\u{FFFD}"])
    func emptyishInputIsUnknown(_ text: String) {
        #expect(parser.parse(text).isUnknown)
    }

    @Test func hugeAndBinaryInputStaysFast() {
        let huge = String(repeating: "set a timer for five minutes for the rice and ", count: 250)
        var bytes = Data(count: 10_000)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 7919) }
        let binary = String(decoding: bytes, as: UTF8.self)
        let start = Date()
        for text in [huge, binary, String(repeating: "stop ", count: 2_000), String(repeating: "a", count: 10_000)] {
            _ = parser.parse(text)
        }
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(parser.parse(huge).isUnknown)
    }
}
