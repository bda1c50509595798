import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

@Suite struct OtherRepositoriesTests {
    let db: AppDatabase
    let recipe: Recipe

    init() throws {
        db = try AppDatabase.inMemory()
        recipe = try RecipeRepository(db, now: { Fixtures.day }).insert(Fixtures.recipe("Risotto"))
    }

    @Test func workstateWithTimersRoundTripsAndResumesLatest() throws {
        let repo = WorkstateRepository(db)
        let deadline = Fixtures.day.addingTimeInterval(600)
        var state = CookingWorkstate(
            recipeId: recipe.id!, stepIndex: 3,
            timers: [CookingTimer(id: "a", name: "rice", durationSeconds: 600, deadline: deadline, stepIndex: 3, createdAt: Fixtures.day),
                     CookingTimer(id: "b", name: "oven", durationSeconds: 90, deadline: nil, pausedRemaining: 42, createdAt: Fixtures.day.addingTimeInterval(1))],
            completedSteps: [0, 1, 2], scaleFactor: Rational(3, 2), servingsTarget: 6, lastIntent: "setTimer",
            lastQuery: "set a timer for ten minutes for the rice", lastResponse: "Rice timer set for 10 minutes.",
            constraints: ["eggs -> applesauce"], startedAt: Fixtures.day, updatedAt: Fixtures.day
        )
        try repo.save(state)
        #expect(try repo.workstate(recipeId: recipe.id!) == state)
        #expect(try repo.latestUnfinished() == state)
        state.timers.removeFirst()
        state.mode = .completed
        try repo.save(state)
        #expect(try repo.workstate(recipeId: recipe.id!)?.timers.map(\.name) == ["oven"])
        #expect(try repo.latestUnfinished() == nil)
        try RecipeRepository(db).delete(id: recipe.id!)
        #expect(try repo.workstate(recipeId: recipe.id!) == nil)
    }

    @Test func settingsDefaultThenPersist() throws {
        let repo = SettingsRepository(db)
        #expect(try repo.load() == Settings())
        var settings = Settings(theme: "playful", units: .metric, voiceEnabled: true, voiceRate: 200)
        try repo.save(settings)
        #expect(try repo.load() == settings)
        settings.voiceRate = 10
        #expect(throws: StorageError.self) { try repo.save(settings) }
        #expect(try repo.load().voiceRate == 200)
    }

    @Test func familyMembersAndFavourites() throws {
        let repo = FamilyRepository(db, now: { Fixtures.day })
        let family = try repo.insert(Family(name: "Okafor"))
        let ada = try repo.insert(FamilyMember(familyId: family.id!, name: "Ada", avatar: "👧", role: .child))
        #expect(try repo.member(named: "ada")?.avatar == "👧")
        try repo.setFavorite(true, memberId: ada.id!, recipeId: recipe.id!)
        try repo.setFavorite(true, memberId: ada.id!, recipeId: recipe.id!)
        #expect(try repo.favoriteRecipeIds(memberId: ada.id!) == [recipe.id!])
        #expect(try RecipeRepository(db).list(RecipeListFilter(favoritesOf: ada.id)).map(\.title) == ["Risotto"])
        try repo.setFavorite(false, memberId: ada.id!, recipeId: recipe.id!)
        #expect(try !repo.isFavorite(memberId: ada.id!, recipeId: recipe.id!))
        #expect(try repo.deleteMember(id: ada.id!))
        #expect(try repo.members().isEmpty)
    }

    @Test func collectionsKeepOrderAndIgnoreDuplicates() throws {
        let repos = RecipeRepository(db)
        let soup = try repos.insert(Fixtures.recipe("Soup"))
        let repo = CollectionRepository(db, now: { Fixtures.day })
        let sunday = try repo.insert(RecipeCollection(name: "Sunday", recipeIds: [soup.id!, recipe.id!, soup.id!]))
        try repo.add(recipeId: recipe.id!, to: sunday.id!)
        #expect(try repo.collections().first?.recipeIds == [soup.id!, recipe.id!])
        #expect(try repos.list(RecipeListFilter(collectionId: sunday.id)).count == 2)
        #expect(throws: StorageError.self) { try repo.insert(RecipeCollection(name: "Sunday")) }
    }

    @Test func archiveExportImportIsLosslessAndSkipsKnownRecipes() throws {
        let family = try FamilyRepository(db).insert(Family(name: "F", createdAt: Fixtures.day))
        let member = try FamilyRepository(db).insert(FamilyMember(familyId: family.id!, name: "Ana"))
        try FamilyRepository(db).setFavorite(true, memberId: member.id!, recipeId: recipe.id!)
        try CollectionRepository(db).insert(RecipeCollection(name: "Best", recipeIds: [recipe.id!], createdAt: Fixtures.day))
        let archive = try ArchiveRepository(db).export()
        let data = try archive.jsonData()
        let decoded = try SousArchive.decode(data)
        let other = try AppDatabase.inMemory()
        let summary = try ArchiveRepository(other).importArchive(decoded)
        #expect(summary.added == ["Risotto"])
        #expect(try ArchiveRepository(other).export().jsonData() == data)
        let again = try ArchiveRepository(other).importArchive(decoded)
        #expect(again.added.isEmpty && again.skipped == ["Risotto"])
        #expect(try RecipeRepository(other).count() == 1)
    }
}

@Suite struct DatabaseFileTests {
    let temporary = TemporaryFolder("sous-db")

    func temporaryPath() -> String {
        temporary.appendingPathComponent("\(UUID().uuidString)/sous.sqlite").path
    }

    @Test func aDatabaseFromANewerVersionIsRefusedUntouched() throws {
        let path = temporaryPath()
        _ = try AppDatabase.open(path: path)
        let sqlite = try #require(FileManager.default.contents(atPath: path))
        // Simulate a newer Sous: a migration this version does not know.
        let newer = try AppDatabase.open(path: path)
        try newer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        #expect(sqlite.count > 0)
        _ = newer
        let before = try #require(FileManager.default.contents(atPath: path))
        #expect {
            _ = try AppDatabase.open(path: path)
        } throws: { error in
            (error as? StorageError)?.reason.contains("newer version") == true
        }
        // "Nothing was changed" is true: not a byte (the schema cookie included).
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    /// Issue 27 item 6: `PRAGMA user_version` was ignored. A file whose user_version is past
    /// this Sous's schema is refused before anything writes to it.
    @Test func aNewerUserVersionIsRefusedAndTheFileKeepsEveryByte() throws {
        let path = temporaryPath()
        do {
            let db = try AppDatabase.open(path: path)
            #expect(try db.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == AppDatabase.schemaVersion)
            try db.write { db in try db.execute(sql: "PRAGMA user_version = \(AppDatabase.schemaVersion + 1)") }
        }
        let before = try #require(FileManager.default.contents(atPath: path))
        #expect {
            _ = try AppDatabase.open(path: path)
        } throws: { error in
            let storage = error as? StorageError
            return storage?.kind == .newerVersion && storage?.reason.contains("newer version") == true
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    /// Issue 27 item 6: pages overwritten in the middle were used and written without a word.
    /// The quick check on open refuses the file unchanged, and what is readable can be exported.
    @Test func aDamagedFileIsRefusedUntouchedAndWhatIsReadableCanBeSaved() throws {
        let path = temporaryPath()
        do {
            let db = try AppDatabase.open(path: path)
            try RecipeRepository(db).insert((0..<300).map { n in
                var recipe = Fixtures.recipe("Stew \(n)", description: String(repeating: "slow and low ", count: 20))
                recipe.uid = "stew-\(n)"
                return recipe
            })
        }
        var bytes = try #require(FileManager.default.contents(atPath: path))
        let pageSize = 4096, pages = bytes.count / pageSize
        #expect(pages > 20)
        for page in (pages / 2)..<(pages / 2 + 3) {
            bytes.replaceSubrange(page * pageSize + 100..<page * pageSize + 4000, with: Data(repeating: 0xAB, count: 3900))
        }
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try AppDatabase.open(path: path)
        } throws: { error in
            let storage = error as? StorageError
            return storage?.kind == .damaged && storage?.reason.contains("has not written to it") == true
                && storage?.reason.contains("sous export") == true
        }
        #expect(FileManager.default.contents(atPath: path) == bytes)

        let readOnly = try AppDatabase.openReadOnly(path: path)
        #expect(throws: StorageError.self) { try RecipeRepository(readOnly).insert(Fixtures.recipe("New")) }
        let (archive, unreadable) = try ArchiveRepository(readOnly).exportReadable()
        #expect(archive.recipes.count > 0 && archive.recipes.count + unreadable <= 300, "\(archive.recipes.count) + \(unreadable)")
        #expect(FileManager.default.contents(atPath: path) == bytes)
    }

    @Test func writesAreDurableAcrossReopen() throws {
        let path = temporaryPath()
        do {
            let db = try AppDatabase.open(path: path)
            try RecipeRepository(db).insert(Fixtures.recipe("Keep me"))
        }
        let reopened = try AppDatabase.open(path: path)
        #expect(try RecipeRepository(reopened).list().map(\.title) == ["Keep me"])
    }
}
