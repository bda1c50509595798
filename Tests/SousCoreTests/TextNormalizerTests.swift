import Testing
@testable import SousCore

@Suite struct TextNormalizerTests {
    let normalizer = TextNormalizer(rewrites: ["what's": "what is", "timer's": "timer is", "i'd": "i would"])

    @Test(arguments: [
        ("What's NEXT?!", "what is next"),
        ("what\u{2019}s next", "what is next"),
        ("Sauté the onions", "saute the onions"),
        ("the rice's timer", "the rice timer"),
        ("the timer's done", "the timer is done"),
        ("I'd like 5min", "i would like 5 min"),
        ("set 2hrs", "set 2 hrs"),
        ("go to the 3rd step", "go to the 3rd step"),
        ("5:30, 1.5 and 1/2", "5:30 1.5 and 1/2"),
        ("1,000 grams", "1000 grams"),
        ("all-purpose flour", "all purpose flour"),
        ("  lots   of\tspace\n", "lots of space"),
        ("end.", "end"),
    ])
    func normalizes(text: String, expected: String) {
        #expect(normalizer.tokens(text).joined(separator: " ") == expected)
    }

    @Test func capsTokens() {
        let text = Array(repeating: "word", count: 500).joined(separator: " ")
        #expect(normalizer.tokens(text).count == TextNormalizer.maxTokens)
    }

    @Test func controlCharactersAndOtherScriptsDoNotBreakIt() {
        #expect(normalizer.tokens("\u{0}\u{7}\u{1B}[31m").joined(separator: " ") == "31 m")
        #expect(normalizer.tokens("今日は").count == 1)
        #expect(normalizer.tokens("").isEmpty)
    }
}
