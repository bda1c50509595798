import Testing
import SousCore
@testable import SousUI

/// A buffer as text with SGR sequences (sous render --ansi).
@Suite struct AnsiLinesTests {
    @Test func eachRunOfOneStyleStartsWithItsSequence() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.put("Hi", at: Point(x: 0, y: 0), role: .title)
        let title = TerminalStyle(foreground: .rgb(RGB(r: 1, g: 2, b: 3)), background: .index(4), attributes: [.bold, .underline])
        let body = TerminalStyle(foreground: .index(9), background: .index(200), attributes: [])
        let lines = buffer.ansiLines { $0 == .title ? title : body }
        #expect(lines == ["\u{1B}[0;1;4;38;2;1;2;3;44mHi\u{1B}[0;91;48;5;200m  \u{1B}[0m"])
    }

    @Test func aWideCharacterIsWrittenOnce() {
        var buffer = Buffer(size: Size(width: 3, height: 1))
        buffer.put("漢a", at: Point(x: 0, y: 0), role: .body)
        let plain = TerminalStyle(foreground: nil, background: nil, attributes: [])
        #expect(buffer.ansiLines { _ in plain } == ["\u{1B}[0m漢a\u{1B}[0m"])
    }
}
