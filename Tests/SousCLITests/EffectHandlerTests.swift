import Foundation
import Testing
import SousApp
import SousCore
import SousStore
import SousTestSupport
@testable import SousCLI

/// The handlers report what happened as data and fail with typed reasons; the reducer words both.
@Suite struct EffectHandlerTests {
    let folder = TemporaryFolder("sous-handlers")

    func database() throws -> AppDatabase {
        try AppDatabase.open(path: folder.url.appendingPathComponent("db.sqlite").path)
    }

    @Test func aRecipeThatIsGoneFailsTypedEverywhere() throws {
        let store = StoreEffectHandler(database: try database())
        #expect(store.perform(.loadRecipe(id: 404)) == [.failed(.recipeGone)])
        #expect(store.perform(.deleteRecipe(id: 404)) == [.failed(.recipeGone)])
        #expect(store.perform(.startCooking(recipeId: 404, servings: nil)) == [.failed(.recipeGone)])
        #expect(store.perform(.addNote(recipeId: 404, text: "x", at: Fixtures.day)) == [.failed(.recipeGone)])
        #expect(TransferEffectHandler(database: try database()).perform(.exportRecipe(id: 404, path: "/tmp/x.json")) == [.failed(.recipeGone)])
        var state = AppState()
        _ = AppReducer.reduce(&state, .failed(.recipeGone))
        #expect(state.banner == Banner(.error, "That recipe is no longer in the cookbook."))
    }

    @Test func aNoteIsStoredDatedAndReportedByTitle() throws {
        let database = try database()
        let stored = try RecipeRepository(database).insert(Fixtures.tart)
        let id = try #require(stored.id)
        let day = try #require(ISO8601DateFormatter().date(from: "2026-11-26T12:00:00Z"))
        let results = StoreEffectHandler(database: database).perform(.addNote(recipeId: id, text: "Less sugar.", at: day))
        #expect(results == [.noteAdded(recipeTitle: stored.title)])
        #expect(try RecipeRepository(database).recipe(id: id)?.familyMemory?.story.hasSuffix("26 Nov 2026: Less sugar.") == true)
    }

    @Test func anUnwritableExportSaysWhereAndWhy() throws {
        let database = try database()
        let results = TransferEffectHandler(database: database).perform(.exportAll(path: "/nonexistent-folder/all.json"))
        guard case .failed(.cannotWrite(let path, let reason)) = results.first else {
            Issue.record("expected a typed write failure, got \(results)")
            return
        }
        #expect(path == "/nonexistent-folder/all.json")
        #expect(!reason.isEmpty)
    }

    @Test func anEmptyFolderIsNotAnImport() throws {
        let empty = folder.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let results = TransferEffectHandler(database: try database()).perform(.previewImport(empty.path))
        #expect(results == [.failed(.unreadable(source: empty.path, reason: "is a folder with no recipe files in it"))])
        #expect(AppFailure.unreadable(source: empty.path, reason: "is a folder with no recipe files in it").message
                == "\(empty.path): is a folder with no recipe files in it")
    }

    @Test func theReducerWordsWhatTheHandlersReport() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .dataChanged(.recipesImported(titles: ["Tart"], linesToCheck: 2)))
        #expect(state.banner == Banner(.success, "Imported “Tart”; 2 ingredient lines kept as text to check."))
        _ = AppReducer.reduce(&state, .dataChanged(.archiveImported(added: 1, skipped: 3)))
        #expect(state.banner == Banner(.success, "Imported 1 recipe, skipped 3 already here."))
        _ = AppReducer.reduce(&state, .exported(.recipe(title: "Tart", file: "/tmp/t.cook", isCooklang: true)))
        #expect(state.banner == Banner(.success, "Exported “Tart” to /tmp/t.cook (Cooklang)."))
        _ = AppReducer.reduce(&state, .voice(.speechUnavailable("no sound device")))
        #expect(state.banner == Banner(.warning, "Sous cannot speak aloud: no sound device. Answers still show on screen."))
    }
}

/// The stored report ("pushed 1, pulled 0, conflicts 0; NOTE") read back for Settings.
@Suite struct SyncRunFromReportTests {
    @Test func theCountsAndTheNoteAreReadBack() {
        let run = SyncRun(at: Date(), report: "pushed 3, pulled 12, conflicts 1, recordings sent 1, fetched 0; the server is older than this Sous")
        #expect(run.pushed == 3 && run.pulled == 12 && run.conflicts == 1)
        #expect(run.note == "the server is older than this Sous")
        #expect(SyncRun(at: Date(), report: "pushed 0, pulled 0, conflicts 0").note == nil)
    }
}
