import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Deleting the recipe being cooked, through the whole app and a real store: the session ends
/// with it (no chip, no overlay, no save into a missing recipe) and undo brings both back.
@Suite struct DeleteWhileCookingJourneyTests {
    let temporary = TemporaryFolder("sous-delete-cooking")
    let path: String
    let clock = HandClock(Fixtures.day)

    init() throws {
        path = temporary.url.appendingPathComponent("db.sqlite").path
        try ArchiveRepository(try AppDatabase.open(path: path)).importArchive(try StarterCookbook.archive(now: Fixtures.day))
    }

    /// The clock moves a second with each press, so the timer's chip visibly counts down.
    func start() throws -> Journey {
        let app = try Journey.app(path: path, clock: clock)
        app.secondsPerPress = 1
        return app
    }

    func cookLemonTartWithATimer(_ app: Journey) throws {
        app.press(.character("/"))
        app.type("lemon tart")
        app.press(.enter, .character("c"))
        app.ask("set a timer for 30 minutes")
        #expect(app.state.cooking?.session.workstate.timers.count == 1)
        app.press(.escape)
        #expect(app.state.detail?.recipe.title == "Lemon Tart")
        #expect(app.tabBar.contains("Lemon Tart") && app.tabBar.contains("(o)"))
    }

    @Test func deletingTheRecipeEndsItsSessionAndUndoBringsItBack() throws {
        let app = try start()
        try cookLemonTartWithATimer(app)
        let oldId = try #require(app.state.cooking?.recipeId)

        app.press(.character("d"))
        #expect(app.screen.contains("Cooking it stops too."))
        app.press(.character("y"))
        #expect(app.state.cooking == nil)
        #expect(!app.tabBar.contains("(o)"))
        #expect(app.state.banner?.text == "Deleted “Lemon Tart” and its cooking session. Undo with z or Ctrl-Z.")
        app.send(.tabSelected(.home))
        app.press(.character("o"))
        #expect(app.state.cooking == nil)
        #expect(app.state.banner?.text.contains("Nothing is cooking") == true)
        // Time passes: the gone session saves nothing and rings nothing.
        clock.now = clock.now.addingTimeInterval(40 * 60)
        app.press()
        #expect(app.surface.bellCount == 0)
        #expect(app.state.banner?.kind != .error)

        app.press(.character("z"))
        let back = try #require(app.state.cooking)
        #expect(back.recipeId != oldId, "the recipe came back under a new id")
        #expect(back.isShown == false)
        #expect(back.session.workstate.timers.count == 1)
        #expect(app.tabBar.contains("Lemon Tart") && app.tabBar.contains("(o)"))
        app.press(.character("o"), .character("l"))
        #expect(app.state.cooking?.session.stepIndex == 1)
        #expect(app.state.banner?.kind != .error, "\(app.state.banner?.text ?? "")")
        let stored = try WorkstateRepository(try AppDatabase.open(path: path)).workstate(recipeId: try #require(back.recipeId))
        #expect(stored?.stepIndex == 1)
        #expect(stored?.timers.count == 1)
    }

    @Test func deleteAllEndsTheSession() throws {
        let app = try start()
        try cookLemonTartWithATimer(app)
        app.press(.escape)
        app.send(.tabSelected(.settings))
        while app.state.settingsCursor < SettingsRow.allCases.firstIndex(of: .deleteAll)! { app.press(.down) }
        app.press(.enter)
        app.type(SettingsRow.deleteAllWord)
        app.press(.enter)
        #expect(app.state.home.totalCount == 0)
        #expect(app.state.cooking == nil)
        #expect(!app.tabBar.contains("(o)"))
        app.send(.tabSelected(.home))
        app.press(.character("o"))
        #expect(app.state.banner?.text.contains("Nothing is cooking") == true)
    }
}
