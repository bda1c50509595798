import Foundation
import SousCore

extension AppReducer {
    /// At start: offer what was left unfinished, the cooking session and the newest draft in one
    /// question when there are both (issue 27 item 17); older drafts wait for their forms.
    static func offerUnfinishedWork(session: CookingSession?, drafts: [SavedDraft], _ state: inout AppState) -> [Effect] {
        // A form open here already holds its own draft.
        state.unsavedDrafts = drafts.filter { $0.form != state.editor?.form && !$0.draft.isBlank }
        guard state.dialog == nil else { return [] }
        // `sous cook RECIPE` may already have opened a session.
        let resumable = state.cooking == nil ? session : nil
        let draft = (state.editor?.isDirty ?? false) ? nil : state.unsavedDrafts.first
        switch (resumable, draft) {
        case (let session?, let draft?):
            state.dialog = Dialog(
                .resumeWork(session, draft), title: "Carry on?",
                message: "Sous closed with two things unfinished:\n"
                    + "c  Resume cooking \(summary(of: session, now: state.now))\n"
                    + "d  Restore the unsaved draft \(draftName(draft))\n"
                    + "Enter does both; Esc keeps both for later.",
                yes: "both", no: "later", choices: [Dialog.Choice("c", "cooking"), Dialog.Choice("d", "draft")]
            )
        case (let session?, nil):
            state.dialog = Dialog(.resumeCooking(session), title: "Carry on cooking?",
                                  message: session.resumeQuestion(now: state.now), yes: "resume", no: "not now")
        case (nil, let draft?):
            offer(draft, atStart: true, &state)
        case (nil, nil):
            break
        }
        return []
    }

    /// Asks whether to carry on with a stored draft (at start, or when its form opens).
    static func offer(_ saved: SavedDraft, atStart: Bool, _ state: inout AppState) {
        guard state.dialog == nil else { return }
        let message = if saved.draft.recipeId != nil {
            "Your unsaved changes to \(draftName(saved)) were kept from last time. Carry on with them? (n throws them away)"
        } else if atStart {
            "You were writing \(draftName(saved)) when Sous last closed. Carry on with it? (n throws it away)"
        } else {
            "You were writing \(draftName(saved)) and did not save it. Carry on with it? (n throws it away)"
        }
        state.dialog = Dialog(.restoreDraft(saved), title: "Unsaved recipe", message: message, yes: "restore", no: "discard")
    }

    /// Opens the draft in the form, under its own key; compared with an empty form, so the
    /// restored work counts as unsaved until saved.
    static func restore(_ saved: SavedDraft, _ state: inout AppState) {
        var editor = EditorState(draft: saved.draft, baseline: RecipeDraft(recipeId: saved.draft.recipeId), form: saved.form)
        editor.focus(.title)
        state.editor = editor
        state.unsavedDrafts.removeAll { $0.form == saved.form }
        state.detail = nil
        state.tab = .add
    }

    /// Takes up a stored session: in the overlay, or behind the tabs (its timers still ring).
    static func resume(_ session: CookingSession, shown: Bool, _ state: inout AppState) {
        var cooking = CookingState(session: session, units: state.settings.units)
        cooking.isShown = shown
        state.cooking = cooking
        if shown { state.detail = nil }
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
            parts.append(timer.isExpired(at: now) ? "timer done" : "timer \(clock(timer.remaining(at: now)))")
        } else if timers.count > 1 {
            parts.append("\(timers.count) timers")
        }
        return session.recipe.title + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }

    static func draftName(_ saved: SavedDraft) -> String {
        let title = saved.draft.title.trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? "a recipe" : "“\(title)”"
    }

    /// "4:05", "1:02:03".
    static func clock(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
