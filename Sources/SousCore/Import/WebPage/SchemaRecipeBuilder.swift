import Foundation

/// Builds a Sous recipe and its import report from one schema.org Recipe node.
///
/// Every text passes through `WebText`, ingredient lines through `IngredientLineParser`
/// (keeping the line as written), and step durations through `DurationFinder`. What the page
/// did not say is listed in the report rather than invented.
enum SchemaRecipeBuilder {
    static let maxIngredients = 500
    static let maxTitleLength = 300

    static func build(_ node: JSONValue, source: String, position: Int, pageNotes: [String]) -> ImportedRecipe {
        var report = RecipeImportReport(source: source, notes: pageNotes)
        let title = String(WebText.clean(node.first("name", "headline")?.texts.first ?? "").prefix(maxTitleLength))
        var recipe = Recipe(uid: uid(source: source, title: title, position: position), title: title.isEmpty ? "Untitled recipe" : title)
        if title.isEmpty { report.missingFields.append("title") }

        recipe.description = WebText.clean(node.first("description")?.texts.first ?? "")
        if recipe.description.isEmpty { report.missingFields.append("description") }

        readIngredients(node, into: &recipe, report: &report)
        readSteps(node, into: &recipe, report: &report)
        readServings(node, into: &recipe, report: &report)
        readTimes(node, into: &recipe, report: &report)

        if let category = SchemaCategory.category(from: node.first("recipeCategory")?.texts ?? []) {
            recipe.category = category
        } else {
            report.missingFields.append("category")
        }
        let tagSources = (node.first("recipeCuisine")?.texts ?? []) + (node.first("keywords")?.texts ?? [])
        recipe.tags = SchemaCategory.tags(from: tagSources)
        recipe.source = sourceText(node)
        return ImportedRecipe(recipe: recipe, report: report)
    }

    /// A uid derived from the page and the recipe, so importing the same page twice is seen
    /// as a duplicate (and the extractor stays a pure function).
    static func uid(source: String, title: String, position: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(source)\n\(title)\n\(position)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "web-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func ingredientLines(_ node: JSONValue) -> [String] {
        let raw = node.first("recipeIngredient", "ingredients")?.texts ?? []
        return raw.flatMap(WebText.lines).map(collapsingDoubleParentheses).prefix(maxIngredients).map { $0 }
    }

    /// WP Recipe Maker writes notes as "((see note))"; one pair of parentheses is what it shows.
    static func collapsingDoubleParentheses(_ line: String) -> String {
        guard line.contains("((") else { return line }
        return line.replacingOccurrences(of: "((", with: "(").replacingOccurrences(of: "))", with: ")")
    }

    private static func readIngredients(_ node: JSONValue, into recipe: inout Recipe, report: inout RecipeImportReport) {
        setIngredients(ingredientLines(node), of: &recipe, report: &report)
    }

    /// Parses the lines into the recipe's ingredients, replacing any it had, and reports on them.
    static func setIngredients(_ lines: [String], of recipe: inout Recipe, report: inout RecipeImportReport) {
        recipe.ingredients = []
        report.unparsedIngredients = []
        report.missingFields.removeAll { $0 == "ingredients" }
        for parsed in IngredientLineParser.parse(lines: lines) {
            guard case .ingredient(let ingredient) = parsed else { continue }
            recipe.ingredients.append(ingredient)
            if ingredient.name.isEmpty { report.unparsedIngredients.append(ingredient.text) }
        }
        if recipe.ingredients.isEmpty { report.missingFields.append("ingredients") }
    }

    private static func readSteps(_ node: JSONValue, into recipe: inout Recipe, report: inout RecipeImportReport) {
        setSteps(node.first("recipeInstructions", "instructions", "step") ?? .null, of: &recipe, report: &report)
    }

    /// Reads the steps of a recipeInstructions value into the recipe, replacing any it had.
    static func setSteps(_ value: JSONValue, of recipe: inout Recipe, report: inout RecipeImportReport) {
        report.missingFields.removeAll { $0 == "steps" }
        let steps = SchemaInstructions.steps(from: value)
        recipe.instructions = steps.enumerated().map { offset, step in
            let text = step.fullText
            let tip = step.tips.isEmpty ? nil : step.tips.joined(separator: " ")
            return Instruction(step: offset + 1, text: text, duration: DurationFinder.primaryDuration(in: step.text), tip: tip)
        }
        if steps.isEmpty { report.missingFields.append("steps") }
    }

    private static func readServings(_ node: JSONValue, into recipe: inout Recipe, report: inout RecipeImportReport) {
        guard let yield = node.first("recipeYield", "yield"), let reading = SchemaYield.read(yield) else {
            report.missingFields.append("servings")
            return
        }
        recipe.servings = reading.servings
        if let note = reading.note { report.notes.append(note) }
    }

    /// Prep and cook times; with only a total, the cook time is the total less the prep.
    private static func readTimes(_ node: JSONValue, into recipe: inout Recipe, report: inout RecipeImportReport) {
        let prep = minutes(node, "prepTime", report: &report)
        let cook = minutes(node, "cookTime", report: &report)
        let total = minutes(node, "totalTime", report: &report)
        recipe.prepMinutes = prep
        recipe.cookMinutes = cook
        if cook == nil, let total, total >= (prep ?? 0) {
            recipe.cookMinutes = total - (prep ?? 0)
            report.notes.append("cook time taken as total time less prep time")
        }
        if let total, let sum = recipe.totalMinutes, total > sum {
            report.notes.append("total time \(total) min is longer than prep + cook (\(sum) min); the rest is likely resting or chilling")
        }
        if recipe.prepMinutes == nil { report.missingFields.append("prepMinutes") }
        if recipe.cookMinutes == nil { report.missingFields.append("cookMinutes") }
    }

    private static func minutes(_ node: JSONValue, _ key: String, report: inout RecipeImportReport) -> Int? {
        guard let text = node[key]?.texts.first, !text.isEmpty else { return nil }
        guard let minutes = SchemaDuration.minutes(text) else {
            report.notes.append("\(key) '\(WebText.clean(text).prefix(40))' could not be read")
            return nil
        }
        return minutes
    }

    /// "Author, https://page" from the author names and the recipe URL, when the page has them.
    static func sourceText(_ node: JSONValue) -> String? {
        let authors = (node["author"]?.elements ?? []).compactMap { author -> String? in
            let name = WebText.clean(author.scalarText ?? author["name"]?.texts.first ?? "")
            return name.isEmpty ? nil : name
        }
        let url = WebText.clean(node["url"]?.texts.first ?? "")
        let parts = [authors.prefix(3).joined(separator: ", "), url].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
