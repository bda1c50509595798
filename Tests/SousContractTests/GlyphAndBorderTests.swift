import Testing
import SousCore
@testable import SousContract

@Suite struct GlyphAndBorderTests {
    private let tokens = DesignTokens.builtIn

    @Test func everyGlyphHasAnASCIIFallbackInEverySet() throws {
        for set in tokens.glyphSets.keys.sorted() {
            for glyph in tokens.glyphs.keys.sorted() {
                let text = try #require(tokens.glyph(glyph, set: set, asciiOnly: true), "\(set).\(glyph)")
                #expect(DesignTokens.isPrintableASCII(text) && !text.isEmpty)
                #expect(tokens.glyph(glyph, set: set) != nil, "\(set).\(glyph) does not resolve")
            }
        }
    }

    @Test func glyphsFallBackThroughTheirSets() {
        #expect(tokens.glyph("favoriteOn", set: "emoji") == "⭐")
        #expect(tokens.glyph("progressFill", set: "emoji") == "█")
        #expect(tokens.glyph("favoriteOn", set: "unicode") == "★")
        #expect(tokens.glyph("favoriteOn", set: "emoji", asciiOnly: true) == "*")
        #expect(tokens.glyph("favoriteOn", set: "unicode", overrides: ["favoriteOn": "✪"]) == "✪")
        #expect(tokens.glyph("nope", set: "unicode") == nil)
    }

    @Test func hasTheBorderStylesThemesNeed() {
        #expect(Set(tokens.borderStyles.keys).isSuperset(of: ["single", "double", "rounded", "heavy", "ascii", "none"]))
    }

    @Test func everyBorderStyleHasAnASCIIForm() throws {
        for style in tokens.borderStyles.keys.sorted() {
            let glyphs = try #require(tokens.borderGlyphs(style: style, asciiOnly: true), "\(style)")
            #expect(glyphs.parts.count == 11)
            #expect(glyphs.parts.allSatisfy { $0.glyph.count == 1 && DesignTokens.isPrintableASCII($0.glyph) }, "\(style)")
        }
    }

    @Test func borderLookupKeepsTheStyleUnlessAsciiIsNeeded() {
        #expect(tokens.borderGlyphs(style: "rounded")?.topLeft == "╭")
        #expect(tokens.borderGlyphs(style: "rounded", asciiOnly: true)?.topLeft == "+")
        #expect(tokens.borderGlyphs(style: "none", asciiOnly: true)?.horizontal == " ")
        #expect(tokens.borderGlyphs(style: "wavy") == nil)
    }
}
