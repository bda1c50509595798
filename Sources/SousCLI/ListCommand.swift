import ArgumentParser
import SousCore
import SousStore

/// `sous list`: the recipes, filtered and sorted.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List recipes.")

    @OptionGroup var database: DatabaseOptions
    @Option(help: "Only this category (breakfast, lunch, dinner, dessert, snack, ...).") var category: String?
    @Option(help: "Only the favourites of this family member.") var favoritesOf: String?
    @Option(help: "Only the recipes of this collection.") var collection: String?
    @Option(help: "Sort by title, time, added or cooked.") var sort: SortOption = .title
    @Flag(help: "Print JSON.") var json = false

    enum SortOption: String, ExpressibleByArgument, CaseIterable {
        case title, time, added, cooked
        var sort: RecipeSort {
            switch self {
            case .title: .title
            case .time: .totalTime
            case .added: .recentlyAdded
            case .cooked: .recentlyCooked
            }
        }
    }

    func run() throws {
        let db = try database.open()
        var filter = RecipeListFilter(category: category?.lowercased(), sort: sort.sort)
        if let name = favoritesOf {
            guard let member = try FamilyRepository(db).member(named: name) else {
                throw CommandFailure(description: "no family member named \"\(name)\"")
            }
            filter.favoritesOf = member.id
        }
        if let name = collection {
            guard let found = try CollectionRepository(db).collections().first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw CommandFailure(description: "no collection named \"\(name)\"")
            }
            filter.collectionId = found.id
        }
        let recipes = try RecipeRepository(db).list(filter)
        if json {
            try Output.json(["recipes": recipes])
            return
        }
        RecipeTable.print(recipes)
        Output.line("\(recipes.count) recipe\(recipes.count == 1 ? "" : "s")")
    }
}

/// The table of recipe summaries shared by `list` and `search`.
enum RecipeTable {
    static func print(_ recipes: [RecipeSummary]) {
        guard !recipes.isEmpty else { return }
        let idWidth = max(2, recipes.map { String($0.id).count }.max() ?? 2)
        Output.line(Output.column("ID", idWidth) + "  " + Output.column("TITLE", 36) + "  " + Output.column("CATEGORY", 10) + "  " + Output.column("TIME", 10) + "  " + "DIFFICULTY")
        for r in recipes {
            let id = String(repeating: " ", count: idWidth - String(r.id).count) + String(r.id)
            Output.line(id + "  " + Output.column(r.title, 36) + "  " + Output.column(r.category, 10) + "  " + Output.column(Output.minutes(r.totalMinutes), 10) + "  " + r.difficulty.rawValue)
        }
    }
}
