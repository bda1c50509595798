import Foundation
import SousCLI
import SousCore
import SousStore
import SousSync
import SousTestSupport

/// Sync through a private PostgreSQL on this machine: a 10,000-recipe cookbook shared, then
/// pulled whole by a new kitchen (target < 15 s), and one edited recipe reaching another
/// kitchen's database from the start of its sync (target < 1 s).
struct SyncBenchmark {
    var size = 10_000
    var edits = 10

    func run() throws {
        let server = try PostgresTestServer()
        defer { server.stop() }
        let name = try server.createDatabase()
        let folder = TemporaryFolder("sous-bench-sync")
        func kitchen(_ label: String) throws -> (AppDatabase, PasswordStore) {
            let db = try AppDatabase.open(path: folder.appendingPathComponent("\(label).sqlite").path)
            return (db, PasswordStore(environment: ["PGPASSFILE": folder.appendingPathComponent("\(label).pgpass").path,
                                                  "HOME": folder.appendingPathComponent(label).path]))
        }
        let (a, aPasswords) = try kitchen("a")
        var cookbook = SyntheticCookbook(seed: 31)
        try RecipeRepository(a).insert((0..<size).map { cookbook.recipe(number: $0) })
        var shared = SyncReport()
        let share = try Stopwatch.time {
            shared = try AsyncBridge.wait { try await FamilySetup(database: a, passwords: aPasswords).createServer(url: server.adminURL(name), familyName: "Bench") }
        }
        let (b, bPasswords) = try kitchen("b")
        let invite = try AsyncBridge.wait { try await FamilySetup(database: a, passwords: aPasswords).invite() }
        var joined = SyncReport()
        var join = 0.0
        // CPU of this process alone (PostgreSQL is another): steadier than wall time on a shared machine.
        let joinCPU = try Stopwatch.cpuTime {
            join = try Stopwatch.time {
                joined = try AsyncBridge.wait { try await FamilySetup(database: b, passwords: bPasswords).join(code: invite.code.description, url: server.url(name)) }
            }
        }
        let count = try RecipeRepository(b).count()
        out("\n== Sync: \(size) recipes through PostgreSQL on this machine ==")
        out("share (capture and push \(shared.pushed) changes): \(Stopwatch.format(share)) ms")
        out("first sync to a new kitchen (join, pull \(joined.pulled), \(count) recipes stored): \(Stopwatch.format(join)) ms (target < 15000 ms; Sous CPU \(Stopwatch.format(joinCPU)) ms)")

        let recipes = RecipeRepository(a)
        let bRecipes = RecipeRepository(b)
        let uids = try recipes.all().prefix(edits).map(\.uid)
        var push: [Double] = []
        var reach: [Double] = []
        for (index, uid) in uids.enumerated() {
            guard var recipe = try recipes.recipe(uid: uid) else { continue }
            recipe.title = "Edited \(index) \(recipe.title)"
            try recipes.update(recipe)
            push.append(try Stopwatch.time { _ = try AsyncBridge.wait { try await SyncEngine(database: a, passwords: aPasswords).sync() } })
            reach.append(try Stopwatch.time { _ = try AsyncBridge.wait { try await SyncEngine(database: b, passwords: bPasswords).sync() } })
            guard try bRecipes.recipe(uid: uid)?.title == recipe.title else { throw SyncError(.invalid, "the edit did not arrive") }
        }
        out("one edited recipe, pushed by its kitchen: p50 \(Stopwatch.format(Stopwatch.percentile(push, 50))) ms, p95 \(Stopwatch.format(Stopwatch.percentile(push, 95))) ms")
        out("one edited recipe, from the other kitchen's sync start to its database: p50 \(Stopwatch.format(Stopwatch.percentile(reach, 50))) ms, p95 \(Stopwatch.format(Stopwatch.percentile(reach, 95))) ms (target < 1000 ms)")
    }
}
