import SousCore

extension AppReducer {
    /// The Add / Edit form: typing, moving, saving, leaving.
    static func reduceEditor(_ state: inout AppState, _ action: EditorAction) -> [Effect] {
        switch action {
        case .input(let input):
            guard var editor = state.editor else { return [] }
            let changed = editor.apply(input)
            let typed = editor.draft != state.editor?.draft
            state.editor = editor
            if !changed, case .insert = input { return [.terminal(.ringBell)] }
            return typed ? [draftEffect(for: editor)] : []
        case .saveRequested:
            guard var editor = state.editor else { return [] }
            editor.showsProblems = true
            let problems = editor.draft.problems
            if let first = RecipeDraft.Field.allCases.first(where: { problems[$0] != nil }) {
                editor.focus(first)
                let count = problems.count == 1 ? "" : " (and \(problems.count - 1) more)"
                state.banner = Banner(.error, "\(first.label): \(problems[first] ?? "")\(count)")
                state.editor = editor
                return [.terminal(.ringBell)]
            }
            state.editor = editor
            return [.store(.saveRecipe(editor.draft, form: editor.form))]
        case .recipeSaved(let recipe):
            let wasEdit = state.editor?.isEditingExisting ?? false
            state.editor = nil
            state.tab = .home
            state.detail = DetailState(recipe: recipe, units: state.settings.units,
                                       isFavorite: recipe.id.map { state.home.favoriteIds.contains($0) } ?? false)
            state.banner = Banner(.success, "\(wasEdit ? "Saved changes to" : "Added") “\(recipe.title)”.")
            return reloadLists(state)
        case .editConflict(let theirs):
            guard let editor = state.editor else { return [] }
            state.dialog = Dialog(
                .overwriteChangedRecipe(theirs: theirs), title: "Changed elsewhere",
                message: "\(editor.displayTitle.prefix(1).uppercased() + editor.displayTitle.dropFirst()) was changed in another Sous since you began. "
                    + "Save yours over it, or keep editing (Esc then discards yours and shows theirs).",
                yes: "overwrite", no: "keep editing"
            )
            return [.terminal(.ringBell)]
        case .editRequested:
            guard let detail = state.detail else { return [] }
            if let editor = state.editor, editor.isDirty, editor.draft.recipeId != detail.recipe.id {
                state.banner = Banner(.warning, "Save or discard \(editor.displayTitle) in the Add tab first.")
                return []
            }
            if state.editor?.draft.recipeId != detail.recipe.id || !(state.editor?.isDirty ?? false) {
                let draft = RecipeDraft(recipe: detail.recipe)
                state.editor = EditorState(draft: draft)
            }
            state.detail = nil
            state.tab = .add
            // This recipe's unsaved changes from last time are offered on its edit form.
            if let id = detail.recipe.id, !(state.editor?.isDirty ?? false),
               let saved = state.unsavedDrafts.first(where: { $0.form == SavedDraft.editForm(recipeId: id) || $0.draft.recipeId == id }) {
                offer(saved, atStart: false, &state)
            }
            return []
        }
    }

    /// Esc in the form: leave it, asking first when there is unsaved work.
    static func leaveEditor(_ state: inout AppState) -> [Effect] {
        guard let editor = state.editor else { return [] }
        if editor.isDirty {
            state.dialog = Dialog(.discardEdit, title: "Unsaved changes",
                                  message: "Discard your changes to \(editor.displayTitle)?",
                                  yes: "discard", no: "keep editing")
            return []
        }
        return closeEditor(&state)
    }

    /// Closes the form without saving: back to the recipe it edited, or Home.
    static func closeEditor(_ state: inout AppState) -> [Effect] {
        guard let editor = state.editor else { return [] }
        state.editor = nil
        state.tab = .home
        return [.store(.discardDraft(form: editor.form))] + (editor.draft.recipeId.map { [.store(.loadRecipe(id: $0))] } ?? [])
    }

    /// Keep the draft while it differs from what is stored; drop it once it matches again.
    static func draftEffect(for editor: EditorState) -> Effect {
        editor.isDirty ? .store(.saveDraft(editor.draft, form: editor.form)) : .store(.discardDraft(form: editor.form))
    }

    /// Reloads Home (and Search, when it has a query) after the cookbook changed.
    static func reloadLists(_ state: AppState) -> [Effect] {
        var effects: [Effect] = [.store(.loadCookbook(state.home.listFilter(member: state.currentMember)))]
        if let query = state.search.pending {
            effects.append(.store(.search(query)))
        }
        // A recipe deleted, restored or edited changes the titles the plan and the list show.
        if let week = state.week { effects.append(.store(.loadWeek(start: week.start))) }
        if let shopping = state.shopping { effects.append(.store(.loadShoppingList(shopping.span))) }
        return effects
    }
}
