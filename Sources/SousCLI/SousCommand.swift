import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore

/// The `sous` command: a terminal cookbook and hands-free cooking assistant.
public struct SousCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sous",
        abstract: "A terminal cookbook and hands-free cooking assistant.",
        version: SousVersion.number,
        subcommands: [ListCommand.self, ShowCommand.self, SearchCommand.self, AskCommand.self, CookCommand.self, ParseIngredientCommand.self, ExportCommand.self, ImportCommand.self, ListenCommand.self, SayCommand.self, VoiceCommand.self, RenderCommand.self, TerminalCheckCommand.self, PlanCommand.self, ShopCommand.self, PantryCommand.self, NutritionCommand.self, AICommand.self, SyncCommand.self, FamilyCommand.self, MemoryCommand.self, VersionCommand.self, ManualCommand.self]
    )

    @OptionGroup var database: DatabaseOptions
    @Option(name: .customLong("audio-file"), help: "Listen to this WAV file instead of the microphone (voice must be on in Settings).")
    var audioFile: String?
    @Option(name: .customLong("voice-contract"),
            help: ArgumentHelp("Listen with another intents contract (to try the voice on other recordings; what is heard shows in the status line).", valueName: "file"))
    var voiceContract: String?

    public init() {}

    /// Bare `sous`: the full-screen app on a terminal; otherwise (a pipe, a script) help and
    /// a line about the cookbook, so nothing hangs waiting for keys that never come.
    public func run() throws {
        let db = try database.open()
        // Read before the screen is taken, so a bad file is a one-line error, not a silent microphone.
        let grammar = try voiceContract.map { path throws -> IntentGrammar in
            do { return try IntentContract.load(fileAt: URL(fileURLWithPath: path)) } catch {
                throw CommandFailure(description: "--voice-contract: \(error)")
            }
        }
        if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
            try FullScreenApp.run(database: db, audioFile: audioFile.map { URL(fileURLWithPath: $0) }, voiceGrammar: grammar)
            return
        }
        let count = try RecipeRepository(db).count()
        print(SousCommand.helpMessage())
        print("")
        print("Cookbook: \(count) recipes in \(TerminalSafe.sanitized(db.path ?? "memory"))")
        print("Try: sous search garlic · sous show \"Lemon Tart\" --units metric --servings 4")
    }
}

extension SousCommand {
    /// `main()`, except that a mistake in the arguments is one line and where to read more,
    /// not three or four lines of usage above the cook's own command (issue 43):
    /// "Error: --servings must be between 1 and 1000" and "  See 'sous show --help'.".
    public static func mainWithShortUsageErrors(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if code == .success {
                if !text.isEmpty { print(text) }
                Foundation.exit(0)
            }
            guard text.contains("\nUsage: ") else {
                if !text.isEmpty { FileHandle.standardError.write(Data((text + "\n").utf8)) }
                Foundation.exit(code.rawValue)
            }
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            var short = "Error: " + (lines.first ?? "").replacingOccurrences(of: "Error: ", with: "")
            if let see = lines.first(where: { $0.hasPrefix("See '") }) {
                short += "\n  " + see.replacingOccurrences(of: " for more information.", with: ".")
            }
            FileHandle.standardError.write(Data((short + "\n").utf8))
            Foundation.exit(code.rawValue)
        }
    }
}
