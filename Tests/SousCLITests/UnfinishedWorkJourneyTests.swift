import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Work left running or unsaved, through the whole app on a real file: a timer another Sous adds
/// while cooking, timers still running at the end of a recipe, and a session and a draft at start
/// (issue 27 items 4, 16 and 17).
@Suite struct UnfinishedWorkJourneyTests {
    let temporary = TemporaryFolder("sous-unfinished")
    let path: String
    let clock = HandClock(Fixtures.day)

    init() throws {
        path = temporary.url.appendingPathComponent("db.sqlite").path
        try ArchiveRepository(try AppDatabase.open(path: path)).importArchive(try StarterCookbook.archive(now: Fixtures.day))
    }

    func cook(_ query: String) throws -> Journey {
        let app = try Journey.app(path: path, clock: clock)
        app.press(.character("/"))
        app.type(query)
        app.press(.enter, .character("c"))
        return app
    }

    /// What `sous ask --apply` does from another process: read the stored session, apply, save.
    func applyElsewhere(_ command: CookingCommand, recipeId: Int64) throws {
        let database = try AppDatabase.open(path: path)
        let recipe = try #require(try RecipeRepository(database).recipe(id: recipeId))
        let stored = try #require(try WorkstateRepository(database).workstate(recipeId: recipeId))
        let session = CookingSession(recipe: recipe, workstate: stored).applying(command, now: clock.now).session
        try WorkstateRepository(database).save(session.workstate)
    }

    @Test func aTimerAddedByAnotherSousShowsUpAndRingsWithoutAReload() throws {
        let app = try cook("lemon tart")
        let id = try #require(app.state.cooking?.recipeId)
        app.ask("set a timer for 10 minutes for the rice")
        app.wait(1)
        try applyElsewhere(.addTimer(name: "oven", seconds: 300), recipeId: id)
        app.wait(2)
        #expect(app.state.cooking?.session.workstate.timers.map(\.name) == ["rice", "oven"], "merged in, none dropped")
        #expect(app.screen.contains("Added from another Sous: oven 4:58."))
        app.wait(298)
        #expect(app.surface.bellCount == 1)
        #expect(app.screen.contains("Your oven timer is done."))
        // And the merged copy is what the next save stores.
        app.press(.enter)
        let stored = try #require(try WorkstateRepository(try AppDatabase.open(path: path)).workstate(recipeId: id))
        #expect(stored.timers.map(\.name) == ["rice"])
    }

    @Test func finishingWithATimerRunningSaysSoAndKeepsItRunning() throws {
        let app = try cook("lemon tart")
        app.ask("set a timer for 12 minutes 30 seconds for the oven")
        #expect(app.state.cooking?.session.workstate.timers.map(\.name) == ["oven"])
        while app.state.cooking?.session.isFinished == false { app.press(.character("d")) }
        #expect(app.screen.contains("Lemon Tart is done"))
        #expect(app.screen.contains("1 timer still running: oven 12:30"))
        #expect(app.screen.contains("Esc keeps it running"))
        app.press(.escape)
        #expect(app.state.cooking?.isShown == false)
        #expect(app.tabBar.contains("Lemon Tart 12:30 (o)"), "shown in the tab bar")
        #expect(app.screen.contains("Lemon Tart is done; its timer keeps running: o shows it."))
        app.wait(750)
        #expect(app.surface.bellCount == 1, "it rings as usual")
        app.press(.character("o"))
        app.press(.enter)
        #expect(app.state.cooking?.session.workstate.timers.isEmpty == true)
        app.press(.escape)
        #expect(app.state.cooking == nil)
    }

    @Test func stoppingTheTimersAtTheEnd() throws {
        let app = try cook("pancakes")
        app.ask("set a timer for 5 minutes for the butter")
        while app.state.cooking?.session.isFinished == false { app.press(.character("d")) }
        app.press(.character("x"))
        #expect(app.state.cooking?.session.workstate.timers.isEmpty == true)
        #expect(!app.screen.contains("still running"))
        app.press(.escape)
        #expect(app.state.cooking == nil)
        app.wait(300)
        #expect(app.surface.bellCount == 0)
    }

    @Test func aSessionAndADraftAreBothOfferedAtStart() throws {
        let app = try cook("lemon tart")
        app.press(.character("n"), .character("n"))
        app.ask("set a timer for 5 minutes for the oven")
        app.press(.escape, .escape, .escape, .character("3"))
        app.type("Half a recipe")
        app.wait(48)
        // The process dies; a new one offers both.
        let again = try Journey.app(path: path, clock: clock)
        let message = try #require(again.state.dialog?.message)
        #expect(message.contains("Resume cooking Lemon Tart (step 3, timer 4:12)"))
        #expect(message.contains("Restore the unsaved draft “Half a recipe”"))
        #expect(again.screen.contains("Carry on?"))
        again.press(.character("c"))
        #expect(again.state.cooking?.isShown == true)
        #expect(again.screen.contains("Cooking Lemon Tart"))
        // The draft waits for the Add form.
        again.press(.escape, .character("3"))
        #expect(again.state.dialog?.message.contains("You were writing “Half a recipe”") == true)
        again.press(.character("y"))
        #expect(again.state.editor?.draft.title == "Half a recipe")
    }
}
