import Foundation
import Testing
import SousCore
import SousTestSupport
import SousUI
@testable import SousContract

@Suite struct ThemeCatalogTests {
    @Test func styleRolesAreExactlyTheContractRoles() {
        #expect(Set(StyleRole.allCases.map(\.rawValue)) == Set(DesignTokens.builtIn.roles.keys))
    }

    @Test(arguments: ThemeCatalog.builtInNames)
    func everyThemeIsValidAndResolvesEveryRole(name: String) throws {
        let theme = try #require(ThemeCatalog.builtIn(name))
        #expect(DesignTokens.builtIn.problems(in: theme).isEmpty)
        let styles = ThemeCatalog.styles(for: theme)
        for role in StyleRole.allCases {
            let style = try #require(styles[role.rawValue], "\(name) has no style for \(role)")
            for depth in ColorDepth.allCases {
                _ = style.painted(at: depth)
            }
        }
        // The selected row must differ from a plain row at every depth, or the cursor is invisible.
        for depth in ColorDepth.allCases {
            #expect(styles["listSelected"]!.painted(at: depth) != styles["listItem"]!.painted(at: depth), "\(name) at \(depth)")
        }
    }

    @Test func aBrokenUserThemeFallsBackWithAReadableMessage() throws {
        let temporary = TemporaryFolder("sous-theme")
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data("name: modern\npalette: {background: \"#zzzzzz\"}\n".utf8).write(to: folder.appendingPathComponent("themes/modern.yaml"))
        let (theme, problem) = ThemeCatalog.load("modern", configDirectory: folder.path)
        #expect(theme == ThemeCatalog.builtIn("modern"))
        #expect(problem?.contains("modern.yaml") == true)
        let (unknown, none) = ThemeCatalog.load("no-such-theme", configDirectory: folder.path)
        #expect(unknown.name == "vintage")
        #expect(none == nil)
    }
}

@Suite struct PartialUserThemeTests {
    @Test func aPartialFileOverridesOnlyWhatItNames() throws {
        let temporary = TemporaryFolder("sous-theme")
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data("palette: {accent: \"#ff0000\"}\nroles: {title: {fg: danger}}\n".utf8).write(to: folder.appendingPathComponent("themes/vintage.yaml"))
        let (theme, problem) = ThemeCatalog.load("vintage", configDirectory: folder.path)
        let builtIn = try #require(ThemeCatalog.builtIn("vintage"))
        #expect(problem == nil)
        #expect(theme.palette["accent"] == "#ff0000")
        #expect(theme.palette["background"] == builtIn.palette["background"], "colours it leaves out stay")
        #expect(theme.roles["title"]?.fg == "danger")
        #expect(theme.roles["heading"] == builtIn.roles["heading"], "roles it leaves out stay")
        #expect(theme.border == builtIn.border)
    }

    @Test func notYAMLAtAllIsReportedAndTheBuiltInIsUsed() throws {
        let temporary = TemporaryFolder("sous-theme")
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data("palette: [unclosed\n  - : :".utf8).write(to: folder.appendingPathComponent("themes/playful.yaml"))
        let (theme, problem) = ThemeCatalog.load("playful", configDirectory: folder.path)
        #expect(theme == ThemeCatalog.builtIn("playful"))
        #expect(problem?.contains("playful.yaml") == true)
    }
}
