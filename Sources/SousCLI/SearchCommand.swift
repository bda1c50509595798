import ArgumentParser
import SousCore
import SousStore

/// `sous search`: ranked full-text search with filters.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Search recipes by words, with filters.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Words to look for in titles, tags, ingredients, descriptions and family memories.") var words: [String] = []
    @Option(help: "Only this category.") var category: String?
    @Option(help: "Only this difficulty (easy, medium, hard).") var difficulty: Difficulty?
    @Option(help: "At most this many minutes in total.") var maxTime: Int?
    @Option(name: .customLong("with"), help: "Must use this ingredient (repeatable).") var with: [String] = []
    @Option(name: .customLong("without"), help: "Must not use this ingredient (repeatable).") var without: [String] = []
    @Flag(help: "Only favourites (of --member, else the current member).") var favorites = false
    @Option(help: "The family member whose favourites count.") var member: String?
    @Option(help: "How many results to show.") var limit = 20
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        if let maxTime, maxTime < 0 { throw ValidationError("--max-time cannot be negative") }
    }

    func run() throws {
        let db = try database.open()
        var query = SearchQuery(
            text: words.joined(separator: " "), category: category?.lowercased(), difficulty: difficulty,
            maxTotalMinutes: maxTime, withIngredients: with, withoutIngredients: without, limit: limit
        )
        if favorites || member != nil {
            query.favoritesOf = try MemberLookup.memberId(named: member, in: db)
        }
        let results = try RecipeSearch(db).search(query)
        if json {
            try Output.json(SearchOutput(query: words.joined(separator: " "), total: results.totalCount, more: results.countIsCapped,
                                         results: results.hits.map { .init(recipe: $0.recipe, score: $0.score) }))
            return
        }
        let count = "\(results.totalCount)\(results.countIsCapped ? "+" : "")"
        RecipeTable.print(results.hits.map(\.recipe))
        let shown = results.hits.count < results.totalCount ? " (showing \(results.hits.count))" : ""
        Output.line("\(count) result\(results.totalCount == 1 ? "" : "s")\(shown)")
    }

    struct SearchOutput: Encodable {
        struct Hit: Encodable {
            var recipe: RecipeSummary
            var score: Double
        }
        var query: String
        var total: Int
        var more: Bool
        var results: [Hit]
    }
}

extension Difficulty: ExpressibleByArgument {}

/// Finds a member by name, or the current member from settings.
enum MemberLookup {
    static func memberId(named name: String?, in db: AppDatabase) throws -> Int64 {
        if let name {
            guard let member = try FamilyRepository(db).member(named: name), let id = member.id else {
                throw CommandFailure(description: "no family member named \"\(name)\"")
            }
            return id
        }
        if let current = try SettingsRepository(db).load().currentMemberId { return current }
        guard let first = try FamilyRepository(db).members().first?.id else {
            throw CommandFailure(description: "there is no family member yet, so there are no favourites")
        }
        return first
    }
}
