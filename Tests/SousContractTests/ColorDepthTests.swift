import Testing
import SousCore

@Suite struct ColorDepthTests {
    @Test func noColorWinsOverEverything() {
        let depth = ColorDepth.detect(environment: ["NO_COLOR": "1"], colorCount: 256, directColor: true, preferred: .truecolor)
        #expect(depth == .mono)
    }

    @Test func anEmptyNoColorIsIgnored() {
        #expect(ColorDepth.detect(environment: ["NO_COLOR": ""], colorCount: 256, directColor: false) == .ansi256)
    }

    @Test(arguments: [
        (16_777_216, true, .truecolor), (256, true, .truecolor), (256, false, .ansi256),
        (88, false, .ansi16), (16, false, .ansi16), (8, false, .ansi8), (2, false, .mono), (-1, false, .mono),
    ] as [(Int, Bool, ColorDepth)])
    func followsTheTerminalsCapabilities(colors: Int, direct: Bool, expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: [:], colorCount: colors, directColor: direct) == expected)
    }

    @Test func aPreferenceIsCappedAtWhatTheTerminalSupports() {
        #expect(ColorDepth.detect(environment: [:], colorCount: 256, directColor: false, preferred: .truecolor) == .ansi256)
        #expect(ColorDepth.detect(environment: [:], colorCount: 256, directColor: true, preferred: .ansi16) == .ansi16)
        #expect(ColorDepth.detect(environment: [:], colorCount: 256, directColor: false, preferred: .mono) == .mono)
    }

    @Test func paintingAppliesTheDepthInOnePlace() {
        let style = ResolvedStyle(
            foreground: RGB(r: 255, g: 0, b: 0), background: RGB(r: 0, g: 0, b: 0),
            attributes: [.bold], monoAttributes: [.reverse, .bold]
        )
        #expect(style.painted(at: .truecolor).foreground == .rgb(RGB(r: 255, g: 0, b: 0)))
        #expect(style.painted(at: .ansi256) == TerminalStyle(foreground: .index(196), background: .index(16), attributes: [.bold]))
        #expect(style.painted(at: .ansi16).foreground == .index(9))
        #expect(style.painted(at: .ansi8).foreground == .index(1))
        #expect(style.painted(at: .mono) == TerminalStyle(foreground: nil, background: nil, attributes: [.reverse, .bold]))
    }

    @Test func ansiHintsBeatTheQuantiserAtLowDepths() {
        let brown = ResolvedStyle(
            foreground: RGB(r: 0x8B, g: 0x5A, b: 0x2B), background: RGB(r: 0, g: 0, b: 0),
            foregroundANSI: 11
        )
        #expect(brown.painted(at: .ansi16).foreground == .index(11))
        #expect(brown.painted(at: .ansi8).foreground == .index(3))
        #expect(brown.painted(at: .ansi256).foreground == .index(brown.foreground.nearest256))
    }

    @Test func attributesRoundTripThroughTheirNames() {
        #expect(TextAttributes(names: ["reverse", "bold"]) == [.bold, .reverse])
        #expect(TextAttributes([.italic, .dim]).names == ["dim", "italic"])
        #expect(TextAttributes(names: ["blink"]) == nil)
    }
}
