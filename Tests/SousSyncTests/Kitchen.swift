import Foundation
import SousCore
import SousStore
import SousSync
import SousTestSupport

/// One kitchen for a test: its own SQLite file and password file in a temporary folder.
final class Kitchen: @unchecked Sendable {
    let folder: TemporaryFolder
    let database: AppDatabase
    let passwords: PasswordStore
    let name: String

    init(_ name: String) throws {
        self.name = name
        folder = TemporaryFolder("sous-sync-\(name)")
        database = try AppDatabase.open(path: folder.appendingPathComponent("sous.sqlite").path)
        passwords = PasswordStore(environment: ["PGPASSFILE": folder.appendingPathComponent("pgpass").path, "HOME": folder.path])
    }

    var path: String { folder.appendingPathComponent("sous.sqlite").path }
    var setup: FamilySetup { FamilySetup(database: database, passwords: passwords) }
    var ledger: SyncLedger { SyncLedger(database) }
    var recipes: RecipeRepository { RecipeRepository(database) }

    @discardableResult
    func sync(batchSize: Int = 1000) async throws -> SyncReport {
        var engine = SyncEngine(database: database, passwords: passwords)
        engine.batchSize = batchSize
        return try await engine.sync()
    }

    @discardableResult
    func add(_ title: String, ingredients: [String] = ["1 cup flour"]) throws -> Recipe {
        try recipes.insert(Recipe(title: title, ingredients: ingredients.map { Ingredient(name: $0, text: $0) },
                                  instructions: [Instruction(step: 1, text: "Mix.")]))
    }

    func recipe(_ uid: String) throws -> Recipe? { try recipes.recipe(uid: uid) }

    func edit(_ uid: String, _ change: (inout Recipe) -> Void) throws {
        guard var recipe = try recipes.recipe(uid: uid) else { return }
        change(&recipe)
        try recipes.update(recipe)
    }

    func delete(_ uid: String) throws {
        if let id = try recipes.recipe(uid: uid)?.id { try recipes.delete(id: id) }
    }

    /// This kitchen's role and password on the server (from its password file).
    func credentials() throws -> (user: String, password: String) {
        let address = try ServerAddress(try ledger.status().serverURL ?? "")
        return (address.user, try passwords.password(for: address) ?? "")
    }

    func snapshot() throws -> [String: [String: String]] { try ledger.snapshot() }
}

/// A family on a fresh database of the shared test server, with its first kitchen.
struct TestFamily {
    let server: PostgresTestServer
    let databaseName: String

    static func make(_ first: Kitchen, server: PostgresTestServer? = nil, name: String = "Test family") async throws -> TestFamily {
        let server = try server ?? PostgresTestServer.shared()
        let databaseName = try server.createDatabase()
        _ = try await first.setup.createServer(url: server.adminURL(databaseName), familyName: name)
        return TestFamily(server: server, databaseName: databaseName)
    }

    /// Invites and joins `kitchen` through a fresh code.
    func join(_ kitchen: Kitchen, from member: Kitchen) async throws {
        let invite = try await member.setup.invite()
        _ = try await kitchen.setup.join(code: invite.code.description, url: server.url(databaseName))
    }
}

extension Kitchen {
    /// A memory with a recording of random bytes (sync never decodes them), its file written
    /// into this kitchen's memories folder.
    @discardableResult
    func recordMemory(recipeId: Int64?, memberId: Int64? = nil, question: String, bytes: Int = 2_000,
                      using random: inout some RandomNumberGenerator) throws -> (Memory, Data) {
        let audio = Data((0..<bytes).map { _ in UInt8.random(in: 0...255, using: &random) })
        let name = Memory.audioFileName(recordedAt: Date(), random: UInt32.random(in: 0...UInt32.max, using: &random))
        let repository = MemoryRepository(database)
        try audio.write(to: try repository.folder.prepare().appendingPathComponent(name))
        let memory = try repository.add(Memory(recipeId: recipeId, memberId: memberId, question: question, speaker: name,
                                               recordedAt: Date(), durationSeconds: 3, audioPath: name, transcript: "said in \(self.name)"))
        return (memory, audio)
    }

    func memories() throws -> [Memory] { try MemoryRepository(database).list() }

    /// The files in this kitchen's memories folder (none when it was never made).
    func memoryFiles() throws -> [String: Data] {
        guard let root = MemoryRepository(database).folder.root, FileManager.default.fileExists(atPath: root.path) else { return [:] }
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            files[name] = try Data(contentsOf: root.appendingPathComponent(name))
        }
        return files
    }
}
