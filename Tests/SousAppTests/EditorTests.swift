import Foundation
import Testing
import SousCore
@testable import SousApp

/// The form's text editing, as pure values.
@Suite struct EditorStateTests {
    func editor(_ field: RecipeDraft.Field, _ text: String) -> EditorState {
        var draft = RecipeDraft()
        draft[field] = text
        var editor = EditorState(draft: draft, baseline: RecipeDraft())
        editor.focus(field)
        return editor
    }

    @Test func typingInsertsAtTheCursor() {
        var e = editor(.title, "Sones")
        e.column = 1
        e.apply(.insert("c"))
        #expect(e.draft.title == "Scones")
        #expect(e.column == 2)
        #expect(e.isDirty)
    }

    @Test func enterSplitsLinesInListsAndMovesOnInOneLineFields() {
        var e = editor(.ingredients, "2 cups flour1 egg")
        e.column = 12
        e.apply(.newline)
        #expect(e.draft.ingredients == "2 cups flour\n1 egg")
        #expect(e.line == 1 && e.column == 0)
        var t = editor(.title, "Scones")
        t.apply(.newline)
        #expect(t.focus == .description)
        #expect(t.draft.title == "Scones")
    }

    @Test func backspaceAtALineStartJoinsIt() {
        var e = editor(.steps, "Mix.\nBake.")
        e.line = 1
        e.column = 0
        e.apply(.backspace)
        #expect(e.draft.steps == "Mix.Bake.")
        #expect(e.line == 0 && e.column == 4)
        var start = editor(.title, "")
        let changed = start.apply(.backspace)
        #expect(!changed)
    }

    @Test func deleteForwardJoinsTheNextLine() {
        var e = editor(.steps, "Mix.\nBake.")
        e.line = 0
        e.column = 4
        e.apply(.deleteForward)
        #expect(e.draft.steps == "Mix.Bake.")
    }

    @Test func pastedTextKeepsItsLinesOnlyWhereLinesBelong() {
        var e = editor(.ingredients, "")
        e.apply(.insert("1 egg\n2 cups milk\t(cold)\u{1B}[31m"))
        #expect(e.draft.ingredients == "1 egg\n2 cups milk (cold)[31m")
        var t = editor(.title, "")
        t.apply(.insert("Scones\nrm -rf"))
        #expect(t.draft.title == "Scones")
    }

    @Test func upAndDownWalkLinesThenFields() {
        var e = editor(.ingredients, "a\nbb")
        e.line = 0
        e.apply(.down)
        #expect(e.line == 1 && e.focus == .ingredients)
        e.apply(.down)
        #expect(e.focus == .steps)
        e.apply(.up)
        #expect(e.focus == .ingredients && e.line == 1, "coming back from below lands on the last line")
        e.apply(.up)
        e.apply(.up)
        #expect(e.focus == .tags)
    }

    @Test func leftAndRightCrossLineEnds() {
        var e = editor(.steps, "ab\ncd")
        e.line = 1
        e.column = 0
        e.apply(.left)
        #expect(e.line == 0 && e.column == 2)
        e.apply(.right)
        #expect(e.line == 1 && e.column == 0)
    }

    @Test func choiceFieldsCycleAndJumpByLetter() {
        var e = editor(.difficulty, "easy")
        e.apply(.right)
        #expect(e.draft.difficulty == "medium")
        e.apply(.left)
        e.apply(.left)
        #expect(e.draft.difficulty == "hard")
        var c = editor(.category, "dinner")
        c.apply(.insert("d"))
        #expect(c.draft.category == "dessert", "the next entry starting with d after dinner")
        c.apply(.insert("d"))
        #expect(c.draft.category == "drink")
        let picked = c.apply(.insert("z"))
        #expect(!picked)
        var imported = editor(.category, "brunch")
        imported.apply(.right)
        #expect(imported.draft.category == RecipeCategory.known[0])
    }

    @Test func theFormEndsAtBothEnds() {
        var e = editor(.title, "")
        let up = e.apply(.previousField)
        e.focus(.memoryFrom)
        let down = e.apply(.nextField)
        #expect(!up && !down)
    }

    @Test func clearLineEmptiesOnlyThatLine() {
        var e = editor(.ingredients, "a\nb\nc")
        e.line = 1
        e.apply(.clearLine)
        #expect(e.draft.ingredients == "a\n\nc")
    }
}

/// The form in the app: drafts kept as you type, saving, leaving, quitting.
@Suite struct EditorReducerTests {
    func onAdd() -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tabSelected(.add))
        return state
    }

    func type(_ text: String, _ state: inout AppState) -> [Effect] {
        AppReducer.reduce(&state, .editor(.input(.insert(text))))
    }

    @Test func theAddTabOpensABlankForm() {
        let state = onAdd()
        #expect(state.editor?.draft == RecipeDraft() && state.editor?.isDirty == false)
        #expect(state.editor?.form == "new-app-1", "a draft slot of its own")
        #expect(state.editor?.focus == .title)
    }

    @Test func everyChangeKeepsTheDraftAndUndoingItDropsIt() {
        var state = onAdd()
        #expect(type("S", &state) == [.store(.saveDraft(RecipeDraft(title: "S"), form: "new-app-1"))])
        #expect(AppReducer.reduce(&state, .editor(.input(.backspace))) == [.store(.discardDraft(form: "new-app-1"))], "back to the blank form")
        #expect(AppReducer.reduce(&state, .editor(.input(.nextField))) == [], "moving is not a change")
    }

    @Test func savingWithProblemsShowsThemAndGoesToTheFirst() {
        var state = onAdd()
        _ = AppReducer.reduce(&state, .editor(.input(.nextField)))
        let effects = AppReducer.reduce(&state, .editor(.saveRequested))
        #expect(effects == [.terminal(.ringBell)])
        #expect(state.editor?.focus == .title)
        #expect(state.editor?.problems[.title] == "A recipe needs a title.")
        #expect(state.banner?.kind == .error)
        _ = type("Scones", &state)
        #expect(state.editor?.problems.isEmpty == true, "problems update as you type")
        #expect(AppReducer.reduce(&state, .editor(.saveRequested)) == [.store(.saveRecipe(RecipeDraft(title: "Scones"), form: "new-app-1"))])
    }

    @Test func aSavedRecipeOpensAndTheListsReload() {
        var state = onAdd()
        _ = type("Scones", &state)
        let saved = Recipe(id: 9, title: "Scones")
        let effects = AppReducer.reduce(&state, .editor(.recipeSaved(saved)))
        #expect(state.editor == nil)
        #expect(state.detail?.recipe == saved)
        #expect(state.banner == Banner(.success, "Added “Scones”."))
        #expect(effects.contains { if case .store(.loadCookbook) = $0 { true } else { false } })
    }

    @Test func escWithUnsavedWorkAsksAndNoKeepsEditing() {
        var state = onAdd()
        _ = type("Scones", &state)
        _ = AppReducer.reduce(&state, .back)
        #expect(state.dialog?.purpose == .discardEdit)
        _ = AppReducer.reduce(&state, .dialog(.answered(false)))
        #expect(state.dialog == nil && state.editor?.draft.title == "Scones")
        _ = AppReducer.reduce(&state, .back)
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.discardDraft(form: "new-app-1"))])
        #expect(state.editor == nil && state.tab == .home)
    }

    @Test func escOnACleanFormLeavesAtOnce() {
        var state = onAdd()
        #expect(AppReducer.reduce(&state, .back) == [.store(.discardDraft(form: "new-app-1"))])
        #expect(state.dialog == nil && state.tab == .home)
    }

    @Test func quittingWithUnsavedWorkAsksAndASecondCtrlCQuits() {
        var state = onAdd()
        _ = type("Scones", &state)
        _ = AppReducer.reduce(&state, .quitRequested)
        #expect(!state.isQuitting)
        #expect(state.dialog?.purpose == .quitWithUnsavedEdit)
        _ = AppReducer.reduce(&state, .quitRequested)
        #expect(state.isQuitting)
    }

    @Test func quittingWithoutUnsavedWorkIsImmediate() {
        var state = onAdd()
        _ = AppReducer.reduce(&state, .quitRequested)
        #expect(state.isQuitting)
    }

    static func saved(_ draft: RecipeDraft, _ form: String, at seconds: Double = 0) -> SavedDraft {
        SavedDraft(form: form, draft: draft, updatedAt: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
    }

    @Test func aDraftFromLastTimeIsOfferedBack() {
        var state = AppState()
        #expect(AppReducer.reduce(&state, .started).contains(.store(.loadUnfinishedWork)))
        let draft = Self.saved(RecipeDraft(title: "Half-typed", ingredients: "1 egg"), "new-old-3")
        _ = AppReducer.reduce(&state, .unfinishedWorkFound(session: nil, drafts: [draft]))
        #expect(state.dialog?.purpose == .restoreDraft(draft))
        _ = AppReducer.reduce(&state, .dialog(.answered(true)))
        #expect(state.tab == .add)
        #expect(state.editor?.draft == draft.draft)
        #expect(state.editor?.form == "new-old-3", "it goes on in its own slot")
        #expect(state.editor?.isDirty == true, "restored work is unsaved")
        #expect(type("!", &state) == [.store(.saveDraft(RecipeDraft(title: "Half-typed!", ingredients: "1 egg"), form: "new-old-3"))])
    }

    @Test func decliningTheDraftThrowsItAway() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .unfinishedWorkFound(session: nil, drafts: [Self.saved(RecipeDraft(title: "Half-typed"), "new-old-1")]))
        #expect(AppReducer.reduce(&state, .dialog(.answered(false))) == [.store(.discardDraft(form: "new-old-1"))])
        #expect(state.editor == nil)
        #expect(state.unsavedDrafts.isEmpty)
    }

    @Test func noDraftOrABlankOneAsksNothing() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .unfinishedWorkFound(session: nil, drafts: []))
        _ = AppReducer.reduce(&state, .unfinishedWorkFound(session: nil, drafts: [Self.saved(RecipeDraft(), "new-old-1")]))
        #expect(state.dialog == nil)
    }

    /// Issue 27 item 4: each form's draft is offered on its own form; the others wait.
    @Test func eachDraftIsOfferedOnItsOwnForm() {
        var state = AppState()
        state.instance = "me"
        let tart = Recipe(id: 4, title: "Tart", servings: 6)
        var tartEdit = RecipeDraft(recipe: tart)
        tartEdit.servings = "8"
        let newer = Self.saved(RecipeDraft(title: "Scones"), "new-other-2", at: 10)
        let edit = Self.saved(tartEdit, SavedDraft.editForm(recipeId: 4), at: 5)
        _ = AppReducer.reduce(&state, .unfinishedWorkFound(session: nil, drafts: [newer, edit]))
        #expect(state.dialog?.purpose == .restoreDraft(newer), "the newest is offered at start")
        // Later: the new recipe's draft on the Add form...
        _ = AppReducer.reduce(&state, .dialog(.answered(false)))
        #expect(state.unsavedDrafts == [edit])
        _ = AppReducer.reduce(&state, .tabSelected(.add))
        #expect(state.dialog == nil, "an edit's draft is not offered on a new form")
        #expect(state.editor?.form == "new-me-1")
        _ = AppReducer.reduce(&state, .back)
        // ...and the edit's on the recipe's edit form.
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(tart, isFavorite: false)))
        _ = AppReducer.reduce(&state, .editor(.editRequested))
        #expect(state.dialog?.purpose == .restoreDraft(edit))
        #expect(state.dialog?.message.contains("unsaved changes to “Tart”") == true)
        _ = AppReducer.reduce(&state, .dialog(.answered(true)))
        #expect(state.editor?.draft.servings == "8" && state.editor?.form == "recipe-4")
        #expect(state.unsavedDrafts.isEmpty)
    }

    @Test func twoNewFormsGetTwoSlots() {
        var state = onAdd()
        let first = state.editor?.form
        _ = AppReducer.reduce(&state, .back)
        _ = AppReducer.reduce(&state, .tabSelected(.add))
        #expect(state.editor?.form != first)
        var other = AppState()
        other.instance = "other"
        _ = AppReducer.reduce(&other, .tabSelected(.add))
        #expect(other.editor?.form != first, "another Sous's forms have their own keys")
    }

    @Test func editFillsTheFormFromTheRecipe() {
        var state = AppState()
        let recipe = Recipe(id: 4, title: "Tart", servings: 6)
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(recipe, isFavorite: false)))
        _ = AppReducer.reduce(&state, .editor(.editRequested))
        #expect(state.tab == .add && state.detail == nil)
        #expect(state.editor?.draft == RecipeDraft(recipe: recipe))
        #expect(state.editor?.isDirty == false)
        // Leaving an untouched edit goes back to the recipe.
        #expect(AppReducer.reduce(&state, .back) == [.store(.discardDraft(form: "recipe-4")), .store(.loadRecipe(id: 4))])
    }
}

/// Delete with confirmation and undo; export; the family and data rows of Settings.
@Suite struct DialogReducerTests {
    let recipe = Recipe(id: 4, title: "Tart")

    func onDetail() -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(recipe, isFavorite: false)))
        return state
    }

    @Test func deleteAsksThenDeletesAndUndoPutsItBack() {
        var state = onDetail()
        _ = AppReducer.reduce(&state, .detail(.deleteRequested))
        #expect(state.dialog?.purpose == .deleteRecipe(id: 4, title: "Tart"))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.deleteRecipe(id: 4))])
        let deleted = DeletedRecipe(recipe: recipe, favoriteMemberIds: [1])
        _ = AppReducer.reduce(&state, .detail(.recipeDeleted(deleted)))
        #expect(state.lastDeleted == deleted)
        #expect(state.banner?.text == "Deleted “Tart”. Undo with z or Ctrl-Z.")
        #expect(AppReducer.reduce(&state, .detail(.undoRequested)) == [.store(.restoreRecipe(deleted))])
        #expect(state.lastDeleted == nil)
        _ = AppReducer.reduce(&state, .detail(.undoRequested))
        #expect(state.banner?.text == "Nothing to undo.")
    }

    @Test func noKeepsTheRecipe() {
        var state = onDetail()
        _ = AppReducer.reduce(&state, .detail(.deleteRequested))
        #expect(AppReducer.reduce(&state, .dialog(.answered(false))) == [])
        #expect(state.detail?.recipe == recipe)
    }

    @Test func exportOffersAFileNamedAfterTheRecipe() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Recipe(id: 5, title: "Grandma's Lemon Tart!"), isFavorite: false)))
        _ = AppReducer.reduce(&state, .detail(.exportRequested))
        #expect(state.dialog?.input == "~/grandmas-lemon-tart.json")
        _ = AppReducer.reduce(&state, .dialog(.backspace))
        _ = AppReducer.reduce(&state, .dialog(.typed("n")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.transfer(.exportRecipe(id: 5, path: "~/grandmas-lemon-tart.json"))])
    }

    @Test func deleteAllNeedsTheWordTypedExactly() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tabSelected(.settings))
        _ = AppReducer.reduce(&state, .selectionMoved(by: SettingsRow.deleteAll.rawValue))
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.dialog?.purpose == .deleteAll)
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.terminal(.ringBell)], "nothing typed")
        _ = AppReducer.reduce(&state, .dialog(.typed("delete")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.terminal(.ringBell)], "wrong case")
        for _ in 0..<6 { _ = AppReducer.reduce(&state, .dialog(.backspace)) }
        _ = AppReducer.reduce(&state, .dialog(.typed("DELETE")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.deleteAllRecipes)])
    }

    @Test func familyMembersAreAddedRenamedGivenAvatarsAndRemoved() {
        var state = AppState()
        let nana = FamilyMember(id: 3, familyId: 1, name: "Nana", avatar: "👵")
        _ = AppReducer.reduce(&state, .settings(.householdLoaded(settings: Settings(), members: [nana])))
        _ = AppReducer.reduce(&state, .settings(.member(.add)))
        _ = AppReducer.reduce(&state, .dialog(.typed("Ada")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.addMember(name: "Ada"))])

        _ = AppReducer.reduce(&state, .settings(.member(.rename)))
        #expect(state.dialog?.input == "Nana")
        _ = AppReducer.reduce(&state, .dialog(.typed(" Rose")))
        var renamed = nana
        renamed.name = "Nana Rose"
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.updateMember(renamed))])

        _ = AppReducer.reduce(&state, .settings(.member(.avatar)))
        _ = AppReducer.reduce(&state, .dialog(.backspace))
        _ = AppReducer.reduce(&state, .dialog(.typed("🧁🧁")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.terminal(.ringBell)], "one symbol only")
        _ = AppReducer.reduce(&state, .settings(.member(.avatar)))
        _ = AppReducer.reduce(&state, .dialog(.backspace))
        _ = AppReducer.reduce(&state, .dialog(.typed("🧁")))
        var iced = nana
        iced.avatar = "🧁"
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.updateMember(iced))])

        _ = AppReducer.reduce(&state, .settings(.member(.remove)))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.removeMember(id: 3))])
    }

    @Test func memberActionsWithoutMembersOnlyOfferAdding() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .settings(.member(.remove)))
        #expect(state.dialog == nil)
        #expect(state.banner?.text == "No family members yet: press a to add one.")
    }

    @Test func dialogInputIsCappedAndCleaned() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .settings(.member(.add)))
        _ = AppReducer.reduce(&state, .dialog(.typed("A\u{1B}[2Jda\n")))
        #expect(state.dialog?.input == "A[2Jda")
        #expect(AppReducer.reduce(&state, .dialog(.typed(String(repeating: "x", count: Dialog.maxInput)))) == [.terminal(.ringBell)])
    }
}
