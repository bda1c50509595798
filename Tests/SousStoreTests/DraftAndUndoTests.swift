import Foundation
import GRDB
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

@Suite struct DraftAndUndoTests {
    let db: AppDatabase
    let recipes: RecipeRepository

    init() throws {
        db = try AppDatabase.inMemory()
        recipes = RecipeRepository(db, now: { Fixtures.day })
    }

    @Test func theDraftIsKeptReplacedAndDropped() throws {
        let drafts = DraftRepository(db)
        #expect(try drafts.load(form: "new-a-1") == nil)
        try drafts.save(RecipeDraft(title: "Scones", ingredients: "2 cups flour"), form: "new-a-1", at: Fixtures.day)
        try drafts.save(RecipeDraft(title: "Scones!", ingredients: "2 cups flour\n1 egg"), form: "new-a-1", at: Fixtures.day.addingTimeInterval(5))
        let loaded = try #require(try drafts.load(form: "new-a-1"))
        #expect(loaded.draft == RecipeDraft(title: "Scones!", ingredients: "2 cups flour\n1 egg"))
        #expect(loaded.updatedAt == Fixtures.day.addingTimeInterval(5))
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recipeDraft") } == 1)
        try drafts.delete(form: "new-a-1")
        #expect(try drafts.load(form: "new-a-1") == nil)
    }

    /// Issue 27 item 4: two Add forms, or an Add and an edit, each keep their own draft, in two
    /// Sous on one file (two handles) as in one.
    @Test func twoFormsInTwoInstancesKeepTwoDrafts() throws {
        let folder = TemporaryFolder("sous-drafts")
        let path = folder.url.appendingPathComponent("db.sqlite").path
        let first = try AppDatabase.open(path: path), second = try AppDatabase.open(path: path)
        let risotto = try RecipeRepository(first).insert(Fixtures.recipe("Risotto"))
        let edit = SavedDraft.editForm(recipeId: try #require(risotto.id))
        try DraftRepository(first).save(RecipeDraft(title: "Scones"), form: "new-a-1", at: Fixtures.day)
        try DraftRepository(second).save(RecipeDraft(title: "Flapjacks"), form: "new-b-1", at: Fixtures.day.addingTimeInterval(1))
        try DraftRepository(second).save(RecipeDraft(recipe: risotto), form: edit, at: Fixtures.day.addingTimeInterval(2))
        // Both keep typing: each rewrites only its own slot.
        try DraftRepository(first).save(RecipeDraft(title: "Scones!"), form: "new-a-1", at: Fixtures.day.addingTimeInterval(3))
        let drafts = try DraftRepository(first).drafts()
        #expect(drafts.map(\.form) == ["new-a-1", edit, "new-b-1"], "newest first")
        #expect(drafts.map(\.draft.title) == ["Scones!", "Risotto", "Flapjacks"])
        #expect(drafts[1].draft.recipeId == risotto.id)
        // Saving or discarding one form's work leaves the others.
        try DraftRepository(second).delete(form: "new-b-1")
        #expect(try DraftRepository(first).drafts().map(\.form) == ["new-a-1", edit])
    }

    @Test func theOneDraftOfAnOlderSousIsKeptByTheMigration() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v5-meal-plans")
        let fields = String(decoding: try JSONEncoder().encode(RecipeDraft(title: "Old draft")), as: UTF8.self)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO recipeDraft (id, recipeId, fields, updatedAt) VALUES (1, NULL, ?, ?)", arguments: [fields, Fixtures.day])
        }
        let migrated = try AppDatabase(writer: queue, path: nil)
        let drafts = try DraftRepository(migrated).drafts()
        #expect(drafts.map(\.form) == ["new-migrated"])
        #expect(drafts.first?.draft.title == "Old draft")
    }

    @Test func aDraftSurvivesTheRecipeItEdits() throws {
        let stored = try recipes.insert(Fixtures.recipe("Risotto"))
        let drafts = DraftRepository(db)
        let form = SavedDraft.editForm(recipeId: stored.id!)
        try drafts.save(RecipeDraft(recipe: stored), form: form, at: Fixtures.day)
        #expect(try drafts.load(form: form)?.draft.recipeId == stored.id)
        try recipes.delete(id: stored.id!)
        let orphan = try #require(try drafts.load(form: form))
        #expect(orphan.draft.recipeId == nil)
        #expect(orphan.draft.title == "Risotto")
        // Saving a draft for a recipe that is gone makes it a new one too.
        try drafts.save(RecipeDraft(recipeId: 999, title: "Ghost"), form: "recipe-999", at: Fixtures.day)
        #expect(try drafts.load(form: "recipe-999")?.draft.recipeId == nil)
    }

    @Test func aDraftOnDiskSurvivesReopening() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("db.sqlite").path
        try DraftRepository(try AppDatabase.open(path: path)).save(RecipeDraft(title: "Half-typed"), form: "new-a-1", at: Fixtures.day)
        #expect(try DraftRepository(try AppDatabase.open(path: path)).load(form: "new-a-1")?.draft.title == "Half-typed")
    }

    @Test func removeThenRestorePutsBackFavouritesAndCollections() throws {
        let stored = try recipes.insert(Fixtures.recipe("Risotto"))
        let id = try #require(stored.id)
        let family = FamilyRepository(db)
        let familyId = try #require(try family.insert(Family(name: "F")).id)
        let nana = try family.insert(FamilyMember(familyId: familyId, name: "Nana"))
        try family.setFavorite(true, memberId: nana.id!, recipeId: id)
        let collection = try CollectionRepository(db).insert(RecipeCollection(name: "Sundays"))
        try CollectionRepository(db).add(recipeId: id, to: collection.id!)

        let deleted = try #require(try recipes.remove(id: id))
        #expect(deleted.recipe.title == "Risotto")
        #expect(deleted.favoriteMemberIds == [nana.id!])
        #expect(deleted.collectionIds == [collection.id!])
        #expect(try recipes.recipe(id: id) == nil)
        #expect(try RecipeSearch(db).search(SearchQuery(text: "risotto")).hits.isEmpty)
        #expect(try recipes.remove(id: id) == nil)

        let back = try recipes.restore(deleted)
        #expect(back.uid == stored.uid)
        #expect(back.ingredients == stored.ingredients)
        #expect(try family.favoriteRecipeIds(memberId: nana.id!) == [back.id!])
        #expect(try CollectionRepository(db).collections().first?.recipeIds == [back.id!])
        #expect(try RecipeSearch(db).search(SearchQuery(text: "risotto")).hits.map(\.recipe.id) == [back.id])
    }

    @Test func removeThenRestoreMovesTheCookingSessionWithTheRecipe() throws {
        let stored = try recipes.insert(Fixtures.recipe("Risotto"))
        let id = try #require(stored.id)
        let timer = CookingTimer(id: "t1", name: "rice", durationSeconds: 600, deadline: Fixtures.day.addingTimeInterval(600), createdAt: Fixtures.day)
        let workstate = CookingWorkstate(recipeId: id, stepIndex: 2, timers: [timer], startedAt: Fixtures.day, updatedAt: Fixtures.day)
        try WorkstateRepository(db).save(workstate)

        let deleted = try #require(try recipes.remove(id: id))
        #expect(deleted.workstate == workstate)
        #expect(try WorkstateRepository(db).workstate(recipeId: id) == nil)

        let back = try recipes.restore(deleted)
        let newId = try #require(back.id)
        let restored = try #require(try WorkstateRepository(db).workstate(recipeId: newId))
        #expect(restored.stepIndex == 2)
        #expect(restored.timers == [timer])
        // The session is live again: it saves under the new id without a foreign-key error.
        var next = restored
        next.stepIndex = 3
        try WorkstateRepository(db).save(next)
        #expect(try WorkstateRepository(db).latestUnfinished()?.recipeId == newId)
    }

    @Test func deleteAllEmptiesTheCookbookAndTheIndexButKeepsTheFamily() throws {
        try recipes.insert([Fixtures.recipe("Risotto"), Fixtures.recipe("Pancakes"), Fixtures.recipe("Soup")])
        let familyId = try #require(try FamilyRepository(db).insert(Family(name: "F")).id)
        try FamilyRepository(db).insert(FamilyMember(familyId: familyId, name: "Nana"))
        try DraftRepository(db).save(RecipeDraft(title: "x"), form: "new-a-1", at: Fixtures.day)
        #expect(try recipes.deleteAll() == 3)
        #expect(try recipes.count() == 0)
        #expect(try RecipeSearch(db).search(SearchQuery(text: "soup")).hits.isEmpty)
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM searchVocabulary") } == 0)
        #expect(try FamilyRepository(db).members().map(\.name) == ["Nana"])
        #expect(try DraftRepository(db).drafts().isEmpty)
        // The cookbook works as new afterwards.
        try recipes.insert(Fixtures.recipe("Soup"))
        #expect(try RecipeSearch(db).search(SearchQuery(text: "soup")).hits.count == 1)
    }
}
