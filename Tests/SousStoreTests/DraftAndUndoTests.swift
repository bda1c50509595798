import Foundation
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
        #expect(try drafts.load() == nil)
        try drafts.save(RecipeDraft(title: "Scones", ingredients: "2 cups flour"), at: Fixtures.day)
        try drafts.save(RecipeDraft(title: "Scones!", ingredients: "2 cups flour\n1 egg"), at: Fixtures.day.addingTimeInterval(5))
        let loaded = try #require(try drafts.load())
        #expect(loaded.draft == RecipeDraft(title: "Scones!", ingredients: "2 cups flour\n1 egg"))
        #expect(loaded.updatedAt == Fixtures.day.addingTimeInterval(5))
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recipeDraft") } == 1)
        try drafts.delete()
        #expect(try drafts.load() == nil)
    }

    @Test func aDraftSurvivesTheRecipeItEdits() throws {
        let stored = try recipes.insert(Fixtures.recipe("Risotto"))
        let drafts = DraftRepository(db)
        try drafts.save(RecipeDraft(recipe: stored), at: Fixtures.day)
        #expect(try drafts.load()?.draft.recipeId == stored.id)
        try recipes.delete(id: stored.id!)
        let orphan = try #require(try drafts.load())
        #expect(orphan.draft.recipeId == nil)
        #expect(orphan.draft.title == "Risotto")
        // Saving a draft for a recipe that is gone makes it a new one too.
        try drafts.save(RecipeDraft(recipeId: 999, title: "Ghost"), at: Fixtures.day)
        #expect(try drafts.load()?.draft.recipeId == nil)
    }

    @Test func aDraftOnDiskSurvivesReopening() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("db.sqlite").path
        try DraftRepository(try AppDatabase.open(path: path)).save(RecipeDraft(title: "Half-typed"), at: Fixtures.day)
        #expect(try DraftRepository(try AppDatabase.open(path: path)).load()?.draft.title == "Half-typed")
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
        try DraftRepository(db).save(RecipeDraft(title: "x"), at: Fixtures.day)
        #expect(try recipes.deleteAll() == 3)
        #expect(try recipes.count() == 0)
        #expect(try RecipeSearch(db).search(SearchQuery(text: "soup")).hits.isEmpty)
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM searchVocabulary") } == 0)
        #expect(try FamilyRepository(db).members().map(\.name) == ["Nana"])
        #expect(try DraftRepository(db).load() == nil)
        // The cookbook works as new afterwards.
        try recipes.insert(Fixtures.recipe("Soup"))
        #expect(try RecipeSearch(db).search(SearchQuery(text: "soup")).hits.count == 1)
    }
}
