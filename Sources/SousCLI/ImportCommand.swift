import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous import`: Sous JSON files, each all-or-nothing.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Sous JSON exports.",
        discussion: "Each file is imported whole or not at all. Recipes already present (same uid) are skipped, never overwritten."
    )

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Files written by `sous export`.") var files: [String]
    @Flag(help: "Print one JSON object per file.") var json = false

    /// Files larger than this are refused before reading (a cookbook of 100,000 recipes is ~300 MB).
    static let maxFileSize = 512 * 1024 * 1024

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file to import") }
    }

    func run() throws {
        let db = try database.open(seed: false)
        var failures = 0
        for file in files {
            do {
                let summary = try importFile(file, into: db)
                if json {
                    try Output.json(FileResult(file: file, ok: true, added: summary.added.count, skipped: summary.skipped, error: nil))
                } else {
                    var line = "\(file): added \(summary.added.count) recipe\(summary.added.count == 1 ? "" : "s")"
                    if !summary.skipped.isEmpty { line += ", skipped \(summary.skipped.count) already present" }
                    Output.line(line)
                }
            } catch {
                failures += 1
                if json {
                    try Output.json(FileResult(file: file, ok: false, added: 0, skipped: [], error: "\(error)"))
                } else {
                    Output.error("\(file): \(error)")
                }
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }

    func importFile(_ file: String, into db: AppDatabase) throws -> ImportSummary {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: file)
        } catch {
            throw CommandFailure(description: "cannot read the file (it does not exist or is not readable)")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory { throw CommandFailure(description: "is a folder, not a file") }
        if let size = attributes[.size] as? Int, size > Self.maxFileSize {
            throw CommandFailure(description: "is too large (\(size / 1_048_576) MB; the limit is \(Self.maxFileSize / 1_048_576) MB)")
        }
        guard let data = FileManager.default.contents(atPath: file) else { throw CommandFailure(description: "cannot read the file") }
        let archive = try SousArchive.decode(data)
        return try ArchiveRepository(db).importArchive(archive)
    }

    struct FileResult: Encodable {
        var file: String
        var ok: Bool
        var added: Int
        var skipped: [String]
        var error: String?
    }
}
