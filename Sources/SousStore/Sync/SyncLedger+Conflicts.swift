import Foundation
import GRDB
import SousCore

/// What the cook sees of sync's decisions: the conflicts kept, a restore, and every synced
/// entity as fields (tests compare kitchens with it).
extension SyncLedger {
    // MARK: Conflicts

    public func conflicts(includeRestored: Bool = false) throws -> [SyncConflict] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM syncConflict \(includeRestored ? "" : "WHERE restoredAt IS NULL") ORDER BY id")
                .map(Self.conflict)
        }
    }

    /// Puts a conflict's lost value back as a new local edit (it syncs like any other edit).
    @discardableResult
    public func restore(conflict id: Int64) throws -> SyncConflict {
        let recipes = RecipeRepository(database, now: now)
        return try database.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM syncConflict WHERE id = ?", arguments: [id]) else {
                throw StorageError(reason: "there is no conflict \(id); `sous sync conflicts` lists them")
            }
            let conflict = Self.conflict(row)
            if conflict.restoredAt != nil { throw StorageError(reason: "conflict \(id) was already restored") }
            var fields: [String: String]
            if conflict.field == SyncChange.deleted {
                fields = Shadow.decode(conflict.lostValue)
            } else if conflict.field == "(not applied)" {
                throw StorageError(reason: "conflict \(id) is a change this Sous could not store; it cannot be restored here")
            } else {
                guard let current = try SyncDocument.read(conflict.entity, key: conflict.key, in: db) else {
                    throw StorageError(reason: "“\(conflict.title)” was deleted since; nothing to restore into")
                }
                fields = current
                fields[conflict.field] = conflict.lostValue
            }
            let family = try String.fetchOne(db, sql: "SELECT familyName FROM syncState WHERE id = 1")
            try SyncDocument.write(conflict.entity, key: conflict.key, fields: fields, deleted: false, family: family, recipes: recipes, in: db)
            // Marked here, by its uid: a member (or any kind with local ids) brought back is a new
            // row, and its trigger marked the random uid the row had before it took this one.
            try db.execute(sql: "INSERT OR REPLACE INTO syncPending (entity, key, changedAt) VALUES (?, ?, ?)",
                           arguments: [conflict.entity.rawValue, conflict.key, SyncDocument.milliseconds(now())])
            try db.execute(sql: "UPDATE syncConflict SET restoredAt = ? WHERE id = ?", arguments: [now(), id])
            var restored = conflict
            restored.restoredAt = now()
            return restored
        }
    }

    private static func conflict(_ row: Row) -> SyncConflict {
        SyncConflict(id: row["id"], entity: SyncEntity(rawValue: row["entity"]) ?? .recipe, key: row["key"], title: row["title"],
                     field: row["field"], keptValue: row["keptValue"], lostValue: row["lostValue"],
                     lostFromHere: row["lostFromHere"], at: row["at"], restoredAt: row["restoredAt"])
    }

    // MARK: Comparing kitchens

    /// Every synced entity's fields as this kitchen holds them (tests compare kitchens with it).
    public func snapshot() throws -> [String: [String: String]] {
        try database.read { db in
            var keys: [(SyncEntity, String)] = try String.fetchAll(db, sql: "SELECT uid FROM recipe").map { (.recipe, $0) }
            for (entity, table) in SyncEntity.identified {
                keys += try String.fetchAll(db, sql: "SELECT i.uid FROM syncIdentity i JOIN \(table) t ON t.id = i.localId WHERE i.entity = ?",
                                            arguments: [entity.rawValue]).map { (entity, $0) }
            }
            keys += try String.fetchAll(db, sql: "SELECT key FROM shoppingTick").map { (.tick, $0) }
            var result: [String: [String: String]] = [:]
            for (entity, key) in keys {
                result["\(entity.rawValue)/\(key)"] = try SyncDocument.read(entity, key: key, in: db)
            }
            return result
        }
    }
}
