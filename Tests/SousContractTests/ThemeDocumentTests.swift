import Testing
import SousCore
@testable import SousContract

/// Sketches of the three planned themes (not the real ones) prove the schema can express them.
@Suite struct ThemeDocumentTests {
    static let vintageSketch = """
        name: vintage
        description: Warm browns on cream, like a well-used recipe card.
        palette: {background: "#f5e6c8", surface: "#ead6ae", text: "#3b2a1a", textMuted: "#7a5c3e", accent: "#8b5a2b", accentAlt: "#a0522d", danger: "#9b2d20", success: "#556b2f"}
        palette_ansi: {accent: 3, background: 15}
        roles:
          title: {fg: accentAlt, attrs: [bold, underline]}
        border: double
        glyph_set: unicode
        """

    static let modernSketch = """
        name: modern
        description: Near-monochrome with one accent and thin lines.
        palette: {background: "#111111", text: "#e6e6e6", accent: "#4fc3f7", danger: "#ef5350"}
        border: single
        border_focused: heavy
        glyph_set: unicode
        """

    static let playfulSketch = """
        name: playful
        description: Bright colours, rounded corners and emoji.
        palette: {background: "#1e1b4b", text: "#fef3c7", accent: "#f472b6", accentAlt: "#22d3ee", danger: "#fb7185", warning: "#facc15", success: "#4ade80"}
        roles:
          listSelected: {fg: "#1e1b4b", bg: accentAlt}
        border: rounded
        glyph_set: emoji
        glyphs: {bullet: "🍓"}
        """

    @Test func schemaFieldsMatchTheDecoder() {
        let documented = Set(DesignTokens.builtIn.themeSchema.keys)
        #expect(documented == Set(ThemeDocument.CodingKeys.allCases.map(\.rawValue)))
    }

    @Test(arguments: [vintageSketch, modernSketch, playfulSketch])
    func sketchesResolveEveryRole(yaml: String) throws {
        let tokens = DesignTokens.builtIn
        let theme = try ThemeDocument(yaml: yaml, file: "sketch.yaml")
        let styles = tokens.styles(for: theme)
        #expect(Set(styles.keys) == Set(tokens.roles.keys))
        for glyph in tokens.glyphs.keys {
            #expect(tokens.glyph(glyph, set: theme.glyphSet, overrides: theme.glyphs) != nil)
            #expect(tokens.glyph(glyph, set: theme.glyphSet, asciiOnly: true) != nil)
        }
        #expect(tokens.borderGlyphs(style: theme.border, asciiOnly: true) != nil)
    }

    @Test func overridesAndFallbacksApply() throws {
        let tokens = DesignTokens.builtIn
        let playful = try ThemeDocument(yaml: Self.playfulSketch, file: "playful.yaml")
        let selected = try #require(tokens.style(for: "listSelected", in: playful))
        #expect(selected.foreground == RGB(r: 0x1E, g: 0x1B, b: 0x4B))
        #expect(selected.background == RGB(r: 0x22, g: 0xD3, b: 0xEE))
        #expect(selected.monoAttributes.contains(.reverse))
        #expect(tokens.glyph("bullet", set: playful.glyphSet, overrides: playful.glyphs) == "🍓")

        let modern = try ThemeDocument(yaml: Self.modernSketch, file: "modern.yaml")
        let warning = try #require(tokens.style(for: "timerWarning", in: modern))
        #expect(warning.foreground == RGB(r: 0xEF, g: 0x53, b: 0x50), "warning falls back to danger")
        let tab = try #require(tokens.style(for: "tab", in: modern))
        #expect(tab.background == RGB(r: 0x11, g: 0x11, b: 0x11), "surface falls back to background")
    }

    @Test func ansiHintsFollowTheBaseColourThatSuppliedTheColour() throws {
        let tokens = DesignTokens.builtIn
        let vintage = try ThemeDocument(yaml: Self.vintageSketch, file: "vintage.yaml")
        let stepNumber = try #require(tokens.style(for: "stepNumber", in: vintage))
        #expect(stepNumber.foregroundANSI == 3)
        #expect(stepNumber.painted(at: .ansi16).foreground == .index(3))
        let title = try #require(tokens.style(for: "title", in: vintage))
        #expect(title.foreground == RGB(r: 0xA0, g: 0x52, b: 0x2D))
        #expect(title.foregroundANSI == nil, "accentAlt has its own colour, so accent's hint does not apply")
        #expect(title.attributes == [.bold, .underline])
    }

    @Test func rejectsABrokenThemeNamingEveryProblem() {
        let yaml = """
            name: broken
            description: Wrong in many ways.
            palette: {background: "#000", text: "#ffffff", accent: "#ff0000", sparkle: "#00ff00"}
            palette_ansi: {accent: 16}
            roles:
              notARole: {fg: accent}
              body: {fg: chartreuse}
            border: wavy
            glyph_set: runes
            glyphs: {smiley: ":)"}
            """
        do {
            _ = try ThemeDocument(yaml: yaml, file: "themes/broken.yaml")
            Issue.record("accepted a broken theme")
        } catch {
            #expect(error.file == "themes/broken.yaml")
            for expected in [
                "required base colour 'danger' is missing", "background '#000' is not a #rrggbb colour",
                "'sparkle' is not a base colour", "accent 16 is not 0-15", "'notARole' is not a role",
                "body.fg 'chartreuse' is neither a base colour nor #rrggbb", "border: 'wavy' is not a border style",
                "glyph_set: 'runes' is not a glyph set", "glyphs: 'smiley' is not a glyph",
            ] {
                #expect(error.reason.contains(expected), "missing: \(expected)")
            }
        }
    }

    @Test func reportsAMissingRequiredField() {
        #expect(throws: ContractError(file: "t.yaml", reason: "top level: missing 'border'")) {
            try ThemeDocument(yaml: "name: t\ndescription: d\npalette: {}\nglyph_set: ascii\n", file: "t.yaml")
        }
    }
}
