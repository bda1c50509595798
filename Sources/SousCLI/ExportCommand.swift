import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous export`: everything, as Sous JSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Export every recipe, the family, favourites, collections, the meal plan and the shopping list as JSON.")

    @OptionGroup var database: DatabaseOptions
    @Option(help: "Write to this file instead of standard output.") var out: String?

    func run() throws {
        var unreadable = 0
        let archive: SousArchive
        do {
            archive = try ArchiveRepository(try database.open()).export()
        } catch let error as StorageError where error.kind == .damaged || error.kind == .newerVersion {
            // Nothing may be written to such a file, but what it holds can still be saved:
            // read it without changing it, recipe by recipe.
            let readable = try ArchiveRepository(try AppDatabase.openReadOnly(path: database.path())).exportReadable()
            unreadable = readable.unreadable
            archive = readable.archive
            let what = error.kind == .damaged ? "is damaged" : "is from a newer Sous"
            Output.error("\(database.path()) \(what): exporting what can be read, without changing the file")
        }
        let data = try archive.jsonData()
        guard let out else {
            if let memories = archive.memories, !memories.isEmpty {
                Output.error("\(memories.count == 1 ? "the spoken memory's recording is" : "the \(memories.count) spoken memories' recordings are") not on standard output: export with --out FILE.json to keep \(memories.count == 1 ? "it" : "them") beside it")
            }
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            // Written beside the target then renamed, so a crash never leaves half a file.
            try data.write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw CommandFailure(description: "\(out): cannot write (\(error.localizedDescription))")
        }
        let recordings = try MemoryArchiveAudio.sendOut(archive, to: out, database: database)
        let count = archive.recipes.count
        let planned = archive.planning?.entries.count ?? 0
        Output.error("exported \(count) recipes" + (planned > 0 ? " and \(planned) meal plan entr\(planned == 1 ? "y" : "ies")" : "")
                     + " to \(out)" + (recordings > 0 ? ", \(recordings) recording\(recordings == 1 ? "" : "s") to \(ArchiveAudio.folder(besideArchive: out).path)" : "") + (unreadable > 0 ? "; \(unreadable) could not be read" : ""))
    }
}
