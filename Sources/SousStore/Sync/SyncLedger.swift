import Foundation
import GRDB
import SousCore

/// The local side of sync: captures marked edits into outgoing changes, hands them out, forgets
/// them once the server has them, and applies pulled changes field by field, last writer wins
/// on the hybrid logical clock. Each step is one transaction, so a kill at any point leaves
/// either the step done whole or not at all, and the next sync repeats nothing that matters:
/// a change has a unique id (the server ignores one it has) and applying one twice changes nothing.
public struct SyncLedger: Sendable {
    let database: AppDatabase
    let now: @Sendable () -> Date
    /// Whether a recipe this kitchen has never seen is inserted straight from its fields
    /// (`insertNew`); off only in tests that compare it with the general path.
    var insertsNewRecipesDirectly = true

    public init(_ database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    // MARK: Setup

    public func status() throws -> SyncStatus {
        try database.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT * FROM syncState WHERE id = 1")!
            return SyncStatus(
                nodeId: row["nodeId"], serverURL: row["serverURL"], familyId: row["familyId"], familyName: row["familyName"],
                pullCursor: row["pullCursor"], lastSyncAt: row["lastSyncAt"], lastReport: row["lastReport"],
                outbox: try Int.fetchOne(db, sql: "SELECT count(*) FROM syncOutbox") ?? 0,
                pending: try Int.fetchOne(db, sql: "SELECT count(*) FROM syncPending") ?? 0,
                openConflicts: try Int.fetchOne(db, sql: "SELECT count(*) FROM syncConflict WHERE restoredAt IS NULL") ?? 0)
        }
    }

    /// Points this kitchen at a family on a server (the URL without its password).
    ///
    /// `shareEverything` (the kitchen that creates the family) offers its whole cookbook; a
    /// joining kitchen starts empty-handed, pulls, and then offers what the family lacks
    /// (`offerWhatIsNew`), so a recipe the family deleted does not come back from a new kitchen.
    public func join(serverURL: String, familyId: String, familyName: String, shareEverything: Bool) throws {
        try database.write { db in
            try db.execute(sql: """
                UPDATE syncState SET serverURL = ?, familyId = ?, familyName = ?, pullCursor = 0, lastSyncAt = NULL, lastReport = NULL WHERE id = 1
                """, arguments: [serverURL, familyId, TerminalSafe.inert(familyName).trimmingCharacters(in: .whitespaces)])
            for table in ["syncPending", "syncOutbox", "syncShadow"] { try db.execute(sql: "DELETE FROM \(table)") }
            if shareEverything { try markAll(onlyNew: false, in: db) }
        }
    }

    /// Marks every entity the family does not know yet as changed here.
    public func offerWhatIsNew() throws {
        try database.write { db in try markAll(onlyNew: true, in: db) }
    }

    private func markAll(onlyNew: Bool, in db: Database) throws {
        let ms = SyncDocument.milliseconds(now())
        let unknown = { (entity: SyncEntity, key: String) in
            onlyNew ? " AND NOT EXISTS (SELECT 1 FROM syncShadow s WHERE s.entity = '\(entity.rawValue)' AND s.key = \(key))" : ""
        }
        try db.execute(sql: "INSERT OR REPLACE INTO syncPending SELECT 'recipe', uid, \(ms) FROM recipe WHERE 1\(unknown(.recipe, "recipe.uid"))")
        for (entity, table) in SyncEntity.identified {
            try db.execute(sql: """
                INSERT OR REPLACE INTO syncPending SELECT '\(entity.rawValue)', i.uid, \(ms) FROM syncIdentity i
                JOIN \(table) t ON t.id = i.localId WHERE i.entity = '\(entity.rawValue)'\(unknown(entity, "i.uid"))
                """)
        }
        try db.execute(sql: "INSERT OR REPLACE INTO syncPending SELECT 'tick', key, \(ms) FROM shoppingTick WHERE 1\(unknown(.tick, "shoppingTick.key"))")
    }

    /// Records when a sync ended and what it did (a line for `sous sync status` and Settings).
    public func recordSync(report: String) throws {
        try database.write { db in
            try db.execute(sql: "UPDATE syncState SET lastSyncAt = ?, lastReport = ? WHERE id = 1", arguments: [now(), report])
        }
    }

    // MARK: Outgoing

    /// Turns the entities marked since the last capture into outgoing changes: only the fields
    /// that differ from the last synced state, each stamped with the clock. Returns how many.
    @discardableResult
    public func capture() throws -> Int {
        try database.write { db in try capture(in: db) }
    }

    func capture(in db: Database) throws -> Int {
        let marks = try Row.fetchAll(db, sql: "SELECT entity, key, changedAt FROM syncPending").compactMap { row -> (SyncEntity, String, Int64)? in
            guard let entity = SyncEntity(rawValue: row["entity"]) else { return nil }
            return (entity, row["key"], row["changedAt"])
        }.sorted { ($0.0.rank, $0.2, $0.1) < ($1.0.rank, $1.2, $1.1) }
        var clock = try SyncClock.load(db)
        var made = 0
        for (entity, key, changedAt) in marks {
            let current = try SyncDocument.read(entity, key: key, in: db)
            var shadow = try Shadow.load(entity, key: key, in: db)
            var changed: [String: String] = [:]
            if let current {
                for name in Set(current.keys).union(shadow.keys) where name != SyncChange.deleted {
                    let value = current[name] ?? "null"
                    if value != (shadow[name]?.v ?? "null") { changed[name] = value }
                }
                if shadow[SyncChange.deleted]?.v != "false" { changed[SyncChange.deleted] = "false" }
            } else if let state = shadow[SyncChange.deleted], state.v == "false" {
                changed[SyncChange.deleted] = "true"
            }
            guard !changed.isEmpty else { continue }
            let hlc = clock.tick(physical: changedAt)
            let base = Dictionary(uniqueKeysWithValues: changed.keys.map { ($0, shadow[$0]?.v ?? "null") })
            try db.execute(sql: "INSERT INTO syncOutbox (changeId, entity, key, fields, base, hlc) VALUES (?, ?, ?, ?, ?, ?)",
                           arguments: [UUID().uuidString.lowercased(), entity.rawValue, key, Shadow.json(changed), Shadow.json(base), hlc])
            for (name, value) in changed { shadow[name] = .init(v: value, t: hlc, n: clock.node) }
            try Shadow.save(shadow, entity, key: key, in: db)
            made += 1
        }
        try db.execute(sql: "DELETE FROM syncPending")
        try clock.save(db)
        return made
    }

    /// The oldest outgoing changes, in the order they were made; `excluding` kinds stay in the
    /// outbox (memories, while the server cannot store their recordings).
    public func outbox(limit: Int, excluding: Set<SyncEntity> = []) throws -> [SyncChange] {
        try database.read { db in
            let node = try String.fetchOne(db, sql: "SELECT nodeId FROM syncState WHERE id = 1")!
            let skipped = excluding.map { "'\($0.rawValue)'" }.sorted().joined(separator: ", ")
            let filter = excluding.isEmpty ? "" : "WHERE entity NOT IN (\(skipped))"
            return try Row.fetchAll(db, sql: "SELECT * FROM syncOutbox \(filter) ORDER BY id LIMIT ?", arguments: [limit]).compactMap { row in
                guard let id = UUID(uuidString: row["changeId"]), let entity = SyncEntity(rawValue: row["entity"]) else { return nil }
                return SyncChange(id: id, entity: entity, key: row["key"], fields: Shadow.decode(row["fields"]), hlc: row["hlc"], node: node)
            }
        }
    }

    /// How many outgoing changes of one kind wait.
    public func outboxCount(of entity: SyncEntity) throws -> Int {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM syncOutbox WHERE entity = ?", arguments: [entity.rawValue]) ?? 0
        }
    }

    /// Forgets outgoing changes the server has stored (the push mark).
    public func acknowledge(_ ids: [UUID]) throws {
        guard !ids.isEmpty else { return }
        try database.write { db in
            for id in ids {
                try db.execute(sql: "DELETE FROM syncOutbox WHERE changeId = ?", arguments: [id.uuidString.lowercased()])
            }
        }
    }

    // MARK: Incoming

    /// Applies pulled changes (in the server's order) and moves the pull cursor to `cursor`,
    /// all in one transaction.
    public func apply(_ changes: [SyncChange], cursor: Int64) throws -> SyncApplyResult {
        let recipes = RecipeRepository(database, now: now)
        let result = try database.write { db in
            // A page of new recipes touches more pages (tables, search index, shadows) than
            // SQLite's default 2 MB cache holds: with 64 MB they are not spilled and read back
            // mid-transaction (a first pull of 10,000 recipes: 12% less CPU). Put back after.
            let cache = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            try db.execute(sql: "PRAGMA cache_size = -65536")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cache)") }
            // Edits made since this sync's capture are compared too, not overwritten unseen.
            _ = try capture(in: db)
            try db.execute(sql: "UPDATE syncState SET applying = 1 WHERE id = 1")
            var clock = try SyncClock.load(db)
            let family = try String.fetchOne(db, sql: "SELECT familyName FROM syncState WHERE id = 1")
            var result = SyncApplyResult()
            for change in changes {
                clock.observe(change.hlc)
                guard change.node != clock.node else { continue }
                do {
                    try db.inSavepoint {
                        if insertsNewRecipesDirectly, try insertNew(change, recipes: recipes, in: db) {
                            result.insertedDirectly += 1
                        } else {
                            result.conflicts += try apply(change, clock: &clock, family: family, recipes: recipes, in: db)
                        }
                        return .commit
                    }
                    result.applied += 1
                } catch {
                    // A change this Sous cannot store (a newer Sous's field, a broken value) is
                    // kept aside as a conflict rather than blocking every later change.
                    try recordConflict(change.entity, key: change.key, title: change.key, field: "(not applied)",
                                       kept: "\(error)", lost: Shadow.json(change.fields), lostFromHere: false, in: db)
                    result.conflicts += 1
                }
            }
            try clock.save(db)
            try db.execute(sql: "UPDATE syncState SET applying = 0, pullCursor = ? WHERE id = 1", arguments: [cursor])
            return result
        }
        // Files go only once the deletes are committed (a kill before this leaves a file no
        // memory names, never a memory without its file).
        try removeAudioOfDeletedMemories(changes.filter { $0.entity == .memory && $0.fields[SyncChange.deleted] == "true" }.map(\.key))
        return result
    }

    /// A recipe this kitchen has never seen (no row, no shadow, no unpushed edit: every recipe
    /// of a first pull) is stored straight from its fields, as `apply` would store it with
    /// nothing to compare against, but without reading back, diffing and re-parsing each field.
    /// Returns false (nothing done) when the general path must take the change.
    private func insertNew(_ change: SyncChange, recipes: RecipeRepository, in db: Database) throws -> Bool {
        guard change.entity == .recipe, change.fields[SyncChange.deleted] != "true" else { return false }
        let known = try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM recipe WHERE uid = ?) OR EXISTS (SELECT 1 FROM syncShadow WHERE entity = 'recipe' AND key = ?)
                OR EXISTS (SELECT 1 FROM syncOutbox WHERE entity = 'recipe' AND key = ?)
            """), arguments: [change.key, change.key, change.key]) ?? true
        // A value the one decode cannot take goes the general way, which says what was wrong.
        guard !known, let recipe = SyncDocument.newRecipe(key: change.key, fields: change.fields) else { return false }
        _ = try recipes.insert(recipe, in: db)
        try SyncDocument.linkWaiting(recipeUid: change.key, in: db)
        try Shadow.save(change.fields.mapValues { Shadow.Field(v: $0, t: change.hlc, n: change.node) }, .recipe, key: change.key, in: db)
        return true
    }

    private func apply(_ change: SyncChange, clock: inout SyncClock, family: String?, recipes: RecipeRepository, in db: Database) throws -> Int {
        var shadow = try Shadow.load(change.entity, key: change.key, in: db)
        let local = try pendingFields(change.entity, key: change.key, in: db)
        let before = try SyncDocument.read(change.entity, key: change.key, in: db)
        let title = SyncDocument.title(change.entity, fields: before ?? change.fields, key: change.key)
        var conflicts = 0
        var merged: [String: String] = [:]
        var touched = false
        for (name, value) in change.fields.sorted(by: { $0.key < $1.key }) {
            let current = shadow[name]
            let remoteWins = current.map { (change.hlc, change.node) > ($0.t, $0.n) } ?? true
            if let mine = local[name], mine.value != value, name != SyncChange.deleted, !Self.quiet.contains(name) {
                var kept = remoteWins ? value : mine.value
                let lost = remoteWins ? mine.value : value
                if SyncEntity.listFields.contains(name) {
                    kept = Self.mergeLists(winner: kept, loser: lost, base: mine.base)
                    if kept != (remoteWins ? value : mine.value) { merged[name] = kept }
                }
                if !["favorites", "recipes"].contains(name) {
                    try recordConflict(change.entity, key: change.key, title: title, field: name, kept: kept, lost: lost,
                                       lostFromHere: remoteWins, in: db)
                    conflicts += 1
                }
            }
            if remoteWins {
                shadow[name] = .init(v: value, t: change.hlc, n: change.node)
                touched = true
            }
        }
        let deleted = shadow[SyncChange.deleted]?.v == "true"
        if deleted, change.fields[SyncChange.deleted] == "true", let before,
           local.keys.contains(where: { $0 != SyncChange.deleted }) {
            // Deleted in another kitchen while edited here: the edit is kept in the conflict.
            try recordConflict(change.entity, key: change.key, title: title, field: SyncChange.deleted, kept: "deleted",
                               lost: Shadow.json(before), lostFromHere: true, in: db)
            conflicts += 1
        }
        if !merged.isEmpty {
            let hlc = clock.tick(physical: SyncDocument.milliseconds(now()))
            for (name, value) in merged { shadow[name] = .init(v: value, t: hlc, n: clock.node) }
            try db.execute(sql: "INSERT INTO syncOutbox (changeId, entity, key, fields, base, hlc) VALUES (?, ?, ?, ?, ?, ?)",
                           arguments: [UUID().uuidString.lowercased(), change.entity.rawValue, change.key, Shadow.json(merged), "{}", hlc])
            touched = true
        }
        try Shadow.save(shadow, change.entity, key: change.key, in: db)
        if touched {
            try SyncDocument.write(change.entity, key: change.key, fields: shadow.mapValues(\.v), deleted: deleted,
                                   family: family, recipes: recipes, in: db)
        }
        return conflicts
    }

    /// Fields whose conflicts are bookkeeping, not the cook's work: the newer value simply wins.
    static let quiet: Set<String> = ["createdAt", "lastCookedAt", "tickedAt", "position", "ticked"]

    /// This kitchen's unpushed value of each field of an entity, with the synced value it replaced.
    private func pendingFields(_ entity: SyncEntity, key: String, in db: Database) throws -> [String: (value: String, base: String)] {
        var fields: [String: (value: String, base: String)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT fields, base FROM syncOutbox WHERE entity = ? AND key = ? ORDER BY id",
                                    arguments: [entity.rawValue, key]) {
            let base = Shadow.decode(row["base"])
            for (name, value) in Shadow.decode(row["fields"]) {
                fields[name] = (value, fields[name]?.base ?? base[name] ?? "null")
            }
        }
        return fields
    }

    /// The winner's lines, then the loser's lines that it added (not in the base) and the winner lacks.
    static func mergeLists(winner: String, loser: String, base: String) -> String {
        func lines(_ text: String) -> [Any] { SyncDocument.value(text) as? [Any] ?? [] }
        func identity(_ line: Any) -> String {
            guard var object = line as? [String: Any] else { return SyncDocument.text(line) }
            object["step"] = nil
            return SyncDocument.text(object)
        }
        let kept = lines(winner)
        var seen = Set(kept.map(identity))
        let old = Set(lines(base).map(identity))
        var result = kept
        for line in lines(loser) where !old.contains(identity(line)) && seen.insert(identity(line)).inserted {
            result.append(line)
        }
        return SyncDocument.text(result)
    }

    private func recordConflict(_ entity: SyncEntity, key: String, title: String, field: String, kept: String, lost: String,
                                lostFromHere: Bool, in db: Database) throws {
        try db.execute(sql: """
            INSERT INTO syncConflict (entity, key, title, field, keptValue, lostValue, lostFromHere, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [entity.rawValue, key, title, field, kept, lost, lostFromHere, now()])
    }
}

/// The hybrid logical clock: milliseconds << 16 plus a counter, never behind any clock seen.
struct SyncClock {
    var value: Int64
    let node: String

    static func load(_ db: Database) throws -> SyncClock {
        let row = try Row.fetchOne(db, sql: "SELECT hlc, nodeId FROM syncState WHERE id = 1")!
        return SyncClock(value: row["hlc"], node: row["nodeId"])
    }

    func save(_ db: Database) throws {
        try db.execute(sql: "UPDATE syncState SET hlc = max(hlc, ?) WHERE id = 1", arguments: [value])
    }

    mutating func tick(physical ms: Int64) -> Int64 {
        value = max(ms << 16, value + 1)
        return value
    }

    mutating func observe(_ remote: Int64) { value = max(value, remote) }
}

/// The last synced state of an entity: each field's value with the clock and kitchen that set it.
enum Shadow {
    struct Field: Codable, Equatable {
        var v: String
        var t: Int64
        var n: String
    }

    static func load(_ entity: SyncEntity, key: String, in db: Database) throws -> [String: Field] {
        guard let text = try String.fetchOne(db, sql: "SELECT fields FROM syncShadow WHERE entity = ? AND key = ?",
                                             arguments: [entity.rawValue, key]) else { return [:] }
        return (try? JSONDecoder().decode([String: Field].self, from: Data(text.utf8))) ?? [:]
    }

    static func save(_ fields: [String: Field], _ entity: SyncEntity, key: String, in db: Database) throws {
        let text = String(decoding: try encoder.encode(fields), as: UTF8.self)
        try db.execute(sql: "INSERT OR REPLACE INTO syncShadow (entity, key, fields) VALUES (?, ?, ?)", arguments: [entity.rawValue, key, text])
    }

    static func json(_ fields: [String: String]) -> String {
        String(decoding: (try? encoder.encode(fields)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func decode(_ text: String) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
