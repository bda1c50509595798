import Foundation
import SousTestSupport
import Testing

/// A mistake in the arguments is one line and where to read more, not the usage printed over
/// the cook's command (issue 43); help still prints whole, and other errors are unchanged.
@Suite struct ShortUsageErrorTests {
    let cli = CommandRunner()

    @Test(arguments: [
        (["show", "lemon", "--units", "imperial"], "Error: The value 'imperial' is invalid for '--units <units>'", "See 'sous show --help'."),
        (["show", "lemon", "--servings", "0"], "Error: --servings must be between 1 and 1000", "See 'sous show --help'."),
        (["show"], "Error: Missing expected argument '<recipe>'", "See 'sous show --help'."),
        (["plan", "add"], "Error: give a recipe or --note", "See 'sous plan add --help'."),
    ])
    func anArgumentMistakeIsOneLineAndWhereToLook(arguments: [String], error: String, see: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.hasPrefix(error) == true, "\(result.stderr)")
        #expect(lines.last?.trimmingCharacters(in: .whitespaces) == see, "\(result.stderr)")
        #expect(!result.stderr.contains("Usage:"))
    }

    @Test func helpIsWholeAndOtherErrorsAreOneLine() throws {
        let help = try cli.run(["show", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: sous show"))
        let missing = try cli.run(["show", "no such dish", "--db", cli.folder.appendingPathComponent("s.sqlite").path])
        #expect(missing.status != 0)
        #expect(missing.stderr.hasPrefix("Error: ") && !missing.stderr.hasPrefix("Error: Error:"), "\(missing.stderr)")
        #expect(missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    }
}
