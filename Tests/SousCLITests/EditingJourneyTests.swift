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
    let app: Journey
    let temporary = TemporaryFolder("sous-journey")
    let folder: URL

    init() throws {
        folder = temporary.url
        database = try AppDatabase.open(path: folder.appendingPathComponent("db.sqlite").path)
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        app = Journey.app(database: database)
    }

    /// Fills the form: title, skip to ingredients and steps.
    func writeScones() {
        app.press(.character("3"))
        app.type("Nana's Scones")
        app.press(.tab, .tab, .character("b"), .tab, .right, .tab)
        app.type("20")
        app.press(.tab)
        app.type("12 min")
        app.press(.tab, .ctrl("u"))
        app.type("8")
        app.press(.tab)
        app.type("tea, baking")
        app.press(.tab)
        app.type("Dry:\n450 g self-raising flour\n1 pinch salt\nWet:\n250 ml buttermilk")
        app.press(.tab)
        app.type("Heat the oven to 220C.\nRub, mix and cut out.\nBake for 12-15 minutes.")
    }

    @Test func aNewRecipeIsWrittenSavedAndFoundInSearch() throws {
        writeScones()
        #expect(app.screen.contains("450 g · self-raising flour"), "each ingredient line shows how it reads")
        #expect(app.screen.contains("timer 12-15 min"))
        app.press(.ctrl("s"))
        #expect(app.state.detail?.recipe.title == "Nana's Scones")
        #expect(app.screen.contains("Added “Nana's Scones”."))
        let stored = try #require(try RecipeRepository(database).all().first { $0.title == "Nana's Scones" })
        #expect(stored.category == "baking" && stored.difficulty == .medium && stored.servings == 8)
        #expect(stored.prepMinutes == 20 && stored.cookMinutes == 12)
        #expect(stored.ingredients.map(\.section) == ["Dry", "Dry", "Wet"])
        #expect(stored.instructions[2].duration == DurationRange(low: 720, high: 900))
        #expect(try DraftRepository(database).drafts().isEmpty, "a saved recipe leaves no draft")
        app.press(.escape, .character("2"))
        app.type("scones")
        #expect(app.state.search.results.first?.recipe.title == "Nana's Scones")
        #expect(app.state.home.totalCount == 55)
    }

    @Test func savingWithoutATitleSaysWhyAndStoresNothing() throws {
        app.press(.character("3"), .tab)
        app.type("A lovely cake")
        app.press(.ctrl("s"))
        #expect(app.screen.contains("! A recipe needs a title."))
        #expect(app.screen.contains("Title: A recipe needs a title."))
        #expect(app.state.editor?.focus == .title)
        #expect(try RecipeRepository(database).count() == 54)
    }

    @Test func anUnsavedDraftSurvivesACrashAndIsOfferedBack() throws {
        app.press(.character("3"))
        app.type("Half a recipe")
        app.press(.tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab)
        app.type("2 eggs")
        // The process dies here: no quit, no save. A new app on the same file offers the draft.
        let again = try Journey.app(path: folder.appendingPathComponent("db.sqlite").path)
        #expect(again.screen.contains("You were writing “Half a recipe” when Sous last closed."))
        again.press(.character("y"))
        #expect(again.state.tab == .add)
        #expect(again.state.editor?.draft.ingredients == "2 eggs")
        again.press(.ctrl("s"))
        #expect(again.state.detail?.recipe.title == "Half a recipe")
    }

    /// Issue 27 item 4: two Sous on one file, each with a form, keep two drafts; after a crash
    /// each is offered back on its own form.
    @Test func twoInstancesWritingTwoRecipesKeepBothDrafts() throws {
        let path = folder.appendingPathComponent("db.sqlite").path
        let other = try Journey.app(path: path)
        app.press(.character("3"))
        app.type("Scones")
        other.press(.character("3"))
        other.type("Flapjacks")
        app.type(" for tea")
        // An edit of a stored recipe in the first keeps a third slot.
        app.press(.escape, .character("y"), .character("/"))
        app.type("lemon tart")
        app.press(.enter, .character("e"), .end)
        app.type(" (Nana's)")
        let drafts = try DraftRepository(database).drafts()
        #expect(Set(drafts.map(\.draft.title)) == ["Flapjacks", "Lemon Tart (Nana's)"], "the discarded one went, the others stayed")
        other.type(" with oats")
        #expect(try DraftRepository(database).drafts().map(\.draft.title).sorted() == ["Flapjacks with oats", "Lemon Tart (Nana's)"])

        // Both die. A new Sous offers the newest at start; the edit waits for its recipe's form.
        let again = try Journey.app(path: path)
        #expect(again.state.dialog?.message.contains("You were writing “Flapjacks with oats” when Sous last closed.") == true)
        #expect(again.screen.contains("Unsaved recipe"))
        again.press(.character("y"))
        #expect(again.state.editor?.draft.title == "Flapjacks with oats")
        again.press(.ctrl("s"))
        #expect(try DraftRepository(database).drafts().map(\.draft.title) == ["Lemon Tart (Nana's)"], "saving one form's work keeps the other's draft")
        again.press(.escape, .character("/"))
        again.type("lemon tart")
        again.press(.enter, .character("e"))
        #expect(again.state.dialog?.message.contains("Your unsaved changes to “Lemon Tart (Nana's)” were kept from last time.") == true)
        again.press(.character("y"))
        #expect(again.state.editor?.draft.title == "Lemon Tart (Nana's)")
    }

    @Test func quittingWithUnsavedWorkAsksFirst() {
        app.press(.character("3"))
        app.type("Soup")
        app.press(.ctrl("c"))
        #expect(!app.state.isQuitting)
        #expect(app.screen.contains("Quit Sous?"))
        app.press(.character("n"))
        #expect(app.state.editor?.draft.title == "Soup")
        app.press(.ctrl("c"), .character("y"))
        #expect(app.state.isQuitting)
    }

    @Test func editingARecipeChangesItInPlace() throws {
        app.type("/lemon tart")
        app.press(.enter)
        let id = try #require(app.state.detail?.recipe.id)
        app.press(.character("e"))
        #expect(app.screen.contains("Edit recipe"))
        app.press(.end)
        app.type(" (Nana's)")
        app.press(.ctrl("s"))
        #expect(app.screen.contains("Saved changes to “Lemon Tart (Nana's)”."))
        let stored = try #require(try RecipeRepository(database).recipe(id: id))
        #expect(stored.title == "Lemon Tart (Nana's)")
        #expect(try RecipeRepository(database).count() == 54, "no copy was made")
    }

    @Test func deleteAsksThenUndoPutsItBackWithItsFavourites() throws {
        // The first member's first favourite.
        let favorite = try #require(app.state.home.recipes.first { app.state.home.favoriteIds.contains($0.id) })
        let index = try #require(app.state.home.recipes.firstIndex(of: favorite))
        for _ in 0..<index { app.press(.down) }
        app.press(.enter)
        app.press(.character("d"))
        #expect(app.screen.contains("Delete “\(favorite.title)”?"))
        app.press(.character("y"))
        #expect(app.state.detail == nil)
        #expect(try RecipeRepository(database).count() == 53)
        #expect(app.screen.contains("Deleted “\(favorite.title)”. Undo with z or Ctrl-Z."))
        app.press(.character("z"))
        #expect(try RecipeRepository(database).count() == 54)
        #expect(app.screen.contains("Put back “\(favorite.title)”."))
        #expect(app.state.home.recipes.contains { $0.title == favorite.title })
        #expect(app.state.home.favoriteIds.count == (try FamilyRepository(database).favoriteRecipeIds(memberId: app.state.currentMember!.id!)).count)
        #expect(app.state.home.recipes.filter { app.state.home.favoriteIds.contains($0.id) }.contains { $0.title == favorite.title })
    }

    @Test func aRecipeExportsToJSONOrCooklang() throws {
        app.type("/lemon tart")
        app.press(.enter, .character("x"))
        app.press(.ctrl("u"))
        let json = folder.appendingPathComponent("tart.json").path
        app.type(json)
        app.press(.enter)
        #expect(app.screen.contains("Exported “Lemon Tart” to \(json)."))
        let archive = try SousArchive.decode(try Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(archive.recipes.map(\.title) == ["Lemon Tart"])
        app.press(.character("x"))
        app.press(.ctrl("u"))
        let cook = folder.appendingPathComponent("tart.cook").path
        app.type(cook)
        app.press(.enter)
        #expect(try String(contentsOfFile: cook, encoding: .utf8).contains("@"))
        app.press(.character("x"))
        app.press(.ctrl("u"))
        app.type("/no/such/folder/x.json")
        app.press(.enter)
        #expect(app.screen.contains("/no/such/folder/x.json: cannot write"))
    }

    @Test func theFamilyIsManagedFromSettings() throws {
        app.press(.character("4"), .down, .down)
        app.press(.character("a"))
        app.type("Oisín")
        app.press(.enter)
        #expect(try FamilyRepository(database).members().contains { $0.name == "Oisín" })
        #expect(app.screen.contains("Added Oisín."))
        // Show Oisín, give him an avatar, rename him, then remove him.
        while app.state.currentMember?.name != "Oisín" { app.press(.right) }
        app.press(.character("e"), .backspace)
        app.type("🧁")
        app.press(.enter)
        #expect(app.screen.contains("🧁 Oisín"))
        app.press(.character("r"), .ctrl("u"))
        app.type("Uncle Oisín")
        app.press(.enter)
        #expect(app.screen.contains("🧁 Uncle Oisín"))
        app.press(.character("x"), .character("y"))
        #expect(!(try FamilyRepository(database).members().contains { $0.name.contains("Oisín") }))
        #expect(app.state.currentMember != nil, "another member is current")
    }

    @Test func exportAllThenDeleteAllThenImportBringsItBack() throws {
        // The sync rows follow Delete all: G then back up to it.
        app.press(.character("4"), .character("G"))
        for _ in 0..<(SettingsRow.allCases.count - 1 - SettingsRow.deleteAll.rawValue) { app.press(.up) }
        #expect(app.state.settingsCursor == SettingsRow.deleteAll.rawValue)
        app.press(.up, .up, .enter)
        app.press(.ctrl("u"))
        let file = folder.appendingPathComponent("everything.json").path
        app.type(file)
        app.press(.enter)
        #expect(app.screen.contains("Exported 54 recipes to \(file)."))
        app.press(.down, .down, .enter)
        app.type("delete")
        app.press(.enter)
        #expect(try RecipeRepository(database).count() == 54, "the word must be typed exactly")
        for _ in 0..<6 { app.press(.backspace) }
        app.type("DELETE")
        app.press(.enter)
        #expect(try RecipeRepository(database).count() == 0)
        #expect(app.screen.contains("Deleted 54 recipes."))
        #expect(app.state.home.totalCount == 0)
        app.press(.up, .enter)
        app.type(file)
        app.press(.enter)
        #expect(app.screen.contains("Import: 54 recipes in \(file)"))
        #expect(try RecipeRepository(database).count() == 0, "nothing is stored before the preview is confirmed")
        app.press(.enter)
        #expect(app.screen.contains("Imported 54 recipes."))
        #expect(try RecipeRepository(database).count() == 54)
        #expect(app.state.home.totalCount == 54)
    }

    @Test func importingASavedWebPageFromSettings() throws {
        let page = TestData.fixtures.appendingPathComponent("recipe-pages/afullliving.com/afullliving_1.html").path
        app.press(.character("4"), .character("G"))
        for _ in 0..<(SettingsRow.allCases.count - 1 - SettingsRow.importFile.rawValue) { app.press(.up) }
        app.press(.enter)
        app.type(page)
        app.press(.enter)
        // However deep the clone lies, the heading keeps the file's name.
        #expect(app.screen.contains("Import: 1 recipe in "))
        #expect(app.screen.contains("afullliving_1.html"))
        let title = try #require(app.state.importPreview?.items.first?.imported.recipe.title)
        #expect(app.screen.contains(title))
        app.press(.enter)
        #expect(app.screen.contains("Imported “\(title)”"))
        #expect(try RecipeRepository(database).count() == 55)
        // The same page again: shown as a duplicate, unticked, and Enter with nothing ticked stores nothing.
        app.press(.character("3"), .ctrl("o"))
        app.type(page)
        app.press(.enter)
        #expect(app.screen.contains("already here as “\(title)”"))
        app.press(.enter)
        #expect(app.screen.contains("Nothing is ticked"))
        app.press(.character(" "), .enter)
        #expect(try RecipeRepository(database).count() == 56, "ticked, a second copy is kept")
    }

    @Test func aFileThatIsNotARecipeSaysWhyAndStoresNothing() throws {
        let junk = folder.appendingPathComponent("notes.txt").path
        try Data("shopping: eggs, milk".utf8).write(to: URL(fileURLWithPath: junk))
        app.press(.character("3"), .ctrl("o"))
        app.type(junk)
        app.press(.enter)
        #expect(app.screen.contains("notes.txt: is not a format Sous reads"))
        app.press(.ctrl("o"))
        app.type("/no/such/file.html")
        app.press(.enter)
        #expect(app.screen.contains("/no/such/file.html: cannot read the file"))
        #expect(try RecipeRepository(database).count() == 54)
    }
}

