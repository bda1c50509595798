import Testing
import SousCore

@Suite struct ColorQuantizerTests {
    @Test(arguments: [
        (RGB(r: 255, g: 0, b: 0), 196), (RGB(r: 0, g: 255, b: 0), 46), (RGB(r: 0, g: 0, b: 255), 21),
        (RGB(r: 255, g: 255, b: 255), 231), (RGB(r: 0, g: 0, b: 0), 16), (RGB(r: 255, g: 255, b: 0), 226),
        (RGB(r: 128, g: 128, b: 128), 244), (RGB(r: 18, g: 18, b: 18), 233), (RGB(r: 238, g: 238, b: 238), 255),
    ] as [(RGB, UInt8)])
    func knownAnswersIn256(color: RGB, index: UInt8) {
        #expect(color.nearest256 == index, "\(color)")
    }

    @Test func everyCubeAndGreyEntryMapsToItself() {
        for index in 16...255 {
            let color = XtermPalette.color(at: UInt8(index))
            #expect(color.nearest256 == UInt8(index), "\(color)")
        }
    }

    @Test func greyRampLevelsMapToTheGreyRamp() {
        for step in 0..<24 {
            let level = UInt8(8 + 10 * step)
            #expect(ColorQuantizer.nearest256(r: level, g: level, b: level) == UInt8(232 + step))
        }
    }

    @Test func everyGreyStaysGrey() {
        for level in 0...255 {
            let value = UInt8(level)
            let chosen = XtermPalette.color(at: ColorQuantizer.nearest256(r: value, g: value, b: value))
            #expect(chosen.r == chosen.g && chosen.g == chosen.b, "grey \(level) became \(chosen)")
        }
    }

    @Test func neverChoosesTheRedefinableSystemColoursIn256() {
        for r in stride(from: 0, through: 255, by: 51) {
            for g in stride(from: 0, through: 255, by: 51) {
                for b in stride(from: 0, through: 255, by: 51) {
                    #expect(ColorQuantizer.nearest256(r: UInt8(r), g: UInt8(g), b: UInt8(b)) >= 16)
                }
            }
        }
    }

    @Test(arguments: [
        (RGB(r: 255, g: 0, b: 0), 9), (RGB(r: 205, g: 0, b: 0), 1), (RGB(r: 128, g: 128, b: 128), 8),
        (RGB(r: 250, g: 250, b: 250), 15), (RGB(r: 0, g: 0, b: 0), 0), (RGB(r: 0, g: 205, b: 205), 6),
        (RGB(r: 92, g: 92, b: 255), 12), (RGB(r: 230, g: 230, b: 230), 7),
    ] as [(RGB, UInt8)])
    func knownAnswersIn16(color: RGB, index: UInt8) {
        #expect(color.nearest16 == index, "\(color)")
    }

    @Test(arguments: [
        (RGB(r: 255, g: 0, b: 0), 1), (RGB(r: 255, g: 255, b: 255), 7), (RGB(r: 0, g: 0, b: 230), 4),
        (RGB(r: 20, g: 20, b: 20), 0), (RGB(r: 0, g: 200, b: 0), 2), (RGB(r: 200, g: 200, b: 0), 3),
    ] as [(RGB, UInt8)])
    func knownAnswersIn8(color: RGB, index: UInt8) {
        #expect(color.nearest8 == index, "\(color)")
    }

    /// Plain RGB distance turns this vintage cream into pink (224, #ffd7d7); OKLab keeps it warm.
    @Test func perceptualDistanceKeepsAWarmCreamWarm() {
        let cream = RGB(r: 0xF5, g: 0xE6, b: 0xC8)
        #expect(cream.nearest256 == 223)
        #expect(XtermPalette.color(at: 223) == RGB(r: 255, g: 215, b: 175))
    }

    @Test func hexRoundTripsAndRejectsMalformedColours() {
        #expect(RGB(hex: "#8B5A2B") == RGB(r: 0x8B, g: 0x5A, b: 0x2B))
        #expect(RGB(hex: "#00000f")?.hex == "#00000f")
        for bad in ["8b5a2b", "#8b5a2", "#8b5a2bb", "#gg0000", "", "#"] {
            #expect(RGB(hex: bad) == nil, "\(bad)")
        }
    }
}
