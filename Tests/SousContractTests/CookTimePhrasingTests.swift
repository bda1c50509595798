import Foundation
import SousContract
import SousCore
import SousTestSupport
import Testing

/// "How long do I bake it" and "what temperature": the held-out phrasings and the chatter that
/// must stay unknown (docs/decisions-pending/ask2.md).
@Suite struct CookTimePhrasingTests {
    @Test func heldOutPhrasingsKeepTheirShare() throws {
        let (count, percent) = try AssistantPhrasingTableTests.accuracy(PhrasingTable.cookTimesHoldoutPath, name: "cook-time holdout phrasings")
        #expect(count >= 20)
        #expect(percent >= 80)
    }

    @Test func chatterAboutOvensAndTimesStaysUnknown() throws {
        let (count, accepted) = try AssistantPhrasingTableTests.falseAccepts(PhrasingTable.cookTimesNegativesPath, name: "cook-time chatter")
        #expect(count >= 20)
        #expect(accepted.count * 20 <= count, "at most 5% of chatter may be read as a command")
    }

    @Test(arguments: ["how long have you been cooking", "the oven is too hot, kids", "what temperature is it outside"])
    func namedChatterIsNotAQuestion(_ text: String) throws {
        let reader = try AssistantPhrasingTableTests.standardReader.get()
        #expect(reader.parse(text).isUnknown)
    }
}
