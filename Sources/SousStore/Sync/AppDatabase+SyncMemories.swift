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
        for sql in triggers(identified: [(.memory, "memory")], others: false) { try db.execute(sql: sql) }
        try db.execute(sql: """
            INSERT OR REPLACE INTO syncPending SELECT 'memory', i.uid, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
            FROM syncIdentity i WHERE i.entity = 'memory' AND (SELECT serverURL FROM syncState WHERE id = 1) IS NOT NULL
            """)
    }
}
