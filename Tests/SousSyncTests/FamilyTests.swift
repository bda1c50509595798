import Foundation
import SousCore
import SousKeys
import SousStore
import SousSync
import SousTestSupport
import Testing

@Suite("Families and invites", .serialized)
struct FamilyTests {
    /// Two families on one database: logged in as the second family's kitchen, every table of
    /// the sous schema shows none of the first family's rows, whatever the query asks.
    @Test func aFamilyCannotSeeAnotherFamilysRows() async throws {
        let a = try Kitchen("a"), other = try Kitchen("other")
        try a.add("Secret sauce")
        let family = try await TestFamily.make(a, name: "First")
        _ = try await other.setup.createServer(url: family.server.adminURL(family.databaseName), familyName: "Second")
        try other.add("Their stew")
        try await other.sync()
        let firstId = try #require(try a.ledger.status().familyId)
        let (user, password) = try other.credentials()
        let server = family.server, db = family.databaseName
        let tables = try server.psql("SELECT tablename FROM pg_tables WHERE schemaname = 'sous' ORDER BY 1", database: db)
            .split(separator: "\n").map(String.init)
        #expect(tables.contains("change") && tables.contains("family") && tables.contains("invite"))
        for table in tables {
            let columns = try server.psql("SELECT column_name FROM information_schema.columns WHERE table_schema = 'sous' AND table_name = '\(table)'",
                                          database: db).split(separator: "\n")
            let owner = columns.contains("family_id") ? "family_id" : columns.contains("id") && table == "family" ? "id" : nil
            let query = owner.map { "SELECT count(*) FROM sous.\(table) WHERE \($0)::text = '\(firstId)'" } ?? "SELECT count(*) FROM sous.\(table)"
            do {
                let seen = try server.psql(query, database: db, user: user, password: password)
                if owner != nil { #expect(seen == "0", "\(table): the second family sees \(seen) of the first's rows") }
            } catch let error as PostgresTestError {
                #expect(error.message.contains("permission denied"), "\(table): \(error.message)")
            }
        }
        // A wrong query with no filter at all sees only its own family.
        let visible = try server.psql("SELECT count(DISTINCT family_id) FROM sous.change", database: db, user: user, password: password)
        #expect(visible == "1")
        // Writing into the first family is refused by the policy.
        #expect(throws: PostgresTestError.self) {
            try server.psql("""
                INSERT INTO sous.change (family_id, change_id, kind, key, fields, hlc, node)
                VALUES ('\(firstId)', gen_random_uuid(), 'recipe', 'x', '{}', 1, 'n')
                """, database: db, user: user, password: password)
        }
        #expect(try a.ledger.snapshot().count == 1, "the first kitchen still has only its own recipe")
        try await a.sync()
        #expect(try a.recipes.all().map(\.title) == ["Secret sauce"])
    }

    @Test func anInviteCodeWorksOnceAndNotAfterItExpires() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b"), c = try Kitchen("c"), d = try Kitchen("d")
        try a.add("Tart")
        let family = try await TestFamily.make(a)
        let invite = try await a.setup.invite()
        let url = family.server.url(family.databaseName)
        _ = try await b.setup.join(code: invite.code.description, url: url)
        #expect(try b.recipes.all().map(\.title) == ["Tart"])
        do {
            _ = try await c.setup.join(code: invite.code.description.lowercased(), url: url)
            Issue.record("a used code joined again")
        } catch let error as SyncError {
            #expect(error.description == InviteCode.notValid)
        }
        let expired = try await a.setup.invite(validFor: -60)
        do {
            _ = try await d.setup.join(code: expired.code.description, url: url)
            Issue.record("an expired code joined")
        } catch let error as SyncError {
            #expect(error.description == InviteCode.notValid)
        }
        #expect(try c.ledger.status().serverURL == nil && d.ledger.status().serverURL == nil)
        // Only a hash of each code is on the server.
        let stored = try family.server.psql("SELECT string_agg(code_hash, ',') FROM sous.invite", database: family.databaseName)
        #expect(!stored.contains(invite.code.description) && stored.split(separator: ",").count == 2)
    }

    @Test func thePasswordIsKeptOutOfTheCookbook() async throws {
        let a = try Kitchen("a")
        let family = try await TestFamily.make(a)
        let (user, password) = try a.credentials()
        #expect(user.wholeMatch(of: /sous_[0-9a-f]{16}/) != nil && password.count == 32, "\(user)")
        let url = try #require(try a.ledger.status().serverURL)
        #expect(!url.contains(password) && !url.contains(family.server.password))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: a.path))
        let wal = (try? Data(contentsOf: URL(fileURLWithPath: a.path + "-wal"))) ?? Data()
        #expect(bytes.range(of: Data(password.utf8)) == nil && wal.range(of: Data(password.utf8)) == nil)
        // Where AI keys live (no keyring in tests: the 0600 key file), not libpq's file.
        let keyFile = a.passwords.keys.file.url.path
        let mode = try FileManager.default.attributesOfItem(atPath: keyFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try String(contentsOfFile: keyFile, encoding: .utf8).contains(password))
        #expect(!FileManager.default.fileExists(atPath: a.passwords.path))
    }
}

@Suite("Server addresses, codes and the password file")
struct SyncUnitTests {
    @Test func aRemoteHostNeedsTLS() throws {
        #expect(try ServerAddress("postgres://me@db.example.org/sous").tls)
        #expect(throws: SyncError.self) { try ServerAddress("postgres://me@db.example.org/sous?sslmode=disable") }
        #expect(try !ServerAddress("postgres://me@127.0.0.1:5433/sous").tls)
        #expect(try ServerAddress("postgres://me@localhost/sous?sslmode=require").tls)
        #expect(throws: SyncError.self) { try ServerAddress("mysql://me@host/db") }
        #expect(throws: SyncError.self) { try ServerAddress("postgres://host/db") }
    }

    @Test func theRedactedURLHasNoPassword() throws {
        let address = try ServerAddress("postgres://admin:s3cret@db.example.org:6543/sous?sslmode=verify-full")
        #expect(address.password == "s3cret")
        #expect(address.redacted == "postgres://admin@db.example.org:6543/sous")
        #expect(address.asUser("sous_k_1").password == nil)
    }

    @Test func inviteCodesReadAsTyped() throws {
        let code = InviteCode.random()
        #expect(try InviteCode(code.description.lowercased().replacingOccurrences(of: "-", with: " ")) == code)
        #expect(try InviteCode("k7qf-3m9x-pd2w").description == "K7QF-3M9X-PD2W")
        #expect(try InviteCode("O1LI-0000-0000").description == "0111-0000-0000")
        #expect(throws: SyncError.self) { try InviteCode("K7QF-3M9X") }
        #expect(throws: SyncError.self) { try InviteCode("K7QF-3M9X-PD2U") }
    }

    @Test func thePasswordLivesWithTheAIKeysAndLibpqsConventionsAreTheFallback() throws {
        let folder = TemporaryFolder("sous-pgpass")
        let pgpass = folder.appendingPathComponent("pgpass").path
        let environment = ["PGPASSFILE": pgpass, "HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
        let store = PasswordStore(environment: environment)
        let address = try ServerAddress("postgres://sous_k_1@127.0.0.1:5432/sous")
        #expect(try store.save("pa:ss\\word", for: address) == .file(store.keys.file.url.path))
        try store.save("newer-password-1234", for: address)
        #expect(try store.password(for: address) == "newer-password-1234")
        #expect(try store.password(for: address.asUser("someone")) == nil)
        // In the key file (0600), not libpq's file.
        let keyFile = store.keys.file.url.path
        #expect(((try FileManager.default.attributesOfItem(atPath: keyFile))[.posixPermissions] as? Int) == 0o600)
        #expect(try String(contentsOfFile: keyFile, encoding: .utf8).contains("newer-password-1234"))
        #expect(!FileManager.default.fileExists(atPath: pgpass))

        // libpq's password file and PGPASSWORD answer for what the store does not have.
        let other = address.asUser("sous_k_2")
        try "# by hand\n127.0.0.1:5432:sous:sous_k_2:from\\:file\n".write(toFile: pgpass, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: pgpass)
        #expect(try store.password(for: other) == "from:file")
        var withVariable = environment
        withVariable["PGPASSWORD"] = "env"
        let fromEnvironment = PasswordStore(environment: withVariable)
        #expect(try fromEnvironment.password(for: other) == "env")
        #expect(try fromEnvironment.password(for: address) == "newer-password-1234")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: pgpass)
        #expect(throws: SyncError.self) { try store.password(for: other) }
    }
}
