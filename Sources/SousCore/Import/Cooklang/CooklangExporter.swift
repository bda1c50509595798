import Foundation

/// Writes a `Recipe` as a `.cook` file that Cooklang tools and `CooklangImporter` can read back.
///
/// Metadata goes in YAML front matter. Each ingredient is marked up where the method first names
/// it, so the steps read exactly as before once the markup is taken away; ingredients the method
/// never names are written first as a step that only lists them, which `CooklangImporter` reads
/// back into the list rather than as a direction. Step durations become timers where the step
/// says the time in words, and tips become notes after their step.
public enum CooklangExporter {
    public static func export(_ recipe: Recipe) -> String {
        var out = frontMatter(recipe)
        let steps = recipe.instructions.map { CooklangText.oneLine($0.text) }
        let sections = sectionsInOrder(recipe.ingredients)
        let plan = MarkupPlan(ingredients: recipe.ingredients, steps: steps, candidates: { section($0) == nil })
        let unplaced = recipe.ingredients.indices.filter { section(recipe.ingredients[$0]) == nil && !plan.placed.contains($0) }
        out += ingredientList(unplaced.map { recipe.ingredients[$0] })
        for name in sections {
            out += "\n= " + escaped(name) + " =\n"
            out += ingredientList(recipe.ingredients.filter { section($0) == name })
        }
        if !sections.isEmpty { out += "\n==\n" }
        for (index, instruction) in recipe.instructions.enumerated() {
            out += "\n" + plan.markedUp(step: index, duration: instruction.duration) + "\n"
            if let tip = instruction.tip, !tip.isEmpty {
                out += "\n> " + escaped(CooklangText.oneLine(tip)) + "\n"
            }
        }
        return out
    }

    /// Ingredients the method does not mark up, one per line in a step that only lists them.
    static func ingredientList(_ ingredients: [Ingredient]) -> String {
        guard !ingredients.isEmpty else { return "" }
        return "\n" + ingredients.map(ingredientMarkup).joined(separator: "\n") + "\n"
    }

    /// An ingredient's section, nil when it has none.
    ///
    /// Cooklang sections hold steps, not ingredients, so a sectioned ingredient is written in a
    /// list under its `= Section =` heading rather than marked up in the method; an empty `==`
    /// then closes the lists, so the method's steps belong to no section.
    static func section(_ ingredient: Ingredient) -> String? {
        guard let section = ingredient.section.map(CooklangText.oneLine), !section.isEmpty else { return nil }
        return section
    }

    static func sectionsInOrder(_ ingredients: [Ingredient]) -> [String] {
        var names: [String] = []
        for name in ingredients.compactMap(section) where !names.contains(name) { names.append(name) }
        return names
    }

    /// The `---` block: title, description, servings, times, category, difficulty, tags, source, memory.
    static func frontMatter(_ recipe: Recipe) -> String {
        var lines = ["---", "title: " + yaml(recipe.title)]
        if !recipe.description.isEmpty { lines.append("description: " + yaml(recipe.description)) }
        lines.append("servings: \(recipe.servings)")
        if let prep = recipe.prepMinutes { lines.append("prep time: \(minutesText(prep))") }
        if let cook = recipe.cookMinutes { lines.append("cook time: \(minutesText(cook))") }
        lines.append("category: " + yaml(recipe.category))
        lines.append("difficulty: \(recipe.difficulty.rawValue)")
        if !recipe.tags.isEmpty { lines.append("tags: [" + recipe.tags.map(yaml).joined(separator: ", ") + "]") }
        if let source = recipe.source, !source.isEmpty { lines.append("source: " + yaml(source)) }
        if let memory = recipe.familyMemory {
            lines.append("memory:")
            lines.append("  story: " + yaml(memory.story))
            if let from = memory.from { lines.append("  from: " + yaml(from)) }
            if let year = memory.year { lines.append("  year: \(year)") }
        }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "45 minutes", "1 hour 30 minutes": words every Cooklang tool and `DurationFinder` read.
    static func minutesText(_ minutes: Int) -> String { DurationText.spokenMinutes(minutes) }

    /// `@name{amount%unit}(notes)`; braces always, so a name of any shape ends where it should.
    static func ingredientMarkup(_ ingredient: Ingredient) -> String {
        var braces = ""
        if let quantity = ingredient.quantity { braces = escaped(quantityText(quantity), extra: ["%"]) }
        if let unit = ingredient.unit, !unit.isEmpty { braces += "%" + escaped(unit, extra: ["%"]) }
        var markup = "@" + escaped(CooklangText.oneLine(ingredient.name)) + "{" + braces + "}"
        let notes = [ingredient.notes ?? "", ingredient.optional ? "optional" : ""].filter { !$0.isEmpty }
        if !notes.isEmpty { markup += "(" + escaped(CooklangText.oneLine(notes.joined(separator: ", ")), extra: ["(", ")"]) + ")" }
        return markup
    }

    /// "2", "1/2", "1.5", "4/3", "2-3": numbers the spec reads, and a range as text Sous reads back.
    static func quantityText(_ quantity: Quantity) -> String {
        switch quantity {
        case .exact(let value): numberText(value)
        case .range(let low, let high): numberText(low) + "-" + numberText(high)
        }
    }

    static func numberText(_ value: Rational) -> String {
        if value.isInteger || abs(value.numerator) < value.denominator { return value.description }
        var scaled = value
        for places in 1...3 {
            scaled = scaled.multipliedSafely(by: Rational(10))
            if scaled.isInteger {
                let digits = String(abs(scaled.numerator))
                let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
                let sign = value.numerator < 0 ? "-" : ""
                return sign + padded.dropLast(places) + "." + padded.suffix(places)
            }
        }
        return value.description
    }
}
