import Testing
@testable import SousCore

@Suite struct TerminalSafeTests {
    @Test(arguments: [
        ("Lemon Tart", "Lemon Tart"),
        ("\u{1b}[2J\u{1b}]0;pwned\u{07}Tart", "^[[2J^[]0;pwned^GTart"),
        ("a\tb", "a b"),
        ("line\nbreak", "line break"),
        ("del\u{7f}", "del^?"),
        ("c1\u{9b}31m", "c1<U+009B>31m"),
        ("Crème Brûlée 🍮", "Crème Brûlée 🍮"),
    ])
    func controlCharactersBecomeVisible(input: String, expected: String) {
        #expect(TerminalSafe.sanitized(input) == expected)
    }

    @Test func newlinesCanBeKept() {
        #expect(TerminalSafe.sanitized("a\nb\u{1b}", keepNewlines: true) == "a\nb^[")
    }
}
