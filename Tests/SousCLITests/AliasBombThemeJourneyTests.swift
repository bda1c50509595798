import Foundation
import SousTestSupport
import Testing

/// The real app with an alias bomb as the user's theme file draws its first screen at once,
/// in the built-in theme, with a one-line banner saying why.
@Suite struct AliasBombThemeJourneyTests {
    @Test func theAppStartsWithTheBuiltInThemeAndSaysWhy() throws {
        let folder = TemporaryFolder("sous-alias-bomb")
        let themes = folder.url.appendingPathComponent("config/sous/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data(HostileYAML.aliasBomb.utf8).write(to: themes.appendingPathComponent("vintage.yaml"))
        // Before the limits it never drew: memory grew by ~100 MB a second until it was killed.
        let report = try PseudoTerminalDriver.run(in: folder.url, seconds: 8, closeTerminal: false)
        #expect(report.hasPrefix("DREW"), "\(report.prefix(40))")
        #expect(report.contains("recipes"))
        #expect(report.contains("expands too far"))
        #expect(report.contains("built-in vintage theme"))
    }
}
