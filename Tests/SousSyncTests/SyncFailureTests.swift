import Foundation
import SousCore
import SousStore
import SousSync
import SousTestSupport
import Testing

@Suite("Sync survives failures", .serialized)
struct SyncFailureTests {
    /// `sous sync` killed with SIGKILL at random moments, 30 times: nothing is lost, nothing
    /// doubled. 30 kills spread over every step (capture, pull, each pushed batch, the ack)
    /// within CI's budget; see docs/decisions-pending/sync.md.
    @Test func killedSyncsLoseAndRepeatNothing() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        let made = try a.recipes.insert((0..<400).map { Recipe(title: "Dish \($0)", ingredients: [Ingredient(name: "salt", text: "salt")]) })
        var random = SeededGenerator(state: 50)
        var killed = 0
        for round in 0..<30 {
            if round % 10 == 5 {
                // Edits keep arriving between killed syncs.
                try a.edit(made[round].uid) { $0.title = "Edited \(round)" }
            }
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["sync", "--db", a.path, "--batch-size", "40"]
            process.environment = ["PGPASSFILE": a.folder.appendingPathComponent("pgpass").path, "HOME": a.folder.path, "PATH": "/usr/bin:/bin"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            try await Task.sleep(for: .milliseconds(Int.random(in: 20...1200, using: &random)))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
        }
        #expect(killed >= 10, "runs were killed mid-way (\(killed))")
        try await a.sync()
        try await b.sync()
        #expect(try b.recipes.count() == 400)
        #expect(try a.snapshot() == b.snapshot())
        // Each recipe was created by exactly one change on the server: no duplicate.
        let creations = try family.server.psql(
            "SELECT count(*), count(DISTINCT key) FROM sous.change WHERE kind = 'recipe' AND fields->>'_deleted' = 'false'",
            database: family.databaseName)
        #expect(creations == "400|400")
        #expect(try a.ledger.status().outbox == 0)
    }

    /// The server stops between two batches: the sync fails as "offline", and the next one
    /// (server back) finishes without losing or doubling anything.
    @Test func theServerGoingAwayMidSyncLosesNothing() async throws {
        let server = try PostgresTestServer()
        defer { server.stop() }
        let a = try Kitchen("a"), b = try Kitchen("b")
        let family = try await TestFamily.make(a, server: server)
        try await family.join(b, from: a)
        try a.recipes.insert((0..<120).map { Recipe(title: "Dish \($0)") })
        var engine = SyncEngine(database: a.database, passwords: a.passwords)
        engine.batchSize = 25
        // postgres-nio does not notice the stopped server; the deadline makes the sync fail.
        engine.statementTimeout = 5
        engine.afterBatch = { report in
            if report.pushed == 50 { server.stop() }
        }
        await #expect(throws: SyncError.self) { try await engine.sync() }
        #expect(try a.ledger.status().outbox == 70)
        do {
            _ = try await a.sync()
            Issue.record("a sync with the server down should fail")
        } catch let error as SyncError {
            #expect(error.kind == .offline, "\(error)")
        }
        try server.start()
        try await a.sync()
        try await b.sync()
        #expect(try b.recipes.count() == 120)
        #expect(try a.snapshot() == b.snapshot())
        let count = try server.psql("SELECT count(*) FROM sous.change WHERE kind = 'recipe'", database: family.databaseName)
        #expect(count == "120")
    }
}
