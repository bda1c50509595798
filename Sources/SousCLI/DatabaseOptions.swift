import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore

/// `--db PATH`, shared by every command that reads or writes recipes.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The database file (default: $SOUS_DB, else the XDG data folder).", valueName: "path"))
    var db: String?

    /// The database path: `--db`, else `SOUS_DB`, else `$XDG_DATA_HOME/sous/sous.sqlite`.
    func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let db, !db.isEmpty { return expandTilde(db, environment) }
        if let env = environment["SOUS_DB"], !env.isEmpty { return expandTilde(env, environment) }
        return DataLocation.defaultDatabasePath(environment: environment)
    }

    /// Opens the database, filling a newly created one with the starter cookbook unless
    /// `seed` is false (an import into a new file brings its own cookbook).
    func open(seed: Bool = true) throws -> AppDatabase {
        let path = path()
        let isNew = !FileManager.default.fileExists(atPath: path)
        let database = try AppDatabase.open(path: path)
        if isNew && seed {
            try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Date()), applySettings: false)
        }
        return database
    }

    private func expandTilde(_ path: String, _ environment: [String: String]) -> String {
        guard path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst()
    }
}

/// Where Sous keeps its files, following the XDG base directory conventions.
enum DataLocation {
    static func defaultDatabasePath(environment: [String: String]) -> String {
        dataDirectory(environment: environment) + "/sous.sqlite"
    }

    static func dataDirectory(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/sous" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/share/sous"
    }
}
