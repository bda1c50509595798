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
