import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// Text is cut at a word and marked with an ellipsis, or wrapped, never cut silently (issue 27 item 14).
@Suite struct TruncationTests {
    @Test func truncationCutsAtAWordAndMarksTheCut() {
        #expect(TextWidth.truncated("Rub the butter into the flour", to: 16) == "Rub the butter…")
        #expect(TextWidth.truncated("on arriving at each step", to: 22) == "on arriving at each…")
        // One long word is still cut inside, with the mark.
        #expect(TextWidth.truncated("Worcestershire", to: 8) == "Worcest…")
        #expect(TextWidth.truncated("a, b, c, d", to: 6) == "a, b…")
    }

    @Test func wrappedTextLongerThanItsRowsEndsInAnEllipsis() {
        let lines = TextWrap.lines("Whisk the eggs and sugar until pale, then fold in the flour.", width: 20, rows: 2)
        #expect(lines == ["Whisk the eggs and", "sugar until pale…"])
        #expect(TextWrap.lines("Short.", width: 20, rows: 2) == ["Short."])
    }

    /// The form wraps a step at spaces, keeping every character (the cursor maps back to them).
    @Test func theFormWrapsStepsAtSpaces() {
        let chunks = EditorView.wrap("Bake for 12-15 minutes", width: 10)
        #expect(chunks == ["Bake for ", "12-15 ", "minutes"])
        #expect(chunks.joined() == "Bake for 12-15 minutes")
        #expect(EditorView.wrap("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
    }

    @Test func helpAt40x12KeepsKeysApartFromWhatTheyDo() {
        var state = SampleScreens.home
        state.isHelpShown = true
        // Scrolled to the tabs' line, which is wider than the key column at this size.
        state.helpScroll = HelpView.lines(for: state, width: 36).firstIndex(of: .key("1-4, Tab, Shift-Tab", "")) ?? 0
        #expect(state.helpScroll > 0)
        let buffer = AppView.render(state, size: Size(width: 40, height: 12))
        let text = buffer.lines.joined(separator: "\n")
        #expect(!text.contains("Shift-Tabswitch"), "\(text)")
        #expect(text.contains("1-4, Tab, Shift-Tab"))
        Golden.assert(buffer.golden, named: "help-40x12", suite: "SousUITests")
    }

    @Test func aStepsTimerChipIsShownWholeOrOnItsOwnRow() throws {
        var state = SampleScreens.detail
        let long = "Bake until the filling is set at the edges, wobbly"
        state.detail?.recipe.instructions[1] = Instruction(step: 2, text: long, duration: DurationRange(low: 3300, high: 3900))
        let text = AppView.render(state, size: Size(width: 40, height: 30)).lines.joined(separator: "\n")
        #expect(text.contains("55 min to 1 h 5 min"), "\(text)")
    }

    @Test func aLongIngredientListSaysHowManyMoreThereAre() throws {
        var state = SampleScreens.cooking
        let lines = (1...16).map { "\($0) tbsp spice number \($0)" }
        state.cooking?.session.recipe.ingredients = lines.map { IngredientLineParser.parse($0) }
            .compactMap { if case .ingredient(let i) = $0 { i } else { nil } }
        state.cooking?.showsIngredients = true
        let text = AppView.render(state, size: Size(width: 80, height: 24)).lines.joined(separator: "\n")
        let shown = (1...16).filter { text.contains("spice number \($0)") }.count
        #expect(shown < 16)
        #expect(text.contains("\(16 - shown) more"), "\(text)")
    }

    @Test func aCookingTipIsWrappedNotCut() {
        var state = SampleScreens.cooking
        state.cooking?.session.recipe.instructions[1].tip = "If the pastry shrinks, the oven was not hot enough; it is already on the way to done."
        let text = AppView.render(state, size: Size(width: 80, height: 24)).lines.joined(separator: "\n")
        #expect(text.contains("already on the way"), "\(text)")
    }

    @Test func aSettingsValueTooLongForTheRowEndsInAnEllipsis() {
        var state = SampleScreens.home
        state.tab = .settings
        state.settingsCursor = SettingsRow.speakSteps.rawValue
        let text = AppView.render(state, size: Size(width: 40, height: 12)).lines.joined(separator: "\n")
        #expect(!text.contains("each st\n") && !text.contains("each st "), "\(text)")
        #expect(text.contains("on arriving at each…"), "\(text)")
    }

    @Test func theCategoryChipsShowWholeChipsThenAnEllipsis() {
        let lines = AppView.render(SampleScreens.home, size: Size(width: 40, height: 12)).lines
        #expect(lines[1].trimmingCharacters(in: .whitespaces).hasSuffix("…"), "\(lines[1])")
        #expect(!lines[1].contains(" Des "))
    }
}

/// Words on screen that must follow what has happened (issue 43, item 15).
@Suite struct ScreenWordingTests {
    @Test func aStepWhoseTimerRunsSaysTRestartsIt() {
        var state = SampleScreens.cooking
        let running = AppView.render(state, size: Size(width: 100, height: 30)).lines.joined(separator: "\n")
        #expect(running.contains("Step 2") && running.contains("(on; t restarts it)"))
        #expect(!running.contains("t starts it"))
        state.cooking?.session.workstate.timers.removeAll { $0.name == "step 2" }
        let idle = AppView.render(state, size: Size(width: 100, height: 30)).lines.joined(separator: "\n")
        #expect(idle.contains("(t starts it)"))
    }

    @Test func aGeneratedRecipesPreviewSaysWhoMadeIt() {
        var state = SampleScreens.home
        state.tab = .add
        let soup = Recipe(title: "Slow Soup", category: "soup", servings: 4, ingredients: [Ingredient(name: "leek")])
        state.importPreview = ImportPreview(source: "generated by OpenAI", items: [.init(imported: ImportedRecipe(recipe: soup, report: RecipeImportReport(source: "OpenAI")))],
                                            generatedBy: "OpenAI")
        let screen = AppView.render(state, size: Size(width: 80, height: 24)).lines.joined(separator: "\n")
        #expect(screen.contains("Generated by OpenAI: 1 recipe"))
        #expect(!screen.contains("recipe in generated by"))
    }
}
