import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousStore

/// `sous cook RECIPE`: the full-screen app, straight into the cooking overlay.
struct CookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cook",
        abstract: "Cook a recipe step by step in the full-screen app (resumes its session if one is stored)."
    )

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe: its id or the start of its title.") var recipe: String
    /// `--audio-file` belongs to `sous` itself (`sous --audio-file F cook R` or `sous cook R --audio-file F`).
    @ParentCommand var sous: SousCommand

    func run() throws {
        let db = try database.open()
        let found = try RecipeLookup.find(recipe, in: db)
        guard let id = found.id else { throw CommandFailure(description: "\(recipe): not stored") }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CommandFailure(description: "sous cook needs a terminal (it opens the full-screen app); try sous show \"\(found.title)\"")
        }
        try FullScreenApp.run(database: db, then: [.cooking(.recipe(id: id))], audioFile: sous.audioFile.map { URL(fileURLWithPath: $0) })
    }
}
