import Foundation
import Testing
@testable import SousContract

/// Breaks the built-in tokens in one place and checks the loader rejects them, saying why.
@Suite struct DesignTokensValidationTests {
    private func rejection(replacing old: String, with new: String) throws -> ContractError {
        try rejection([(old, new)])
    }

    private func rejection(_ edits: [(old: String, new: String)]) throws -> ContractError {
        var broken = EmbeddedContract.designTokens
        for edit in edits {
            try #require(broken.contains(edit.old), "fixture anchor missing: \(edit.old)")
            broken = broken.replacingOccurrences(of: edit.old, with: edit.new)
        }
        do {
            _ = try DesignTokens(yaml: broken, file: "broken.yaml")
        } catch {
            return error
        }
        Issue.record("broken tokens were accepted")
        return ContractError(file: "", reason: "")
    }

    @Test func rejectsARoleCycle() throws {
        let error = try rejection(
            replacing: "tabBar: {description: The tab bar's background strip., fallback: muted",
            with: "tabBar: {description: The tab bar's background strip., fallback: tab"
        )
        #expect(error.file == "broken.yaml")
        #expect(error.reason.contains("role 'tab': fallback cycle tab -> tabBar -> tab"), "\(error)")
    }

    @Test func rejectsADanglingFallback() throws {
        let error = try rejection(
            replacing: "listItem: {description: An unselected row in a list., fallback: body}",
            with: "listItem: {description: An unselected row in a list., fallback: bodyText}"
        )
        #expect(error.reason.contains("role 'listItem': fallback 'bodyText' is not defined (listItem -> bodyText)"), "\(error)")
    }

    @Test func rejectsABaseColourCycle() throws {
        let error = try rejection([
            ("    fallback: background\n  text:", "    fallback: textMuted\n  text:"),
            ("    fallback: text\n  accent:", "    fallback: surface\n  accent:"),
        ])
        #expect(error.reason.contains("base colour 'surface': fallback cycle surface -> textMuted -> surface"), "\(error)")
    }

    @Test func rejectsABackgroundThatIsNotABaseColour() throws {
        let error = try rejection(replacing: "fallback: textMuted, bg: surface}", with: "fallback: textMuted, bg: tabBar}")
        #expect(error.reason.contains("bg 'tabBar' is not a base colour"), "\(error)")
    }

    @Test func rejectsAGlyphWithoutAnASCIIFallback() throws {
        let error = try rejection(replacing: "      familyMemory: \"<3\"\n", with: "")
        #expect(error.reason.contains("glyph 'familyMemory' has no ASCII fallback"), "\(error)")
    }

    @Test func rejectsAnASCIIGlyphThatIsNotASCII() throws {
        let error = try rejection(replacing: "      familyMemory: \"<3\"", with: "      familyMemory: \"♥\"")
        #expect(error.reason.contains("glyph 'familyMemory' in set 'ascii' must be 1-3 printable ASCII"), "\(error)")
    }

    @Test func rejectsAGlyphSetGlyphThatIsNotListed() throws {
        let error = try rejection(replacing: "      favoriteOn: \"⭐\"", with: "      sparkle: \"⭐\"")
        #expect(error.reason.contains("glyph set 'emoji': 'sparkle' is not listed under glyphs"), "\(error)")
    }

    @Test func rejectsABorderStyleMissingAPart() throws {
        let error = try rejection(replacing: "teeUp: \"╩\", cross: \"╬\"}", with: "teeUp: \"╩\"}")
        #expect(error.reason.contains("border_styles.double.glyphs: missing 'cross'"), "\(error)")
    }

    @Test func rejectsAWideBorderGlyph() throws {
        let error = try rejection(replacing: "topLeft: \"╔\"", with: "topLeft: \"╔═\"")
        #expect(error.reason.contains("border style 'double': topLeft '╔═' must be exactly one character"), "\(error)")
    }

    @Test func rejectsANonASCIIBorderWithoutFallback() throws {
        let error = try rejection(
            replacing: "    description: Double lines; formal, a little old-fashioned.\n    fallback: ascii\n",
            with: "    description: Double lines; formal, a little old-fashioned.\n"
        )
        #expect(error.reason.contains("border style 'double' is not ASCII and has no fallback"), "\(error)")
    }

    @Test func rejectsAnUnknownAttribute() throws {
        let unknown = try rejection(replacing: "attrs: [bold, underline], mono: [bold, underline]}", with: "attrs: [bold, blink]}")
        #expect(unknown.reason.contains("roles.matchHighlight.attrs: unknown attribute 'blink'"), "\(unknown)")
    }

    @Test func rejectsARoleThatMustStandOutInMonoButDoesNot() throws {
        let error = try rejection(
            replacing: "fallback: background, bg: accent, attrs: [bold], mono: [reverse, bold]}",
            with: "fallback: background, bg: accent}"
        )
        #expect(error.reason.contains("role 'listSelected' must stand out in mono"), "\(error)")
    }

    @Test func rejectsAMissingColourDepth() throws {
        let error = try rejection(replacing: "  \"8\":\n", with: "  \"9\":\n")
        #expect(error.reason.contains("color_depths: '8' is missing"), "\(error)")
        #expect(error.reason.contains("color_depths: '9' is not a known depth"), "\(error)")
    }

    @Test func rejectsYAMLThatDoesNotParse() {
        #expect(throws: ContractError.self) { try DesignTokens(yaml: "roles: [unclosed", file: "x.yaml") }
    }

    @Test func reportsAMissingSection() throws {
        do {
            _ = try DesignTokens(yaml: "version: 1\n", file: "empty.yaml")
            Issue.record("accepted an empty file")
        } catch {
            #expect(error.description.hasPrefix("empty.yaml: top level: missing '"), "\(error)")
        }
    }
}
