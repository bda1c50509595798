import Foundation
import SousApp
import SousCore
import SousImport
import SousStore

/// Carries out `TransferEffect`s: reads files and pages for an import preview, stores what the
/// preview ticked, writes exports. Results come back as data for the reducer to word.
public struct TransferEffectHandler: EffectHandler {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func perform(_ effect: TransferEffect) -> [AppAction] {
        AppFailure.catching { try run(effect) }
    }

    private func run(_ effect: TransferEffect) throws -> [AppAction] {
        switch effect {
        case .exportRecipe(let id, let path):
            return [try exportRecipe(id: id, to: path)]
        case .exportAll(let path):
            let file = Self.expand(path)
            try write(try ArchiveRepository(database).export().jsonData(), to: file)
            return [.exported(.everything(recipeCount: try RecipeRepository(database).count(), file: file))]
        case .previewImport(let source):
            return [try previewImport(source)]
        case .commitImport(let preview):
            return [try commitImport(preview)]
        case .exportShoppingList(let span, let path):
            let file = Self.expand(path)
            let repository = ShoppingRepository(database)
            let list = try repository.listForPlan(from: span.from, to: span.to, system: span.units)
            let extras = try repository.extras()
            let ticked = try repository.tickedKeys()
            let heading = "Shopping for \(span.from.longName) to \(span.to.longName)"
            // The format follows the file's name, as `sous shop --json` and `--format` choose it.
            switch (file as NSString).pathExtension.lowercased() {
            case "json":
                try write(try ShoppingOutput.encoded(ShoppingOutput(list: list, ticked: ticked, extras: extras)), to: file)
            case let ext:
                let text = ShoppingText.render(list, ticked: ticked, extras: extras, heading: heading, markdown: ext == "md" || ext == "markdown")
                try write(Data((text + "\n").utf8), to: file)
            }
            let count = list.toBuy.reduce(0) { $0 + $1.items.count } + extras.count
            return [.exported(.shoppingList(itemCount: count, file: file))]
        }
    }

    private func exportRecipe(id: Int64, to path: String) throws -> AppAction {
        guard let recipe = try RecipeRepository(database).recipe(id: id) else { throw AppFailure.recipeGone }
        let file = Self.expand(path)
        let isCooklang = file.lowercased().hasSuffix(".cook")
        let data = isCooklang ? Data(CooklangExporter.export(recipe).utf8) : try SousArchive(recipes: [recipe]).jsonData()
        try write(data, to: file)
        return .exported(.recipe(title: recipe.title, file: file, isCooklang: isCooklang))
    }

    /// Reads a file, a folder or a web address in any format `sous import` takes and says what it
    /// holds; nothing is stored.
    private func previewImport(_ source: String) throws -> AppAction {
        let location = RecipeImporter.isURL(source) ? source.trimmingCharacters(in: .whitespaces) : Self.expand(source)
        let files = RecipeImporter.isURL(location) ? [location] : RecipeImporter.expand([location])
        guard !files.isEmpty else { throw AppFailure.emptyFolder(location) }
        let importer = RecipeImporter()
        var batches: [ImportBatch] = [], warnings: [String] = []
        for file in files {
            do {
                batches.append(try importer.read(file))
            } catch {
                // One file of a folder may be bad; a single file's reason is the whole answer.
                if files.count == 1 { throw AppFailure.unreadable(source: RecipeImporter.redacted(file), reason: error.reason) }
                warnings.append("\(RecipeImporter.redacted(file)): \(error.reason)")
            }
        }
        let repository = RecipeRepository(database)
        if batches.count == 1, case .archive(let archive) = batches[0].contents {
            let items = try archive.recipes.map { recipe in
                ImportPreview.Item(imported: ImportedRecipe(recipe: recipe, report: RecipeImportReport(source: RecipeImporter.redacted(location))),
                                   duplicateOf: try repository.recipe(uid: recipe.uid)?.title)
            }
            return .importing(.previewed(ImportPreview(source: source, items: items, archive: archive, warnings: batches[0].warnings)))
        }
        var items: [ImportPreview.Item] = []
        for batch in batches {
            warnings += batch.warnings
            switch batch.contents {
            case .archive:
                warnings.append("\(batch.location): a Sous export; import it on its own to bring its family and collections")
            case .recipes(let recipes):
                items += try recipes.map { ImportPreview.Item(imported: $0, duplicateOf: try repository.duplicate(of: $0.recipe)?.title) }
            }
        }
        guard !items.isEmpty else { throw AppFailure.noRecipes(source: RecipeImporter.redacted(location), detail: warnings.first) }
        return .importing(.previewed(ImportPreview(source: source, items: items, warnings: warnings)))
    }

    /// Stores what the preview shows ticked, in transactions of whole recipes.
    private func commitImport(_ preview: ImportPreview) throws -> AppAction {
        let store = RecipeImportStore(database: database)
        if let archive = preview.archive {
            let outcome = try store.store(ImportBatch(location: preview.source, contents: .archive(archive)))
            let summary = outcome.archive ?? ImportSummary()
            return .dataChanged(.archiveImported(added: summary.added.count, skipped: summary.skipped.count,
                                                  planEntries: summary.planEntries))
        }
        // Ticked duplicates are a second copy the cook asked for.
        let chosen = preview.items.filter(\.isIncluded).map(\.imported)
        let outcome = try store.store(ImportBatch(location: preview.source, contents: .recipes(chosen)), duplicates: .keep)
        let stored = outcome.recipes.filter { $0.action == .added }
        let toCheck = stored.reduce(0) { $0 + $1.imported.report.unparsedIngredients.count }
        return .dataChanged(.recipesImported(titles: stored.map(\.imported.recipe.title), linesToCheck: toCheck))
    }

    /// Writes a file beside its target and renames it, so a crash never leaves half a file.
    private func write(_ data: Data, to file: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw AppFailure.cannotWrite(path: file, reason: error.localizedDescription)
        }
    }

    /// "~/x.json" is in the home folder.
    static func expand(_ path: String) -> String {
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        guard trimmed == "~" || trimmed.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else { return trimmed }
        return home + trimmed.dropFirst()
    }
}
