import SousCore
import Testing
import SousTerminal

@Suite struct ColorNumberingTests {
    let red = RGB(r: 255, g: 0, b: 0)

    @Test func defaultColoursAreMinusOneOrWhiteOnBlack() {
        let withDefaults = ColorNumbering(colorCount: 256, directColor: false, defaultColors: true)
        #expect(withDefaults.number(for: nil, isForeground: true) == -1)
        let without = ColorNumbering(colorCount: 8, directColor: false, defaultColors: false)
        #expect(without.number(for: nil, isForeground: true) == 7)
        #expect(without.number(for: nil, isForeground: false) == 0)
    }

    @Test func rgbIsPackedOnDirectTerminalsAndQuantizedElsewhere() {
        #expect(ColorNumbering(colorCount: 0x100_0000, directColor: true, defaultColors: true)
            .number(for: .rgb(red), isForeground: true) == 0xFF0000)
        #expect(ColorNumbering(colorCount: 256, directColor: false, defaultColors: true)
            .number(for: .rgb(red), isForeground: true) == 196)
        #expect(ColorNumbering(colorCount: 8, directColor: false, defaultColors: true)
            .number(for: .rgb(red), isForeground: true) == 1)
    }

    @Test func paletteIndicesFrom8AreSentAsRGBOnDirectTerminals() {
        let direct = ColorNumbering(colorCount: 0x100_0000, directColor: true, defaultColors: true)
        #expect(direct.number(for: .index(3), isForeground: true) == 3)
        #expect(direct.number(for: .index(196), isForeground: true) == 0xFF0000)
    }

    @Test func anIndexTheTerminalLacksIsQuantizedDown() {
        let eight = ColorNumbering(colorCount: 8, directColor: false, defaultColors: true)
        #expect(eight.number(for: .index(196), isForeground: true) == 1)
        #expect(eight.number(for: .index(4), isForeground: true) == 4)
    }

    @Test func withoutColourEverythingIsTheDefault() {
        let mono = ColorNumbering(colorCount: 0, directColor: false, defaultColors: false)
        #expect(mono.number(for: .rgb(red), isForeground: true) == -1)
    }
}
