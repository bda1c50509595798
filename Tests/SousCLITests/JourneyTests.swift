import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// User journeys through the whole app, headless: real store, real reducer, real screens.
@Suite struct JourneyTests {
    let runtime: AppRuntime
    let surface: FakeTerminalSurface
    let database: AppDatabase

    init() throws {
        database = try AppDatabase.inMemory()
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        surface = FakeTerminalSurface(size: Size(width: 100, height: 30))
        runtime = AppRuntime(surface: surface, effects: .app(database: database),
                             style: { _ in TerminalStyle(foreground: nil, background: nil, attributes: []) },
                             themeStyles: { FullScreenApp.themeStyle($0, configDirectory: nil, depth: .ansi256) }, runsEffectsInline: true)
        runtime.send(.started)
    }

    var screen: String { surface.lastLines.joined(separator: "\n") }

    func press(_ keys: KeyEvent...) {
        for key in keys { runtime.handle(key) }
        runtime.draw()
    }

    func type(_ text: String) {
        for c in text { runtime.handle(.character(c)) }
        runtime.draw()
    }

    @Test func browseOpenScaleConvertAndGoBack() {
        press()
        #expect(screen.contains("54 recipes"))
        #expect(screen.contains("Apple Crumble"))
        press(.down, .down, .enter)
        let title = runtime.state.detail?.recipe.title
        #expect(title == "Beef and Guinness Stew")
        press(.character("+"), .character("+"))
        #expect(screen.contains("Serves \(runtime.state.detail!.recipe.servings + 2) (written for"))
        press(.character("u"))
        #expect(screen.contains("units: metric"))
        press(.escape)
        #expect(runtime.state.detail == nil)
        #expect(screen.contains("54 recipes"))
    }

    @Test func searchAsYouTypeThenOpenAResult() {
        press(.character("2"))
        type("garlic but")
        #expect(runtime.state.search.results.first?.recipe.title == "Garlic Butter Chicken")
        #expect(screen.contains("Garlic Butter Chicken"))
        press(.enter)
        #expect(runtime.state.detail?.recipe.title == "Garlic Butter Chicken")
        press(.escape, .escape)
        #expect(runtime.state.search.text.isEmpty)
    }

    @Test func categoryChipsAndFavouritesNarrowTheList() {
        press(.character("c"), .character("c"), .character("c"), .character("c"))
        #expect(runtime.state.home.category == "dessert")
        #expect(runtime.state.home.recipes.allSatisfy { $0.category == "dessert" })
        press(.character("f"))
        #expect(runtime.state.home.favoritesOnly)
        #expect(screen.contains("favourites only"))
    }

    @Test func favouriteToggleIsSaved() {
        press(.enter)
        let id = runtime.state.detail!.recipe.id!
        let before = runtime.state.detail!.isFavorite
        press(.character("f"))
        #expect(runtime.state.detail!.isFavorite == !before)
        #expect(runtime.state.home.favoriteIds.contains(id) == !before)
    }

    @Test func helpOpensAndQuitEndsTheLoop() {
        press(.character("?"))
        #expect(screen.contains("Keys · "))
        press(.escape, .character("q"))
        #expect(runtime.state.isQuitting)
    }

    @Test func settingsChangeTheThemeLiveAndAreSaved() throws {
        press(.character("4"))
        #expect(screen.contains("Family member"))
        let before = surface.presentedStyles.last!
        press(.enter)
        let modern = FullScreenApp.themeStyle("modern", configDirectory: nil, depth: .ansi256).style
        #expect(runtime.state.settings.theme == "modern")
        #expect(screen.contains("Modern"))
        let after = surface.presentedStyles.last!
        #expect(after != before, "the next frame is painted in the new theme")
        #expect(after.allSatisfy { role, style in style == modern(role) })
        #expect(surface.invalidationCount == 1, "the terminal redraws every cell, not only the changed ones")
        press(.down, .right)
        #expect(screen.contains("metric"))
        let stored = try SettingsRepository(database).load()
        #expect(stored.theme == "modern")
        #expect(stored.units == .metric)
        press(.character("1"), .enter)
        #expect(runtime.state.detail?.units == .metric, "a newly opened recipe uses the saved units")
    }

    @Test func theCurrentMemberIsSavedAndHomeShowsTheirFavourites() throws {
        let family = FamilyRepository(database)
        let members = try family.members()
        let second = try #require(members.dropFirst().first)
        let theirs = try family.favoriteRecipeIds(memberId: second.id!)
        #expect(runtime.state.home.favoriteIds == (try family.favoriteRecipeIds(memberId: members[0].id!)))
        #expect(runtime.state.home.favoriteIds != theirs, "the starter members favour different recipes")
        press(.character("4"), .down, .down, .enter)
        #expect(screen.contains("\(second.avatar) \(second.name)"))
        #expect(try SettingsRepository(database).load().currentMemberId == second.id)
        #expect(runtime.state.home.favoriteIds == theirs)
    }

    @Test func settingsOffersEveryBuiltInTheme() {
        #expect(SettingsRow.themes == ThemeCatalog.builtInNames)
    }

    @Test func aFailedSaveShowsTheErrorBanner() {
        var handlers = EffectHandlers.app(database: database)
        handlers.store = FailingSaves(inner: StoreEffectHandler(database: database))
        let failing = AppRuntime(surface: surface, effects: handlers,
                                 style: runtime.style, runsEffectsInline: true)
        failing.send(.started)
        for key: KeyEvent in [.character("4"), .down, .enter] { failing.handle(key) }
        failing.draw()
        #expect(failing.state.banner == Banner(.error, "disk full"))
        #expect(screen.contains("disk full"))
    }
}

/// Runs every effect for real except saving settings, which fails as a full disk would.
struct FailingSaves: EffectHandler {
    let inner: StoreEffectHandler

    func perform(_ effect: StoreEffect) -> [AppAction] {
        if case .saveSettings = effect { return [.failed(.storage("disk full"))] }
        return inner.perform(effect)
    }
}
