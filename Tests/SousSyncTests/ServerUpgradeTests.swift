import Foundation
import SousCore
import SousStore
@testable import SousSync
import SousTestSupport
import Testing

/// A family server made by an older Sous (schema 1, no recordings) and `sous family
/// upgrade-server`; a server newer than this Sous.
@Suite("Upgrading a family server", .serialized)
struct ServerUpgradeTests {
    /// Runs the built `sous` as an admin would, the password in `PGPASSWORD` only.
    func upgradeServer(_ family: TestFamily, json: Bool) throws -> CommandRunner.Result {
        var runner = CommandRunner()
        runner.environment["PGPASSWORD"] = family.server.password
        let url = "postgres://\(family.server.superuser)@127.0.0.1:\(family.server.port)/\(family.databaseName)"
        return try runner.run(["family", "upgrade-server", url] + (json ? ["--json"] : []))
    }

    @Test func aSchemaOneServerSaysWhatToRunAndAfterTheUpgradeMemoriesTravelWhole() async throws {
        var random = SeededGenerator(state: 7)
        let a = try Kitchen("a"), b = try Kitchen("b")
        let pie = try a.add("Pie")
        let server = try PostgresTestServer.shared()
        let database = try server.createDatabase()
        _ = try await a.setup.createServer(url: server.adminURL(database), familyName: "Old", schema: 1)
        let family = TestFamily(server: server, databaseName: database)
        #expect(try server.psql("SELECT max(version), to_regclass('sous.audio') IS NULL FROM sous.schema_version", database: database) == "1|t")
        try await family.join(b, from: a)

        // A memory and a recipe edit: the edit travels, the memory waits and the report says why.
        let (memory, audio) = try a.recordMemory(recipeId: pie.id, question: "Who first made this?", using: &random)
        try a.edit(pie.uid) { $0.title = "Apple pie" }
        let held = try await a.sync()
        let command = "sous family upgrade-server postgres://ADMIN@127.0.0.1:\(server.port)/\(database)"
        #expect(held.serverUpgrade == command && held.memoriesWaiting == 1 && held.pushed == 1, "\(held)")
        #expect(held.summary.contains("the server is older than this Sous: 1 memory change(s) wait until it is upgraded (`\(command)`)"))
        #expect(try a.ledger.status().outbox == 1, "the memory stays in the outbox")
        #expect(try a.ledger.status().lastReport?.contains(command) == true, "`sous sync status` and Settings show it")
        try await b.sync()
        #expect(try b.recipe(pie.uid)?.title == "Apple pie")
        #expect(try b.memories().isEmpty)

        let first = try upgradeServer(family, json: true)
        #expect(first.status == 0, "\(first.stderr)")
        let upgrade = try JSONDecoder().decode(ServerUpgrade.self, from: Data(first.stdout.utf8))
        #expect(upgrade == ServerUpgrade(server: "postgres://127.0.0.1:\(server.port)/\(database)", before: 1, after: ServerSchema.latest))
        #expect(!(first.stdout + first.stderr).contains(server.password), "the admin password is never printed")
        let again = try upgradeServer(family, json: false)
        #expect(again.status == 0 && again.stdout.contains("is at schema \(ServerSchema.latest) already; nothing to do"), "\(again.stdout)\(again.stderr)")
        #expect(try server.psql("SELECT count(*) FROM sous.schema_version", database: database) == "\(ServerSchema.latest)", "the second run applied nothing")

        let sent = try await a.sync()
        #expect(sent.serverUpgrade == nil && sent.pushed == 1 && sent.audioSent == 1, "\(sent)")
        let got = try await b.sync()
        #expect(got.audioFetched == 1 && got.serverUpgrade == nil, "\(got)")
        let arrived = try #require(try b.memories().first)
        #expect(arrived.recipeId == (try b.recipe(pie.uid))?.id)
        #expect(try b.memoryFiles() == [memory.audioPath: audio], "byte-identical, nothing else in the folder")
        #expect(try a.snapshot() == b.snapshot())
    }

    @Test func aServerNewerThanThisSousIsRefusedClearly() async throws {
        let a = try Kitchen("a")
        try a.add("Soup")
        let family = try await TestFamily.make(a)
        try family.server.psql("INSERT INTO sous.schema_version (version, name) VALUES (\(ServerSchema.latest + 1), 'future')",
                               database: family.databaseName)
        do {
            try await a.sync()
            Issue.record("a sync against a newer server should fail")
        } catch let error as SyncError {
            #expect(error.kind == .newerServer)
            #expect(error.description.contains("comes from a newer Sous (this one knows up to \(ServerSchema.latest)); upgrade Sous to sync"))
        }
        let result = try upgradeServer(family, json: false)
        #expect(result.status != 0 && result.stderr.contains("newer Sous"), "\(result.stdout)\(result.stderr)")
        // A database with no family is not upgraded into one.
        let empty = TestFamily(server: family.server, databaseName: try family.server.createDatabase())
        let none = try upgradeServer(empty, json: false)
        #expect(none.status != 0 && none.stderr.contains("has no Sous family"), "\(none.stderr)")
    }
}
