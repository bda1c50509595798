import SousCore
import SousImport
import SousStore

/// The import report: per file a summary line, then one block per recipe saying what needs a
/// look; or, with `--json`, one JSON object per recipe (or per Sous export).
struct ImportReportPrinter {
    var json: Bool
    var dryRun: Bool

    func print(_ outcome: RecipeImportStore.Outcome, of batch: ImportBatch) throws {
        let file = batch.location
        if case .archive(let archive) = batch.contents {
            guard let summary = outcome.archive else {
                return Output.line("\(file): a Sous export with \(archive.recipes.count) recipes (dry run: nothing stored)")
            }
            if json { return try Output.json(FileResult(file: file, ok: true, added: summary.added.count, skipped: summary.skipped,
                                                           uidClashes: summary.uidClashes, planEntries: summary.planEntries, error: nil)) }
            var line = "\(file): added \(summary.added.count) recipe\(summary.added.count == 1 ? "" : "s")"
            if summary.planEntries > 0 { line += " and \(summary.planEntries) meal plan entr\(summary.planEntries == 1 ? "y" : "ies")" }
            if summary.memories > 0 { line += ", \(summary.memories) spoken memor\(summary.memories == 1 ? "y" : "ies")" }
            if summary.memoriesWithoutAudio > 0 { line += " (\(summary.memoriesWithoutAudio) left out: the recording was not beside the export)" }
            if !summary.skipped.isEmpty { line += ", skipped \(summary.skipped.count) already present" }
            if summary.interrupted { line += "; interrupted before the rest" }
            Output.line(line)
            for clash in summary.uidClashes {
                Output.line("  “\(clash.added)” came with the id of “\(clash.existing)”, already here: both kept, “\(clash.added)” under a new id")
            }
            return
        }
        if !json {
            let count = batch.recipeCount
            let kept = outcome.recipes.filter { $0.action != .skipped }.count
            var line = "\(file): \(count) recipe\(count == 1 ? "" : "s") read, \(dryRun ? "would add" : "added") \(kept)"
            if dryRun { line += " (dry run: nothing stored)" }
            if outcome.interrupted { line += "; interrupted after \(outcome.recipes.count)" }
            Output.line(line)
        }
        for result in outcome.recipes {
            if json {
                try Output.json(RecipeResult(file: file, action: result.action.rawValue, duplicateOf: result.duplicate?.id,
                                             recipe: result.imported.recipe, report: result.imported.report))
            } else {
                printBlock(result)
            }
        }
    }

    private func printBlock(_ result: RecipeImportStore.RecipeOutcome) {
        let recipe = result.imported.recipe
        let skipped = result.action == .skipped
        var head = "  \(skipped ? "=" : "+") \(recipe.title) (\(SpokenText.count(recipe.ingredients.count, "ingredient")), \(SpokenText.count(recipe.instructions.count, "step"))): \(result.action.rawValue)"
        if let duplicate = result.duplicate { head += skipped ? ", already in the cookbook as #\(duplicate.id)" : ", kept beside #\(duplicate.id)" }
        Output.line(head)
        let report = result.imported.report
        if !report.missingFields.isEmpty { Output.line("      missing: " + report.missingFieldLabels.joined(separator: ", ")) }
        for line in report.unparsedIngredients { Output.line("      kept as text, check it: \"\(line)\"") }
        for note in report.notes { Output.line("      note: " + note) }
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
        var uidClashes: [ImportSummary.UidClash]? = nil
        var planEntries: Int?
        var error: String?
    }
}
