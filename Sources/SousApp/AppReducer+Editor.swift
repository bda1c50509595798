import SousCore

/// The Add / Edit form, on its own slice (`AppState.editor`): typing, moving, saving, leaving.
enum EditorReducer {
    /// What the form reads from around it.
    struct Context: Equatable {
        /// The recipe open over the tabs (`e` edits it).
        var openRecipe: Recipe?
        /// Drafts found at start and not yet offered: a recipe's own is offered on its edit form.
        var unsavedDrafts: [SavedDraft]

        init(openRecipe: Recipe? = nil, unsavedDrafts: [SavedDraft] = []) {
            self.openRecipe = openRecipe
            self.unsavedDrafts = unsavedDrafts
        }

        init(_ app: AppState) {
            self.init(openRecipe: app.detail?.recipe, unsavedDrafts: app.unsavedDrafts)
        }
    }

    static func reduce(_ slot: inout EditorState?, _ action: EditorAction, _ context: Context) -> Reduction {
        switch action {
        case .input(let input):
            guard var editor = slot else { return [] }
            let changed = editor.apply(input)
            let typed = editor.draft != slot?.draft
            slot = editor
            if !changed, case .insert = input { return [.terminal(.ringBell)] }
            return typed ? [draftEffect(for: editor)] : []
        case .saveRequested:
            guard var editor = slot else { return [] }
            editor.showsProblems = true
            let problems = editor.draft.problems
            if let first = RecipeDraft.Field.allCases.first(where: { problems[$0] != nil }) {
                editor.focus(first)
                let count = problems.count == 1 ? "" : " (and \(problems.count - 1) more)"
                slot = editor
                return Reduction([.terminal(.ringBell)], banner: Banner(.error, "\(first.label): \(problems[first] ?? "")\(count)"))
            }
            slot = editor
            return [.store(.saveRecipe(editor.draft, form: editor.form))]
        case .recipeSaved(let recipe):
            let wasEdit = slot?.isEditingExisting ?? false
            slot = nil
            return Reduction(requests: [.showTab(.home), .showRecipe(recipe),
                                        .banner(Banner(.success, "\(wasEdit ? "Saved changes to" : "Added") “\(recipe.title)”.")),
                                        .reloadLists])
        case .editConflict(let theirs):
            guard let editor = slot else { return [] }
            return Reduction([.terminal(.ringBell)], ask: Dialog(
                .overwriteChangedRecipe(theirs: theirs), title: "Changed elsewhere",
                message: "\(editor.displayTitle.prefix(1).uppercased() + editor.displayTitle.dropFirst()) was changed in another Sous since you began. "
                    + "Save yours over it, or keep editing (Esc then discards yours and shows theirs).",
                yes: "overwrite", no: "keep editing"
            ))
        case .editRequested:
            guard let recipe = context.openRecipe else { return [] }
            if let editor = slot, editor.isDirty, editor.draft.recipeId != recipe.id {
                return Reduction(banner: Banner(.warning, "Save or discard \(editor.displayTitle) in the Add tab first."))
            }
            if slot?.draft.recipeId != recipe.id || !(slot?.isDirty ?? false) {
                slot = EditorState(draft: RecipeDraft(recipe: recipe))
            }
            var requests: [AppRequest] = [.closeRecipe, .showTab(.add)]
            // This recipe's unsaved changes from last time are offered on its edit form.
            if let id = recipe.id, !(slot?.isDirty ?? false),
               let saved = context.unsavedDrafts.first(where: { $0.form == SavedDraft.editForm(recipeId: id) || $0.draft.recipeId == id }) {
                requests.append(.offerDraft(saved, atStart: false))
            }
            return Reduction(requests: requests)
        }
    }

    /// Esc in the form: leave it, asking first when there is unsaved work.
    static func leave(_ slot: inout EditorState?) -> Reduction {
        guard let editor = slot else { return [] }
        if editor.isDirty {
            return Reduction(ask: Dialog(.discardEdit, title: "Unsaved changes",
                                         message: "Discard your changes to \(editor.displayTitle)?",
                                         yes: "discard", no: "keep editing"))
        }
        return close(&slot)
    }

    /// Closes the form without saving: back to the recipe it edited, or Home.
    static func close(_ slot: inout EditorState?) -> Reduction {
        guard let editor = slot else { return [] }
        slot = nil
        return Reduction([.store(.discardDraft(form: editor.form))] + (editor.draft.recipeId.map { [.store(.loadRecipe(id: $0))] } ?? []),
                         requests: [.showTab(.home)])
    }

    /// Keep the draft while it differs from what is stored; drop it once it matches again.
    static func draftEffect(for editor: EditorState) -> Effect {
        editor.isDirty ? .store(.saveDraft(editor.draft, form: editor.form)) : .store(.discardDraft(form: editor.form))
    }
}

/// The form's whole-state entry point for a root case (a dialog's answer).
extension AppReducer {
    static func closeEditor(_ state: inout AppState) -> [Effect] {
        scope(&state, \.editor) { EditorReducer.close(&$0) }
    }
}
