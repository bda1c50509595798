import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous shop`: one merged shopping list for the plan or for chosen recipes.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop", abstract: "The shopping list: merged from the plan (or recipes), ticked, exported.",
        subcommands: [List.self, Tick.self, Untick.self, Add.self, Remove.self, Clear.self, SetAisle.self],
        defaultSubcommand: List.self)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Print the list (the coming week's plan by default).")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "First day of the plan to shop for (default: today).") var from: String?
        @Option(help: "Last day (default: six days after --from).") var to: String?
        @Option(help: "Shop for this recipe instead of the plan (repeat; add @N for N servings: \"Pancakes@6\").")
        var recipe: [String] = []
        @Option(help: "Show amounts as written (original), in metric or in US units.") var units: UnitSystem = .asWritten
        @Option(help: "text or markdown.") var format: Format = .text
        @Flag(help: "Print JSON.") var json = false

        func run() throws {
            let db = try database.open()
            let repository = ShoppingRepository(db)
            let list: ShoppingList
            let heading: String
            if recipe.isEmpty {
                let start = try PlanCommand.day(from ?? "today")
                let end = try to.map { try PlanCommand.day($0) } ?? start.adding(days: 6)
                guard start <= end else { throw CommandFailure(description: "--to \(end) is before --from \(start)") }
                guard start.days(to: end) <= 366 else { throw CommandFailure(description: "shop for at most a year at a time") }
                list = try repository.listForPlan(from: start, to: end, system: units)
                heading = "Shopping for \(start.longName) to \(end.longName)"
            } else {
                var chosen: [(id: Int64, servings: Int?)] = []
                for reference in recipe {
                    let parts = reference.split(separator: "@", omittingEmptySubsequences: false)
                    var servings: Int?
                    if parts.count == 2 {
                        guard let n = Int(parts[1]), MealPlanning.servingsProblem(n) == nil else {
                            throw CommandFailure(description: "\"\(reference)\": servings after @ must be between 1 and 1000")
                        }
                        servings = n
                    }
                    let found = try RecipeLookup.find(String(parts[0]), in: db)
                    chosen.append((found.id ?? 0, servings))
                }
                list = try planned { try repository.listForRecipes(chosen, system: units) }
                heading = "Shopping for \(recipe.count) recipe\(recipe.count == 1 ? "" : "s")"
            }
            let ticked = try repository.tickedKeys()
            let extras = try repository.extras()
            if json {
                try Output.json(ShoppingOutput(list: list, ticked: ticked, extras: extras))
                return
            }
            Output.line(ShoppingText.render(list, ticked: ticked, extras: extras, heading: heading, markdown: format == .markdown))
        }
    }

    struct Tick: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "tick", abstract: "Tick an item (bought).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The item's name, or a hand-added item's #number.") var item: String

        func run() throws { try ShopCommand.setTicked(item, true, database) }
    }

    struct Untick: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "untick", abstract: "Untick an item.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The item's name, or a hand-added item's #number.") var item: String

        func run() throws { try ShopCommand.setTicked(item, false, database) }
    }

    static func setTicked(_ item: String, _ ticked: Bool, _ database: DatabaseOptions) throws {
        let db = try database.open()
        let repository = ShoppingRepository(db)
        if item.hasPrefix("#"), let id = Int64(item.dropFirst()) {
            guard try repository.extras().contains(where: { $0.id == id }) else { throw CommandFailure(description: "no hand-added item \(item)") }
            try repository.setExtraTicked(id: id, ticked)
        } else {
            guard let key = ShoppingName.read(item).first?.key else { throw CommandFailure(description: "write the item's name") }
            // Only what a list of the plan can show (any week), or a tick already stored:
            // "Ticked unicorn horn" for nothing on any list was a false answer (issue 43).
            let today = try PlanCommand.day("today")
            let planned = try repository.listForPlan(from: today.adding(days: -3660), to: today.adding(days: 3660)).items.map(\.key)
            let stored = ticked ? [] : try repository.tickedKeys()
            guard planned.contains(key) || stored.contains(key) else {
                throw CommandFailure(description: "“\(item)” is on no planned meal's shopping list: `sous shop` shows the list, `sous shop add \"\(item)\"` adds it")
            }
            try repository.setTicked(key, ticked)
        }
        Output.line("\(ticked ? "Ticked" : "Unticked") \(item)")
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add an item by hand (\"kitchen roll\").")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "What to buy.") var text: String

        func run() throws {
            let db = try database.open()
            let extra = try planned { try ShoppingRepository(db).addExtra(text) }
            Output.line("Added #\(extra.id) \(extra.text)")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a hand-added item by its #number.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The item's #number.") var item: String

        func run() throws {
            let db = try database.open()
            guard let id = Int64(item.trimmingCharacters(in: CharacterSet(charactersIn: "#"))),
                  try ShoppingRepository(db).removeExtra(id: id) else {
                throw CommandFailure(description: "no hand-added item \(item) (see `sous shop`)")
            }
            Output.line("Removed #\(id)")
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "clear", abstract: "Start a new shop: untick everything, drop ticked hand-added items.")
        @OptionGroup var database: DatabaseOptions

        func run() throws {
            try ShoppingRepository(try database.open()).clearTicks()
            Output.line("Cleared the ticks")
        }
    }

    struct SetAisle: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "aisle", abstract: "Put an ingredient in another aisle (--reset: back to the built-in one).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The ingredient.") var ingredient: String
        @Argument(help: "produce, dairy, bakery, meat-and-fish, pantry, spices, frozen or other.") var aisle: String?
        @Flag(help: "Use the built-in aisle again.") var reset = false

        func run() throws {
            let db = try database.open()
            if reset {
                try ShoppingRepository(db).setAisle(ingredient, nil)
                Output.line("\(ingredient): back in \(ShoppingKnowledge.aisle(forKey: PantryItem(name: ingredient).key).title)")
                return
            }
            guard let aisle, let chosen = Aisle(typed: aisle) else {
                throw CommandFailure(description: "say which aisle: \(Aisle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            try ShoppingRepository(db).setAisle(ingredient, chosen)
            Output.line("\(ingredient): in \(chosen.title) from now on")
        }
    }
}

/// `sous pantry`: what the household always has, or has on the shelf.
struct PantryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantry", abstract: "Staples and what is on the shelf, left off the shopping list.",
        subcommands: [List.self, Add.self, Remove.self], defaultSubcommand: List.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Show the pantry.")
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Print JSON.") var json = false

        func run() throws {
            let items = try ShoppingRepository(try database.open()).pantry()
            if json { try Output.json(["pantry": items]); return }
            if items.isEmpty { Output.line("The pantry is empty: everything goes on the list"); return }
            for item in items {
                let amount = item.quantity.map { IngredientFormatter.amountText($0, unitSymbol: item.unit, system: .asWritten, rescaled: false) + " " } ?? ""
                Output.line(amount + item.name + (item.quantity == nil ? "  (always)" : ""))
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a staple (\"salt\") or an amount (\"500 g flour\").")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The staple or the amount on the shelf.") var item: String

        func run() throws {
            let added = try planned { try ShoppingRepository(try database.open()).addToPantry(item) }
            Output.line("In the pantry: \(added.quantity == nil ? added.name + " (always)" : item)")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take something out of the pantry.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The staple or ingredient.") var item: String

        func run() throws {
            guard try ShoppingRepository(try database.open()).removeFromPantry(item) else {
                throw CommandFailure(description: "\"\(item)\" is not in the pantry (see `sous pantry`)")
            }
            Output.line("Out of the pantry: \(item)")
        }
    }
}
