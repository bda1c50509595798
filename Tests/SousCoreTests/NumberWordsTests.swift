import Testing
@testable import SousCore

@Suite struct NumberWordsTests {
    @Test(arguments: [
        ("seven", 7), ("12", 12), ("3rd", 3), ("third", 3), ("twenty-five", 25), ("dozen", 12),
    ])
    func singleWords(word: String, expected: Int) {
        #expect(NumberWords.value(of: word) == expected)
    }

    @Test func unknownWordIsNil() {
        #expect(NumberWords.value(of: "flour") == nil)
        #expect(NumberWords.parse(prefixOf: ["minutes"]) == nil)
    }

    @Test(arguments: [
        ("twenty five minutes", 25, 2),
        ("a hundred and ten degrees", 110, 4),
        ("one hundred", 100, 2),
        ("ten", 10, 1),
        ("a dozen eggs", 12, 2),
        ("two thousand five hundred", 2500, 4),
        ("5 minutes", 5, 1),
        ("an hour", 1, 1),
    ])
    func phrases(text: String, value: Int, consumed: Int) {
        let words = text.split(separator: " ")
        let result = NumberWords.parse(prefixOf: words)
        #expect(result?.value == value)
        #expect(result?.consumed == consumed)
    }
}

@Suite struct NumberWordsSafetyTests {
    @Test(arguments: [
        "999999999999 thousand minutes",
        "dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen dozen",
        "nine hundred thousand thousand thousand thousand thousand thousand thousand",
        "99999999999999999999999",
    ])
    func hugeNumbersNeverTrap(text: String) {
        let result = NumberWords.parse(prefixOf: text.split(separator: " "))
        #expect((result?.value ?? 0) >= 0)
    }
}
