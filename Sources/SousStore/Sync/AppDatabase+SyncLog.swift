import GRDB

extension AppDatabase {
    /// The sync change log (issue 31): triggers mark every changed synced entity in the same
    /// transaction as the change, so no write path (repositories, import, undo, another
    /// engineer's new code) can escape it. The values are read and diffed per field against the
    /// last synced state (`syncShadow`) when a sync captures them, so ten saves of one recipe
    /// between two syncs push once. Self-contained: it touches no existing table.
    static func createSyncChangeLog(_ db: Database) throws {
        try db.create(table: "syncState") { t in
            t.primaryKey("id", .integer).check { $0 == 1 }
            // 1 while a pull applies remote changes, so the triggers do not mark them as local edits.
            t.column("applying", .boolean).notNull().defaults(to: false)
            t.column("nodeId", .text).notNull()
            t.column("hlc", .integer).notNull().defaults(to: 0)
            t.column("pullCursor", .integer).notNull().defaults(to: 0)
            t.column("serverURL", .text)
            t.column("familyId", .text)
            t.column("familyName", .text)
            t.column("lastSyncAt", .datetime)
            t.column("lastReport", .text)
        }
        try db.execute(sql: "INSERT INTO syncState (id, nodeId) VALUES (1, lower(hex(randomblob(8))))")
        // A stable identity across kitchens for rows whose ids are local (recipes have their uid).
        try db.create(table: "syncIdentity") { t in
            t.column("entity", .text).notNull()
            t.column("localId", .integer).notNull()
            t.column("uid", .text).notNull().unique()
            t.primaryKey(["entity", "localId"])
        }
        try db.create(table: "syncPending", options: .withoutRowID) { t in
            t.column("entity", .text).notNull()
            t.column("key", .text).notNull()
            t.column("changedAt", .integer).notNull()
            t.primaryKey(["entity", "key"])
        }
        try db.create(table: "syncShadow", options: .withoutRowID) { t in
            t.column("entity", .text).notNull()
            t.column("key", .text).notNull()
            t.column("fields", .text).notNull()
            t.primaryKey(["entity", "key"])
        }
        try db.create(table: "syncOutbox") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("changeId", .text).notNull().unique()
            t.column("entity", .text).notNull()
            t.column("key", .text).notNull()
            t.column("fields", .text).notNull()
            t.column("base", .text).notNull()
            t.column("hlc", .integer).notNull()
        }
        try db.create(index: "syncOutbox_on_entity_key", on: "syncOutbox", columns: ["entity", "key"])
        try db.create(table: "syncConflict") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("entity", .text).notNull()
            t.column("key", .text).notNull()
            t.column("title", .text).notNull()
            t.column("field", .text).notNull()
            t.column("keptValue", .text).notNull()
            t.column("lostValue", .text).notNull()
            t.column("lostFromHere", .boolean).notNull()
            t.column("at", .datetime).notNull()
            t.column("restoredAt", .datetime)
        }
        for (entity, table) in SyncEntity.identifiedSinceV8 {
            try db.execute(sql: "INSERT INTO syncIdentity (entity, localId, uid) SELECT '\(entity.rawValue)', id, lower(hex(randomblob(16))) FROM \(table)")
        }
        for sql in triggers() { try db.execute(sql: sql) }
    }

    /// v11: hand-added shopping items sync too (an identity per row, marked by triggers like
    /// the other identified kinds). A kitchen already in a family offers its existing items on
    /// its next sync (marked now; a family's item of the same text adopts the local one).
    static func addSyncShoppingExtras(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO syncIdentity (entity, localId, uid) SELECT 'extra', id, lower(hex(randomblob(16))) FROM shoppingExtra")
        for sql in triggers(identified: [(.extra, "shoppingExtra")], others: false) { try db.execute(sql: sql) }
        try db.execute(sql: """
            INSERT OR REPLACE INTO syncPending SELECT 'extra', i.uid, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
            FROM syncIdentity i WHERE i.entity = 'extra' AND (SELECT serverURL FROM syncState WHERE id = 1) IS NOT NULL
            """)
    }

    /// `others`: the recipe, favourite, collection-entry and tick triggers (v8 only).
    private static func triggers(identified: [(SyncEntity, String)] = SyncEntity.identifiedSinceV8, others: Bool = true) -> [String] {
        let now = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
        let live = "(SELECT applying FROM syncState WHERE id = 1) = 0"
        func mark(_ entity: SyncEntity, _ key: String) -> String {
            "INSERT OR REPLACE INTO syncPending (entity, key, changedAt) SELECT '\(entity.rawValue)', k, \(now) FROM (SELECT \(key) AS k) WHERE k IS NOT NULL AND \(live);"
        }
        func identity(_ entity: SyncEntity, _ row: String) -> String {
            "(SELECT uid FROM syncIdentity WHERE entity = '\(entity.rawValue)' AND localId = \(row))"
        }
        var sql: [String] = []
        func on(_ table: String, _ events: [String], _ body: (String) -> String) {
            for event in events {
                let row = event == "DELETE" ? "OLD" : "NEW"
                sql.append("CREATE TRIGGER sync_\(table)_\(event.lowercased()) AFTER \(event) ON \(table) BEGIN \(body(row)) END")
            }
        }
        let all = ["INSERT", "UPDATE", "DELETE"]
        if others {
            on("recipe", all) { mark(.recipe, "\($0).uid") }
            for child in ["ingredient", "instruction"] {
                on(child, all) { mark(.recipe, "(SELECT uid FROM recipe WHERE id = \($0).recipeId)") }
            }
        }
        for (entity, table) in identified {
            on(table, ["INSERT"]) { row in
                "INSERT OR IGNORE INTO syncIdentity (entity, localId, uid) VALUES ('\(entity.rawValue)', \(row).id, lower(hex(randomblob(16)))); "
                    + mark(entity, identity(entity, "\(row).id"))
            }
            on(table, ["UPDATE", "DELETE"]) { mark(entity, identity(entity, "\($0).id")) }
        }
        guard others else { return sql }
        on("favorite", ["INSERT", "DELETE"]) { mark(.member, identity(.member, "\($0).memberId")) }
        on("collectionRecipe", all) { mark(.collection, identity(.collection, "\($0).collectionId")) }
        on("shoppingTick", all) { mark(.tick, "\($0).key") }
        return sql
    }
}
