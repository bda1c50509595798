import Foundation
import Testing
@testable import SousCore

/// Sentences no pattern covers whole, read by passing over a few words (`IntentParser.Tolerance`).
@Suite struct IntentParserToleranceTests {
    let parser: IntentParser

    init() throws {
        var grammar = try IntentParserTests.grammar()
        grammar.skippable = ["straight", "me", "doing"]
        parser = try IntentParser(grammar: grammar)
    }

    @Test func wholeMatchesAreStrictAndScoreAsBefore() {
        let match = parser.parse("set a timer for 5 minutes")
        #expect(match.skipped.isEmpty)
        #expect(match.score == 1)
    }

    @Test func anUnexpectedWordInsideIsPassedOverAtACost() {
        let match = parser.parse("go right to the third step")
        #expect(match.intent == "goToStep")
        #expect(match.slots == ["step": .number(3)])
        #expect(match.skipped == ["right"])
        // Five words explained, one passed over.
        #expect(abs(match.score - 5.0 / 6.0) < 1e-9)
    }

    @Test func skippableWordsCostHalf() {
        let match = parser.parse("set me a timer for 5 minutes")
        #expect(match.intent == "setTimer")
        #expect(match.skipped == ["me"])
        #expect(abs(match.score - 6.0 / 6.5) < 1e-9)
    }

    @Test func oneWordMayComeBeforeButOnlySkippableOnesAfter() {
        #expect(parser.parse("she said go to the fourth step").isUnknown)
        #expect(parser.parse("kindly go to the fourth step").slots == ["step": .number(4)])
        #expect(parser.parse("go to the fourth step doing").slots == ["step": .number(4)])
        #expect(parser.parse("go to the fourth step tomorrow").isUnknown)
    }

    @Test func negationsAreNeverPassedOver() {
        #expect(parser.parse("do not set a timer for 5 minutes").isUnknown)
        #expect(parser.parse("never go to step 4").isUnknown)
    }

    @Test func atMostTwoWordsAndAtLeastTwoExplained() {
        #expect(parser.parse("go really quite to the fourth step").intent == "goToStep")
        #expect(parser.parse("go really quite far to the fourth step").isUnknown)
        // One explained word is not enough when a real word was passed over.
        #expect(parser.parse("bus stop").isUnknown)
        #expect(parser.parse("stop doing").intent == "stop")
    }

    @Test func freeSlotsEndOnNoSkippableWord() {
        let match = parser.parse("how much sugar doing")
        #expect(match.slots == ["ingredient": .text("sugar")])
        #expect(match.skipped == ["doing"])
    }

    @Test func strictToleranceReadsWholeSentencesOnly() throws {
        let strict = try IntentParser(grammar: IntentParserTests.grammar(), tolerance: .strict)
        #expect(strict.parse("go right to the third step").isUnknown)
    }

    @Test func longSentencesGetNoTolerantReading() throws {
        let short = try IntentParser(grammar: IntentParserTests.grammar(), tolerance: IntentParser.Tolerance(maxSkips: 2, maxWords: 5))
        #expect(short.parse("go right to the third step").isUnknown)
        #expect(short.parse("um go right to third step").intent == "goToStep")
    }
}
