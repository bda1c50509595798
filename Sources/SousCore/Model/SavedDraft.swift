import Foundation

/// One form's unsaved work as stored: which form wrote it, the draft, and when it last changed.
///
/// Each form has its own slot (issue 27 item 4), so two Add forms, or an Add and an edit, in one
/// Sous or two, never write over each other's work.
public struct SavedDraft: Hashable, Sendable {
    /// The form's key: `recipe-<id>` for an edit of a stored recipe, else one new form's own key.
    public var form: String
    public var draft: RecipeDraft
    public var updatedAt: Date

    public init(form: String, draft: RecipeDraft, updatedAt: Date) {
        self.form = form
        self.draft = draft
        self.updatedAt = updatedAt
    }

    /// The key of the form that edits a stored recipe: one slot per recipe.
    public static func editForm(recipeId: Int64) -> String { "recipe-\(recipeId)" }
}
