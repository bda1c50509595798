import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous plan`: the meal plan, by week.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Plan meals: add, show, move, remove, copy or clear a week.",
        subcommands: [Show.self, Add.self, Remove.self, Move.self, Cooked.self, CopyWeek.self, ClearWeek.self, Meals.self],
        defaultSubcommand: Show.self)

    /// A DATE argument: "2026-12-01", "today", "tomorrow", or a weekday of the coming week ("fri").
    static func day(_ text: String, today: PlanDay = PlanDay(Date())) throws -> PlanDay {
        let folded = text.trimmingCharacters(in: .whitespaces).lowercased()
        if folded == "today" { return today }
        if folded == "tomorrow" { return today.adding(days: 1) }
        let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        if folded.count >= 3, let index = names.firstIndex(where: { folded.hasPrefix($0) }) {
            return today.adding(days: (index + 1 - today.weekday + 7) % 7)
        }
        guard let day = PlanDay(folded) else {
            throw CommandFailure(description: "\"\(text)\" is not a date: write it as 2026-12-01, today, tomorrow or a weekday")
        }
        return day
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a week of the plan (this week by default).")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "Any day of the week to show (2026-12-01, today, ...).") var week: String?
        @Flag(help: "Print JSON.") var json = false

        func run() throws {
            let db = try database.open()
            let start = try PlanCommand.day(week ?? "today").weekStart
            let entries = try PlanRepository(db).entries(from: start, to: start.adding(days: 6))
            if json {
                try Output.json(PlanWeekOutput(week: start.description, entries: entries.map(PlanEntryOutput.init)))
                return
            }
            Output.line("Week of \(start.longName)")
            let household = try FamilyRepository(db).members().count
            for day in MealPlanning.week(of: start) {
                let today = entries.filter { $0.entry.day == day }
                Output.line("")
                Output.line("\(day.weekdayShort) \(day.description)" + (today.isEmpty ? "  —" : ""))
                for item in today {
                    // The servings the shopping list uses, the household's size when none were asked.
                    let servings = item.recipeServings.map { written in
                        let used = MealPlanning.servings(asked: item.entry.servings, householdSize: household, recipeServings: written)
                        return " (\(used) servings\(item.entry.servings == nil ? ", the household" : ""))"
                    } ?? ""
                    let cooked = item.entry.cookedAt == nil ? "" : "  ✓ cooked"
                    let missing = item.isMissingRecipe ? " (deleted)" : ""
                    Output.line("  [\(item.entry.id ?? 0)] \(item.entry.meal): \(item.entry.label)\(missing)\(servings)\(cooked)")
                }
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Plan a recipe (or a note) for a meal.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The recipe: its id or the start of its title (leave out with --note).") var recipe: String?
        @Option(help: "The day (2026-12-01, today, tomorrow, fri).") var date: String = "today"
        @Option(help: "The meal (breakfast, lunch, dinner, snack unless changed).") var meal: String = "dinner"
        @Option(help: "Servings (default: the number of family members).") var servings: Int?
        @Option(help: "A note instead of a recipe (\"leftovers\", \"eat out\").") var note: String?
        @Flag(help: "Print JSON.") var json = false

        func validate() throws {
            if recipe == nil, note == nil { throw ValidationError("give a recipe or --note") }
            if let servings, let problem = MealPlanning.servingsProblem(servings) { throw ValidationError(problem) }
        }

        func run() throws {
            let db = try database.open()
            let day = try PlanCommand.day(date)
            let found = try recipe.map { try RecipeLookup.find($0, in: db) }
            let entry = try planned { try PlanRepository(db).add(day: day, meal: meal, recipeId: found?.id, servings: servings, note: note) }
            if json { try Output.json(PlanEntryOutput(PlannedEntry(entry: entry, recipeId: found?.id, recipeServings: found?.servings))); return }
            // Say the servings the shopping list will use: the household's size unless asked.
            let used = found.map { MealPlanning.servings(asked: servings, householdSize: (try? FamilyRepository(db).members().count) ?? 0, recipeServings: $0.servings) }
            var servingsNote = ""
            if let used, let found {
                servingsNote = " for \(used) (\(servings == nil ? "the household; " : "")written for \(found.servings))"
            }
            Output.line("Planned \(entry.label) for \(entry.meal) on \(day.longName)\(servingsNote) [\(entry.id ?? 0)]")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a plan entry by its [number].")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The entry's number, as `sous plan show` prints it.") var id: Int64

        func run() throws {
            let db = try database.open()
            guard try PlanRepository(db).remove(id: id) else { throw CommandFailure(description: "no plan entry \(id) (see `sous plan show`)") }
            Output.line("Removed plan entry \(id)")
        }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a plan entry to another day or meal.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The entry's number.") var id: Int64
        @Option(help: "The new day.") var date: String
        @Option(help: "The new meal (default: the same).") var meal: String?

        func run() throws {
            let db = try database.open()
            let repository = PlanRepository(db)
            let day = try PlanCommand.day(date)
            let current = try repository.entries(from: PlanDay(year: 1, month: 1, day: 1)!, to: PlanDay(year: 9999, month: 12, day: 31)!)
                .first { $0.entry.id == id }
            guard let current else { throw CommandFailure(description: "no plan entry \(id) (see `sous plan show`)") }
            try planned { try repository.move(id: id, to: day, meal: meal ?? current.entry.meal) }
            Output.line("Moved \(current.entry.label) to \(meal ?? current.entry.meal) on \(day.longName)")
        }
    }

    struct Cooked: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cooked", abstract: "Mark a plan entry cooked (--undo: not cooked).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The entry's number.") var id: Int64
        @Flag(help: "Mark it not cooked.") var undo = false

        func run() throws {
            let db = try database.open()
            try PlanRepository(db).setCooked(id: id, !undo)
            Output.line(undo ? "Entry \(id) is not cooked" : "Entry \(id) is cooked")
        }
    }

    struct CopyWeek: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "copy-week", abstract: "Copy one week's plan onto another.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "Any day of the week to copy.") var from: String
        @Argument(help: "Any day of the week to copy it to.") var to: String

        func run() throws {
            let db = try database.open()
            let source = try PlanCommand.day(from), target = try PlanCommand.day(to)
            let count = try planned { try PlanRepository(db).copyWeek(from: source, to: target) }
            Output.line("Copied \(count) entr\(count == 1 ? "y" : "ies") to the week of \(target.weekStart.longName)")
        }
    }

    struct ClearWeek: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "clear-week", abstract: "Remove every entry of a week.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "Any day of the week to clear.") var week: String

        func run() throws {
            let db = try database.open()
            let day = try PlanCommand.day(week)
            let count = try PlanRepository(db).clearWeek(of: day)
            Output.line("Removed \(count) entr\(count == 1 ? "y" : "ies") from the week of \(day.weekStart.longName)")
        }
    }

    struct Meals: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "meals", abstract: "Show or set the household's meals.")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "The meals in order, comma-separated (\"breakfast,lunch,dinner\").") var set: String?

        func run() throws {
            let db = try database.open()
            let repository = PlanRepository(db)
            if let set { try planned { try repository.setMeals(set.split(separator: ",").map(String.init)) } }
            Output.line(try repository.meals().joined(separator: ", "))
        }
    }
}

/// A plan problem (an unknown meal, a bad servings figure) as a one-line failure.
func planned<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as PlanError { throw CommandFailure(description: error.description) }
}

/// A plan entry as `--json` prints it.
struct PlanEntryOutput: Encodable {
    var id: Int64?
    var date: String
    var meal: String
    var recipeId: Int64?
    var recipe: String?
    var servings: Int?
    var note: String?
    var cooked: Bool
    var recipeDeleted: Bool

    init(_ item: PlannedEntry) {
        id = item.entry.id
        date = item.entry.day.description
        meal = item.entry.meal
        recipeId = item.recipeId
        recipe = item.entry.recipeTitle
        servings = item.entry.servings
        note = item.entry.note
        cooked = item.entry.cookedAt != nil
        recipeDeleted = item.isMissingRecipe
    }
}

/// A week as `sous plan show --json` prints it.
struct PlanWeekOutput: Encodable {
    var week: String
    var entries: [PlanEntryOutput]
}
