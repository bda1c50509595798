import Foundation
import Testing
import SousTestSupport

/// `sous render --theme`, the cooking screen and `--ansi` (issue 27 item 20).
@Suite struct RenderCommandThemeTests {
    @Test func theCookingScreenInAThemeWithItsColours() throws {
        let cli = CommandRunner()
        let plain = try cli.run(["render", "cooking", "--recipe", "Lemon Tart", "--step", "2", "--theme", "playful", "--size", "80x24"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("Cooking Lemon Tart"))
        #expect(plain.stdout.contains("Step 2 of"))
        #expect(plain.stdout.contains("🍓"), "playful's bullet")
        #expect(!plain.stdout.contains("\u{1B}["))

        let colours = try cli.run(["render", "cooking", "--recipe", "Lemon Tart", "--theme", "vintage", "--ansi"])
        #expect(colours.status == 0, "\(colours.stderr)")
        // Vintage's background #f5e6c8 as a 24-bit background, and a reset at each line's end.
        #expect(colours.stdout.contains("48;2;245;230;200"))
        #expect(colours.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix("\u{1B}[0m") })

        let sixteen = try cli.run(["render", "home", "--theme", "modern", "--ansi", "--depth", "16"])
        #expect(sixteen.status == 0)
        #expect(!sixteen.stdout.contains(";2;"), "no 24-bit colours at 16 colours")
    }

    @Test func theKitchenViewAndASCII() throws {
        let cli = CommandRunner()
        let big = try cli.run(["render", "cooking", "--recipe", "Lemon Tart", "--kitchen", "--size", "100x30"])
        #expect(big.status == 0, "\(big.stderr)")
        #expect(big.stdout.contains("█"))
        #expect(big.stdout.contains("b normal view"))
        let ascii = try cli.run(["render", "cooking", "--recipe", "Lemon Tart", "--kitchen", "--ascii", "--size", "80x24"])
        #expect(ascii.stdout.contains("##"))
        #expect(!ascii.stdout.contains("█"))
    }

    @Test func badChoicesAreNamed() throws {
        let cli = CommandRunner()
        let theme = try cli.run(["render", "home", "--theme", "neon"])
        #expect(theme.status != 0)
        #expect(theme.stderr.contains("no theme named \"neon\""))
        #expect(theme.stderr.contains("vintage"))
        let step = try cli.run(["render", "cooking", "--recipe", "Lemon Tart", "--step", "99"])
        #expect(step.status != 0)
        #expect(step.stderr.contains("not 99"))
        let depth = try cli.run(["render", "home", "--ansi", "--depth", "millions"])
        #expect(depth.stderr.contains("--depth must be one of"))
    }
}
