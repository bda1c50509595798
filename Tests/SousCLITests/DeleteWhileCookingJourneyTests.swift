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
    let surface = FakeTerminalSurface(size: Size(width: 100, height: 30))

    init() throws {
        path = temporary.url.appendingPathComponent("db.sqlite").path
        try ArchiveRepository(try AppDatabase.open(path: path)).importArchive(try StarterCookbook.archive(now: Fixtures.day))
    }

    func start() throws -> AppRuntime {
        try AppRuntime.storeBacked(surface: surface, path: path, clock: clock)
    }

    func press(_ app: AppRuntime, _ keys: KeyEvent...) {
        for key in keys { app.handle(key) }
        clock.now = clock.now.addingTimeInterval(1)
        app.tick()
        app.draw()
    }

    var screen: String { surface.lastLines.joined(separator: "\n") }
    /// The top line, where a session in progress shows its chip ("⏱ Lemon Tart 29:58 (o)").
    var tabBar: String { surface.lastLines.first ?? "" }

    func cookLemonTartWithATimer(_ app: AppRuntime) throws {
        press(app, .character("/"))
        for c in "lemon tart" { app.handle(.character(c)) }
        press(app, .enter, .character("c"))
        app.handle(.character(":"))
        for c in "set a timer for 30 minutes" { app.handle(.character(c)) }
        press(app, .enter)
        #expect(app.state.cooking?.session.workstate.timers.count == 1)
        press(app, .escape)
        #expect(app.state.detail?.recipe.title == "Lemon Tart")
        #expect(tabBar.contains("Lemon Tart") && tabBar.contains("(o)"))
    }

    @Test func deletingTheRecipeEndsItsSessionAndUndoBringsItBack() throws {
        let app = try start()
        try cookLemonTartWithATimer(app)
        let oldId = try #require(app.state.cooking?.recipeId)

        press(app, .character("d"))
        #expect(screen.contains("Cooking it stops too."))
        press(app, .character("y"))
        #expect(app.state.cooking == nil)
        #expect(!tabBar.contains("(o)"))
        #expect(app.state.banner?.text == "Deleted “Lemon Tart” and its cooking session. Undo with z or Ctrl-Z.")
        app.send(.tabSelected(.home))
        press(app, .character("o"))
        #expect(app.state.cooking == nil)
        #expect(app.state.banner?.text.contains("Nothing is cooking") == true)
        // Time passes: the gone session saves nothing and rings nothing.
        clock.now = clock.now.addingTimeInterval(40 * 60)
        press(app)
        #expect(surface.bellCount == 0)
        #expect(app.state.banner?.kind != .error)

        press(app, .character("z"))
        let back = try #require(app.state.cooking)
        #expect(back.recipeId != oldId, "the recipe came back under a new id")
        #expect(back.isShown == false)
        #expect(back.session.workstate.timers.count == 1)
        #expect(tabBar.contains("Lemon Tart") && tabBar.contains("(o)"))
        press(app, .character("o"), .character("l"))
        #expect(app.state.cooking?.session.stepIndex == 1)
        #expect(app.state.banner?.kind != .error, "\(app.state.banner?.text ?? "")")
        let stored = try WorkstateRepository(try AppDatabase.open(path: path)).workstate(recipeId: try #require(back.recipeId))
        #expect(stored?.stepIndex == 1)
        #expect(stored?.timers.count == 1)
    }

    @Test func deleteAllEndsTheSession() throws {
        let app = try start()
        try cookLemonTartWithATimer(app)
        press(app, .escape)
        app.send(.tabSelected(.settings))
        while app.state.settingsCursor < SettingsRow.allCases.firstIndex(of: .deleteAll)! { press(app, .down) }
        press(app, .enter)
        for c in SettingsRow.deleteAllWord { app.handle(.character(c)) }
        press(app, .enter)
        #expect(app.state.home.totalCount == 0)
        #expect(app.state.cooking == nil)
        #expect(!tabBar.contains("(o)"))
        app.send(.tabSelected(.home))
        press(app, .character("o"))
        #expect(app.state.banner?.text.contains("Nothing is cooking") == true)
    }
}
