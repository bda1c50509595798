import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// A cooking session ends with its recipe and comes back with an undo.
@Suite struct DeleteWhileCookingTests {
    /// Cooking the tart with the overlay hidden and its recipe open.
    func cookingAndOpen() -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tick(Fixtures.day))
        _ = AppReducer.reduce(&state, .cooking(.started(Fixtures.session())))
        _ = AppReducer.reduce(&state, .back)
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Fixtures.tart, isFavorite: false)))
        return state
    }

    @Test func deletingTheCookedRecipeEndsTheSessionBeforeTheDelete() {
        var state = cookingAndOpen()
        #expect(state.cooking?.isShown == false)
        _ = AppReducer.reduce(&state, .detail(.deleteRequested))
        #expect(state.dialog?.message.contains("Cooking it stops too.") == true)
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.deleteRecipe(id: 7))])
        #expect(state.cooking == nil)
        // Nothing is left to save or ring for the gone recipe.
        #expect(AppReducer.reduce(&state, .cooking(.command(.nextStep))) == [])
        #expect(AppReducer.reduce(&state, .tick(Fixtures.day.addingTimeInterval(3600))) == [])
    }

    @Test func undoBringsTheSessionBackHidden() {
        var state = cookingAndOpen()
        _ = AppReducer.reduce(&state, .detail(.deleteRequested))
        _ = AppReducer.reduce(&state, .dialog(.answered(true)))
        var workstate = Fixtures.session().workstate
        workstate.stepIndex = 2
        let deleted = DeletedRecipe(recipe: Fixtures.tart, workstate: workstate)
        _ = AppReducer.reduce(&state, .detail(.recipeDeleted(deleted)))
        #expect(state.banner?.text == "Deleted “Lemon Tart” and its cooking session. Undo with z or Ctrl-Z.")
        #expect(AppReducer.reduce(&state, .detail(.undoRequested)) == [.store(.restoreRecipe(deleted))])

        var back = Fixtures.tart
        back.id = 70
        workstate.recipeId = 70
        _ = AppReducer.reduce(&state, .detail(.recipeRestored(back, session: CookingSession(recipe: back, workstate: workstate))))
        #expect(state.cooking?.recipeId == 70)
        #expect(state.cooking?.session.stepIndex == 2)
        #expect(state.cooking?.isShown == false)
        #expect(state.banner?.text == "Put back “Lemon Tart” and its cooking session: o goes back to it.")
    }

    @Test func aDeleteFromElsewhereStillEndsTheSession() {
        var state = cookingAndOpen()
        state.detail = nil
        _ = AppReducer.reduce(&state, .detail(.recipeDeleted(DeletedRecipe(recipe: Fixtures.tart))))
        #expect(state.cooking == nil)
    }

    @Test func deletingAnotherRecipeKeepsTheSession() {
        var state = cookingAndOpen()
        let other = Recipe(id: 9, title: "Soup")
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(other, isFavorite: false)))
        _ = AppReducer.reduce(&state, .detail(.deleteRequested))
        #expect(state.dialog?.message.contains("Cooking") == false)
        _ = AppReducer.reduce(&state, .dialog(.answered(true)))
        _ = AppReducer.reduce(&state, .detail(.recipeDeleted(DeletedRecipe(recipe: other))))
        #expect(state.cooking?.recipeId == 7)
    }

    @Test func deleteAllEndsTheSession() {
        var state = cookingAndOpen()
        state.detail = nil
        state.dialog = Dialog(.deleteAll, title: "", message: "", input: SettingsRow.deleteAllWord, confirmWord: SettingsRow.deleteAllWord, yes: "delete all")
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.deleteAllRecipes)])
        #expect(state.cooking == nil)
    }
}
