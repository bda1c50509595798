import ArgumentParser
import Foundation

/// A command as swift-argument-parser describes it (`--experimental-dump-help`'s JSON, the
/// format its own `generate-manual` plugin reads): the part of it the man page uses.
struct CommandInfo: Decodable {
    var commandName: String
    var superCommands: [String]?
    var abstract: String?
    var discussion: String?
    var shouldDisplay: Bool?
    var defaultSubcommand: String?
    var subcommands: [CommandInfo]?
    var arguments: [ArgumentInfo]?

    struct ArgumentInfo: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
            var spelled: String {
                switch kind {
                case "short": "-" + name
                case "longWithSingleDash": "-" + name
                default: "--" + name
                }
            }
        }

        var kind: String
        var shouldDisplay: Bool?
        var isOptional: Bool?
        var isRepeating: Bool?
        var names: [Name]?
        var preferredName: Name?
        var valueName: String?
        var defaultValue: String?
        var allValues: [String]?
        var abstract: String?
        var discussion: String?

        var isShown: Bool { shouldDisplay ?? true }
        var isPositional: Bool { kind == "positional" }
        var isFlag: Bool { kind == "flag" }
    }

    /// The tree of `command` and its subcommands.
    static func of(_ command: any ParsableCommand.Type) throws -> CommandInfo {
        struct Dump: Decodable { var command: CommandInfo }
        return try JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8)).command
    }

    var isShown: Bool { shouldDisplay ?? true }
    /// "sous plan add".
    var fullName: String { ((superCommands ?? []) + [commandName]).joined(separator: " ") }
    /// The arguments a reader can use, without the `--help` every command has and the
    /// `--version` each subcommand repeats from the root.
    var shownArguments: [ArgumentInfo] {
        let repeated: Set<String> = superCommands == nil ? ["help"] : ["help", "version"]
        return (arguments ?? []).filter { $0.isShown && !repeated.contains($0.preferredName?.name ?? "") }
    }

    /// The shown commands under this one, depth first, this one first.
    var allShown: [CommandInfo] {
        guard isShown else { return [] }
        return [self] + (subcommands ?? []).flatMap(\.allShown)
    }
}
