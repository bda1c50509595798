import SousCore

/// The question on screen, on its own slice (`\.dialog`): typing into its line. Its answer is a
/// root case (`AppReducer.reduceDialog`): it acts on whichever feature asked.
enum DialogReducer {
    static func reduce(_ slot: inout Dialog?, _ action: DialogAction) -> Reduction {
        guard var dialog = slot else { return .none }
        switch action {
        case .typed(let text):
            guard let input = dialog.input else { return .none }
            let clean = String(text.filter { !$0.isControlLike && $0 != "\n" })
            guard input.count + clean.count <= Dialog.maxInput else { return [.terminal(.ringBell)] }
            dialog.input = input + clean
        case .backspace:
            guard let input = dialog.input, !input.isEmpty else { return .none }
            dialog.input = String(input.dropLast())
        case .cleared:
            guard dialog.input != nil else { return .none }
            dialog.input = ""
        case .answered, .chose:
            // Root cases (`AppReducer.reduceDialog`): the answer acts on the feature that asked.
            return .none
        }
        slot = dialog
        return .none
    }
}

extension AppReducer {
    /// Typing into a dialog and answering it.
    static func reduceDialog(_ state: inout AppState, _ action: DialogAction) -> [Effect] {
        guard let dialog = state.dialog else { return [] }
        switch action {
        case .typed, .backspace, .cleared:
            return scope(&state, \.dialog) { DialogReducer.reduce(&$0, action) }
        // Root cases: the answer closes the question and does what the feature that asked wanted,
        // on that feature's slice.
        case .answered(let yes):
            if yes, !dialog.canSubmit { return [.terminal(.ringBell)] }
            state.dialog = nil
            return yes ? accept(dialog, &state) : decline(dialog, &state)
        case .chose(let key):
            guard dialog.choices.contains(where: { $0.key == key }) else { return [] }
            state.dialog = nil
            return choose(key, dialog, &state)
        }
    }

    /// What "yes" (or the typed text) does.
    private static func accept(_ dialog: Dialog, _ state: inout AppState) -> [Effect] {
        let text = (dialog.input ?? "").trimmingCharacters(in: .whitespaces)
        switch dialog.purpose {
        case .deleteRecipe(let id, _):
            state.detail = nil
            // Ended before the delete is queued, so no later save points at a missing recipe.
            return endCooking(ofRecipe: id, &state) + [.store(.deleteRecipe(id: id))]
        case .discardEdit:
            return closeEditor(&state)
        case .quitWithUnsavedEdit:
            state.isQuitting = true
            return []
        case .restoreDraft(let saved):
            restore(saved, &state)
            return []
        case .resumeWork(let session, let saved):
            restore(saved, &state)
            resume(session, shown: true, &state)
            state.banner = Banner(.info, "Your draft is in the Add tab, under the kitchen: Esc goes to it.")
            return []
        case .overwriteChangedRecipe(let theirs):
            // The cook has seen theirs is newer: save over that version (and only that one).
            guard var editor = state.editor else { return [] }
            editor.draft.baseUpdatedAt = theirs.updatedAt
            state.editor = editor
            return [.store(.saveRecipe(editor.draft, form: editor.form))]
        case .exportRecipe(let id):
            return [.transfer(.exportRecipe(id: id, path: text))]
        case .exportAll:
            return [.transfer(.exportAll(path: text))]
        case .importFile:
            state.banner = Banner(.info, "Reading \(text)…")
            return [.transfer(.previewImport(text))]
        case .deleteAll:
            state.detail = nil
            return endCooking(ofRecipe: state.cooking?.recipeId, &state) + [.store(.deleteAllRecipes)]
        case .addMember:
            return [.store(.addMember(name: text))]
        case .renameMember(let id):
            guard var member = state.members.first(where: { $0.id == id }) else { return [] }
            member.name = text
            return [.store(.updateMember(member))]
        case .memberAvatar(let id):
            guard var member = state.members.first(where: { $0.id == id }) else { return [] }
            guard text.count == 1, let symbol = text.first, !symbol.isControlLike else {
                state.banner = Banner(.warning, "An avatar is one emoji or letter, like 🧁 or N.")
                return [.terminal(.ringBell)]
            }
            member.avatar = String(symbol)
            return [.store(.updateMember(member))]
        case .removeMember(let id):
            return [.store(.removeMember(id: id))]
        case .resumeCooking(let session):
            resume(session, shown: true, &state)
            return []
        case .askAboutRecipe:
            return reduceAction(&state, .recipeAsk(.asked(text)))
        case .askAssistant:
            guard var cooking = state.cooking, !text.isEmpty else { return [] }
            cooking.isThinking = true
            state.cooking = cooking
            return [.assistant(.ask(text, session: cooking.session, now: state.now, units: cooking.units, pending: cooking.pending))]
        case .addNote(let id):
            return text.isEmpty ? [] : [.store(.addNote(recipeId: id, text: text, at: state.now))]
        case .addShoppingItem:
            guard let span = state.shopping?.span else { return [] }
            return [.store(.addShoppingExtra(text, span))]
        case .exportShoppingList:
            guard let span = state.shopping?.span else { return [] }
            return [.transfer(.exportShoppingList(span, path: text))]
        case .addToPantry:
            guard let span = state.shopping?.span, !text.isEmpty else { return [] }
            state.banner = Banner(.success, "In the pantry: \(text). p on it under “From the pantry” puts it back on the list.")
            return [.store(.addToPantry(text, span))]
        case .chooseAisle(let name):
            // Enter: back to the aisle Sous chose.
            guard let span = state.shopping?.span else { return [] }
            state.shopping?.follow = name
            return [.store(.setAisle(name: name, aisle: nil, span))]
        case .newCollection(let recipeId):
            return [.store(.createCollection(name: text, recipeId: recipeId))]
        case .renameCollection(let id):
            return [.store(.renameCollection(id: id, name: text))]
        case .deleteCollection(let id):
            return [.store(.deleteCollection(id: id))]
        case .clearShoppingTicks:
            guard let span = state.shopping?.span else { return [] }
            state.banner = Banner(.success, "Ticks cleared: a new shop.")
            return [.store(.clearShoppingTicks(span))]
        case .clearWeek(let start):
            state.banner = Banner(.success, "Cleared the week of \(start.longName).")
            return [.store(.clearWeek(start: start))]
        case .aiConsent, .aiKey, .aiDeleteKey, .aiModel, .aiBaseURL:
            return acceptAIDialog(dialog.purpose, text: text, &state)
        case .planForMeConsent(let kind):
            return reduceAction(&state, .planForMe(.consented(kind)))
        }
    }

    private static func decline(_ dialog: Dialog, _ state: inout AppState) -> [Effect] {
        switch dialog.purpose {
        case .restoreDraft(let saved):
            state.unsavedDrafts.removeAll { $0.form == saved.form }
            state.banner = Banner(.info, "The unsaved recipe was thrown away.")
            return [.store(.discardDraft(form: saved.form))]
        case .resumeWork(let session, _):
            // Neither now, and nothing lost: the session carries on behind the tabs, the draft
            // waits for its form.
            resume(session, shown: false, &state)
            state.banner = Banner(.info, "Both are kept: o goes back to \(session.recipe.title); Add offers the draft again.")
            return []
        case .overwriteChangedRecipe:
            state.banner = Banner(.info, "Nothing was saved; your changes are still here. Esc discards them and shows the other copy.")
            return []
        case .aiConsent(let kind, _):
            state.banner = Banner(.info, "Nothing was sent to \(kind.displayName).")
            return []
        case .planForMeConsent(let kind):
            state.banner = Banner(.info, "Nothing was sent to \(kind.displayName). Turn off “fill the gaps” (Space) to plan from your cookbook alone.")
            return []
        case .resumeCooking(let session):
            // Not now: the session stays (its timers still ring) behind the tabs.
            resume(session, shown: false, &state)
            state.banner = Banner(.info, "\(session.recipe.title) is kept: o goes back to it.")
            return []
        default:
            return []
        }
    }

    /// A key among the dialog's choices.
    private static func choose(_ key: Character, _ dialog: Dialog, _ state: inout AppState) -> [Effect] {
        switch dialog.purpose {
        case .resumeWork(let session, _) where key == "c":
            // The draft waits for its form (Add, or `e` on its recipe).
            resume(session, shown: true, &state)
            return []
        case .resumeWork(let session, let saved) where key == "d":
            restore(saved, &state)
            resume(session, shown: false, &state)
            state.banner = Banner(.info, "\(session.recipe.title) is kept cooking behind the tabs: o goes back to it.")
            return []
        case .chooseAisle(let name):
            guard let span = state.shopping?.span, let aisle = ShoppingReducer.aisle(forKey: key) else { return [] }
            state.shopping?.follow = name
            state.banner = Banner(.success, "\(ShoppingReducer.capitalized(name)) is in \(aisle.title) from now on.")
            return [.store(.setAisle(name: name, aisle: aisle, span))]
        default:
            return []
        }
    }

    /// `q` or Ctrl-C: quit, asking first when the form holds unsaved work. A second Ctrl-C quits.
    static func requestQuit(_ state: inout AppState) -> [Effect] {
        if case .quitWithUnsavedEdit = state.dialog?.purpose {
            state.isQuitting = true
            return []
        }
        guard let editor = state.editor, editor.isDirty else {
            state.isQuitting = true
            return []
        }
        state.dialog = Dialog(.quitWithUnsavedEdit, title: "Quit Sous?",
                              message: "\(editor.displayTitle.prefix(1).uppercased() + editor.displayTitle.dropFirst()) is not saved. It is kept as a draft and offered back next time.",
                              yes: "quit", no: "stay")
        return []
    }
}
