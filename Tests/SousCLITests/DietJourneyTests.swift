import Foundation
import Testing
import SousApp
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// "Make it vegan" through the whole app on a real store, with `ProviderTestServer` as a local
/// provider: the picker, the changed lines before anything is applied, the AI asked for only the
/// lines with no known swap, applied for this cook (the stored recipe untouched), then saved as
/// a variant linked to the original.
@Suite(.serialized) struct DietJourneyTests {
    let temporary = TemporaryFolder("sous-diet-journey")
    let path: String
    let server: ProviderTestServer
    static let lines = ["1 cup plain flour", "1/2 cup cold unsalted butter, diced", "1 large egg yolk", "4 large eggs", "2/3 cup heavy cream"]

    init() throws {
        path = temporary.url.appendingPathComponent("db.sqlite").path
        server = try ProviderTestServer { request in
            if request.path.hasSuffix("/models") { return ProviderAnswers.openAIModels(["test-model"]) }
            if request.bodyText.contains("Make these ingredient lines") {
                return ProviderAnswers.openAIStream(["1: 1 tbsp ", "aquafaba\n"])
            }
            return ProviderAnswers.openAIStream(["I cannot help with that."])
        }
    }

    func app() throws -> (Journey, AppDatabase, Recipe) {
        let database = try AppDatabase.open(path: path)
        let ingredients = Self.lines.compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = IngredientLineParser.parse(line) { return ingredient }
            return nil
        }
        let tart = try RecipeRepository(database).insert(Recipe(title: "Lemon Tart", category: "dessert", servings: 8, ingredients: ingredients,
                                                                instructions: [Instruction(step: 1, text: "Bake for 25 minutes.")]))
        let environment = ["XDG_CONFIG_HOME": temporary.url.appendingPathComponent("config").path, "HOME": temporary.url.path,
                           "SOUS_LOCAL_AI_URLS": server.url("/v1"), "PATH": "/usr/bin:/bin"]
        let handler = AIEffectHandler(database: database, environment: environment, timeout: 10)
        return (Journey.app(database: database, effects: .app(database: database, ai: handler)), database, tart)
    }

    /// Search for `title` and open the hit with `id` (or the first).
    func open(_ title: String, id: Int64? = nil, in app: Journey) {
        app.press(.character("2"))
        if !app.state.search.text.isEmpty { app.press(.escape) }
        app.type(title)
        if let id, let row = app.state.search.results.firstIndex(where: { $0.recipe.id == id }) {
            for _ in 0..<row { app.press(.down) }
        }
        app.press(.enter)
    }

    @Test func makeItVeganApplyForThisCookThenSaveAVariant() async throws {
        let me = Handed(value: self)
        try await offThePool { try me.value.veganJourney() }
    }

    func veganJourney() throws {
        let (app, database, tart) = try app()
        #expect(app.state.ai.status?.localServer != nil, "the test server answers as a local provider")
        open("Lemon Tart", in: app)
        #expect(app.state.detail?.recipe.title == "Lemon Tart")

        // v: every diet with how many lines it changes.
        app.press(.character("v"))
        let picker = try #require(app.state.diet.picker)
        #expect(app.screen.contains("vegan") && app.screen.contains("4 lines to change, 1 with no known swap"), "\(app.screen)")
        #expect(app.screen.contains("vegetarian") && app.screen.contains("already fits"))
        let vegan = try #require(picker.options.firstIndex { $0.diet == "vegan" })
        for _ in 0..<vegan { app.press(.down) }
        app.press(.enter)

        // The changed lines, old → new, and the one with no swap, before anything is applied.
        let review = try #require(app.state.diet.review)
        #expect(review.lines.map(\.old) == ["1/2 cup cold unsalted butter, diced", "1 large egg yolk", "4 large eggs", "2/3 cup heavy cream"])
        #expect(app.screen.contains("→ 2/3 cup coconut cream"), "\(app.screen)")
        #expect(app.screen.contains("no known swap for egg yolk"))
        #expect(app.state.diet.applied == nil)
        #expect(server.requests.filter { $0.method == "POST" }.isEmpty, "nothing is sent for the offline swaps")

        // a: only the line with no known swap goes to the provider; its answer is a proposal.
        app.press(.character("a"))
        let sent = try #require(server.requests.last { $0.method == "POST" })
        #expect(sent.bodyText.contains("1: 1 large egg yolk"))
        #expect(!sent.bodyText.contains("heavy cream") && !sent.bodyText.contains("Bake for"), "only the unswapped lines and the title go")
        #expect(app.state.diet.review?.lines.first { $0.index == 2 }?.new == "1 tbsp aquafaba")
        #expect(app.screen.contains("→ 1 tbsp aquafaba (AI proposal)"), "\(app.screen)")

        // Enter: for this cook only. The recipe view and cooking show the new lines; the store does not.
        app.press(.enter)
        #expect(app.state.diet.review == nil)
        #expect(app.screen.contains("Made vegan for this cook only; the stored recipe is unchanged"), "\(app.screen)")
        #expect(app.screen.contains("coconut cream") && app.screen.contains("aquafaba"))
        #expect(!app.screen.contains("heavy cream"))
        #expect(try RecipeRepository(database).recipe(id: tart.id!)?.ingredients.map(\.text) == Self.lines, "the stored recipe is unchanged")
        app.press(.character("c"))
        #expect(app.state.cooking?.session.recipe.ingredients.map(\.text).contains("2/3 cup coconut cream") == true)
        #expect(app.state.cooking?.session.recipe.ingredients.map(\.text).contains("2/3 cup heavy cream") == false)
        app.press(.escape)

        // v again offers the recipe as written first; then vegan again, saved as a variant.
        app.press(.character("v"))
        #expect(app.state.diet.picker?.offersAsWritten == true)
        #expect(app.screen.contains("as written (the stored recipe)"))
        for _ in 0..<(vegan + 1) { app.press(.down) }
        app.press(.enter, .character("s"))
        let stored = try RecipeRepository(database).list()
        let variantSummary = try #require(stored.first { $0.title == "Lemon Tart (vegan)" })
        let variant = try #require(try RecipeRepository(database).recipe(id: variantSummary.id))
        #expect(variant.variantOf == tart.uid)
        #expect(variant.ingredients.map(\.text).contains("2/3 cup coconut cream"))
        #expect(variant.ingredients.map(\.text).contains("1 cup plain flour"))
        #expect(variant.tags.contains("vegan"))
        #expect(app.state.detail?.recipe.id == variant.id, "the variant opens")
        #expect(app.screen.contains("A variant of Lemon Tart."), "\(app.screen)")
        #expect(try RecipeRepository(database).recipe(id: tart.id!)?.ingredients.map(\.text) == Self.lines, "the original is untouched")

        // The original lists its variants.
        app.press(.escape)
        open("Lemon Tart", id: tart.id, in: app)
        #expect(app.state.detail?.recipe.id == tart.id)
        #expect(app.screen.contains("Variants: Lemon Tart (vegan)"), "\(app.screen)")
    }

    @Test func withNoProviderTheAIChoiceSaysHowToAddOne() async throws {
        let me = Handed(value: self)
        try await offThePool { try me.value.noProviderJourney() }
    }

    func noProviderJourney() throws {
        let database = try AppDatabase.open(path: path)
        let ingredients = Self.lines.compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = IngredientLineParser.parse(line) { return ingredient }
            return nil
        }
        try RecipeRepository(database).insert(Recipe(title: "Lemon Tart", category: "dessert", servings: 8, ingredients: ingredients))
        let handler = AIEffectHandler(database: database, environment: ["SOUS_LOCAL_AI_URLS": "", "XDG_CONFIG_HOME": temporary.url.path,
                                                                        "HOME": temporary.url.path, "PATH": "/usr/bin:/bin"], timeout: 10)
        let app = Journey.app(database: database, effects: .app(database: database, ai: handler))
        open("Lemon Tart", in: app)
        app.press(.character("v"))
        let vegan = try #require(app.state.diet.picker?.options.firstIndex { $0.diet == "vegan" })
        for _ in 0..<vegan { app.press(.down) }
        app.press(.enter, .character("a"))
        #expect(app.state.banner?.text.contains("Settings → AI") == true, "\(String(describing: app.state.banner))")
        #expect(app.state.diet.review != nil, "the review stays, nothing lost")
        #expect(server.requests.isEmpty)
    }
}

/// Runs a journey whose AI handler blocks its thread (it waits for its own task) on a thread of
/// its own, off Swift concurrency's pool: with two threads on two cores, two such journeys at
/// once left no thread for the handlers' tasks and the run hung.
func offThePool(_ body: @escaping @Sendable () throws -> Void) async throws {
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
        DispatchQueue.global().async {
            do {
                try body()
                done.resume()
            } catch {
                done.resume(throwing: error)
            }
        }
    }
}

/// A value handed to that thread as is (the test waits for it, so nothing runs at once).
struct Handed<T>: @unchecked Sendable {
    let value: T
}
