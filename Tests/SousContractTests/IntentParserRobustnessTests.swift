import Foundation
import SousContract
import SousCore
import Testing

/// The built-in grammar against hostile input: nothing crashes, nothing is slow.
@Suite struct IntentParserRobustnessTests {
    static let parser: IntentParser = {
        do {
            return try IntentParser(grammar: IntentContract.builtIn())
        } catch {
            fatalError("\(error)")
        }
    }()

    static func binary(_ count: Int, seed: UInt64) -> String {
        var state = seed
        var bytes = [UInt8]()
        for _ in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let inputs: [String] = [
        "", " ", "\n\t", String(repeating: "x", count: 10_240),
        String(repeating: "set a timer for ", count: 640),
        String(repeating: "how much of the ", count: 640),
        String(repeating: "and a half ", count: 900),
        String(repeating: "um ", count: 3_000),
        binary(10_240, seed: 1), binary(64, seed: 2),
        "ставь таймер на пять минут", "ajoute une minute au minuteur", "パスタのタイマーを止めて",
        "🍝🍝🍝 timer 🍝", "set a timer for 99999999999999999999999 minutes",
        "go to step 18446744073709551616", "set a timer for 1:2:3:4:5", "set a timer for 5::30",
        "set a timer for 999999999999999999 thousand minutes", "set a timer for 99999999999999:99",
        "set a timer for 9999999999999999:99:99", "go to step 999999999999999999 hundred",
        "step " + String(repeating: "dozen ", count: 40), "step 999999999 " + String(repeating: "dozen ", count: 20),
    ]

    @Test(arguments: inputs)
    func neverCrashesAndStaysFast(_ text: String) {
        let parser = Self.parser // compiled outside the measurement: this times parsing only
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            _ = parser.parse(text, context: ParseContext(ingredientNames: ["flour", "sugar"], timerNames: ["rice"], stepCount: 5))
        }
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
    }

    /// Random sentences from words the grammar and the number reader care about.
    @Test func randomGrammarWordSoupNeverCrashes() {
        let pool = ["set", "a", "timer", "for", "and", "half", "an", "hour", "minutes", "dozen", "hundred",
                    "thousand", "twenty", "third", "last", "step", "go", "to", "the", "999999999", "5:30", "1.5",
                    "1/2", "um", "please", "how", "much", "flour", "of", "cancel", "rice", "double", "it", "quarter"]
        var state: UInt64 = 42
        for _ in 0..<300 {
            var words: [String] = []
            for _ in 0..<12 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                words.append(pool[Int(state >> 33) % pool.count])
            }
            let match = Self.parser.parse(words.joined(separator: " "), context: ParseContext(ingredientNames: ["flour"], timerNames: ["rice"], stepCount: 4))
            #expect(match.score >= 0 && match.score <= 1)
        }
    }

    @Test func typicalSentencesAreQuick() {
        let clock = ContinuousClock()
        let sentences = ["set a timer for 5 minutes for the rice", "how much flour do I need", "next step", "what's the weather"]
        let elapsed = clock.measure {
            for _ in 0..<25 { for s in sentences { _ = Self.parser.parse(s) } }
        }
        #expect(elapsed < .seconds(2), "100 parses took \(elapsed)")
    }
}
