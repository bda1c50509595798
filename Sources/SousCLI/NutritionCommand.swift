import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous nutrition`: an estimate per serving, with what it rests on.
struct NutritionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "nutrition", abstract: "Estimate energy and macronutrients per serving.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe: its id or the start of its title.") var recipe: String
    @Option(help: "Servings the recipe is shared between (default: its own).") var servings: Int?
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if let servings, let problem = MealPlanning.servingsProblem(servings) { throw ValidationError(problem) }
    }

    struct Output: Encodable {
        var recipe: String
        var servings: Int
        var perServing: NutritionFacts
        var matched: Int
        var measured: Int
        var unmeasured: Int
        var unmatched: [String]
        var basis: String
    }

    func run() throws {
        let db = try database.open()
        let found = try RecipeLookup.find(recipe, in: db)
        let people = servings ?? found.servings
        let scale = RecipeScaler.factor(fromServings: found.servings, toServings: people) ?? .one
        let estimate = NutritionEstimator.estimate(RecipeScaler.scale(found.ingredients, by: scale), servings: people)
        let facts = estimate.perServing
        if json {
            try SousCLI.Output.json(Output(recipe: found.title, servings: people, perServing: facts, matched: estimate.matched,
                                           measured: estimate.measured, unmeasured: estimate.unmeasured,
                                           unmatched: estimate.unmatched, basis: estimate.basis))
            return
        }
        SousCLI.Output.line("\(found.title), per serving (\(people) servings), about:")
        SousCLI.Output.line("  \(Int(facts.kcal.rounded())) kcal · protein \(Int(facts.protein.rounded())) g · fat \(Int(facts.fat.rounded())) g · carbohydrate \(Int(facts.carbohydrate.rounded())) g")
        SousCLI.Output.line("  " + estimate.basis + (estimate.unmatched.isEmpty ? "" : "; not counted: " + estimate.unmatched.joined(separator: ", ")))
    }
}
