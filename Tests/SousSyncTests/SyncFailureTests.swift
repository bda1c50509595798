import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SousCore
import SousStore
import SousSync
import SousTestSupport
import Testing

@Suite("Sync survives failures", .serialized)
struct SyncFailureTests {
    /// `sous sync` killed with SIGKILL at random moments, 30 times: nothing is lost, nothing
    /// doubled. Every run has work (new recipes, an edit and a memory with its recording arrive
    /// before it; now and then a transcript edit or a memory's delete), and the kill comes at a
    /// random point within the time an unkilled run of that much work took on this machine, so
    /// the kills land mid-sync on a fast idle machine as on a slow loaded one. Every fifth
    /// round the receiving kitchen's sync, fetching recordings, is killed too.
    @Test func killedSyncsLoseAndRepeatNothing() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        let made = try a.recipes.insert((0..<400).map { Recipe(title: "Dish \($0)", ingredients: [Ingredient(name: "salt", text: "salt")]) })
        try await a.sync()
        try await b.sync()
        let perRound = 30
        var next = 400
        var random = SeededGenerator(state: 50)
        let memories = MemoryRepository(a.database)
        func moreWork(_ round: Int) throws {
            _ = try a.recipes.insert((next..<next + perRound).map { Recipe(title: "Dish \($0)", ingredients: [Ingredient(name: "salt", text: "salt")]) })
            next += perRound
            try a.edit(made[round].uid) { $0.title = "Edited \(round)" }
            try a.recordMemory(recipeId: made[round].id, question: "Round \(round)", bytes: 20_000, using: &random)
            let earlier = try memories.list()
            if round % 4 == 1, let memory = earlier.randomElement(using: &random) {
                _ = try memories.setTranscript(memory.id!, text: "Told again in round \(round)", edited: true)
            }
            if round % 7 == 3, let memory = earlier.randomElement(using: &random) { _ = try memories.delete(memory.id!) }
        }
        func startSync(_ kitchen: Kitchen = a) throws -> Process {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["sync", "--db", kitchen.path, "--batch-size", "5"]
            process.environment = ["PGPASSFILE": kitchen.folder.appendingPathComponent("pgpass").path, "HOME": kitchen.folder.path, "PATH": "/usr/bin:/bin"]
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
        // And one of the receiving kitchen's, pulling that round (and only that: the first 400 before).
        let pullBegan = clock.now
        let measuredPull = try startSync(b)
        measuredPull.waitUntilExit()
        let pullMilliseconds = max(Int((clock.now - pullBegan) / .milliseconds(1)), 30)

        var killed = 0, pullsKilled = 0
        // The kill is timed by a dispatch timer, not Task.sleep: with the cooperative threads busy
        // in other suites a sleep woke hundreds of milliseconds late, after the run had ended.
        func killSoon(_ process: Process, within milliseconds: Int) async throws -> Bool {
            let delay = Int.random(in: 5...(milliseconds * 9 / 10), using: &random)
            let landed = TimedKill()
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(delay)) { landed.kill(process) }
            process.waitUntilExit()
            return landed.happened
        }
        for round in 1...30 {
            try moreWork(round)
            if try await killSoon(try startSync(), within: runMilliseconds) { killed += 1 }
            // b's run has three rounds to pull, so a kill within half of one round's time lands
            // mid-way even when the one measured run was slowed by a loaded machine (with libpq
            // a pull is quick: a kill in a whole round's time missed half of them under load).
            if round % 3 == 0, try await killSoon(try startSync(b), within: pullMilliseconds / 2) { pullsKilled += 1 }
        }
        #expect(killed >= 10, "runs were killed mid-way (\(killed) of 30; an unkilled run took \(runMilliseconds) ms)")
        #expect(pullsKilled >= 3, "pulls were killed mid-way (\(pullsKilled) of 10; an unkilled one took \(pullMilliseconds) ms)")
        try await a.sync()
        try await b.sync()
        #expect(try b.recipes.count() == next)
        #expect(try a.snapshot() == b.snapshot())
        // Memories: the same ones, each once, each recording whole; no file no memory names
        // (nor a temporary one a killed fetch left).
        #expect(try b.memories().count == a.memories().count && a.memories().count > 20)
        let bFiles = try b.memoryFiles().keys.sorted()
        #expect(Set(try b.memories().map(\.audioPath)) == Set(bFiles), "\(bFiles)")
        #expect(try b.memoryFiles() == a.memoryFiles(), "byte-identical recordings")
        let memoryCreations = try family.server.psql(
            "SELECT count(*), count(DISTINCT key) FROM sous.change WHERE kind = 'memory' AND fields->>'_deleted' = 'false'",
            database: family.databaseName)
        let distinct = memoryCreations.split(separator: "|")
        #expect(distinct.count == 2 && distinct[0] == distinct[1], "one creation per memory: \(memoryCreations)")
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
        // A closed connection is known at once: the 30 s statement deadline is for a server that
        // stays silent, not for one that has gone.
        #expect(engine.statementTimeout == 30)
        engine.afterBatch = { report in
            if report.pushed == 50 { server.stop() }
        }
        let clock = ContinuousClock(), began = clock.now
        await #expect(throws: SyncError.self) { try await engine.sync() }
        #expect(clock.now - began < .seconds(10), "the sync noticed the stopped server after \(clock.now - began)")
        #expect(try a.ledger.status().outbox == 70)
        do {
            _ = try await a.sync()
            Issue.record("a sync with the server down should fail")
        } catch let error as SyncError {
            #expect(error.kind == .offline, "\(error)")
            // One line in the cook's words, not a library's error dump.
            #expect(error.description.hasPrefix("cannot reach 127.0.0.1:\(server.port) ("), "\(error)")
            #expect(!error.description.contains("\n") && !error.description.contains("Failure("), "\(error)")
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

/// Kills a process if it is still running when the timer fires, and remembers whether it was.
private final class TimedKill: @unchecked Sendable {
    private let lock = NSLock()
    private var killed = false

    func kill(_ process: Process) {
        lock.withLock {
            guard process.isRunning else { return }
            Glibc.kill(process.processIdentifier, SIGKILL)
            killed = true
        }
    }

    var happened: Bool { lock.withLock { killed } }
}
