import Testing
@testable import SousUI

@Suite struct BufferTests {
    @Test func textIsClippedToTheBufferAndTheClipRect() {
        var buffer = Buffer(size: Size(width: 8, height: 2))
        #expect(buffer.put("Lemon Tart", at: Point(x: 2, y: 0), role: .title) == 6)
        buffer.put("abcdef", at: Point(x: 0, y: 1), role: .body, clip: Rect(x: 1, y: 1, width: 3, height: 1))
        #expect(buffer.lines == ["  Lemon ", " bcd    "])
        #expect(buffer[2, 0].role == .title)
    }

    @Test func wideCharactersTakeTwoColumnsAndNeverHalfFit() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        #expect(buffer.put("👵🍋x", at: Point(x: 0, y: 0), role: .body) == 5)
        #expect(buffer.lines == ["👵🍋x "])
        #expect(buffer[1, 0].isContinuation)
        var narrow = Buffer(size: Size(width: 3, height: 1))
        #expect(narrow.put("a漢字", at: Point(x: 0, y: 0), role: .body) == 3)
        #expect(narrow.put("漢字", at: Point(x: 2, y: 0), role: .body) == 0)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.put("漢字", at: Point(x: 0, y: 0), role: .body)
        buffer.put("x", at: Point(x: 1, y: 0), role: .body)
        #expect(buffer.lines == [" x字"])
        buffer.put("y", at: Point(x: 2, y: 0), role: .body)
        #expect(buffer.lines == [" xy "])
    }

    @Test func escapeSequencesAreShownInert() {
        var buffer = Buffer(size: Size(width: 20, height: 1))
        buffer.put("\u{1b}[2JTart\u{07}", at: Point(x: 0, y: 0), role: .body)
        #expect(buffer.lines == ["^[[2JTart^G         "])
    }

    @Test func tinyAndEmptyBuffersNeverCrash() {
        for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 1, height: 0)] {
            var buffer = Buffer(size: size)
            buffer.put("👵 Granny", at: Point(x: 0, y: 0), role: .title)
            buffer.put("x", at: Point(x: -3, y: 5), role: .title)
            buffer.fill(Rect(x: -1, y: -1, width: 5, height: 5), role: .dialog)
            #expect(buffer.lines.count == size.height)
        }
    }

    @Test func changesListOnlyWhatDiffers() {
        var a = Buffer(size: Size(width: 3, height: 2))
        var b = a
        b.put("x", at: Point(x: 1, y: 1), role: .body)
        #expect(b.changes(since: a) == [Point(x: 1, y: 1)])
        #expect(a.changes(since: nil).count == 6)
        a.restyle(Rect(x: 0, y: 0, width: 1, height: 1), role: .title)
        #expect(a.changes(since: Buffer(size: Size(width: 3, height: 2))) == [Point(x: 0, y: 0)])
        #expect(Buffer(size: Size(width: 2, height: 2)).changes(since: a).count == 4)
    }

    @Test func goldenShowsTextRolesAndLegend() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.put("Hi", at: Point(x: 0, y: 0), role: .title)
        let golden = buffer.golden
        let title = Buffer.symbol(for: .title)
        #expect(golden == "+----+\n|Hi  |\n+----+\n\n\(title)\(title)..\n\n. body\n\(title) title\n")
    }
}

@Suite struct TextWidthTests {
    @Test(arguments: [("a", 1), ("é", 1), ("漢", 2), ("👵", 2), ("❤️", 1), ("⏲️", 1), ("⏳", 2), ("⭐", 2), ("👨‍👩‍👧", 2), ("\u{301}", 0), ("\u{1b}", 0), ("한", 2), ("ｱ", 1), ("Ａ", 2)])
    func widths(text: String, expected: Int) {
        #expect(TextWidth.width(of: text) == expected)
    }

    /// "⏲️o step 3" as tmux draws it: the letter right after the one-cell timer, nothing stray.
    @Test func aVariationSelectorTakesTheCellsOfItsBase() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        buffer.put("\u{23F2}\u{FE0F}o step 3", at: Point(x: 0, y: 0), role: .body)
        #expect(buffer.lines == ["\u{23F2}\u{FE0F}o step 3 "])
        #expect(buffer[1, 0].character == "o")
    }

    @Test func truncation() {
        #expect(TextWidth.truncated("Garlic Butter Chicken", to: 10) == "Garlic…")
        #expect(TextWidth.truncated("漢字漢字", to: 5) == "漢字…")
        #expect(TextWidth.truncated("short", to: 10) == "short")
        #expect(TextWidth.truncated("abc", to: 0) == "")
    }

    @Test func aLongPathKeepsItsFileName() {
        let path = "/home/cook/Downloads/saved pages/recipes/afullliving_1.html"
        #expect(TextWidth.truncatedPath(path, to: 80) == path)
        #expect(TextWidth.truncatedPath(path, to: 30) == "…/recipes/afullliving_1.html")
        #expect(TextWidth.truncatedPath(path, to: 12) == "…ving_1.html", "a name longer than the room keeps its end")
        #expect(TextWidth.width(of: TextWidth.truncatedPath("/tmp/漢字漢字漢字/x.html", to: 9)) <= 9)
    }
}
