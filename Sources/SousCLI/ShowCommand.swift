import ArgumentParser
import SousCore
import SousStore

/// `sous show`: one recipe, scaled and in the units asked for.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a recipe, optionally scaled and converted.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe: its id or the start of its title.") var recipe: String
    @Option(help: "Scale the ingredients to this many servings.") var servings: Int?
    @Option(help: "Show quantities as written (original), in metric or in US units.") var units: UnitSystem = .asWritten
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000") }
    }

    func run() throws {
        let db = try database.open()
        let found = try RecipeLookup.find(recipe, in: db)
        let view = RecipeView(recipe: found, servings: servings ?? found.servings, units: units)
        if json {
            try Output.json(view.output)
        } else {
            view.printText()
        }
    }
}

extension UnitSystem: ExpressibleByArgument {}

/// Resolves a RECIPE argument with a helpful message when it is missing or ambiguous.
enum RecipeLookup {
    static func find(_ reference: String, in db: AppDatabase) throws -> Recipe {
        switch try RecipeRepository(db).resolve(reference) {
        case .found(let recipe): return recipe
        case .notFound: throw CommandFailure(description: "no recipe matches \"\(reference)\" (try `sous search \(reference)`)")
        case .ambiguous(let options):
            let names = options.prefix(5).map { "\($0.id) \($0.title)" }.joined(separator: "; ")
            throw CommandFailure(description: "\"\(reference)\" matches several recipes: \(names); give the id or more of the title")
        }
    }
}
