import Foundation
import SousCore
import SousStore
import SousSync
import SousTestSupport
import Testing

@Suite("Sync survives failures", .serialized)
struct SyncFailureTests {
    /// `sous sync` killed with SIGKILL at random moments, 30 times: nothing is lost, nothing
    /// doubled. Every run has work (new recipes and an edit arrive before it), and the kill comes
    /// at a random point within the time an unkilled run of that much work took on this machine,
    /// so the kills land mid-sync on a fast idle machine as on a slow loaded one.
    @Test func killedSyncsLoseAndRepeatNothing() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        let made = try a.recipes.insert((0..<400).map { Recipe(title: "Dish \($0)", ingredients: [Ingredient(name: "salt", text: "salt")]) })
        try await a.sync()
        let perRound = 30
        var next = 400
        func moreWork(_ round: Int) throws {
            _ = try a.recipes.insert((next..<next + perRound).map { Recipe(title: "Dish \($0)", ingredients: [Ingredient(name: "salt", text: "salt")]) })
            next += perRound
            try a.edit(made[round].uid) { $0.title = "Edited \(round)" }
        }
        func startSync() throws -> Process {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["sync", "--db", a.path, "--batch-size", "5"]
            process.environment = ["PGPASSFILE": a.folder.appendingPathComponent("pgpass").path, "HOME": a.folder.path, "PATH": "/usr/bin:/bin"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // One run with a round's work, not killed: how long a run takes here.
        try moreWork(0)
        let clock = ContinuousClock()
        let began = clock.now
        let measured = try startSync()
        measured.waitUntilExit()
        let runMilliseconds = max(Int((clock.now - began) / .milliseconds(1)), 30)

        var random = SeededGenerator(state: 50)
        var killed = 0
        for round in 1...30 {
            try moreWork(round)
            let process = try startSync()
            try await Task.sleep(for: .milliseconds(Int.random(in: 5...(runMilliseconds * 9 / 10), using: &random)))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
        }
        #expect(killed >= 10, "runs were killed mid-way (\(killed) of 30; an unkilled run took \(runMilliseconds) ms)")
        try await a.sync()
        try await b.sync()
        #expect(try b.recipes.count() == next)
        #expect(try a.snapshot() == b.snapshot())
        // Each recipe was created by exactly one change on the server: no duplicate.
        let creations = try family.server.psql(
            "SELECT count(*), count(DISTINCT key) FROM sous.change WHERE kind = 'recipe' AND fields->>'_deleted' = 'false'",
            database: family.databaseName)
        #expect(creations == "\(next)|\(next)")
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
