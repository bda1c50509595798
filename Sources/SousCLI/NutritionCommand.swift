import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous nutrition`: an estimate per serving of a recipe, or per day of the plan, with what it rests on.
struct NutritionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nutrition", abstract: "Estimate energy and macronutrients per serving, or per day of the meal plan.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe: its id or the start of its title (leave out with --day or --week).") var recipe: String?
    @Option(help: "Servings the recipe is shared between (default: its own).") var servings: Int?
    @Option(help: "A day of the plan (2026-12-01, today, fri): every recipe planned on it, summed.") var day: String?
    @Option(help: "Any day of a week of the plan: each day of it, summed.") var week: String?
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if let servings, let problem = MealPlanning.servingsProblem(servings) { throw ValidationError(problem) }
        let asked = [recipe != nil, day != nil, week != nil].filter { $0 }.count
        if asked == 0 { throw ValidationError("name a recipe, or give --day or --week") }
        if asked > 1 { throw ValidationError("give one of a recipe, --day or --week") }
        if servings != nil, recipe == nil { throw ValidationError("--servings goes with a recipe") }
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

    struct DayOutput: Encodable {
        var date: String
        var recipes: [String]
        /// One serving of each recipe.
        var perPerson: NutritionFacts
        /// Every planned serving.
        var total: NutritionFacts
        var servings: Int
        var matched: Int
        var measured: Int
        var basis: String

        init(_ day: DayNutrition) {
            date = day.day.description
            recipes = day.dishes
            perPerson = day.perPerson
            total = day.total
            servings = day.servings
            matched = day.matched
            measured = day.measured
            basis = day.basis
        }
    }

    func run() throws {
        let db = try database.open()
        if let day {
            let date = try PlanCommand.day(day)
            try printDays(try ShoppingRepository(db).nutrition(from: date, to: date))
            return
        }
        if let week {
            let start = try PlanCommand.day(week).weekStart
            try printDays(try ShoppingRepository(db).nutrition(from: start, to: start.adding(days: 6)))
            return
        }
        let found = try RecipeLookup.find(recipe ?? "", in: db)
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
        SousCLI.Output.line("  " + Self.facts(facts))
        SousCLI.Output.line("  " + estimate.basis + (estimate.unmatched.isEmpty ? "" : "; not counted: " + estimate.unmatched.joined(separator: ", ")))
    }

    func printDays(_ days: [DayNutrition]) throws {
        if json {
            try SousCLI.Output.json(days.count == 1 ? AnyEncodable(DayOutput(days[0])) : AnyEncodable(["days": days.map(DayOutput.init)]))
            return
        }
        for (index, day) in days.enumerated() {
            if index > 0 { SousCLI.Output.line("") }
            guard !day.dishes.isEmpty else {
                SousCLI.Output.line("\(day.day.longName): no recipes planned")
                continue
            }
            SousCLI.Output.line("\(day.day.longName): \(day.dishes.joined(separator: ", "))")
            SousCLI.Output.line("  one serving of each, about: " + Self.facts(day.perPerson))
            SousCLI.Output.line("  all \(day.servings) planned servings, about: \(Int(day.total.kcal.rounded())) kcal")
            SousCLI.Output.line("  " + day.basis)
        }
    }

    /// "612 kcal · protein 31 g · fat 22 g · carbohydrate 70 g".
    static func facts(_ facts: NutritionFacts) -> String {
        "\(Int(facts.kcal.rounded())) kcal · protein \(Int(facts.protein.rounded())) g · fat \(Int(facts.fat.rounded())) g"
            + " · carbohydrate \(Int(facts.carbohydrate.rounded())) g"
    }
}

/// One JSON shape or another from the same command.
struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}
