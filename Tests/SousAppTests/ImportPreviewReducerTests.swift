import Testing
import SousCore
@testable import SousApp

/// Import from the UI: where from, a preview, then only what is ticked is stored.
@Suite struct ImportPreviewReducerTests {
    let fresh = ImportPreview.Item(imported: ImportedRecipe(recipe: Recipe(title: "Scones"), report: RecipeImportReport(source: "p.html")))
    let repeated = ImportPreview.Item(imported: ImportedRecipe(recipe: Recipe(title: "Tart"), report: RecipeImportReport(source: "p.html")),
                                      duplicateOf: "Tart")

    func previewing() -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .importing(.requested))
        _ = AppReducer.reduce(&state, .dialog(.typed("~/p.html")))
        return state
    }

    @Test func theSourceIsReadWithoutStoring() {
        var state = previewing()
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.transfer(.previewImport("~/p.html"))])
    }

    @Test func duplicatesStartUntickedAndTheTickedOnesAreStored() {
        var state = previewing()
        _ = AppReducer.reduce(&state, .importing(.previewed(ImportPreview(source: "~/p.html", items: [fresh, repeated]))))
        #expect(state.tab == .add)
        #expect(state.importPreview?.items.map(\.isIncluded) == [true, false])
        _ = AppReducer.reduce(&state, .selectionMoved(by: 1))
        _ = AppReducer.reduce(&state, .importing(.itemToggled))
        _ = AppReducer.reduce(&state, .selectionMoved(by: -5))
        _ = AppReducer.reduce(&state, .importing(.itemToggled))
        let effects = AppReducer.reduce(&state, .importing(.confirmed))
        var expected = ImportPreview(source: "~/p.html", items: [fresh, repeated])
        expected.items[0].isIncluded = false
        expected.items[1].isIncluded = true
        #expect(effects == [.transfer(.commitImport(expected))])
        #expect(state.importPreview == nil)
    }

    @Test func nothingTickedStoresNothing() {
        var state = previewing()
        _ = AppReducer.reduce(&state, .importing(.previewed(ImportPreview(source: "x", items: [repeated]))))
        #expect(AppReducer.reduce(&state, .importing(.confirmed)) == [.terminal(.ringBell)])
        #expect(state.importPreview != nil)
    }

    @Test func escLeavesWithoutImportingAndKeepsTheForm() {
        var state = previewing()
        _ = AppReducer.reduce(&state, .tabSelected(.add))
        _ = AppReducer.reduce(&state, .editor(.input(.insert("Half-typed"))))
        _ = AppReducer.reduce(&state, .importing(.previewed(ImportPreview(source: "x", items: [fresh]))))
        #expect(AppReducer.reduce(&state, .back) == [])
        #expect(state.importPreview == nil)
        #expect(state.banner?.text == "Nothing was imported.")
        #expect(state.editor?.draft.title == "Half-typed")
    }
}
