import ArgumentParser
import Foundation
import SousCore
import SousImport
import SousStore

/// `sous import`: files and web addresses, each read whole and checked before anything is
/// stored, then stored one whole recipe at a time with a report.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recipes: Sous exports, web pages (saved or by URL), Cooklang, Paprika, Mealie and Nextcloud Cookbook.",
        discussion: """
            A file or page that cannot be read gets one line saying why, and the rest of the \
            batch goes on. Every recipe of a file is checked before any is stored, and a file \
            is stored in one transaction: one bad recipe (named with its field) stores nothing. A report says what was read, what was missing and which ingredient \
            lines were kept as text. A recipe already in the cookbook (same id, or same title \
            and ingredients) is skipped unless --duplicates keep. Ctrl-C stops between two \
            recipes: nothing is ever stored by halves.
            """
    )

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Files, folders or http(s) addresses: .json (Sous export, Mealie, Nextcloud Cookbook, schema.org), .html, .cook, .paprikarecipes.")
    var files: [String]
    @Flag(help: "Read and report, but store nothing.") var dryRun = false
    @Option(help: "A recipe already in the cookbook: skip it, or keep both.") var duplicates: RecipeImportStore.DuplicatePolicy = .skip
    @Flag(help: "Print one JSON object per recipe (or per Sous export file).") var json = false
    @Option(help: "Seconds allowed for downloading a page, connection included.") var timeout: Double = 15
    @Option(help: ArgumentHelp("Largest download, in bytes.", visibility: .hidden)) var maxDownloadBytes: Int?
    @Option(help: ArgumentHelp("Largest local file, in bytes.", visibility: .hidden)) var maxFileBytes: Int?
    @Flag(help: ArgumentHelp("Show progress on standard error even when it is not a terminal.", visibility: .hidden))
    var showProgress = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file or address to import") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    func run() throws {
        let db = try database.open(seed: false)
        var limits = ImportLimits()
        limits.fetchTimeout = timeout
        if let maxDownloadBytes { limits.maxDownloadBytes = maxDownloadBytes }
        if let maxFileBytes { limits.maxFileBytes = maxFileBytes }
        let importer = RecipeImporter(limits: limits)
        let store = RecipeImportStore(database: db)
        let interrupt = ImportInterrupt.install()
        let progress = showProgress ? ImportProgress(enabled: true) : ImportProgress()
        var failures = 0
        var stored = 0
        let files = RecipeImporter.expand(self.files)
        for (index, file) in files.enumerated() {
            do {
                progress.reading(RecipeImporter.redacted(file), file: index + 1, files: files.count)
                let batch = try importer.read(file)
                if !dryRun { try MemoryArchiveAudio.bringIn(batch, from: file, into: db) }
                let outcome = try interrupt.storing {
                    try store.store(batch, duplicates: duplicates, dryRun: dryRun, shouldStop: { interrupt.isRequested }) { done, total in
                        progress.update(done: done, total: total, file: index + 1, files: files.count)
                    }
                }
                progress.clear()
                stored += outcome.storedCount
                interrupt.add(stored: outcome.storedCount)
                for warning in batch.warnings { Output.error("\(RecipeImporter.redacted(file)): \(warning)") }
                try ImportReportPrinter(json: json, dryRun: dryRun).print(outcome, of: batch)
                if interrupt.isRequested { break }
            } catch {
                progress.clear()
                failures += 1
                let reason = (error as? ImportError)?.reason ?? "\(error)"
                if json {
                    try Output.json(ImportReportPrinter.FileResult(file: RecipeImporter.redacted(file), ok: false, added: 0, skipped: [], error: reason))
                } else {
                    Output.error("\(RecipeImporter.redacted(file)): \(reason)")
                }
            }
        }
        if interrupt.isRequested {
            Output.error(ImportInterrupt.summary(stored: stored))
            throw ExitCode(130)
        }
        if failures > 0 { throw ExitCode(1) }
    }
}

extension RecipeImportStore.DuplicatePolicy: ExpressibleByArgument {}
