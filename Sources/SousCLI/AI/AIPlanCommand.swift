import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore

/// `sous ai plan --days 7`: a meal plan from the family's own cookbook (favourites first, the
/// diet kept, no recipe twice), shown as a preview; `--save` writes it into the meal plan.
struct AIPlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan meals for some days from your own cookbook: favourites first, the diet kept, no repeats (a preview; --save plans them).",
        discussion: "Runs offline: nothing is sent to a provider. Days that already have the meal planned are kept as they are."
    )

    @OptionGroup var database: DatabaseOptions
    @Option(help: "How many days, 1 to 31.") var days: Int = 7
    @Option(help: "The first day (2026-12-01, today, tomorrow, a weekday); today by default.") var from: String?
    @Option(help: "A diet every recipe must keep, e.g. vegetarian or vegan.") var diet: String?
    @Option(help: "The meal to plan.") var meal: String = "dinner"
    @Flag(help: "Only show the plan (the default).") var dryRun = false
    @Flag(help: "Write the plan into the meal plan.") var save = false
    @Flag(help: "Print one JSON object.") var json = false

    struct Result: Encodable {
        struct Day: Encodable {
            var day: String
            var meal: String
            var recipeId: Int64?
            var title: String?
            var favourite: Bool
            var alreadyPlanned: String?
        }
        var from: String
        var days: [Day]
        var diet: String?
        var saved: Bool
        var gaps: Int
    }

    func validate() throws {
        guard (1...31).contains(days) else { throw ValidationError("--days is a whole number from 1 to 31.") }
        guard !(dryRun && save) else { throw ValidationError("Choose --dry-run or --save, not both.") }
    }

    func run() throws {
        let knowledge = try KitchenKnowledgeContract.builtIn()
        var chosenDiet: Diet?
        if let diet {
            guard let found = knowledge.diet(named: diet) else {
                throw CommandFailure(description: "no diet named \"\(diet)\"; Sous knows \(knowledge.diets.map(\.name).joined(separator: ", "))")
            }
            chosenDiet = found
        }
        let db = try database.open()
        let start = try PlanCommand.day(from ?? "today")
        let end = start.adding(days: days - 1)
        let plans = PlanRepository(db)
        let existing = try plans.entries(from: start, to: end).filter { $0.entry.meal.lowercased() == meal.lowercased() }
        var planned: [PlanDay: String] = [:]
        for item in existing where planned[item.entry.day] == nil { planned[item.entry.day] = item.entry.label }
        let settings = try SettingsRepository(db).load()
        let family = FamilyRepository(db)
        let member = try settings.currentMemberId ?? family.members().first?.id
        let favorites = try member.map { try family.favoriteRecipeIds(memberId: $0) } ?? []
        let slots = MealPlanner.plan(days: days, from: start, recipes: try RecipeRepository(db).all(), favorites: favorites, meal: meal,
                                     diet: chosenDiet, knowledge: knowledge, planned: planned,
                                     alreadyPlannedIds: Set(existing.compactMap(\.recipeId)))
        if save {
            for slot in slots { if let recipe = slot.recipe { _ = try plans.add(day: slot.day, meal: meal, recipeId: recipe.id) } }
        }
        let gaps = slots.filter { $0.recipe == nil && $0.alreadyPlanned == nil }.count
        if json {
            return try Output.json(Result(from: start.description, days: slots.map {
                Result.Day(day: $0.day.description, meal: meal, recipeId: $0.recipe?.id, title: $0.recipe?.title, favourite: $0.isFavorite,
                           alreadyPlanned: $0.alreadyPlanned)
            }, diet: chosenDiet?.name, saved: save, gaps: gaps))
        }
        let dietText = chosenDiet.map { ", \($0.name)" } ?? ""
        Output.line("\(meal.capitalized) for \(days) day\(days == 1 ? "" : "s") from \(start.longName)\(dietText), from your cookbook:")
        for slot in slots {
            let label = "\(slot.day.weekdayShort) \(slot.day.description)"
            if let already = slot.alreadyPlanned {
                Output.line("  \(label)  \(already) (already planned, kept)")
            } else if let recipe = slot.recipe {
                Output.line("  \(label)  \(recipe.title)\(slot.isFavorite ? " ★" : "")")
            } else {
                Output.line("  \(label)  — nothing left that fits")
            }
        }
        if gaps > 0 { Output.line("\(gaps) day\(gaps == 1 ? "" : "s") without a recipe: add recipes, or plan them by hand with sous plan add.") }
        Output.line(save ? "Saved into the meal plan (sous plan show)." : "Nothing saved: --save plans them.")
    }
}
