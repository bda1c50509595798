import Testing
@testable import SousCore

@Suite struct DurationWordsTests {
    /// The longest reading, which is what a whole-sentence match ends up using.
    func longest(_ text: String) -> Double? {
        let words = TextNormalizer().tokens(text)
        return DurationWords.parse(words, from: 0).filter { $0.end == words.count }.first?.seconds
    }

    @Test(arguments: [
        ("5 minutes", 300.0), ("ninety seconds", 90), ("an hour and a half", 5400),
        ("one and a half minutes", 90), ("2 hrs", 7200), ("5 min", 300), ("5min", 300),
        ("half an hour", 1800), ("a quarter of an hour", 900), ("1 hour 30 minutes", 5400),
        ("an hour and 15 minutes", 4500), ("5:30", 330), ("1:30 hours", 5400), ("1:02:03", 3723),
        ("1.5 hours", 5400), ("a couple of minutes", 120), ("twenty five minutes", 1500),
        ("a minute and a half", 90), ("two and a half hours", 9000), ("minute", 60),
        ("three quarters of an hour", 2700), ("10 secs", 10),
    ])
    func reads(text: String, seconds: Double) {
        #expect(longest(text) == seconds)
    }

    @Test(arguments: ["minutes", "five", "the rice", "an", "hour and"])
    func refuses(text: String) {
        #expect(longest(text) == nil)
    }

    @Test func offersEveryEnd() {
        let words = ["an", "hour", "and", "a", "half"]
        let ends = DurationWords.parse(words, from: 0).map(\.end)
        #expect(ends.contains(2) && ends.contains(5))
    }
}
