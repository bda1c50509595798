import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// Every overlay that takes the keys is drawn at the smallest size Sous runs at, also with a
/// banner taking a line: a key that opens something the cook cannot see is a dead key.
@Suite struct SmallTerminalOverlayTests {
    static let overlays: [KeyContext] = [
        .planPicker, .collectionPicker, .syncConflicts, .dialog, .choiceDialog, .textDialog, .aiForm,
        .memoryRecorder, .memoryPlayback, .memoryTranscript, .dietPicker, .dietReview, .planForMe,
    ]

    static func screen(_ state: AppState) -> String {
        AppView.render(state, size: AppView.minimumSize).lines.joined(separator: "\n")
    }

    @Test func theScreensUnderTheOverlaysHaveNoFrame() {
        for context in [KeyContext.home, .recipe, .editor, .settings, .week] {
            #expect(!Self.screen(KeySamples.state(context)).contains("┌"), "\(context)")
        }
        #expect(!Self.screen(KeySamples.memorySample()).contains("┌"))
    }

    @Test(arguments: overlays) func theOverlayIsDrawnAtTheSmallestSize(_ context: KeyContext) {
        var state = KeySamples.state(context)
        #expect(Self.screen(state).contains("┌"), "\(context):\n\(Self.screen(state))")
        state.banner = Banner(.info, "Saved.")
        #expect(Self.screen(state).contains("┌"), "\(context) with a banner:\n\(Self.screen(state))")
    }

    @Test func theDietPickerKeepsTheChosenDietInSight() {
        var state = KeySamples.state(.dietPicker)
        let diets = ["vegan", "vegetarian", "dairy-free", "gluten-free", "egg-free", "nut-free"]
        state.diet.picker = DietPicker(recipeId: 3, title: "Lemon Tart", options: diets.map { DietAdaptation(diet: $0, changes: []) },
                                       offersAsWritten: true)
        for selection in 0...diets.count {
            state.diet.picker?.selection = selection
            state.banner = Banner(.info, "Saved.")
            let shown = Self.screen(state)
            let chosen = selection == 0 ? "as written" : diets[selection - 1]
            #expect(shown.contains(chosen), "row \(selection):\n\(shown)")
        }
    }
}

/// The answer panel under a recipe, on a small terminal.
@Suite struct RecipeAskPanelTests {
    static let answer = "Instead of cold butter, use a block of vegan butter, the same amount. Olive oil works for sautéing and savoury dishes; in baking the texture turns more tender and less flaky."

    func screen(_ ask: RecipeAsk, streaming: Bool, banner: Bool) -> String {
        var state = KeySamples.state(.recipe)
        let id = state.detail!.recipe.id!
        var ask = ask
        ask.recipeId = id
        state.recipeAsk = ask
        if banner { state.banner = Banner(.info, "Saved.") }
        if streaming {
            var request = AIRequestState(id: 1, purpose: .askRecipe(AIQuestion(question: ask.question, context: ""), recipeId: id),
                                         provider: .openai, startedAt: state.now)
            request.text = ask.answer
            state.ai.request = request
        }
        return AppView.render(state, size: AppView.minimumSize).lines.joined(separator: "\n")
    }

    @Test func aFinishedAnswerIsReadFromItsStartAndMarkedWhereItIsCut() {
        let shown = screen(RecipeAsk(recipeId: 0, question: "what instead of butter?", answer: Self.answer), streaming: false, banner: true)
        #expect(shown.contains("Sous: Instead of cold"), "\(shown)")
        #expect(shown.contains("…"))
        #expect(!shown.contains("less flaky"))
    }

    @Test func aStreamingAnswerKeepsItsLatestWordsInSight() {
        let shown = screen(RecipeAsk(recipeId: 0, question: "what instead of butter?", answer: Self.answer), streaming: true, banner: false)
        #expect(shown.contains("flaky.") && !shown.contains("Sous: Instead"), "\(shown)")
    }
}

/// The cooking overlay's answer on a narrow terminal, where it has two rows.
@Suite struct CookingAnswerRowsTests {
    @Test func aLongAnswerShowsItsStartMarkedWhereItIsCutAndTheQuestionGoesFirst() {
        var state = KeySamples.state(.cooking)
        state.cooking?.session.workstate.lastQuery = "how long do I bake it"
        state.cooking?.session.workstate.lastResponse = "I didn't catch that. Try next step, set a timer for 10 minutes, how much flour, or help. An AI provider could answer this: add one in Settings → AI."
        let shown = AppView.render(state, size: Size(width: 60, height: 16)).lines.joined(separator: "\n")
        #expect(shown.contains("Sous: I didn't catch that."), "\(shown)")
        #expect(shown.contains("…"))
        #expect(!shown.contains("You: how long"), "two rows: the answer's start before the question")
        let wide = AppView.render(state, size: Size(width: 100, height: 30)).lines.joined(separator: "\n")
        #expect(wide.contains("You: how long do I bake it") && wide.contains("→ AI."), "room for all of it: \(wide)")
    }
}
