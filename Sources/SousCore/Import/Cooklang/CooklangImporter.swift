import Foundation

/// Turns a `.cook` file into a Sous `Recipe`, with a report of what was missing or odd.
///
/// Cooklang keeps ingredients inside the steps; Sous keeps a list beside them. The importer
/// gathers the list in order of first mention, merging repeat mentions of the same ingredient,
/// and writes each step as plain words ("Add the salt and cook for 25 minutes."). Nothing the
/// file says is dropped without a line in the report.
public enum CooklangImporter {
    /// Reads `text`; `source` names the file for the report, `fallback` is the title when the
    /// metadata has none (usually the file name without `.cook`).
    public static func importRecipe(text: String, source: String, title fallback: String) -> ImportedRecipe {
        importRecipe(document: CooklangParser.parse(text), uid: uid(for: text), source: source, title: fallback)
    }

    /// Maps an already parsed document; `uid` becomes the recipe's identity.
    public static func importRecipe(document: CooklangDocument, uid: String, source: String, title fallback: String) -> ImportedRecipe {
        var report = RecipeImportReport(source: source)
        let metadata = document.metadata
        var recipe = Recipe(uid: uid, title: title(metadata, fallback: fallback, report: &report))
        readMetadata(metadata, into: &recipe, report: &report)
        var body = Body()
        body.read(document.blocks, report: &report)
        recipe.ingredients = body.ingredients.map(\.ingredient)
        recipe.instructions = body.instructions
        recipe.description = [recipe.description, body.introduction].filter { !$0.isEmpty }.joined(separator: "\n\n")
        if !body.cookware.isEmpty {
            let line = "Cookware: " + body.cookware.joined(separator: ", ") + "."
            recipe.description = [recipe.description, line].filter { !$0.isEmpty }.joined(separator: "\n\n")
            report.notes.append("cookware listed in the description: \(body.cookware.joined(separator: ", "))")
        }
        if recipe.description.isEmpty { report.missingFields.append("description") }
        if recipe.ingredients.isEmpty { report.missingFields.append("ingredients") }
        if recipe.instructions.isEmpty { report.missingFields.append("instructions") }
        return ImportedRecipe(recipe: recipe, report: report)
    }

    private static func title(_ metadata: CooklangMetadata, fallback: String, report: inout RecipeImportReport) -> String {
        if let title = metadata.value(for: "title", "name") { return title }
        report.missingFields.append("title")
        let name = fallback.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? "Untitled recipe" : name
    }

    /// A uid derived from the file's text (FNV-1a), so importing the same file twice is seen as a
    /// duplicate and the importer stays a pure function.
    static func uid(for text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "cooklang-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
