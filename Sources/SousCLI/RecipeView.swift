import SousCore

/// A recipe prepared for display: scaled to a number of servings and shown in a unit system.
struct RecipeView {
    var recipe: Recipe
    var servings: Int
    var units: UnitSystem

    var factor: Rational { RecipeScaler.factor(fromServings: recipe.servings, toServings: servings) ?? .one }

    var ingredientLines: [(section: String?, text: String)] {
        recipe.ingredients.map { ($0.section, IngredientFormatter.display($0, system: units, scale: factor)) }
    }

    var stepLines: [String] {
        recipe.instructions.map { TemperatureConverter.rewrite($0.text, for: units) }
    }

    struct JSONOutput: Encodable {
        var recipe: Recipe
        var servings: Int
        var units: UnitSystem
        var scale: String
        var ingredients: [String]
        var steps: [String]
    }

    var output: JSONOutput {
        JSONOutput(recipe: recipe, servings: servings, units: units, scale: factor.description,
                   ingredients: ingredientLines.map(\.text), steps: stepLines)
    }

    func printText() {
        Output.line(recipe.title)
        var meta = [recipe.category, recipe.difficulty.rawValue, "serves \(servings)"]
        if servings != recipe.servings { meta[2] += " (written for \(recipe.servings))" }
        if let total = recipe.totalMinutes {
            meta.append("prep \(Output.minutes(recipe.prepMinutes)), cook \(Output.minutes(recipe.cookMinutes)), total \(Output.minutes(total))")
        }
        Output.line(meta.joined(separator: " · "))
        if !recipe.tags.isEmpty { Output.line("Tags: " + recipe.tags.joined(separator: ", ")) }
        if !recipe.description.isEmpty { Output.line(); Output.line(recipe.description) }
        Output.line()
        Output.line("Ingredients" + (units == .asWritten ? "" : " (\(units == .metric ? "metric" : "US"))"))
        var section: String?
        for line in ingredientLines {
            if line.section != section, let title = line.section {
                Output.line("  \(title):")
            }
            section = line.section
            Output.line("  • " + line.text)
        }
        Output.line()
        Output.line("Steps")
        for (index, text) in stepLines.enumerated() {
            var line = "  \(index + 1). \(text)"
            if let duration = recipe.instructions[index].duration { line += "  [\(DurationText.range(duration))]" }
            Output.line(line)
            if let tip = recipe.instructions[index].tip { Output.line("     Tip: \(tip)") }
        }
        if let memory = recipe.familyMemory {
            Output.line()
            let who = [memory.from, memory.year.map(String.init)].compactMap { $0 }.joined(separator: ", ")
            Output.line("Family memory" + (who.isEmpty ? "" : " (\(who))"))
            Output.line("  " + memory.story)
        }
        if let source = recipe.source { Output.line(); Output.line("Source: \(source)") }
    }

}
