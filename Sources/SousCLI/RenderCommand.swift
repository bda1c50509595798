import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousStore
import SousUI

/// `sous render`: a screen printed as text, through the same path the golden tests use.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a screen of the app as text (for docs and bug reports).",
        discussion: "SCREEN is home, search, add, settings, detail or help. The text is followed by the grid of style roles with --roles."
    )

    enum Screen: String, ExpressibleByArgument, CaseIterable {
        case home, search, add, settings, detail, help
    }

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The screen: home, search, add, settings, detail or help.") var screen: Screen
    @Option(help: "The terminal size, WIDTHxHEIGHT.") var size = "80x24"
    @Option(help: "The recipe to show (detail): its id or the start of its title.") var recipe: String?
    @Option(help: "The search text (search).") var query: String?
    @Flag(help: "Also print the style role of every cell, with a legend.") var roles = false

    func parsedSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
            throw ValidationError("--size must look like 80x24 (1 to 1000 each way)")
        }
        return Size(width: parts[0], height: parts[1])
    }

    func validate() throws {
        _ = try parsedSize()
    }

    func run() throws {
        let db = try database.open()
        let target = try parsedSize()
        let surface = InMemoryTerminalSurface(size: target)
        let plain = TerminalStyle(foreground: nil, background: nil, attributes: [])
        let runtime = AppRuntime(surface: surface, effects: .app(database: db), style: { _ in plain }, runsEffectsInline: true)
        runtime.send(.started)
        switch screen {
        case .home: break
        case .search:
            runtime.send(.tabSelected(.search))
            if let query { runtime.send(.search(.textChanged(query))) }
        case .add: runtime.send(.tabSelected(.add))
        case .settings: runtime.send(.tabSelected(.settings))
        case .help: runtime.send(.helpToggled)
        case .detail:
            let found = try RecipeLookup.find(recipe ?? "Lemon Tart", in: db)
            guard let id = found.id else { throw CommandFailure(description: "that recipe has no id") }
            runtime.send(.detail(.recipeLoaded(try RecipeRepository(db).recipe(id: id) ?? found, isFavorite: false)))
        }
        let buffer = AppView.render(runtime.state, size: target)
        print(roles ? buffer.golden : buffer.lines.joined(separator: "\n"))
    }
}
