import Foundation
import SousContract
import SousCore
import Testing

/// Every starter recipe survives export to `.cook` and import back: title, servings, times,
/// ingredients (section, name, amount, unit), steps (count, plain words, duration) and tips.
@Suite struct CooklangRoundTripTests {
    static func recipes() throws -> [Recipe] {
        try StarterCookbook.archive(now: Date(timeIntervalSince1970: 0)).recipes
    }

    /// An ingredient as the round trip must keep it; order is not kept, because Cooklang lists
    /// ingredients in the order the method first names them.
    static func key(_ ingredient: Ingredient) -> String {
        "\(ingredient.section ?? "-")|\(ingredient.name)|\(ingredient.quantity.map { "\($0.low)-\($0.high)" } ?? "-")|\(ingredient.unit ?? "-")"
    }

    static func differences(_ original: Recipe) -> [String] {
        let file = CooklangExporter.export(original)
        let imported = CooklangImporter.importRecipe(text: file, source: "test.cook", title: "fallback").recipe
        var problems: [String] = []
        func check<T: Equatable>(_ field: String, _ a: T, _ b: T) {
            if a != b { problems.append("\(original.title): \(field) \(a) became \(b)") }
        }
        check("title", original.title, imported.title)
        check("servings", original.servings, imported.servings)
        check("prep", original.prepMinutes, imported.prepMinutes)
        check("cook", original.cookMinutes, imported.cookMinutes)
        check("description", original.description, imported.description)
        check("category", original.category, imported.category)
        check("difficulty", original.difficulty, imported.difficulty)
        check("tags", original.tags, imported.tags)
        check("source", original.source, imported.source)
        check("memory", original.familyMemory, imported.familyMemory)
        check("ingredients", original.ingredients.map(key).sorted(), imported.ingredients.map(key).sorted())
        check("step count", original.instructions.count, imported.instructions.count)
        for (a, b) in zip(original.instructions, imported.instructions) {
            check("step \(a.step) text", a.text, b.text)
            check("step \(a.step) duration", a.duration, b.duration)
            check("step \(a.step) tip", a.tip, b.tip)
        }
        if !problems.isEmpty { problems.append(file) }
        return problems
    }

    @Test func everyStarterRecipeRoundTrips() throws {
        let recipes = try Self.recipes()
        #expect(recipes.count > 50)
        let problems = recipes.flatMap(Self.differences)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func nothingIsLeftOutOfTheFile() throws {
        for recipe in try Self.recipes() {
            let imported = CooklangImporter.importRecipe(text: CooklangExporter.export(recipe), source: "t", title: "t")
            #expect(imported.recipe.ingredients.count == recipe.ingredients.count, "\(recipe.title)")
            #expect(!imported.report.missingFields.contains("title"), "\(recipe.title)")
        }
    }
}
