import SousCore

/// The human-readable import report: one block per recipe, saying what needs a look.
enum ImportReportPrinter {
    static func print(_ item: ImportedRecipe, action: String, duplicate: RecipeSummary?) {
        let recipe = item.recipe
        var head = "  \(action == "skipped" ? "=" : "+") \(recipe.title) (\(recipe.ingredients.count) ingredients, \(recipe.instructions.count) steps): \(action)"
        if let duplicate { head += action == "skipped" ? ", already in the cookbook as #\(duplicate.id)" : ", kept beside #\(duplicate.id)" }
        Output.line(head)
        let report = item.report
        if !report.missingFields.isEmpty { Output.line("      missing: " + report.missingFields.joined(separator: ", ")) }
        for line in report.unparsedIngredients { Output.line("      kept as text, check it: \"\(line)\"") }
        for note in report.notes { Output.line("      note: " + note) }
    }
}
