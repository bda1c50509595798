import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// Whole screens as reviewed text: characters plus a grid of style roles.
@Suite struct ScreenGoldenTests {
    static func summary(_ id: Int64, _ title: String, _ category: String, _ minutes: Int) -> RecipeSummary {
        RecipeSummary(id: id, title: title, category: category, difficulty: .easy, totalMinutes: minutes, servings: 4, createdAt: Fixtures.day)
    }

    static var home: AppState {
        var state = AppState()
        state.members = [FamilyMember(id: 1, familyId: 1, name: "Ada", avatar: "👧", role: .child)]
        state.home.recipes = [
            summary(1, "Buttermilk Pancakes", "breakfast", 30), summary(2, "Garlic Butter Chicken", "dinner", 25),
            summary(3, "Lemon Tart", "dessert", 95), summary(4, "红烧肉 Red-Braised Pork", "dinner", 120),
        ]
        state.home.favoriteIds = [3]
        state.home.selection = 1
        state.home.isLoaded = true
        return state
    }

    static var detail: AppState {
        var state = home
        var recipe = Recipe(
            id: 3, title: "Lemon Tart", description: "Sharp, silky and best made the day before.", category: "dessert",
            difficulty: .medium, prepMinutes: 40, cookMinutes: 55, servings: 8,
            ingredients: ["For the pastry:", "1 1/2 cups plain flour", "1/2 cup cold butter, diced", "For the filling:", "4 large eggs", "2/3 cup lemon juice"]
                .map { IngredientLineParser.parse($0) }.compactMap { if case .ingredient(let i) = $0 { i } else { nil } },
            tags: ["baking", "citrus"],
            familyMemory: FamilyMemory(story: "Made for every wedding since 1978.", from: "Granny Maeve", year: 1978)
        )
        var section: String?
        for (i, line) in ["For the pastry:", "1 1/2 cups plain flour", "1/2 cup cold butter, diced", "For the filling:", "4 large eggs", "2/3 cup lemon juice"].enumerated() where i >= 0 {
            if case .section(let t) = IngredientLineParser.parse(line) { section = t; continue }
            if let index = recipe.ingredients.firstIndex(where: { $0.text == line }) { recipe.ingredients[index].section = section }
        }
        recipe.instructions = [
            Instruction(step: 1, text: "Heat the oven to 350°F.", duration: nil),
            Instruction(step: 2, text: "Blind bake the case for 15 minutes until pale gold.", duration: DurationRange(seconds: 900), tip: "Use dried beans."),
            Instruction(step: 3, text: "Bake for 25-30 minutes until just set.", duration: DurationRange(low: 1500, high: 1800)),
        ]
        state.detail = DetailState(recipe: recipe, units: .metric, isFavorite: true)
        state.detail?.servings = 4
        state.detail?.checked = [0]
        state.detail?.cursor = 1
        return state
    }

    static var search: AppState {
        var state = home
        state.tab = .search
        state.search.text = "garlic but"
        state.search.terms = ["garlic", "but"]
        state.search.results = [SearchHit(recipe: summary(2, "Garlic Butter Chicken", "dinner", 25), score: 3)]
        state.search.totalCount = 1
        return state
    }

    static func settings(cursor: SettingsRow) -> AppState {
        var state = home
        state.tab = .settings
        state.settingsCursor = cursor.rawValue
        state.settings.units = .metric
        return state
    }

    @Test(arguments: [("home", 80, 24), ("home", 40, 12), ("detail", 80, 24), ("detail", 40, 12), ("search", 80, 24), ("search", 40, 12),
                      ("help", 80, 24), ("add", 80, 24), ("settings", 80, 24), ("settings", 40, 12), ("help-settings", 80, 24), ("toosmall", 30, 8)])
    func screen(name: String, width: Int, height: Int) {
        var state: AppState = switch name {
        case "detail": Self.detail
        case "search": Self.search
        default: Self.home
        }
        if name == "help" { state.isHelpShown = true }
        if name == "add" { state.tab = .add }
        if name == "settings" { state = Self.settings(cursor: width < 80 ? .voiceRate : .member) }
        if name == "help-settings" {
            state = Self.settings(cursor: .theme)
            state.isHelpShown = true
        }
        let buffer = AppView.render(state, size: Size(width: width, height: height))
        Golden.assert(buffer.golden, named: "\(name)-\(width)x\(height)", suite: "SousUITests")
    }

    @Test(arguments: [(1, 1), (0, 0), (2, 1), (39, 11), (40, 12), (200, 60)])
    func everySizeRendersWithoutCrashing(width: Int, height: Int) {
        for state in [Self.home, Self.detail, Self.search, Self.settings(cursor: .voiceRate)] {
            let buffer = AppView.render(state, size: Size(width: width, height: height))
            #expect(buffer.size == Size(width: width, height: height))
        }
    }

    @Test func escapeSequencesInTitlesAreInert() {
        var state = Self.home
        state.home.recipes[0].title = "Evil\u{1b}]0;owned\u{07}\u{1b}[2J"
        let text = AppView.render(state, size: Size(width: 80, height: 24)).lines.joined()
        #expect(!text.contains("\u{1b}"))
        #expect(text.contains("Evil^[]0;owned^G"))
    }
}
