import Foundation
import SousContract
import SousCore
import SousStore

/// The read the app makes every 2 s while cooking (issue 27 item 4): the stored session of the
/// recipe being cooked, with its timers, read from a file database and merged into the app's copy.
struct WorkstateSyncBenchmark {
    var rounds = 2_000

    func run() throws {
        let path = NSTemporaryDirectory() + "sous-bench-sync-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let db = try AppDatabase.open(path: path)
        try ArchiveRepository(db).importArchive(try StarterCookbook.archive(now: Date()))
        let recipes = try RecipeRepository(db).all()
        let now = Date()
        // Sessions for every starter recipe, three timers each, so the read is among many.
        for recipe in recipes {
            var session = CookingSession(recipe: recipe, now: now)
            for (n, name) in ["oven", "rice", "sauce"].enumerated() {
                session.apply(.addTimer(name: name, seconds: 300 * (n + 1)), now: now)
            }
            try WorkstateRepository(db).save(session.workstate)
        }
        let id = try require(recipes.first?.id)
        let other = try AppDatabase.open(path: path)
        let mine = try require(try WorkstateRepository(other).workstate(recipeId: id))
        var samples: [Double] = []
        for _ in 0..<rounds {
            samples.append(try Stopwatch.time {
                guard let stored = try WorkstateRepository(other).workstate(recipeId: id) else { return }
                _ = mine.merged(over: stored)
            })
        }
        out("\n== Cooking: the stored session read back and merged (every 2 s while cooking), \(recipes.count) sessions, x \(rounds) ==")
        out("read + merge: p50 \(Stopwatch.format(Stopwatch.percentile(samples, 50))) ms, p95 \(Stopwatch.format(Stopwatch.percentile(samples, 95))) ms")
    }

    private func require<T>(_ value: T?) throws -> T {
        guard let value else { throw StorageError(reason: "benchmark setup: missing value") }
        return value
    }
}
