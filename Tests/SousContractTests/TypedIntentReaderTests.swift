import Foundation
import SousContract
import SousCore
import Testing

/// The typed fallback: what no pattern covers is still read, and talk not meant for Sous is not.
@Suite struct TypedIntentReaderTests {
    static let reader = Result { try TypedIntentReader(grammar: IntentContract.builtIn()) }

    struct Case: CustomTestStringConvertible, Sendable {
        var say: String
        var intent: String
        var slots: [String: SlotValue] = [:]
        var context = ParseContext()
        var testDescription: String { "\(say) -> \(intent)" }
    }

    /// Sentences no pattern covers, read by spotting their slots and finding the nearest intent.
    @Test(arguments: [
        Case(say: "can you give the rice 5 more minutes", intent: "addTime", slots: ["duration": .duration(300), "name": .text("rice")]),
        Case(say: "add two more minutes", intent: "addTime", slots: ["duration": .duration(120)]),
        Case(say: "i need a replacement for the shallots", intent: "substituteIngredient", slots: ["ingredient": .text("shallots")]),
        Case(say: "what amount of milk does it need", intent: "howMuch", slots: ["ingredient": .text("milk")]),
        Case(say: "what amount of the flour does it need", intent: "howMuch", slots: ["ingredient": .text("plain flour")],
             context: ParseContext(ingredientNames: ["plain flour", "sugar"])),
        Case(say: "which step am i on", intent: "currentStep"),
    ])
    func readsWhatNoPatternCovers(_ c: Case) throws {
        let reader = try Self.reader.get()
        #expect(reader.parser.parse(c.say, context: c.context).isUnknown, "a pattern covers it: pick another sentence")
        let match = reader.parse(c.say, context: c.context)
        #expect(match.intent == c.intent)
        #expect(match.slots == c.slots)
        #expect(!match.skipped.isEmpty, "a fallback reading says it passed over the sentence")
    }

    /// Near misses: a negation, words no slot explains, a timer named with no timer in sight,
    /// a slot the intent needs and did not get.
    @Test(arguments: [
        "don't cancel the timer",
        "do not add five minutes",
        "skip this song",
        "what is next week",
        "what's on tv tonight",
        "set a timer",
        "is the dishwasher empty",
        "we are out of toilet paper",
    ])
    func leavesAlone(_ text: String) throws {
        let match = try Self.reader.get().parse(text)
        #expect(match.isUnknown, "read as \(match.intent) \(match.slots)")
    }

    /// "one" after "this" is a pronoun, not step 1; a time said alone is no timer ("just a minute").
    @Test func pronounsAndPausesAreNotSlots() throws {
        let reader = try Self.reader.get()
        let finished = reader.parse("this one's finished")
        #expect(finished.intent == "markStepDone")
        #expect(finished.slots.isEmpty)
        #expect(reader.parse("just a minute").intent == "pause")
    }

    /// With the fallback off, typed text is read by the patterns alone.
    @Test func offIsThePatternsAlone() throws {
        let reader = try TypedIntentReader(grammar: IntentContract.builtIn(), threshold: .off)
        for text in ["add two more minutes", "which step am i on", "next step", "what's the weather"] {
            #expect(reader.parse(text) == reader.parser.parse(text))
        }
    }

    /// Trained the same way every time: two readers agree on every sentence.
    @Test func readersAgree() throws {
        let a = try Self.reader.get()
        let b = try TypedIntentReader(grammar: IntentContract.builtIn())
        for text in ["add two more minutes", "what happens after this step", "you can stop reading now", "give me a break", "i ran out of brown sugar"] {
            #expect(a.parse(text) == b.parse(text))
        }
    }

    /// `sous ask` and the cooking screen's Ask box answer through the same reader.
    @Test func assistantAnswersThroughTheFallback() throws {
        let assistant = try Assistant.builtIn()
        let text = "i need a replacement for the shallots"
        #expect(assistant.parser.parse(text).isUnknown)
        let response = assistant.respond(to: text, session: nil, now: Date(timeIntervalSince1970: 0))
        #expect(response.intent == "substituteIngredient")
    }
}
