import Testing
import SousContract
import SousUI
@testable import SousCLI

@Suite struct ThemeGlyphsTests {
    @Test func eachThemeBringsItsOwnSymbols() throws {
        let vintage = FullScreenApp.glyphs(for: try #require(ThemeCatalog.builtIn("vintage")), unicode: true)
        let playful = FullScreenApp.glyphs(for: try #require(ThemeCatalog.builtIn("playful")), unicode: true)
        #expect(vintage.favoriteOn == "★")
        #expect(vintage.memory == "❦", "vintage overrides the memory glyph")
        #expect(playful.favoriteOn == "⭐")
        #expect(playful.checkboxOn == "✅")
        #expect(playful.bullet == "🍓")
        #expect(playful.cursor == "▸", "emoji falls back to unicode for lines and cursors")
    }

    @Test func withoutUTF8EveryThemeIsASCII() throws {
        for name in ThemeCatalog.builtInNames {
            let glyphs = FullScreenApp.glyphs(for: try #require(ThemeCatalog.builtIn(name)), unicode: false)
            for symbol in [glyphs.favoriteOn, glyphs.checkboxOn, glyphs.checkboxOff, glyphs.cursor, glyphs.bullet, glyphs.timer, glyphs.memory] {
                #expect(symbol.unicodeScalars.allSatisfy { $0.isASCII }, "\(name): \(symbol)")
            }
        }
    }
}
