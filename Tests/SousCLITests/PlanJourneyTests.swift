import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Planning the week and shopping for it through the whole app on a real store file, with a restart.
@Suite struct PlanJourneyTests {
    let temporary = TemporaryFolder("sous-plan")
    let path: String
    let clock = HandClock(SampleScreens.planToday)

    init() throws {
        path = temporary.appendingPathComponent("db.sqlite").path
        try ArchiveRepository(try AppDatabase.open(path: path)).importArchive(try StarterCookbook.archive(now: Fixtures.day))
    }

    func tartId(_ database: AppDatabase) throws -> Int64 {
        try #require(try RecipeRepository(database).list(limit: 200).first { $0.title == "Lemon Tart" }).id
    }

    @Test func planARecipeOpenTheWeekTickTheListAndTheTickSurvivesARestart() throws {
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("/"))
        app.type("lemon tart")
        app.press(.enter, .character("p"))
        #expect(app.screen.contains("Plan Lemon Tart"))
        #expect(app.screen.contains("Thursday 26 November"))
        app.press(.down, .right)
        #expect(app.state.planPicker?.meal == "snack", "dinner, then snack")
        app.press(.left, .enter)
        #expect(app.state.planPicker == nil)
        #expect(app.screen.contains("Planned “Lemon Tart” for dinner on Thursday 26 November."))

        app.press(.escape, .escape, .character("1"), .character("w"))
        #expect(app.state.week?.entries.map(\.entry.label) == ["Lemon Tart"])
        #expect(app.screen.contains("Thu 26 Nov"), "100x30: the grid of days × meals")
        #expect(app.screen.contains("today"))
        #expect(app.screen.contains("Lemon Tart ×"))
        app.press(.enter)
        #expect(app.state.detail?.recipe.title == "Lemon Tart", "Enter opens the planned recipe")
        app.press(.escape, .escape)
        #expect(app.state.week == nil)

        app.press(.character("b"))
        let shopping = try #require(app.state.shopping)
        #expect(shopping.isLoaded)
        guard case .item(let first)? = shopping.rows.first else {
            Issue.record("the list is empty")
            return
        }
        #expect(app.screen.contains("Shopping list"))
        #expect(app.screen.contains(first.name))
        app.press(.character(" "))
        #expect(app.state.shopping?.ticked == [first.key])

        let again = try Journey.app(path: path, clock: clock)
        again.press(.character("b"))
        #expect(again.state.shopping?.ticked == [first.key], "the tick is stored")
        #expect(again.screen.contains(Glyphs.unicode.checkboxOn + " " + first.name))
    }

    @Test func xTakesAnEntryOffZPutsItBackAndCMarksItCooked() throws {
        let database = try AppDatabase.open(path: path)
        try PlanRepository(database).add(day: PlanDay("2026-11-24")!, meal: "lunch", recipeId: try tartId(database), servings: 2)
        let week = (PlanDay("2026-11-23")!, PlanDay("2026-11-29")!)
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("w"))
        #expect(app.screen.contains("Lemon Tart ×2"))
        app.press(.character("x"))
        #expect(try PlanRepository(database).entries(from: week.0, to: week.1).isEmpty)
        app.press(.character("z"))
        let back = try PlanRepository(database).entries(from: week.0, to: week.1)
        #expect(back.map(\.entry.meal) == ["lunch"])
        #expect(back.first?.entry.servings == 2)
        app.press(.character("c"))
        #expect(try PlanRepository(database).entries(from: week.0, to: week.1).first?.entry.cookedAt != nil)
        app.press(.character("]"))
        #expect(app.screen.contains("Week of Mon 30 Nov"))
        #expect(app.screen.contains("Nothing planned this week"))
    }

    @Test func finishingCookingMarksThePlanEntryCooked() throws {
        let database = try AppDatabase.open(path: path)
        let tart = try tartId(database)
        try PlanRepository(database).add(day: PlanDay("2026-11-26")!, meal: "dinner", recipeId: tart)
        _ = StoreEffectHandler(database: database, now: { SampleScreens.planToday })
            .perform(.markCooked(recipeId: tart, at: SampleScreens.planToday))
        let entry = try PlanRepository(database).entries(from: PlanDay("2026-11-26")!, to: PlanDay("2026-11-26")!).first
        #expect(entry?.entry.cookedAt != nil)
    }

    @Test func addAHandLineAndExportTheListAsMarkdown() throws {
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("b"), .character("a"))
        app.type("kitchen roll\n")
        #expect(app.state.shopping?.extras.map(\.text) == ["kitchen roll"])
        #expect(app.screen.contains("kitchen roll"))
        let file = temporary.appendingPathComponent("list.md").path
        app.press(.character("e"), .ctrl("u"))
        app.type(file + "\n")
        #expect(app.state.banner?.text.contains(file) == true)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("# Shopping"))
        #expect(text.contains("- [ ] kitchen roll"))
        app.press(.character(" "))
        #expect(app.state.shopping?.extras.first?.ticked == true)
        app.press(.character("C"), .character("y"))
        #expect(app.state.shopping?.extras.isEmpty == true, "a new shop drops ticked hand-added lines")
    }

    @Test func oShowsTheRecipeLinesBehindAnItemAndEscClosesThemFirst() throws {
        let database = try AppDatabase.open(path: path)
        try PlanRepository(database).add(day: PlanDay("2026-11-26")!, meal: "dinner", recipeId: try tartId(database), servings: 4)
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("b"))
        guard case .item(let first)? = app.state.shopping?.selectedRow else {
            Issue.record("the list is empty")
            return
        }
        app.press(.character("o"))
        #expect(app.state.shopping?.showsLines == true)
        let line = try #require(first.lines.first)
        #expect(app.screen.contains("Lemon Tart: " + String(line.scaled.prefix(20))), "\(app.screen)")
        app.press(.escape)
        #expect(app.state.shopping?.showsLines == false && app.state.shopping != nil, "Esc closes the lines, not the list")
        app.press(.escape)
        #expect(app.state.shopping == nil)
    }

    @Test func pPutsAnItemInThePantryAndBackMMovesItsAisleAndXTakesAHandAddedLineOff() throws {
        let database = try AppDatabase.open(path: path)
        try PlanRepository(database).add(day: PlanDay("2026-11-26")!, meal: "dinner", recipeId: try tartId(database), servings: 4)
        let shop = ShoppingRepository(database)
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("b"))
        guard case .item(let first)? = app.state.shopping?.selectedRow else {
            Issue.record("the list is empty")
            return
        }
        // p: the dialog offers the name (always in the house); Enter keeps it in the pantry.
        app.press(.character("p"))
        #expect(app.state.dialog?.input == first.name)
        app.press(.enter)
        #expect(try shop.pantry().contains { $0.name == first.name })
        let shopping = try #require(app.state.shopping)
        #expect(!shopping.list.toBuy.flatMap(\.items).contains { $0.key == first.key }, "no longer to buy")
        let coveredIndex = try #require(shopping.rows.firstIndex { if case .covered(let item) = $0 { item.key == first.key } else { false } })
        #expect(app.screen.contains("From the pantry"))
        #expect(app.screen.contains("\(first.name) · always in the house"), "\(app.screen)")

        // p on it in the pantry section: back on the list.
        app.press(.character("G"))
        for _ in 0..<(app.state.shopping!.rows.count - 1 - coveredIndex) { app.press(.up) }
        #expect(app.state.shopping?.selectedRow == .covered(shopping.list.fromPantry.first { $0.key == first.key }!))
        app.press(.character(" "))
        #expect(app.screen.contains("comes from the pantry"), "a pantry row is not ticked")
        app.press(.character("p"))
        #expect(try !shop.pantry().contains { $0.name == first.name })
        #expect(app.state.shopping?.list.toBuy.flatMap(\.items).contains { $0.key == first.key } == true)

        // m: a digit chooses the aisle; it is kept and the cursor follows the product.
        app.press(.character("g"))
        guard case .item(let item)? = app.state.shopping?.selectedRow else { Issue.record("no item"); return }
        let frozen = try #require(Aisle.allCases.firstIndex(of: .frozen))
        app.press(.character("m"))
        #expect(app.screen.contains("Where is \(item.name)?"))
        app.press(.character(Character(String(frozen + 1))))
        #expect(try shop.aisleChoices()[PantryItem(name: item.name).key] == .frozen)
        #expect(app.state.shopping?.list.items.first { $0.key == item.key }?.aisle == .frozen)
        guard case .item(let followed)? = app.state.shopping?.selectedRow else { Issue.record("no item"); return }
        #expect(followed.key == item.key, "the cursor follows the moved product")
        app.press(.character("m"), .enter)
        #expect(try shop.aisleChoices().isEmpty, "Enter: back to Sous's own aisle")

        // x: only a hand-added line goes.
        app.press(.character("x"))
        #expect(app.screen.contains("Only lines added by hand"))
        app.press(.character("a"))
        app.type("kitchen roll")
        app.press(.enter)
        let extraIndex = try #require(app.state.shopping?.rows.firstIndex { if case .extra = $0 { true } else { false } })
        app.press(.character("g"))
        for _ in 0..<extraIndex { app.press(.down) }
        app.press(.character("x"))
        #expect(try shop.extras().isEmpty)
        #expect(app.state.shopping?.extras.isEmpty == true)
    }

    @Test func theListExportsAsJSONOrPlainTextByTheFilesName() throws {
        let database = try AppDatabase.open(path: path)
        try PlanRepository(database).add(day: PlanDay("2026-11-26")!, meal: "dinner", recipeId: try tartId(database))
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("b"), .character(" "))
        let json = temporary.appendingPathComponent("list.json").path
        app.press(.character("e"), .ctrl("u"))
        app.type(json + "\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.contains { $0["ticked"] as? Bool == true && $0["recipes"] as? [String] == ["Lemon Tart"] })
        let text = temporary.appendingPathComponent("list.txt").path
        app.press(.character("e"), .ctrl("u"))
        app.type(text + "\n")
        let plain = try String(contentsOfFile: text, encoding: .utf8)
        #expect(plain.hasPrefix("Shopping for Thursday 26 November") && plain.contains("  [x] "), "\(plain)")
    }

    @Test func theWeekShowsEachDaysEstimateAndWhatItRestsOn() throws {
        let database = try AppDatabase.open(path: path)
        try PlanRepository(database).add(day: PlanDay("2026-11-26")!, meal: "dinner", recipeId: try tartId(database), servings: 2)
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("w"))
        let day = try #require(app.state.week?.nutrition(on: PlanDay("2026-11-26")!))
        #expect(day.dishes == ["Lemon Tart"] && day.measured > 0 && day.matched <= day.measured)
        #expect(app.screen.contains("Thu about"), "\(app.screen)")
        #expect(app.screen.contains("a person, from \(day.matched) of \(day.measured) ingredients"))
        #expect(app.state.week?.nutrition(on: PlanDay("2026-11-27")!) == nil, "nothing planned, nothing estimated")
    }

    @Test func thePrintedListSaysWhichLinesWereConvertedAndHow() {
        let butter = [Ingredient(quantity: .exact(Rational(1)), unit: "cup", name: "butter", text: "1 cup butter"),
                      Ingredient(quantity: .exact(Rational(100)), unit: "g", name: "butter", text: "100 g butter")]
        let list = ShoppingListBuilder.build([ShoppingRecipe(title: "Shortbread", ingredients: butter)])
        let text = ShoppingText.render(list, ticked: [], extras: [], heading: "Shopping", markdown: false)
        #expect(text.contains("butter — 325 g (Shortbread; 1 cup read as 225 g (butter: 227 g a cup))"), "\(text)")
    }
}
