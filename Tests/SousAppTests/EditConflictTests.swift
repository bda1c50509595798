import Foundation
import Testing
import SousCore
@testable import SousApp

/// Issue 27 item 4: a save refused because another Sous changed the recipe meanwhile asks the
/// cook: overwrite theirs, or keep editing (Esc then shows theirs). Nothing typed is lost.
@Suite struct EditConflictTests {
    func editing() -> (AppState, Recipe) {
        var state = AppState()
        let recipe = Recipe(id: 4, title: "Tart", servings: 6, updatedAt: Date(timeIntervalSince1970: 1_000))
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(recipe, isFavorite: false)))
        _ = AppReducer.reduce(&state, .editor(.editRequested))
        state.editor?.draft.title = "Tart (less sugar)"
        return (state, recipe)
    }

    @Test func theDraftCarriesTheVersionItWasOpenedFrom() {
        let (state, recipe) = editing()
        #expect(state.editor?.draft.baseUpdatedAt == recipe.updatedAt)
    }

    @Test func aConflictAsksAndOverwritingSavesOverTheirVersion() throws {
        var (state, recipe) = editing()
        var theirs = recipe
        theirs.servings = 8
        theirs.updatedAt = Date(timeIntervalSince1970: 2_000)
        #expect(AppReducer.reduce(&state, .editor(.editConflict(theirs: theirs))) == [.terminal(.ringBell)])
        let dialog = try #require(state.dialog)
        #expect(dialog.yes == "overwrite" && dialog.no == "keep editing")
        let effects = AppReducer.reduce(&state, .dialog(.answered(true)))
        var expected = try #require(state.editor?.draft)
        expected.baseUpdatedAt = theirs.updatedAt
        #expect(effects == [.store(.saveRecipe(expected, form: SavedDraft.editForm(recipeId: try #require(recipe.id))))])
        #expect(expected.title == "Tart (less sugar)")
    }

    @Test func keepingEditingKeepsEveryTypedChange() {
        var (state, recipe) = editing()
        var theirs = recipe
        theirs.updatedAt = Date(timeIntervalSince1970: 2_000)
        _ = AppReducer.reduce(&state, .editor(.editConflict(theirs: theirs)))
        #expect(AppReducer.reduce(&state, .dialog(.answered(false))) == [])
        #expect(state.dialog == nil)
        #expect(state.editor?.draft.title == "Tart (less sugar)")
        #expect(state.editor?.draft.baseUpdatedAt == recipe.updatedAt)
        #expect(state.banner?.text.contains("Nothing was saved") == true)
    }
}
