import Foundation
import SousStore

/// The statements of sync and families against the server schema (`ServerSchema`).
extension ServerConnection {
    /// Brings the schema up to date (as a role that may create schemas and roles); `version`
    /// stops earlier (tests set up a server as an older Sous left it).
    func migrate(upTo version: Int = ServerSchema.latest) async throws {
        try await transaction { server in
            _ = try await server.rows("SELECT pg_advisory_xact_lock(\(ServerSchema.lockKey))")
            try await server.execute(ServerSchema.bootstrap)
            let applied = try await server.schemaVersion()
            if applied > ServerSchema.latest {
                throw SyncError(.newerServer, "the server's schema (\(applied)) comes from a newer Sous; upgrade Sous first")
            }
            for migration in ServerSchema.migrations where migration.version > applied && migration.version <= version {
                try await server.execute(migration.statements)
                _ = try await server.rows("INSERT INTO sous.schema_version (version, name) VALUES (\(migration.version), \(migration.name))")
            }
        }
    }

    func schemaVersion() async throws -> Int {
        let rows = try await rows("SELECT coalesce(max(version), 0)::int4 FROM sous.schema_version")
        return try rows.first.map { Int(try $0.int(0)) } ?? 0
    }

    /// The server's schema version; refuses a server set up by a newer Sous, or one with no
    /// Sous schema at all. An older one is the caller's to judge (it still carries most kinds).
    @discardableResult
    func checkSchema() async throws -> Int {
        let exists = try await rows("SELECT to_regclass('sous.schema_version') IS NOT NULL")
        guard try exists.first?.bool(0) == true else {
            throw SyncError(.invalid, "\(address.host)/\(address.database) has no Sous family; run `sous family create-server` first")
        }
        let version = try await schemaVersion()
        if version > ServerSchema.latest {
            throw SyncError(.newerServer, "the server's schema (\(version)) comes from a newer Sous (this one knows up to \(ServerSchema.latest)); upgrade Sous to sync")
        }
        return version
    }

    /// A new family: its group role (no login), the grants, and the first kitchen's login role.
    func createFamily(name: String, node: String, kitchenPassword: String) async throws -> (familyId: UUID, kitchenRole: String) {
        let family = UUID()
        let suffix = Self.randomName()
        // Names that say nothing of what they are or whose (issue 44: "sous_f_" and "sous_k_"
        // told any kitchen how many families and kitchens the server has).
        let group = "sous_\(suffix)"
        let kitchen = "sous_\(Self.randomName())"
        try await transaction { server in
            let version = try await server.schemaVersion()
            try await server.execute(["CREATE ROLE \(ServerSchema.quoted(group)) NOLOGIN"] + ServerSchema.grants(to: group, schema: version))
            _ = try await server.rows("INSERT INTO sous.family (id, name, group_role) VALUES (\(family), \(name), \(group))")
            try await server.execute([
                "CREATE ROLE \(ServerSchema.quoted(kitchen)) LOGIN PASSWORD \(ServerSchema.literal(kitchenPassword)) IN ROLE \(ServerSchema.quoted(group))",
            ])
            _ = try await server.rows("INSERT INTO sous.kitchen (role, family_id, node) VALUES (\(kitchen), \(family), \(node))")
        }
        return (family, kitchen)
    }

    /// Registers an invite; returns when it expires.
    func createInvite(id: String, code: String, validFor seconds: Int) async throws -> Date {
        let rows = try await rows("SELECT sous.create_invite(\(id), \(code), make_interval(secs => \(Double(seconds))))")
        return try rows.first?.date(0) ?? Date()
    }

    /// Redeems the invite this connection logged in with; returns the new kitchen's role and family.
    func redeemInvite(code: String, node: String, kitchenPassword: String) async throws -> (role: String, familyId: UUID, familyName: String) {
        do {
            let rows = try await rows("SELECT k_role, k_family, k_name FROM sous.redeem_invite(\(code), \(node), \(kitchenPassword))")
            // A wrong secret is counted, not raised (a raise would roll the count back): no role.
            guard let row = rows.first, row.values.first.flatMap({ $0 }) != nil else { throw SyncError(.refused, InviteCode.notValid) }
            return (try row.string(0), try row.uuid(1), try row.string(2))
        } catch let error as SyncError where error.kind == .refused {
            throw SyncError(.refused, InviteCode.notValid)
        }
    }

    func family() async throws -> (id: UUID, name: String)? {
        let rows = try await rows("SELECT id, name FROM sous.family WHERE id = sous.my_family()")
        return try rows.first.map { (try $0.uuid(0), try $0.string(1)) }
    }

    /// Stores changes once each (a change id the server has is skipped), in one transaction.
    func push(_ changes: [SyncChange]) async throws {
        guard !changes.isEmpty else { return }
        let ids = changes.map { $0.id.uuidString.lowercased() }
        let kinds = changes.map(\.entity.rawValue)
        let keys = changes.map(\.key)
        let fields = changes.map { Self.json($0.fields) }
        let clocks = changes.map(\.hlc)
        let nodes = changes.map(\.node)
        try await transaction { server in
            // One pusher per family at a time: seqs become visible in order, so no reader's
            // cursor can pass a seq whose transaction has not committed yet.
            _ = try await server.rows("SELECT pg_advisory_xact_lock(hashtext(sous.my_family()::text))")
            _ = try await server.rows("""
                INSERT INTO sous.change (family_id, change_id, kind, key, fields, hlc, node)
                SELECT sous.my_family(), c.id::uuid, c.kind, c.key, c.fields::jsonb, c.hlc, c.node
                FROM unnest(\(ids)::text[], \(kinds)::text[], \(keys)::text[], \(fields)::text[], \(clocks)::int8[], \(nodes)::text[])
                    AS c(id, kind, key, fields, hlc, node)
                ON CONFLICT (family_id, change_id) DO NOTHING
                """)
        }
    }

    /// Of these recording hashes, the ones the family's server does not hold yet.
    func audioMissing(_ hashes: [String]) async throws -> Set<String> {
        guard !hashes.isEmpty else { return [] }
        let rows = try await rows("""
            SELECT h FROM unnest(\(hashes)::text[]) AS h
            WHERE NOT EXISTS (SELECT 1 FROM sous.audio a WHERE a.family_id = sous.my_family() AND a.sha256 = h)
            """)
        return Set(try rows.map { try $0.string(0) })
    }

    /// Stores a recording under its hash (kept once: a second upload of it changes nothing).
    func pushAudio(sha256: String, data: Data) async throws {
        _ = try await rows("""
            INSERT INTO sous.audio (family_id, sha256, data) VALUES (sous.my_family(), \(sha256), \(data))
            ON CONFLICT (family_id, sha256) DO NOTHING
            """)
    }

    /// The recording with this hash, or nil when no kitchen has sent it.
    func fetchAudio(sha256: String) async throws -> Data? {
        let rows = try await rows("SELECT data FROM sous.audio WHERE family_id = sous.my_family() AND sha256 = \(sha256)")
        return try rows.first?.data(0)
    }

    /// The family's changes after `cursor`, in order.
    func pull(after cursor: Int64, limit: Int) async throws -> [SyncChange] {
        let rows = try await rows("""
            SELECT seq, change_id, kind, key, fields::text, hlc, node FROM sous.change
            WHERE family_id = sous.my_family() AND seq > \(cursor) ORDER BY seq LIMIT \(limit)
            """)
        return try rows.compactMap { row in
            let (seq, id, kind, key) = (try row.int(0), try row.uuid(1), try row.string(2), try row.string(3))
            let (fields, hlc, node) = (try row.string(4), try row.int(5), try row.string(6))
            guard let entity = SyncEntity(rawValue: kind) else { return nil }
            let decoded = (try? JSONDecoder().decode([String: String].self, from: Data(fields.utf8))) ?? [:]
            return SyncChange(id: id, entity: entity, key: key, fields: decoded, hlc: hlc, node: node, seq: seq)
        }
    }

    static func json(_ fields: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(fields)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// 16 random lower-case hex digits: role names no one can guess or collide with.
    static func randomName() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(Int.random(in: 0..<16, using: &generator), radix: 16) }.joined()
    }

    /// A password for a kitchen's role: 32 random characters, kept only in the password file.
    static func randomPassword() -> String {
        let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet.randomElement(using: &generator)! })
    }
}
