import Foundation
import SousCore
import SousStore

/// `sous family create-server`, `invite` and `join`: a family on a server and the kitchens in it.
public struct FamilySetup: Sendable {
    public let database: AppDatabase
    public let passwords: PasswordStore

    public init(database: AppDatabase, passwords: PasswordStore = PasswordStore()) {
        self.database = database
        self.passwords = passwords
    }

    /// Sets the server's schema up (or brings it up to date), makes a family with this kitchen
    /// in it, keeps the kitchen's password in the password file, and pushes the cookbook.
    /// `url` names a role that may create roles; its password is used once and never kept.
    public func createServer(url: String, familyName: String) async throws -> SyncReport {
        try await createServer(url: url, familyName: familyName, schema: ServerSchema.latest)
    }

    /// `schema`: the version to migrate to (tests set a server up as an older Sous did).
    func createServer(url: String, familyName: String, schema: Int) async throws -> SyncReport {
        let admin = try ServerAddress(url)
        // The name goes to the server and to every kitchen that joins: inert before it leaves.
        let name = TerminalSafe.inert(familyName).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw SyncError(.invalid, "a family needs a name (--name)") }
        let ledger = SyncLedger(database)
        let node = try ledger.status().nodeId
        let password = ServerConnection.randomPassword()
        let server = try await ServerConnection.connect(admin, password: try passwords.password(for: admin))
        let created: (familyId: UUID, kitchenRole: String)
        do {
            try await server.migrate(upTo: schema)
            created = try await server.createFamily(name: name, node: node, kitchenPassword: password)
            await server.close()
        } catch {
            await server.close()
            throw error
        }
        let kitchen = admin.asUser(created.kitchenRole)
        try passwords.save(password, for: kitchen)
        try ledger.join(serverURL: kitchen.redacted, familyId: created.familyId.uuidString.lowercased(), familyName: name, shareEverything: true)
        return try await SyncEngine(database: database, passwords: passwords).sync()
    }

    /// `sous family upgrade-server`: brings a family server's own schema up to what this Sous
    /// knows (idempotent: an up-to-date server is left as it is). `url` names a role that may
    /// create tables; its password (the URL's, `password`, the key store's, `PGPASSWORD`,
    /// libpq's file) is used once and never kept. Refuses a database with no Sous family, and
    /// a server newer than this Sous.
    public static func upgradeServer(url: String, password: String? = nil, passwords: PasswordStore = PasswordStore()) async throws -> ServerUpgrade {
        let admin = try ServerAddress(url)
        let server = try await ServerConnection.connect(admin, password: try admin.password ?? password ?? passwords.password(for: admin))
        do {
            let before = try await server.checkSchema()
            try await server.migrate()
            let after = try await server.schemaVersion()
            await server.close()
            return ServerUpgrade(server: "postgres://\(admin.host):\(admin.port)/\(admin.database)", before: before, after: after)
        } catch {
            await server.close()
            throw error
        }
    }

    /// A new invite code for this kitchen's family, valid for `validFor` seconds. Shown once:
    /// the server keeps only its hash.
    public func invite(validFor seconds: Int = 86_400) async throws -> (code: InviteCode, expires: Date) {
        let status = try SyncLedger(database).status()
        guard let url = status.serverURL else {
            throw SyncError(.notSetUp, "this kitchen is in no family yet: `sous family create-server URL` first")
        }
        let address = try ServerAddress(url)
        let server = try await ServerConnection.connect(address, password: try passwords.password(for: address))
        for _ in 0..<5 {
            let code = InviteCode.random()
            do {
                let expires = try await server.createInvite(id: code.id.lowercased(), code: code.description, validFor: seconds)
                await server.close()
                return (code, expires)
            } catch let error as SyncError where error.description.contains("23505") || error.description.contains("42710") {
                continue  // that invite id is taken: draw another
            } catch {
                await server.close()
                throw error
            }
        }
        await server.close()
        throw SyncError(.refused, "could not make an invite code; try again")
    }

    /// Joins a family with an invite code: redeems it for this kitchen's own role (its password
    /// kept in the password file), pulls the family's cookbook, then offers what only this kitchen had.
    public func join(code text: String, url: String) async throws -> SyncReport {
        let code = try InviteCode(text)
        let given = try ServerAddress(url)
        let ledger = SyncLedger(database)
        let node = try ledger.status().nodeId
        let password = ServerConnection.randomPassword()
        let server: ServerConnection
        do {
            // An invite from schema 3 on: its role logs in with the invite id, and the secret
            // goes to `redeem_invite`, which counts wrong ones. An older server's invite: the
            // code is its role's password.
            do {
                server = try await ServerConnection.connect(given.asUser(code.role), password: code.id.lowercased())
            } catch let error as SyncError where error.kind == .refused {
                server = try await ServerConnection.connect(given.asUser(code.legacyRole), password: code.description)
            }
        } catch let error as SyncError where error.kind == .refused {
            throw SyncError(.refused, InviteCode.notValid)
        }
        let joined: (role: String, familyId: UUID, familyName: String)
        do {
            joined = try await server.redeemInvite(code: code.description, node: node, kitchenPassword: password)
            await server.close()
        } catch {
            await server.close()
            throw error
        }
        let kitchen = given.asUser(joined.role)
        try passwords.save(password, for: kitchen)
        try ledger.join(serverURL: kitchen.redacted, familyId: joined.familyId.uuidString.lowercased(),
                        familyName: joined.familyName, shareEverything: false)
        let engine = SyncEngine(database: database, passwords: passwords)
        var report = try await engine.sync()
        try ledger.offerWhatIsNew()
        let second = try await engine.sync()
        report.add(second)
        return report
    }
}

/// What `sous family upgrade-server` did: the server (no user, no password) and its schema
/// version before and after.
public struct ServerUpgrade: Sendable, Equatable, Codable {
    public var server: String
    public var before: Int
    public var after: Int

    public var changed: Bool { after != before }
}
