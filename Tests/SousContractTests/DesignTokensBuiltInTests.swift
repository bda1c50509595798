import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousContract

@Suite struct DesignTokensBuiltInTests {
    @Test func builtInTokensLoadAndValidate() throws {
        let tokens = try DesignTokens.loadBuiltIn()
        #expect(tokens.problems().isEmpty)
        #expect(tokens == DesignTokens.builtIn)
    }

    @Test func embeddedCopyMatchesTheContractFile() throws {
        let url = TestData.packageRoot.appendingPathComponent("contract/design-tokens.yaml")
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        #expect(onDisk.trimmingCharacters(in: .newlines) == EmbeddedContract.designTokens, "run `make embed`")
    }

    @Test func hasAboutTenBaseColoursAndAFewRequired() {
        let colors = DesignTokens.builtIn.baseColors
        #expect((8...12).contains(colors.count))
        #expect(Set(colors.filter { $0.value.required }.keys) == ["background", "text", "accent", "danger"])
    }

    @Test func everyRoleResolvesToABaseColour() throws {
        let tokens = DesignTokens.builtIn
        for name in tokens.roles.keys.sorted() {
            let resolved = try #require(tokens.resolve(role: name), "role \(name)")
            #expect(tokens.baseColors[resolved.foreground] != nil, "\(name) ends at \(resolved.foreground)")
            #expect(tokens.baseColors[resolved.background] != nil, "\(name) background \(resolved.background)")
            #expect(resolved.chain.first == name)
        }
    }

    @Test func resolutionFollowsTheChainAndInheritsBackground() throws {
        let tokens = DesignTokens.builtIn
        let tab = try #require(tokens.resolve(role: "tab"))
        #expect(tab.chain == ["tab", "tabBar", "muted", "textMuted"])
        #expect(tab.foreground == "textMuted")
        #expect(tab.background == "surface")
        #expect(tab.attributes == [])
        let body = try #require(tokens.resolve(role: "body"))
        #expect(body.background == "background")
        #expect(tokens.resolve(role: "noSuchRole") == nil)
    }

    @Test func everyOptionalBaseColourFallsBackToARequiredOne() {
        let tokens = DesignTokens.builtIn
        let palette: [String: RGB] = [
            "background": RGB(r: 0, g: 0, b: 0), "text": RGB(r: 255, g: 255, b: 255),
            "accent": RGB(r: 0, g: 0, b: 255), "danger": RGB(r: 255, g: 0, b: 0),
        ]
        for name in tokens.baseColors.keys {
            #expect(tokens.baseColor(name, in: palette) != nil, "\(name)")
        }
        #expect(tokens.baseColor("warning", in: palette) == RGB(r: 255, g: 0, b: 0))
        #expect(tokens.baseColor("border", in: palette) == RGB(r: 255, g: 255, b: 255))
    }

    @Test func coversEveryRoleTheUINeeds() {
        let needed = [
            "tab", "tabActive", "tabHotkey", "statusBar", "keyHint", "title", "heading", "body", "muted",
            "listItem", "listSelected", "listCursor", "chip", "chipActive", "favorite", "searchInput",
            "matchHighlight", "filterPanel", "formLabel", "field", "fieldFocused", "fieldError",
            "validationMessage", "parsePreview", "button", "buttonFocused", "buttonDanger", "dialog",
            "dialogBorder", "bannerInfo", "bannerSuccess", "bannerWarning", "bannerError", "recipeMeta",
            "ingredientChecked", "ingredientUnchecked", "stepNumber", "stepText", "stepDuration",
            "familyMemory", "progressFilled", "progressEmpty", "stepCurrent", "stepNext", "timerRunning",
            "timerWarning", "timerExpired", "assistantQuestion", "assistantAnswer", "voiceOff",
            "voiceListening", "voiceHeard", "voiceThinking", "voiceSpeaking", "helpOverlay", "scrollTrack",
            "scrollThumb", "panelBorder", "panelBorderFocused",
        ]
        let missing = needed.filter { DesignTokens.builtIn.roles[$0] == nil }
        #expect(missing.isEmpty, "missing roles: \(missing)")
    }

    @Test func selectionAndAlarmsStayVisibleInMono() throws {
        let tokens = DesignTokens.builtIn
        let body = try #require(tokens.roles["body"])
        for name in ["listSelected", "tabActive", "buttonFocused", "timerExpired", "chipActive", "fieldFocused"] {
            let role = try #require(tokens.roles[name])
            #expect(role.mono.contains(.reverse), "\(name) should use reverse in mono")
            #expect(role.mono != body.mono)
        }
    }

    @Test func documentsEveryColourDepth() {
        #expect(Set(DesignTokens.builtIn.colorDepths.keys) == Set(ColorDepth.allCases.map(\.rawValue)))
    }
}
