import Foundation
import SousCore

/// What was left unfinished when Sous last closed, on its own slice (`AppState.unsavedDrafts`):
/// offered at start, the cooking session and the newest draft in one question when there are
/// both (issue 27 item 17); older drafts wait for their forms.
enum UnfinishedWork {
    /// What the offer reads from around it.
    struct Context: Equatable {
        /// The form open here (it already holds its own draft), and whether it has unsaved work.
        var editorForm: String?
        var editorIsDirty: Bool
        /// Another question is on screen: it is answered first.
        var isAsking: Bool
        /// `sous cook RECIPE` may already have opened a session.
        var isCooking: Bool
        var now: Date

        init(editorForm: String? = nil, editorIsDirty: Bool = false, isAsking: Bool = false, isCooking: Bool = false, now: Date) {
            self.editorForm = editorForm
            self.editorIsDirty = editorIsDirty
            self.isAsking = isAsking
            self.isCooking = isCooking
            self.now = now
        }

        init(_ app: AppState) {
            self.init(editorForm: app.editor?.form, editorIsDirty: app.editor?.isDirty ?? false, isAsking: app.dialog != nil,
                      isCooking: app.cooking != nil, now: app.now)
        }
    }

    /// At start: keeps the drafts for their forms and asks about the session and the newest draft.
    static func found(session: CookingSession?, drafts: [SavedDraft], _ unsaved: inout [SavedDraft], _ context: Context) -> Reduction {
        // A form open here already holds its own draft.
        unsaved = drafts.filter { $0.form != context.editorForm && !$0.draft.isBlank }
        guard !context.isAsking else { return [] }
        let resumable = context.isCooking ? nil : session
        let draft = context.editorIsDirty ? nil : unsaved.first
        switch (resumable, draft) {
        case (let session?, let draft?):
            return Reduction(ask: Dialog(
                .resumeWork(session, draft), title: "Carry on?",
                message: "Sous closed with two things unfinished:\n"
                    + "c  Resume cooking \(summary(of: session, now: context.now))\n"
                    + "d  Restore the unsaved draft \(draftName(draft))\n"
                    + "Enter does both; Esc keeps both for later.",
                yes: "both", no: "later", choices: [Dialog.Choice("c", "cooking"), Dialog.Choice("d", "draft")]
            ))
        case (let session?, nil):
            return Reduction(ask: Dialog(.resumeCooking(session), title: "Carry on cooking?",
                                         message: session.resumeQuestion(now: context.now), yes: "resume", no: "not now"))
        case (nil, let draft?):
            return Reduction(ask: offer(draft, atStart: true))
        case (nil, nil):
            return []
        }
    }

    /// The question whether to carry on with a stored draft (at start, or when its form opens).
    static func offer(_ saved: SavedDraft, atStart: Bool) -> Dialog {
        let message = if saved.draft.recipeId != nil {
            "Your unsaved changes to \(draftName(saved)) were kept from last time. Carry on with them? (n throws them away)"
        } else if atStart {
            "You were writing \(draftName(saved)) when Sous last closed. Carry on with it? (n throws it away)"
        } else {
            "You were writing \(draftName(saved)) and did not save it. Carry on with it? (n throws it away)"
        }
        return Dialog(.restoreDraft(saved), title: "Unsaved recipe", message: message, yes: "restore", no: "discard")
    }

    /// Opens the draft in the form, under its own key; compared with an empty form, so the
    /// restored work counts as unsaved until saved.
    static func restore(_ saved: SavedDraft, _ unsaved: inout [SavedDraft]) -> Reduction {
        var editor = EditorState(draft: saved.draft, baseline: RecipeDraft(recipeId: saved.draft.recipeId), form: saved.form)
        editor.focus(.title)
        unsaved.removeAll { $0.form == saved.form }
        return Reduction(requests: [.edit(editor), .closeRecipe, .showTab(.add)])
    }

    /// Takes up a stored session: in the overlay, or behind the tabs (its timers still ring).
    static func resume(_ session: CookingSession, shown: Bool, _ cooking: inout CookingState?, units: UnitSystem) -> Reduction {
        var resumed = CookingState(session: session, units: units)
        resumed.isShown = shown
        cooking = resumed
        return Reduction(requests: shown ? [.closeRecipe] : [])
    }

    /// "Lemon Tart (step 3, timer 4:12)".
    static func summary(of session: CookingSession, now: Date) -> String {
        var parts: [String] = []
        if session.isFinished {
            parts.append("finished")
        } else if session.stepCount > 0 {
            parts.append("step \(session.stepIndex + 1)")
        }
        let timers = session.workstate.timers
        if timers.count == 1, let timer = timers.first {
            parts.append(timer.isExpired(at: now) ? "timer done" : "timer \(AppReducer.clock(timer.remaining(at: now)))")
        } else if timers.count > 1 {
            parts.append("\(timers.count) timers")
        }
        return session.recipe.title + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }

    static func draftName(_ saved: SavedDraft) -> String {
        let title = saved.draft.title.trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? "a recipe" : "“\(title)”"
    }
}

/// The whole-state entry points for the root cases (a dialog's answer, tab selection, the `.offerDraft` request).
extension AppReducer {
    /// Asks whether to carry on with a stored draft, unless another question is on screen.
    static func offer(_ saved: SavedDraft, atStart: Bool, _ state: inout AppState) {
        guard state.dialog == nil else { return }
        state.dialog = UnfinishedWork.offer(saved, atStart: atStart)
    }

    static func restore(_ saved: SavedDraft, _ state: inout AppState) {
        _ = scope(&state, \.unsavedDrafts) { UnfinishedWork.restore(saved, &$0) }
    }

    static func resume(_ session: CookingSession, shown: Bool, _ state: inout AppState) {
        _ = scope(&state, \.cooking, { $0.settings.units }) { cooking, units in
            UnfinishedWork.resume(session, shown: shown, &cooking, units: units)
        }
    }

    /// "4:05", "1:02:03".
    static func clock(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
