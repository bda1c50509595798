import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// Collections in the app: the list over Home, a collection's recipes, and the picker on a recipe.
@Suite struct CollectionsReducerTests {
    let sunday = RecipeCollection(id: 1, name: "Sunday lunch", recipeIds: [7, 8])
    let quick = RecipeCollection(id: 2, name: "Weeknights", recipeIds: [])

    func onList() -> AppState {
        var state = AppState()
        #expect(AppReducer.reduce(&state, .collections(.listRequested)) == [.store(.loadCollections)])
        _ = AppReducer.reduce(&state, .collections(.loaded([sunday, quick])))
        return state
    }

    @Test func enterShowsACollectionsRecipesAndEscGoesBackToTheList() {
        var state = onList()
        #expect(state.collections?.collections == [sunday, quick])
        _ = AppReducer.reduce(&state, .selectionMoved(by: 1))
        _ = AppReducer.reduce(&state, .selectionMoved(by: -1))
        let effects = AppReducer.reduce(&state, .openSelected)
        #expect(state.collections == nil && state.home.collection == sunday)
        #expect(effects == [.store(.loadCookbook(RecipeListFilter(collectionId: 1)))])
        #expect(AppReducer.reduce(&state, .back) == [.store(.loadCollections), .store(.loadCookbook(RecipeListFilter()))])
        #expect(state.home.collection == nil)
        _ = AppReducer.reduce(&state, .collections(.loaded([sunday, quick])))
        #expect(state.collections?.selected == sunday, "the cursor is back on the collection left")
        _ = AppReducer.reduce(&state, .back)
        #expect(state.collections == nil, "Esc again: Home with every recipe")
    }

    @Test func newRenameAndDeleteAskFirst() throws {
        var state = onList()
        _ = AppReducer.reduce(&state, .collections(.createRequested))
        _ = AppReducer.reduce(&state, .dialog(.typed("Cakes")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.createCollection(name: "Cakes", recipeId: nil))])

        _ = AppReducer.reduce(&state, .collections(.renameRequested))
        #expect(state.dialog?.input == "Sunday lunch", "renaming starts from the name")
        _ = AppReducer.reduce(&state, .dialog(.cleared))
        _ = AppReducer.reduce(&state, .dialog(.typed("Sundays")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.renameCollection(id: 1, name: "Sundays"))])

        _ = AppReducer.reduce(&state, .collections(.deleteRequested))
        let dialog = try #require(state.dialog)
        #expect(dialog.message == "Delete the collection “Sunday lunch”? Its 2 recipes stay in the cookbook.")
        #expect(AppReducer.reduce(&state, .dialog(.answered(false))).isEmpty)
        _ = AppReducer.reduce(&state, .collections(.deleteRequested))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.deleteCollection(id: 1))])
    }

    @Test func aChangeIsSaidAndTheCursorFollowsTheName() {
        var state = onList()
        let renamed = RecipeCollection(id: 1, name: "Zesty Sundays", recipeIds: [7, 8])
        _ = AppReducer.reduce(&state, .collections(.changed(.renamed(from: "Sunday lunch", to: "Zesty Sundays"), [quick, renamed])))
        #expect(state.collections?.selected == renamed)
        #expect(state.banner == Banner(.success, "Renamed “Sunday lunch” to “Zesty Sundays”."))
        _ = AppReducer.reduce(&state, .collections(.changed(.deleted("Zesty Sundays", recipeCount: 2), [quick])))
        #expect(state.banner?.text == "Deleted the collection “Zesty Sundays”; its 2 recipes are still in the cookbook.")
        #expect(state.collections?.selected == quick)
    }

    @Test func aBrowsedCollectionDeletedElsewhereLeavesTheFilter() {
        var state = onList()
        _ = AppReducer.reduce(&state, .openSelected)
        let effects = AppReducer.reduce(&state, .collections(.changed(.deleted("Sunday lunch", recipeCount: 2), [quick])))
        #expect(state.home.collection == nil)
        #expect(effects.contains(.store(.loadCookbook(RecipeListFilter()))))
    }

    @Test func thePickerTicksTheRecipesCollectionsAndTogglesThem() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Fixtures.tart, isFavorite: false)))
        #expect(AppReducer.reduce(&state, .collections(.pickerRequested)) == [.store(.loadCollections)])
        _ = AppReducer.reduce(&state, .collections(.loaded([sunday, quick])))
        let picker = state.collectionPicker
        #expect(picker?.collections.map { picker?.contains($0) } == [true, false])
        #expect(AppReducer.reduce(&state, .collections(.membershipToggled)) == [.store(.setInCollection(collectionId: 1, recipeId: 7, included: false))])
        _ = AppReducer.reduce(&state, .selectionMoved(by: 1))
        #expect(state.detail?.cursor == 0, "the picker takes the cursor keys")
        #expect(AppReducer.reduce(&state, .collections(.membershipToggled)) == [.store(.setInCollection(collectionId: 2, recipeId: 7, included: true))])
        _ = AppReducer.reduce(&state, .collections(.createRequested))
        _ = AppReducer.reduce(&state, .dialog(.typed("Tarts")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.createCollection(name: "Tarts", recipeId: 7))])
        _ = AppReducer.reduce(&state, .back)
        #expect(state.collectionPicker == nil && state.detail != nil, "Esc closes the picker, the recipe stays")
    }

    @Test func renameOrDeleteWithNoCollectionsSaysHowToMakeOne() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .collections(.listRequested))
        _ = AppReducer.reduce(&state, .collections(.loaded([])))
        #expect(AppReducer.reduce(&state, .collections(.deleteRequested)) == [.terminal(.ringBell)])
        #expect(state.banner?.text == "No collection yet: a makes one.")
    }
}
