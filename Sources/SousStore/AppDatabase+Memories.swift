import GRDB

extension AppDatabase {
    /// Spoken memories (issue 30). Self-contained: only its own table. A memory outlives a
    /// deleted recipe or member (SET NULL): the recording is the family's, not the recipe's.
    static func createMemories(_ db: Database) throws {
        try db.create(table: "memory") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("recipeId", .integer).indexed().references("recipe", onDelete: .setNull)
            t.column("memberId", .integer).indexed().references("familyMember", onDelete: .setNull)
            t.column("questionId", .text)
            t.column("question", .text)
            t.column("speaker", .text)
            t.column("recordedAt", .datetime).notNull()
            t.column("durationSeconds", .double).notNull().check { $0 >= 0 }
            t.column("audioPath", .text).notNull().unique()
            t.column("transcript", .text).notNull().defaults(to: "")
            t.column("transcriptEdited", .boolean).notNull().defaults(to: false)
        }
    }
}
