import Foundation
import Testing
import SousTestSupport
@testable import SousContract

/// A user theme file that would expand without end (an alias bomb), or is huge or deeply
/// nested, is refused in a moment and the built-in theme is used, with a one-line reason.
@Suite struct HostileThemeFileTests {
    func load(_ text: String) throws -> (ThemeDocument, String?) {
        let temporary = TemporaryFolder("sous-hostile-theme")
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("themes/vintage.yaml"))
        return ThemeCatalog.load("vintage", configDirectory: folder.path)
    }

    @Test func anAliasBombFallsBackToTheBuiltInThemeAtOnce() throws {
        let started = Date()
        let (theme, problem) = try load(HostileYAML.aliasBomb)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(theme == ThemeCatalog.builtIn("vintage"))
        let reason = try #require(problem)
        #expect(reason == "themes/vintage.yaml: expands too far (aliases in aliases?); using the built-in vintage theme")
        #expect(reason.count < 99, "one line of the banner at 100 columns")
    }

    @Test func aHugeFileAndDeepBracketsAreRefused() throws {
        let huge = "name: vintage\n" + String(repeating: "# padding\n", count: 10_000)
        #expect(try load(huge).1?.contains("themes/vintage.yaml: is over 64 KB") == true)
        let deep = "name: vintage\nx: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        #expect(try load(deep).1?.contains("nests over 32 deep") == true)
    }

    /// Issue 27 item 11: an unreadable theme file gave "Error Domain=NSCocoaErrorDomain Code=257".
    /// (Tests run as root, who reads any mode, so a folder in the file's place stands in.)
    @Test func anUnreadableThemeFileSaysSoInWords() throws {
        let temporary = TemporaryFolder("sous-unreadable-theme")
        try FileManager.default.createDirectory(at: temporary.appendingPathComponent("themes/vintage.yaml"), withIntermediateDirectories: true)
        let (theme, problem) = ThemeCatalog.load("vintage", configDirectory: temporary.path)
        #expect(theme == ThemeCatalog.builtIn("vintage"))
        let reason = try #require(problem)
        #expect(reason.hasPrefix("themes/vintage.yaml: cannot be read"), "\(reason)")
        #expect(!reason.contains("Error Domain"), "\(reason)")
    }

    @Test func aFewAliasesInAnOrdinaryThemeAreFine() throws {
        let text = "palette: {accent: &red \"#ff0000\", danger: *red}\nroles: {title: {fg: danger}}\n"
        let (theme, problem) = try load(text)
        #expect(problem == nil)
        #expect(theme.palette["danger"] == "#ff0000")
    }
}
