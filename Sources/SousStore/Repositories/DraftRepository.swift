import Foundation
import GRDB
import SousCore

/// The recipe form's unsaved work, kept so it is offered back after a crash or a quit.
public struct DraftRepository: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    /// Replaces the draft in one statement, so a kill at any moment leaves the old or the new one.
    public func save(_ draft: RecipeDraft, at date: Date) throws {
        try database.write { db in
            // A recipe deleted since the edit began: keep the work as a new recipe.
            var draft = draft
            if let id = draft.recipeId, try !RecipeRecord.exists(db, key: id) { draft.recipeId = nil }
            try DraftRecord(draft: draft, updatedAt: date).upsert(db)
        }
    }

    /// The saved draft and when it was last changed, if there is one.
    public func load() throws -> (draft: RecipeDraft, updatedAt: Date)? {
        try database.read { db in
            guard let record = try DraftRecord.fetchOne(db, key: 1) else { return nil }
            var draft = record.fields
            draft.recipeId = record.recipeId
            return (draft, record.updatedAt)
        }
    }

    public func delete() throws {
        try database.write { db in _ = try DraftRecord.deleteAll(db) }
    }
}

/// The one row of `recipeDraft`.
struct DraftRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "recipeDraft"

    var id: Int64 = 1
    var recipeId: Int64?
    var fields: RecipeDraft
    var updatedAt: Date

    init(draft: RecipeDraft, updatedAt: Date) {
        recipeId = draft.recipeId
        fields = draft
        self.updatedAt = updatedAt
    }
}
