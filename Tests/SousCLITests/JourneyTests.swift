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
    let app: Journey
    let database: AppDatabase

    init() throws {
        database = try AppDatabase.inMemory()
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        app = Journey.app(database: database)
    }

    @Test func browseOpenScaleConvertAndGoBack() {
        app.press()
        #expect(app.screen.contains("54 recipes"))
        #expect(app.screen.contains("Apple Crumble"))
        app.press(.down, .down, .enter)
        let title = app.state.detail?.recipe.title
        #expect(title == "Beef and Guinness Stew")
        app.press(.character("+"), .character("+"))
        #expect(app.screen.contains("Serves \(app.state.detail!.recipe.servings + 2) (written for"))
        app.press(.character("u"))
        #expect(app.screen.contains("units: metric"))
        app.press(.escape)
        #expect(app.state.detail == nil)
        #expect(app.screen.contains("54 recipes"))
    }

    @Test func searchAsYouTypeThenOpenAResult() {
        app.press(.character("2"))
        app.type("garlic but")
        #expect(app.state.search.results.first?.recipe.title == "Garlic Butter Chicken")
        #expect(app.screen.contains("Garlic Butter Chicken"))
        app.press(.enter)
        #expect(app.state.detail?.recipe.title == "Garlic Butter Chicken")
        app.press(.escape, .escape)
        #expect(app.state.search.text.isEmpty)
    }

    @Test func categoryChipsAndFavouritesNarrowTheList() {
        app.press(.character("c"), .character("c"), .character("c"), .character("c"))
        #expect(app.state.home.category == "dessert")
        #expect(app.state.home.recipes.allSatisfy { $0.category == "dessert" })
        app.press(.character("f"))
        #expect(app.state.home.favoritesOnly)
        #expect(app.screen.contains("favourites only"))
    }

    @Test func favouriteToggleIsSaved() {
        app.press(.enter)
        let id = app.state.detail!.recipe.id!
        let before = app.state.detail!.isFavorite
        app.press(.character("f"))
        #expect(app.state.detail!.isFavorite == !before)
        #expect(app.state.home.favoriteIds.contains(id) == !before)
    }

    @Test func helpOpensAndQuitEndsTheLoop() {
        app.press(.character("?"))
        #expect(app.screen.contains("Keys · "))
        app.press(.escape, .character("q"))
        #expect(app.state.isQuitting)
    }

    @Test func settingsChangeTheThemeLiveAndAreSaved() throws {
        app.press(.character("4"))
        #expect(app.screen.contains("Family member"))
        let before = app.surface.presentedStyles.last!
        app.press(.enter)
        let modern = FullScreenApp.themeStyle("modern", configDirectory: nil, depth: .ansi256).style
        #expect(app.state.settings.theme == "modern")
        #expect(app.screen.contains("Modern"))
        let after = app.surface.presentedStyles.last!
        #expect(after != before, "the next frame is painted in the new theme")
        #expect(after.allSatisfy { role, style in style == modern(role) })
        #expect(app.surface.invalidationCount == 1, "the terminal redraws every cell, not only the changed ones")
        app.press(.down, .right)
        #expect(app.screen.contains("metric"))
        let stored = try SettingsRepository(database).load()
        #expect(stored.theme == "modern")
        #expect(stored.units == .metric)
        app.press(.character("1"), .enter)
        #expect(app.state.detail?.units == .metric, "a newly opened recipe uses the saved units")
    }

    @Test func theCurrentMemberIsSavedAndHomeShowsTheirFavourites() throws {
        let family = FamilyRepository(database)
        let members = try family.members()
        let second = try #require(members.dropFirst().first)
        let theirs = try family.favoriteRecipeIds(memberId: second.id!)
        #expect(app.state.home.favoriteIds == (try family.favoriteRecipeIds(memberId: members[0].id!)))
        #expect(app.state.home.favoriteIds != theirs, "the starter members favour different recipes")
        app.press(.character("4"), .down, .down, .enter)
        #expect(app.screen.contains("\(second.avatar) \(second.name)"))
        #expect(try SettingsRepository(database).load().currentMemberId == second.id)
        #expect(app.state.home.favoriteIds == theirs)
    }

    @Test func settingsOffersEveryBuiltInTheme() {
        #expect(SettingsRow.themes == ThemeCatalog.builtInNames)
    }

    @Test func aFailedSaveShowsTheErrorBanner() {
        var handlers = EffectHandlers.app(database: database)
        handlers.store = FailingSaves(inner: StoreEffectHandler(database: database))
        let failing = Journey.app(database: database, effects: handlers)
        failing.press(.character("4"), .down, .enter)
        #expect(failing.state.banner == Banner(.error, "disk full"))
        #expect(failing.screen.contains("disk full"))
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
