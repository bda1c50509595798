import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// The screen keys issue 27 found wanting (items 13, 17, 18), through the whole app.
@Suite struct ScreenKeysJourneyTests {
    let app: Journey
    let clock = HandClock(Fixtures.day)

    init() throws {
        let database = try AppDatabase.inMemory()
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        app = Journey.app(database: database, clock: clock, size: Size(width: 80, height: 24))
    }

    /// The screen's rows trimmed and joined, so a wrapped message reads as one line.
    private var flat: String {
        app.surface.lastLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func openRecipe(_ title: String) {
        app.press(.character("2"))
        app.type(title)
        app.press(.enter)
    }

    /// Item 13: in the recipe view g, G, Home, End, PgUp and PgDn move to the top, the bottom and
    /// by a page, and the view scrolls with them.
    @Test func theRecipeViewScrollsWithTheListKeys() throws {
        openRecipe("Lemon Tart")
        let detail = try #require(app.state.detail)
        let last = detail.itemCount - 1
        let lastStep = try #require(detail.recipe.instructions.last)
        let firstWords = lastStep.text.split(separator: " ").prefix(3).joined(separator: " ")
        #expect(!app.screen.contains(firstWords))
        app.press(.character("G"))
        #expect(app.state.detail?.cursor == last)
        app.press(.character("g"))
        #expect(app.state.detail?.cursor == 0)
        app.press(.end)
        #expect(app.state.detail?.cursor == last)
        #expect(app.screen.contains(firstWords) || detail.recipe.familyMemory != nil, "\(app.screen)")
        app.press(.home)
        #expect(app.state.detail?.cursor == 0)
        #expect(app.screen.contains("Ingredients"))
        app.press(.pageDown)
        #expect(app.state.detail?.cursor == min(10, last))
        app.press(.pageUp)
        #expect(app.state.detail?.cursor == 0)
        // Still the recipe: none of these left it.
        #expect(app.state.detail?.recipe.title == "Lemon Tart")
    }

    /// Item 17: a timer rings while the cook is on Home; the banner names Enter, and Enter there
    /// stops it (rather than opening a recipe).
    @Test func enterStopsAnAlarmRingingBehindAnyScreen() throws {
        openRecipe("Lemon Tart")
        app.press(.character("c"))
        #expect(app.state.cooking?.isShown == true)
        app.type("a")
        app.type("1 minute for the oven\n")
        #expect(app.state.cooking?.session.workstate.timers.count == 1)
        // Out of the overlay, the recipe and the search words, to Home.
        app.press(.escape, .escape, .escape, .character("1"))
        #expect(app.state.tab == .home && app.state.detail == nil && app.state.cooking?.isShown == false)
        app.wait(61)
        let banner = try #require(app.state.banner?.text)
        #expect(banner.contains("Enter stops it"), "\(banner)")
        #expect(app.screen.split(separator: "\n").last?.contains("Enter stop timer") == true, "\(app.screen)")
        app.press(.enter)
        #expect(app.state.cooking?.ringing(at: app.state.now).isEmpty == true)
        #expect(app.state.detail == nil, "Enter opened a recipe instead of stopping the alarm")
        // With nothing ringing, Enter opens again.
        app.press(.enter)
        #expect(app.state.detail != nil)
    }

    @Test(arguments: ["search", "settings", "add", "recipe", "week", "shopping"])
    func enterStopsTheAlarmOnEveryScreen(screen: String) throws {
        openRecipe("Lemon Tart")
        app.press(.character("c"))
        app.type("a")
        app.type("1 minute for the oven\n")
        app.press(.escape)
        switch screen {
        case "search": app.press(.escape)
        case "settings": app.press(.escape, .escape, .character("4"))
        case "add": app.press(.escape, .escape, .character("3"))
        case "week": app.press(.escape, .escape, .character("1"), .character("w"))
        case "shopping": app.press(.escape, .escape, .character("1"), .character("b"))
        default: break
        }
        app.wait(61)
        #expect(app.state.cooking?.ringing(at: app.state.now).isEmpty == false)
        let before = app.state
        app.press(.enter)
        #expect(app.state.cooking?.ringing(at: app.state.now).isEmpty == true, "\(screen)")
        #expect(app.state.tab == before.tab && app.state.detail?.recipe.id == before.detail?.recipe.id, "\(screen)")
        #expect(app.state.editor == before.editor, "\(screen): Enter typed into the form")
    }

    /// Item 18: Esc clears the words, a second Esc the filters; Ctrl-X resets the filters alone;
    /// the empty list says whether the filters or the words are why.
    @Test func escapeClearsTheWordsThenTheFilters() {
        app.press(.character("2"))
        app.type("zzzqqq")
        app.press(.ctrl("d"), .ctrl("d"), .ctrl("d"))
        #expect(app.state.search.filters.difficulty == .hard)
        #expect(flat.contains("No recipe matches these words, even without the filters."), "\(app.screen)")
        #expect(app.screen.split(separator: "\n").last?.contains("^X reset filters") == true)
        app.press(.escape)
        #expect(app.state.search.text.isEmpty)
        #expect(app.state.search.filters.difficulty == .hard)
        app.press(.escape)
        #expect(app.state.search.filters.isEmpty)
        #expect(app.state.tab == .search)
    }

    @Test func ctrlXResetsTheFiltersAndKeepsTheWords() {
        app.press(.character("2"))
        app.press(.ctrl("t"), .ctrl("r"))
        app.type("zzzqqq")
        app.press(.ctrl("u"))
        #expect(app.state.search.text.isEmpty)
        app.type("soup")
        app.press(.ctrl("x"))
        #expect(app.state.search.filters.isEmpty)
        #expect(app.state.search.text == "soup")
        #expect(!app.screen.contains("^X reset filters"))
    }

    @Test func theEmptyMessageSaysWhetherTheFiltersOrTheWordsAreWhy() throws {
        app.press(.character("2"))
        // Hard recipes ready within 15 minutes: none in the starter cookbook.
        app.press(.ctrl("r"), .ctrl("d"), .ctrl("d"), .ctrl("d"))
        try #require(app.state.search.results.isEmpty)
        #expect(flat.contains("No recipes match these filters: hard, ready in 15 min. Ctrl-X (or Esc) resets them."), "\(app.screen)")
        // Words that match recipes, just not these filters: the filters are why.
        app.type("pancakes")
        try #require(app.state.search.results.isEmpty)
        let alone = try #require(app.state.search.matchesWithoutFilters)
        #expect(alone > 0)
        #expect(flat.contains("No recipes match these filters (hard, ready in 15 min); without them, \(alone) match"), "\(app.screen)")
        // Words nothing matches: the words are why.
        app.press(.ctrl("u"))
        app.type("zzzqqq")
        #expect(app.state.search.matchesWithoutFilters == 0)
        #expect(flat.contains("No recipe matches these words, even without the filters."), "\(app.screen)")
        app.press(.ctrl("x"))
        #expect(flat.contains("No recipe matches. Try fewer or shorter words."), "\(app.screen)")
    }

    /// Ctrl-L repaints every cell, on any screen, even in the form and over a question.
    @Test func ctrlLRedrawsTheWholeScreenEverywhere() {
        for keys: [KeyEvent] in [[], [.character("2")], [.character("3")], [.character("1"), .enter], [.character("1"), .enter, .character("d")]] {
            app.press(.escape)
            for key in keys { app.press(key) }
            let before = app.surface.invalidationCount
            let frames = app.surface.presented.count
            let state = app.state
            app.press(.ctrl("l"))
            #expect(app.surface.invalidationCount == before + 1, "\(keys)")
            #expect(app.surface.presented.count > frames)
            #expect(app.state == state, "\(keys): Ctrl-L changed something")
        }
    }
}
