import Foundation
import SousCore
import SousStore
@testable import SousSync
import SousTestSupport
import Testing

/// What a kitchen (or someone with an invite's id) can learn and try on a shared server
/// (issue 44): role names that say nothing, a role catalogue it cannot read, and an invite that
/// locks after five wrong secrets, however fast they come.
@Suite("A shared server says little", .serialized)
struct PrivateServerTests {
    @Test func rolesSayNothingAndTheCatalogueIsNotReadable() async throws {
        let a = try Kitchen("a")
        let family = try await TestFamily.make(a)
        let invite = try await a.setup.invite()
        let roles = try family.server.psql("""
            SELECT group_role FROM sous.family UNION ALL SELECT role FROM sous.kitchen UNION ALL SELECT role FROM sous.invite
            """, database: family.databaseName).split(separator: "\n").map(String.init)
        #expect(roles.count == 3)
        #expect(roles.allSatisfy { $0.wholeMatch(of: /sous_[0-9a-f]{16}/) != nil }, "\(roles)")
        #expect(!roles.contains { $0.contains(invite.code.id.lowercased()) }, "no role names the invite's id")
        let (user, password) = try a.credentials()
        for view in ["pg_roles", "pg_user", "pg_auth_members", "pg_stat_activity"] {
            #expect(throws: PostgresTestError.self, "a kitchen read \(view)") {
                try family.server.psql("SELECT count(*) FROM pg_catalog.\(view)", database: family.databaseName, user: user, password: password)
            }
        }
    }

    @Test func anInviteLocksAfterFiveWrongSecrets() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let family = try await TestFamily.make(a)
        let url = family.server.url(family.databaseName)
        let invite = try await a.setup.invite()
        for guess in 0..<5 {
            let wrong = InviteCode(id: invite.code.id, secret: String(format: "%08d", guess))
            do {
                _ = try await b.setup.join(code: wrong.description, url: url)
                Issue.record("a wrong secret joined")
            } catch let error as SyncError {
                #expect(error.description == InviteCode.notValid)
            }
        }
        #expect(try family.server.psql("SELECT failures, used_by FROM sous.invite", database: family.databaseName) == "5|locked after 5 wrong codes")
        do {
            _ = try await b.setup.join(code: invite.code.description, url: url)
            Issue.record("the right code joined after five wrong ones")
        } catch let error as SyncError {
            #expect(error.description == InviteCode.notValid)
        }
        #expect(try b.ledger.status().serverURL == nil)
        // Below the limit the right code still works.
        let second = try await a.setup.invite()
        let c = try Kitchen("c")
        _ = try? await c.setup.join(code: InviteCode(id: second.code.id, secret: "00000000").description, url: url)
        _ = try await c.setup.join(code: second.code.description, url: url)
        #expect(try c.ledger.status().serverURL != nil)
    }

    @Test func anInviteMadeByAnOlderServerStillJoins() async throws {
        let server = try PostgresTestServer.shared()
        let database = try server.createDatabase()
        let a = try Kitchen("a"), b = try Kitchen("b")
        try a.add("Old tart")
        _ = try await a.setup.createServer(url: server.adminURL(database), familyName: "Old", schema: 2)
        let invite = try await a.setup.invite()
        #expect(try server.psql("SELECT count(*) FROM pg_roles WHERE rolname = 'sous_invite_\(invite.code.id.lowercased())'", database: database) == "1")
        _ = try await b.setup.join(code: invite.code.description, url: server.url(database))
        #expect(try b.recipes.all().map(\.title) == ["Old tart"])
    }
}
