import SousCore
import Testing
@testable import SousVoice

/// Which decided utterances act, by listening mode, on the stream's clock.
@Suite struct ListeningGateTests {
    static let second = AudioClip.recognizerRate

    static func heard(_ text: String?, intent: String = "nextStep", wake: Bool = false, guess: String? = nil) -> Recognition {
        var result = Recognition(heard: text, guess: guess ?? text, confidence: text == nil && !wake ? 0.2 : 0.8,
                                 match: text.map { IntentMatch(intent: intent, score: 1, matchedText: $0) },
                                 decodeMilliseconds: 100, audioSeconds: 1)
        result.wakePhraseHeard = wake
        return result
    }

    @Test func alwaysActsOnEveryCommandAndNothingElse() {
        var gate = ListeningGate(mode: .always)
        #expect(gate.judge(Self.heard("next step"), at: 0) == .act("next step", IntentMatch(intent: "nextStep", score: 1, matchedText: "next step")))
        #expect(gate.judge(Self.heard(nil, guess: "the weather"), at: 0) == .ignore(guess: "the weather", confidence: 0.2))
        #expect(gate.shouldDecode(at: 0))
    }

    @Test func wakeWordNeedsThePhraseBeforeOrJustBefore() {
        var gate = ListeningGate(mode: .wakeWord)
        guard case .ignore = gate.judge(Self.heard("next step"), at: 0) else {
            Issue.record("a command without the phrase is ignored")
            return
        }
        guard case .act = gate.judge(Self.heard("next step", wake: true), at: 0) else {
            Issue.record("the phrase and a command in one breath act")
            return
        }
        #expect(gate.judge(Self.heard(nil, wake: true), at: 10 * Self.second) == .wake)
        guard case .act = gate.judge(Self.heard("go back", intent: "previousStep"), at: 13 * Self.second) else {
            Issue.record("a command within the wake-up acts")
            return
        }
        guard case .ignore = gate.judge(Self.heard("next step"), at: 14 * Self.second) else {
            Issue.record("one command per wake-up")
            return
        }
    }

    @Test func aWakeUpRunsOutAfterEightSeconds() {
        var gate = ListeningGate(mode: .wakeWord)
        gate.listenNow(at: 0)
        let early = gate.expire(at: ListeningGate.awakeSamples - 1)
        #expect(!early)
        #expect(gate.isAwake(at: ListeningGate.awakeSamples - 1))
        let ranOut = gate.expire(at: ListeningGate.awakeSamples)
        #expect(ranOut)
        #expect(!gate.isAwake(at: ListeningGate.awakeSamples))
        guard case .ignore = gate.judge(Self.heard("next step"), at: ListeningGate.awakeSamples + 1) else {
            Issue.record("asleep again")
            return
        }
    }

    @Test func pushToTalkDecodesOnlyAfterTheKey() {
        var gate = ListeningGate(mode: .pushToTalk)
        #expect(!gate.shouldDecode(at: 0))
        guard case .ignore = gate.judge(Self.heard("next step"), at: 0) else {
            Issue.record("nothing acts before the key")
            return
        }
        gate.listenNow(at: Self.second)
        #expect(gate.shouldDecode(at: 2 * Self.second))
        guard case .act = gate.judge(Self.heard("next step"), at: 3 * Self.second) else {
            Issue.record("the command after the key acts")
            return
        }
        #expect(!gate.shouldDecode(at: 3 * Self.second), "one command per press")
    }
    /// Rejected at 0.5 but over the wake phrase's bar (`heardWhenAddressed`).
    static func unsure(_ text: String, intent: String = "nextStep") -> Recognition {
        var result = Recognition(heard: nil, guess: text, confidence: 0.47, match: nil, decodeMilliseconds: 100, audioSeconds: 1)
        result.heardWhenAddressed = text
        result.matchWhenAddressed = IntentMatch(intent: intent, score: 1, matchedText: text)
        return result
    }

    @Test func anUnsureCommandActsOnlyJustAfterSousWasAddressed() {
        var always = ListeningGate(mode: .always)
        guard case .ignore = always.judge(Self.unsure("next step"), at: 0) else {
            Issue.record("always listening takes only sure commands")
            return
        }
        var wake = ListeningGate(mode: .wakeWord)
        guard case .ignore = wake.judge(Self.unsure("next step"), at: 0) else {
            Issue.record("not addressed: ignored")
            return
        }
        #expect(wake.judge(Self.heard(nil, wake: true), at: Self.second) == .wake)
        #expect(wake.judge(Self.unsure("go back", intent: "previousStep"), at: 3 * Self.second)
            == .act("go back", IntentMatch(intent: "previousStep", score: 1, matchedText: "go back")))
        guard case .ignore = wake.judge(Self.unsure("next step"), at: 4 * Self.second) else {
            Issue.record("one command per wake-up, unsure or not")
            return
        }
        var key = ListeningGate(mode: .pushToTalk)
        key.listenNow(at: 0)
        guard case .act = key.judge(Self.unsure("next step"), at: Self.second) else {
            Issue.record("the talk key addresses Sous as the phrase does")
            return
        }
    }

    @Test func anUnsureYesDoesNotConfirm() {
        var gate = ListeningGate(mode: .wakeWord)
        gate.listenNow(at: 0)
        guard case .ignore = gate.judge(Self.unsure("yes", intent: "yes"), at: Self.second) else {
            Issue.record("a yes confirms what Sous was unsure of: it must be sure itself")
            return
        }
        #expect(gate.isAwake(at: Self.second), "still waiting for the answer")
        guard case .act = gate.judge(Self.heard("yes", intent: "yes"), at: 2 * Self.second) else {
            Issue.record("a sure yes acts")
            return
        }
    }
}
