import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Writing, editing, deleting and exporting recipes, and managing the family and data, through the
/// whole app (real store, reducer and screens) as a cook would press the keys.
@Suite struct EditingJourneyTests {
    let database: AppDatabase
    let surface = FakeTerminalSurface(size: Size(width: 100, height: 30))
    let runtime: AppRuntime
    let temporary = TemporaryFolder("sous-journey")
    let folder: URL

    init() throws {
        folder = temporary.url
        database = try AppDatabase.open(path: folder.appendingPathComponent("db.sqlite").path)
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        runtime = Self.start(database, surface)
    }

    static func start(_ database: AppDatabase, _ surface: FakeTerminalSurface) -> AppRuntime {
        let runtime = AppRuntime(surface: surface, effects: .app(database: database),
                                 style: { _ in TerminalStyle(foreground: nil, background: nil, attributes: []) }, runsEffectsInline: true)
        runtime.send(.started)
        runtime.draw()
        return runtime
    }

    var screen: String { surface.lastLines.joined(separator: "\n") }

    func press(_ keys: KeyEvent..., on app: AppRuntime? = nil) {
        let app = app ?? runtime
        for key in keys { app.handle(key) }
        app.draw()
    }

    func type(_ text: String, on app: AppRuntime? = nil) {
        let app = app ?? runtime
        for c in text { app.handle(c == "\n" ? .enter : .character(c)) }
        app.draw()
    }

    /// Fills the form: title, skip to ingredients and steps.
    func writeScones() {
        press(.character("3"))
        type("Nana's Scones")
        press(.tab, .tab, .character("b"), .tab, .right, .tab)
        type("20")
        press(.tab)
        type("12 min")
        press(.tab, .ctrl("u"))
        type("8")
        press(.tab)
        type("tea, baking")
        press(.tab)
        type("Dry:\n450 g self-raising flour\n1 pinch salt\nWet:\n250 ml buttermilk")
        press(.tab)
        type("Heat the oven to 220C.\nRub, mix and cut out.\nBake for 12-15 minutes.")
    }

    @Test func aNewRecipeIsWrittenSavedAndFoundInSearch() throws {
        writeScones()
        #expect(screen.contains("450 g · self-raising flour"), "each ingredient line shows how it reads")
        #expect(screen.contains("timer 12-15 min"))
        press(.ctrl("s"))
        #expect(runtime.state.detail?.recipe.title == "Nana's Scones")
        #expect(screen.contains("Added “Nana's Scones”."))
        let stored = try #require(try RecipeRepository(database).all().first { $0.title == "Nana's Scones" })
        #expect(stored.category == "baking" && stored.difficulty == .medium && stored.servings == 8)
        #expect(stored.prepMinutes == 20 && stored.cookMinutes == 12)
        #expect(stored.ingredients.map(\.section) == ["Dry", "Dry", "Wet"])
        #expect(stored.instructions[2].duration == DurationRange(low: 720, high: 900))
        #expect(try DraftRepository(database).load() == nil, "a saved recipe leaves no draft")
        press(.escape, .character("2"))
        type("scones")
        #expect(runtime.state.search.results.first?.recipe.title == "Nana's Scones")
        #expect(runtime.state.home.totalCount == 55)
    }

    @Test func savingWithoutATitleSaysWhyAndStoresNothing() throws {
        press(.character("3"), .tab)
        type("A lovely cake")
        press(.ctrl("s"))
        #expect(screen.contains("! A recipe needs a title."))
        #expect(screen.contains("Title: A recipe needs a title."))
        #expect(runtime.state.editor?.focus == .title)
        #expect(try RecipeRepository(database).count() == 54)
    }

    @Test func anUnsavedDraftSurvivesACrashAndIsOfferedBack() throws {
        press(.character("3"))
        type("Half a recipe")
        press(.tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab)
        type("2 eggs")
        // The process dies here: no quit, no save. A new app on the same file offers the draft.
        let second = FakeTerminalSurface(size: Size(width: 100, height: 30))
        let again = Self.start(try AppDatabase.open(path: folder.appendingPathComponent("db.sqlite").path), second)
        let text = second.lastLines.joined(separator: "\n")
        #expect(text.contains("You were writing “Half a recipe” when Sous last closed."))
        press(.character("y"), on: again)
        #expect(again.state.tab == .add)
        #expect(again.state.editor?.draft.ingredients == "2 eggs")
        press(.ctrl("s"), on: again)
        #expect(again.state.detail?.recipe.title == "Half a recipe")
    }

    @Test func quittingWithUnsavedWorkAsksFirst() {
        press(.character("3"))
        type("Soup")
        press(.ctrl("c"))
        #expect(!runtime.state.isQuitting)
        #expect(screen.contains("Quit Sous?"))
        press(.character("n"))
        #expect(runtime.state.editor?.draft.title == "Soup")
        press(.ctrl("c"), .character("y"))
        #expect(runtime.state.isQuitting)
    }

    @Test func editingARecipeChangesItInPlace() throws {
        type("/lemon tart")
        press(.enter)
        let id = try #require(runtime.state.detail?.recipe.id)
        press(.character("e"))
        #expect(screen.contains("Edit recipe"))
        press(.end)
        type(" (Nana's)")
        press(.ctrl("s"))
        #expect(screen.contains("Saved changes to “Lemon Tart (Nana's)”."))
        let stored = try #require(try RecipeRepository(database).recipe(id: id))
        #expect(stored.title == "Lemon Tart (Nana's)")
        #expect(try RecipeRepository(database).count() == 54, "no copy was made")
    }

    @Test func deleteAsksThenUndoPutsItBackWithItsFavourites() throws {
        // The first member's first favourite.
        let favorite = try #require(runtime.state.home.recipes.first { runtime.state.home.favoriteIds.contains($0.id) })
        let index = try #require(runtime.state.home.recipes.firstIndex(of: favorite))
        for _ in 0..<index { press(.down) }
        press(.enter)
        press(.character("d"))
        #expect(screen.contains("Delete “\(favorite.title)”?"))
        press(.character("y"))
        #expect(runtime.state.detail == nil)
        #expect(try RecipeRepository(database).count() == 53)
        #expect(screen.contains("Deleted “\(favorite.title)”. Undo with z or Ctrl-Z."))
        press(.character("z"))
        #expect(try RecipeRepository(database).count() == 54)
        #expect(screen.contains("Put back “\(favorite.title)”."))
        #expect(runtime.state.home.recipes.contains { $0.title == favorite.title })
        #expect(runtime.state.home.favoriteIds.count == (try FamilyRepository(database).favoriteRecipeIds(memberId: runtime.state.currentMember!.id!)).count)
        #expect(runtime.state.home.recipes.filter { runtime.state.home.favoriteIds.contains($0.id) }.contains { $0.title == favorite.title })
    }

    @Test func aRecipeExportsToJSONOrCooklang() throws {
        type("/lemon tart")
        press(.enter, .character("x"))
        press(.ctrl("u"))
        let json = folder.appendingPathComponent("tart.json").path
        type(json)
        press(.enter)
        #expect(screen.contains("Exported “Lemon Tart” to \(json)."))
        let archive = try SousArchive.decode(try Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(archive.recipes.map(\.title) == ["Lemon Tart"])
        press(.character("x"))
        press(.ctrl("u"))
        let cook = folder.appendingPathComponent("tart.cook").path
        type(cook)
        press(.enter)
        #expect(try String(contentsOfFile: cook, encoding: .utf8).contains("@"))
        press(.character("x"))
        press(.ctrl("u"))
        type("/no/such/folder/x.json")
        press(.enter)
        #expect(screen.contains("/no/such/folder/x.json: cannot write"))
    }

    @Test func theFamilyIsManagedFromSettings() throws {
        press(.character("4"), .down, .down)
        press(.character("a"))
        type("Oisín")
        press(.enter)
        #expect(try FamilyRepository(database).members().contains { $0.name == "Oisín" })
        #expect(screen.contains("Added Oisín."))
        // Show Oisín, give him an avatar, rename him, then remove him.
        while runtime.state.currentMember?.name != "Oisín" { press(.right) }
        press(.character("e"), .backspace)
        type("🧁")
        press(.enter)
        #expect(screen.contains("🧁 Oisín"))
        press(.character("r"), .ctrl("u"))
        type("Uncle Oisín")
        press(.enter)
        #expect(screen.contains("🧁 Uncle Oisín"))
        press(.character("x"), .character("y"))
        #expect(!(try FamilyRepository(database).members().contains { $0.name.contains("Oisín") }))
        #expect(runtime.state.currentMember != nil, "another member is current")
    }

    @Test func exportAllThenDeleteAllThenImportBringsItBack() throws {
        press(.character("4"), .character("G"))
        #expect(runtime.state.settingsCursor == SettingsRow.deleteAll.rawValue)
        press(.up, .up, .enter)
        press(.ctrl("u"))
        let file = folder.appendingPathComponent("everything.json").path
        type(file)
        press(.enter)
        #expect(screen.contains("Exported 54 recipes to \(file)."))
        press(.down, .down, .enter)
        type("delete")
        press(.enter)
        #expect(try RecipeRepository(database).count() == 54, "the word must be typed exactly")
        for _ in 0..<6 { press(.backspace) }
        type("DELETE")
        press(.enter)
        #expect(try RecipeRepository(database).count() == 0)
        #expect(screen.contains("Deleted 54 recipes."))
        #expect(runtime.state.home.totalCount == 0)
        press(.up, .enter)
        type(file)
        press(.enter)
        #expect(screen.contains("Import: 54 recipes in \(file)"))
        #expect(try RecipeRepository(database).count() == 0, "nothing is stored before the preview is confirmed")
        press(.enter)
        #expect(screen.contains("Imported 54 recipes."))
        #expect(try RecipeRepository(database).count() == 54)
        #expect(runtime.state.home.totalCount == 54)
    }

    @Test func importingASavedWebPageFromSettings() throws {
        let page = TestData.sharedTestdata.appendingPathComponent("recipe-pages/afullliving.com/afullliving_1.html").path
        press(.character("4"), .character("G"), .up, .enter)
        type(page)
        press(.enter)
        #expect(screen.contains("Import: 1 recipe in \(page)"))
        let title = try #require(runtime.state.importPreview?.items.first?.imported.recipe.title)
        #expect(screen.contains(title))
        press(.enter)
        #expect(screen.contains("Imported “\(title)”"))
        #expect(try RecipeRepository(database).count() == 55)
        // The same page again: shown as a duplicate, unticked, and Enter with nothing ticked stores nothing.
        press(.character("3"), .ctrl("o"))
        type(page)
        press(.enter)
        #expect(screen.contains("already here as “\(title)”"))
        press(.enter)
        #expect(screen.contains("Nothing is ticked"))
        press(.character(" "), .enter)
        #expect(try RecipeRepository(database).count() == 56, "ticked, a second copy is kept")
    }

    @Test func aFileThatIsNotARecipeSaysWhyAndStoresNothing() throws {
        let junk = folder.appendingPathComponent("notes.txt").path
        try Data("shopping: eggs, milk".utf8).write(to: URL(fileURLWithPath: junk))
        press(.character("3"), .ctrl("o"))
        type(junk)
        press(.enter)
        #expect(screen.contains("notes.txt: is not a format Sous reads"))
        press(.ctrl("o"))
        type("/no/such/file.html")
        press(.enter)
        #expect(screen.contains("/no/such/file.html: cannot read the file"))
        #expect(try RecipeRepository(database).count() == 54)
    }
}

