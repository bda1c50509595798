import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous import`: Sous JSON files, each all-or-nothing.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recipes: Sous exports, saved web pages, Cooklang files, schema.org Recipe JSON.",
        discussion: """
            Each file is imported whole or not at all, and a report says what was read, what was \
            missing and which ingredient lines were kept as text. A recipe already in the cookbook \
            (same id, or same title and ingredients) is skipped unless --duplicates keep.
            """
    )

    enum DuplicatePolicy: String, ExpressibleByArgument, CaseIterable {
        case skip, keep
    }

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Files: .json (Sous export or schema.org Recipe), .html (a saved recipe page), .cook (Cooklang).") var files: [String]
    @Flag(help: "Read and report, but store nothing.") var dryRun = false
    @Option(help: "A recipe already in the cookbook: skip it, or keep both.") var duplicates: DuplicatePolicy = .skip
    @Flag(help: "Print one JSON object per recipe (or per Sous export file).") var json = false

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
                let data = try readFile(file)
                let contents = try ImportReader.read(file, data: data)
                guard case .archive(let archive) = contents else {
                    if case .recipes(let recipes) = contents { try importRecipes(recipes, from: file, into: db) }
                    continue
                }
                if dryRun {
                    Output.line("\(file): a Sous export with \(archive.recipes.count) recipes (dry run: nothing stored)")
                    continue
                }
                let summary = try ArchiveRepository(db).importArchive(archive)
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

    /// The file's bytes, after checking it is a readable file of a sane size.
    func readFile(_ file: String) throws -> Data {
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
        return data
    }

    /// Stores the recipes read from one file in one transaction and reports on each.
    func importRecipes(_ recipes: [ImportedRecipe], from file: String, into db: AppDatabase) throws {
        let repository = RecipeRepository(db)
        var decisions: [(ImportedRecipe, duplicate: RecipeSummary?, store: Bool)] = []
        for item in recipes {
            let duplicate = try repository.duplicate(of: item.recipe)
            var recipe = item
            if duplicate != nil, duplicates == .keep { recipe.recipe.uid = UUID().uuidString.lowercased() }
            decisions.append((recipe, duplicate, duplicate == nil || duplicates == .keep))
        }
        if !dryRun { try repository.insert(decisions.filter(\.store).map(\.0.recipe)) }
        if !json {
            let stored = decisions.filter(\.store).count
            let verb = dryRun ? "would add" : "added"
            Output.line("\(file): \(recipes.count) recipe\(recipes.count == 1 ? "" : "s") read, \(verb) \(stored)\(dryRun ? " (dry run: nothing stored)" : "")")
        }
        for (item, duplicate, store) in decisions {
            let action = store ? (dryRun ? "would add" : "added") : "skipped"
            if json {
                try Output.json(RecipeResult(file: file, action: action, duplicateOf: duplicate?.id, recipe: item.recipe, report: item.report))
            } else {
                ImportReportPrinter.print(item, action: action, duplicate: duplicate)
            }
        }
    }

    struct RecipeResult: Encodable {
        var file: String
        var action: String
        var duplicateOf: Int64?
        var recipe: Recipe
        var report: RecipeImportReport
    }

    struct FileResult: Encodable {
        var file: String
        var ok: Bool
        var added: Int
        var skipped: [String]
        var error: String?
    }
}
