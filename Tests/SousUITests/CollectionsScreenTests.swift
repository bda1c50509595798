import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// The collections list and the picker on a recipe, as reviewed text (issue 27 item 25).
@Suite struct CollectionsScreenTests {
    static let all = [
        RecipeCollection(id: 1, name: "Cooking with the kids", description: "Plenty of stirring, mashing and tasting.", recipeIds: [1, 2, 3]),
        RecipeCollection(id: 2, name: "Granny Maeve's kitchen", description: "The recipes Granny Maeve has made for sixty years.", recipeIds: [1]),
        RecipeCollection(id: 3, name: "Weeknights", recipeIds: []),
    ]

    static var list: AppState {
        var state = SampleScreens.home
        var list = CollectionsState()
        list.collections = all
        list.selection = 1
        list.isLoaded = true
        state.collections = list
        return state
    }

    static var picker: AppState {
        var state = SampleScreens.detail
        let id = state.detail?.recipe.id ?? 1
        var picker = CollectionPicker(recipeId: id, recipeTitle: state.detail?.recipe.title ?? "")
        picker.collections = all
        picker.selection = 2
        picker.isLoaded = true
        state.collectionPicker = picker
        return state
    }

    static var browsing: AppState {
        var state = SampleScreens.home
        state.home.collection = all[0]
        return state
    }

    @Test(arguments: [("collections", 100, 30), ("collections", 40, 12), ("collection-picker", 80, 24), ("collection-picker", 40, 12),
                      ("collection-recipes", 80, 24)])
    func screen(name: String, width: Int, height: Int) {
        let state = switch name {
        case "collections": Self.list
        case "collection-picker": Self.picker
        default: Self.browsing
        }
        Golden.assert(AppView.render(state, size: Size(width: width, height: height)).golden, named: "\(name)-\(width)x\(height)", suite: "SousUITests")
    }

    @Test func anEmptyListSaysHowToMakeOne() {
        var state = Self.list
        state.collections?.collections = []
        let screen = AppView.render(state, size: Size(width: 80, height: 24)).golden
        #expect(screen.contains("No collections yet. Press a to make one"))
    }

    @Test(arguments: [(1, 1), (39, 11), (40, 12), (200, 60)])
    func everySizeRendersWithoutCrashing(width: Int, height: Int) {
        for state in [Self.list, Self.picker, Self.browsing] {
            _ = AppView.render(state, size: Size(width: width, height: height))
        }
    }
}
