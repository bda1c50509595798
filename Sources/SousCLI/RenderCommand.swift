import ArgumentParser
import Foundation
import SousApp
import SousContract
import SousCore
import SousStore
import SousUI

/// `sous render`: a screen printed as text, through the same path the golden tests use.
///
/// Nothing is written to the database: the cooking screen is built in memory (from the recipe's
/// saved session when there is one, so its step and timers show as they are).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a screen of the app as text (for docs and bug reports).",
        discussion: """
        SCREEN is home, search, add, settings, detail, cooking or help. --theme draws it with a theme's \
        symbols and, with --ansi, its colours as escape sequences. The text is followed by the grid of \
        style roles with --roles.
        """
    )

    enum Screen: String, ExpressibleByArgument, CaseIterable {
        case home, search, add, settings, detail, cooking, help
    }

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The screen: home, search, add, settings, detail, cooking or help.") var screen: Screen
    @Option(help: "The terminal size, WIDTHxHEIGHT.") var size = "80x24"
    @Option(help: "The recipe to show (detail, cooking): its id or the start of its title.") var recipe: String?
    @Option(help: "The search text (search).") var query: String?
    @Option(help: "The step to show (cooking), from 1.") var step: Int?
    @Flag(help: "Cooking in the kitchen-distance view (big letters).") var kitchen = false
    @Option(help: "The theme: vintage, modern, playful or one of yours (default: the one in settings).") var theme: String?
    @Flag(help: "Print the theme's colours and attributes as ANSI escape sequences.") var ansi = false
    @Option(help: "The colour depth for --ansi: truecolor, 256, 16, 8 or mono.") var depth = "truecolor"
    @Flag(help: "ASCII symbols only, as on a terminal without UTF-8.") var ascii = false
    @Flag(help: "Also print the style role of every cell, with a legend.") var roles = false

    func parsedSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
            throw ValidationError("--size must look like 80x24 (1 to 1000 each way)")
        }
        return Size(width: parts[0], height: parts[1])
    }

    func parsedDepth() throws -> ColorDepth {
        guard let chosen = ColorDepth(rawValue: depth) else {
            throw ValidationError("--depth must be one of \(ColorDepth.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return chosen
    }

    func validate() throws {
        _ = try parsedSize()
        _ = try parsedDepth()
        if let step, step < 1 { throw ValidationError("--step counts from 1") }
        if roles, ansi { throw ValidationError("--roles and --ansi are two ways of showing styles: choose one") }
    }

    func run() throws {
        let db = try database.open()
        let target = try parsedSize()
        let surface = InMemoryTerminalSurface(size: target)
        let plain = TerminalStyle(foreground: nil, background: nil, attributes: [])
        let runtime = AppRuntime(surface: surface, effects: .app(database: db, sync: NoSync()), style: { _ in plain }, runsEffectsInline: true)
        runtime.send(.started)
        let configDirectory = FullScreenApp.configDirectory(ProcessInfo.processInfo.environment)
        let themeName = theme ?? runtime.state.settings.theme
        if let theme, !ThemeCatalog.names(configDirectory: configDirectory).contains(theme) {
            throw CommandFailure(description: "no theme named \"\(theme)\" (there are \(ThemeCatalog.names(configDirectory: configDirectory).joined(separator: ", ")))")
        }
        let look = FullScreenApp.themeStyle(themeName, configDirectory: configDirectory, depth: try parsedDepth(), unicode: !ascii)
        if let problem = look.problem { Output.error(problem) }
        switch screen {
        case .home, .cooking: break
        case .search:
            runtime.send(.tabSelected(.search))
            if let query { runtime.send(.search(.textChanged(query))) }
        case .add: runtime.send(.tabSelected(.add))
        case .settings: runtime.send(.tabSelected(.settings))
        case .help: runtime.send(.helpToggled)
        case .detail:
            runtime.send(.detail(.recipeLoaded(try loadRecipe(db), isFavorite: false)))
        }
        var state = runtime.state
        if screen == .cooking {
            state.cooking = try cookingState(db, units: state.settings.units)
            state.settings.kitchenDistance = kitchen
            state.now = Date()
        }
        let buffer = AppView.render(state, size: target, glyphs: look.glyphs)
        if ansi {
            print(buffer.ansiLines(style: look.style).joined(separator: "\n"))
        } else {
            print(roles ? buffer.golden : buffer.lines.joined(separator: "\n"))
        }
    }

    func loadRecipe(_ db: AppDatabase) throws -> Recipe {
        let found = try RecipeLookup.find(recipe ?? "Lemon Tart", in: db)
        guard let id = found.id else { throw CommandFailure(description: "that recipe has no id") }
        return try RecipeRepository(db).recipe(id: id) ?? found
    }

    /// The recipe's saved cooking session if it has one (its step and timers), else a new one.
    func cookingState(_ db: AppDatabase, units: UnitSystem) throws -> CookingState {
        let recipe = try loadRecipe(db)
        var session = CookingSession(recipe: recipe, now: Date())
        if let id = recipe.id, let saved = try WorkstateRepository(db).workstate(recipeId: id) {
            session = CookingSession(recipe: recipe, workstate: saved)
        }
        if let step {
            guard step <= recipe.instructions.count else {
                throw CommandFailure(description: "\(recipe.title) has \(recipe.instructions.count) steps, not \(step)")
            }
            session.workstate.stepIndex = step - 1
        }
        return CookingState(session: session, units: units)
    }
}
