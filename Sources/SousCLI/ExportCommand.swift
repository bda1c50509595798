import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous export`: everything, as Sous JSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Export every recipe, the family, favourites and collections as JSON.")

    @OptionGroup var database: DatabaseOptions
    @Option(help: "Write to this file instead of standard output.") var out: String?

    func run() throws {
        let db = try database.open()
        let data = try ArchiveRepository(db).export().jsonData()
        guard let out else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            // Written beside the target then renamed, so a crash never leaves half a file.
            try data.write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw CommandFailure(description: "\(out): cannot write (\(error.localizedDescription))")
        }
        Output.error("exported \(try RecipeRepository(db).count()) recipes to \(out)")
    }
}
