import Testing
import SousUI
@testable import SousContract

/// Theme glyphs take the same cells in every terminal (issue 27 item 15).
@Suite struct ThemeGlyphWidthTests {
    @Test func aGlyphWithAnEmojiVariationSelectorIsRefused() {
        let yaml = """
        name: mine
        description: A test theme.
        palette: {background: "#000000", text: "#ffffff", accent: "#4fc3f7", danger: "#ef5350"}
        border: single
        glyph_set: emoji
        glyphs: {timer: "\u{23F2}\u{FE0F}"}
        """
        #expect(throws: ContractError.self) { try ThemeDocument(yaml: yaml, file: "mine.yaml") }
        let theme = try? ContractYAML.decode(ThemeDocument.self, from: yaml, file: "mine.yaml")
        let problems = theme.map { DesignTokens.builtIn.problems(in: $0) } ?? []
        #expect(problems.contains { $0.contains("timer") && $0.contains("U+FE0F") })
    }

    @Test func everyBuiltInGlyphIsOneOrTwoCellsWithoutVariationSelectors() {
        for (setName, set) in DesignTokens.builtIn.glyphSets {
            for (name, glyph) in set.glyphs {
                #expect(!glyph.unicodeScalars.contains { $0.value == 0xFE0F }, "\(setName).\(name)")
                #expect(glyph.allSatisfy { (1...2).contains(TextWidth.width(of: $0)) }, "\(setName).\(name) '\(glyph)'")
            }
        }
    }
}
