import Foundation
import SousTestSupport
import Testing

/// `sous ask` driven as a user would: real database files, nothing saved without --apply.
@Suite(.serialized) struct AskCommandTests {
    let cli = CommandRunner()

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try cli.run(["ask"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func workstate(_ object: [String: Any]) -> [String: Any] { object["workstate"] as? [String: Any] ?? [:] }

    @Test func printsIntentSlotsAndReply() throws {
        let result = try cli.run(["ask", "how much butter do I need", "--recipe", "Lemon Tart", "--units", "metric"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("intent: howMuch"))
        #expect(result.stdout.contains("slots: ingredient=\"cold unsalted butter\""))
        #expect(result.stdout.contains("reply: You need 115 grams cold unsalted butter"), "\(result.stdout)")
        let technique = try json(["what does fold mean"])
        #expect(technique["intent"] as? String == "explainTechnique")
        #expect((technique["slots"] as? [String: Any])?["technique"] as? String == "fold")
    }

    @Test func nothingIsSavedWithoutApply() throws {
        let first = try json(["next step", "--recipe", "Lemon Tart"])
        #expect(first["applied"] as? Bool == false)
        #expect(workstate(first)["stepIndex"] as? Int == 0)
        let again = try json(["what step am I on", "--recipe", "Lemon Tart"])
        #expect((again["reply"] as? String)?.hasPrefix("You are on step 1 of") == true)
    }

    @Test func applySavesTheSessionAndConfirmationNeedsYes() throws {
        let timer = try json(["set a timer for twenty five minutes for the rice", "--recipe", "Lemon Tart", "--step", "3", "--apply"])
        #expect(timer["applied"] as? Bool == true)
        #expect((timer["slots"] as? [String: Any])?["duration"] as? Double == 1500)
        let saved = try json(["double it", "--recipe", "Lemon Tart", "--apply"])
        #expect(workstate(saved)["stepIndex"] as? Int == 2)
        #expect(workstate(saved)["scaleFactor"] as? String == "2")
        #expect((workstate(saved)["timers"] as? [[String: Any]])?.first?["name"] as? String == "rice")
        let asked = try json(["cancel all timers", "--recipe", "Lemon Tart", "--apply"])
        #expect(asked["confirm"] as? Bool == true && asked["applied"] as? Bool == false)
        #expect((workstate(asked)["timers"] as? [[String: Any]])?.count == 1)
        let confirmed = try json(["cancel all timers", "--recipe", "Lemon Tart", "--apply", "--yes"])
        #expect((workstate(confirmed)["timers"] as? [[String: Any]])?.count == 0)
    }

    @Test func badInputAndBadOptionsExplainThemselves() throws {
        let binary = String(decoding: (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, as: UTF8.self)
        let noise = try cli.run(["ask", binary])
        #expect(noise.status == 0)
        #expect(noise.stdout.contains("I didn't catch that"))
        let far = try cli.run(["ask", "go to step 40", "--recipe", "Lemon Tart"])
        #expect(far.stdout.contains("There is no step 40"))
        let applyAlone = try cli.run(["ask", "next", "--apply"])
        #expect(applyAlone.status != 0 && applyAlone.stderr.contains("--apply needs --recipe"))
        let badStep = try cli.run(["ask", "next", "--recipe", "Lemon Tart", "--step", "99"])
        #expect(badStep.status != 0 && badStep.stderr.contains("--step 99"))
    }
}
