import GRDB

extension AppDatabase {
    /// v13: spoken memories sync (issue 31). A memory gets an identity and triggers like the
    /// other identified kinds; its recording's SHA-256 and size live in `syncAudio` (one row per
    /// memory, filled by the sync engine, which hashes, or by a pull, which knows them), so the
    /// `memory` table is untouched. A kitchen already in a family offers its memories on its
    /// next sync.
    static func addSyncMemories(_ db: Database) throws {
        try db.create(table: "syncAudio") { t in
            t.primaryKey("memoryId", .integer).references("memory", onDelete: .cascade)
            t.column("sha256", .text).notNull()
            t.column("bytes", .integer).notNull()
        }
        try db.execute(sql: "INSERT INTO syncIdentity (entity, localId, uid) SELECT 'memory', id, lower(hex(randomblob(16))) FROM memory")
        for sql in memoryTriggers() { try db.execute(sql: sql) }
        try db.execute(sql: """
            INSERT OR REPLACE INTO syncPending SELECT 'memory', i.uid, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
            FROM syncIdentity i WHERE i.entity = 'memory' AND (SELECT serverURL FROM syncState WHERE id = 1) IS NOT NULL
            """)
    }

    /// Like the identified kinds' triggers, but the mark is a delete then a plain insert: a
    /// recipe's delete sets `memory.recipeId` to NULL through its foreign key, and SQLite runs
    /// that action's triggers under ABORT, overriding their `INSERT OR REPLACE` (a memory
    /// already marked made deleting its recipe fail).
    private static func memoryTriggers() -> [String] {
        let now = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
        let live = "(SELECT applying FROM syncState WHERE id = 1) = 0"
        func mark(_ row: String) -> String {
            let uid = "(SELECT uid FROM syncIdentity WHERE entity = 'memory' AND localId = \(row).id)"
            return "DELETE FROM syncPending WHERE entity = 'memory' AND key = \(uid) AND \(live); "
                + "INSERT INTO syncPending (entity, key, changedAt) SELECT 'memory', k, \(now) FROM (SELECT \(uid) AS k) WHERE k IS NOT NULL AND \(live);"
        }
        return [
            "CREATE TRIGGER sync_memory_insert AFTER INSERT ON memory BEGIN "
                + "INSERT OR IGNORE INTO syncIdentity (entity, localId, uid) VALUES ('memory', NEW.id, lower(hex(randomblob(16)))); \(mark("NEW")) END",
            "CREATE TRIGGER sync_memory_update AFTER UPDATE ON memory BEGIN \(mark("NEW")) END",
            "CREATE TRIGGER sync_memory_delete AFTER DELETE ON memory BEGIN \(mark("OLD")) END",
        ]
    }
}
