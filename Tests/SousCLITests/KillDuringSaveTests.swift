import Foundation
import Testing
import SousCore
@testable import SousStore
import SousTestSupport
import GRDB

/// `kill -9` in the middle of a large save: the database opens, passes SQLite's integrity check,
/// keeps everything saved before, and holds only whole recipes.
@Suite struct KillDuringSaveTests {
    @Test func killNineDuringABigImportLosesNothingSavedAndLeavesNoHalfRecipe() throws {
        let runner = CommandRunner()
        let db = runner.folder.appendingPathComponent("kill.sqlite").path
        try runner.run(["list", "--db", db])  // creates and seeds the starter cookbook
        var generator = SyntheticCookbook(seed: 9)
        let recipes = (0..<1500).map { generator.recipe(number: $0) }
        let file = runner.folder.appendingPathComponent("big.json")
        try SousArchive(recipes: recipes).jsonData().write(to: file)

        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["import", file.path, "--db", db]
        process.environment = runner.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it while it writes: once the write-ahead log has grown, the import is under way.
        let wal = db + "-wal"
        let started = Date()
        while Date().timeIntervalSince(started) < 20 {
            let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            if size > 400_000 || !process.isRunning { break }
            usleep(5_000)
        }
        let killedMidway = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let database = try AppDatabase.open(path: db)
        #expect(try database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        let repository = RecipeRepository(database)
        let stored = try repository.all()
        #expect(stored.filter { $0.uid.hasPrefix("starter-") }.count == 54, "the cookbook saved before is intact")
        let byUid = Dictionary(uniqueKeysWithValues: recipes.map { ($0.uid, $0) })
        var imported = 0
        for recipe in stored where !recipe.uid.hasPrefix("starter-") {
            let source = try #require(byUid[recipe.uid])
            #expect(recipe.ingredients.count == source.ingredients.count && recipe.instructions.count == source.instructions.count,
                    "\(recipe.title) is whole")
            imported += 1
        }
        #expect(killedMidway, "the import was still running when killed (make the file bigger if this fails)")
        #expect(imported < recipes.count, "killed before the end")
        // And the cookbook still works: search finds what is there.
        #expect(try RecipeSearch(database).search(SearchQuery(text: "lemon tart")).hits.first?.recipe.title == "Lemon Tart")
    }
}
