import ArgumentParser
import SousCore
import SousStore

/// The `sous` command: a terminal cookbook and hands-free cooking assistant.
public struct SousCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sous",
        abstract: "A terminal cookbook and hands-free cooking assistant.",
        subcommands: [ListCommand.self, ShowCommand.self, SearchCommand.self, ParseIngredientCommand.self, ExportCommand.self, ImportCommand.self, TerminalCheckCommand.self]
    )

    @OptionGroup var database: DatabaseOptions

    public init() {}

    public func run() throws {
        // The full-screen interface arrives with the UI issue; until then bare `sous`
        // opens (and on first run seeds) the cookbook and says what it can do.
        let db = try database.open()
        let count = try RecipeRepository(db).count()
        print(SousCommand.helpMessage())
        print("")
        print("Cookbook: \(count) recipes in \(TerminalSafe.sanitized(db.path ?? "memory"))")
        print("Try: sous search garlic · sous show \"Lemon Tart\" --units metric --servings 4")
    }
}
