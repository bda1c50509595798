import Foundation
import GRDB
import SousCore

/// The recipe forms' unsaved work, one draft per form, kept so it is offered back after a crash
/// or a quit on the form it came from.
public struct DraftRepository: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    /// Replaces the form's draft in one statement, so a kill at any moment leaves the old or the
    /// new one; other forms' drafts are not touched.
    public func save(_ draft: RecipeDraft, form: String, at date: Date) throws {
        try database.write { db in
            // A recipe deleted since the edit began: keep the work as a new recipe.
            var draft = draft
            if let id = draft.recipeId, try !RecipeRecord.exists(db, key: id) { draft.recipeId = nil }
            try DraftRecord(form: form, draft: draft, updatedAt: date).upsert(db)
        }
    }

    /// The form's draft, if it has one.
    public func load(form: String) throws -> SavedDraft? {
        try database.read { db in try DraftRecord.fetchOne(db, key: form)?.saved }
    }

    /// Every form's draft, the newest first.
    public func drafts() throws -> [SavedDraft] {
        try database.read { db in
            try DraftRecord.order(Column("updatedAt").desc, Column("form")).fetchAll(db).map(\.saved)
        }
    }

    public func delete(form: String) throws {
        try database.write { db in _ = try DraftRecord.deleteOne(db, key: form) }
    }
}

/// A row of `recipeDraft`: one form's draft.
struct DraftRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "recipeDraft"

    var form: String
    var recipeId: Int64?
    var fields: RecipeDraft
    var updatedAt: Date

    init(form: String, draft: RecipeDraft, updatedAt: Date) {
        self.form = form
        recipeId = draft.recipeId
        fields = draft
        self.updatedAt = updatedAt
    }

    var saved: SavedDraft {
        var draft = fields
        // The column follows a deleted recipe (SET NULL); the JSON does not.
        draft.recipeId = recipeId
        return SavedDraft(form: form, draft: draft, updatedAt: updatedAt)
    }
}
