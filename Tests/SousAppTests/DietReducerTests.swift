import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// "Make it vegan" on its slice: the review from the offline adaptation, the AI asked only for
/// the rest with its answer read as proposals, apply for this cook, the variant.
@Suite struct DietReducerTests {
    let recipe: Recipe = {
        let lines = ["1 cup flour", "50 g butter", "1 egg yolk", "200 ml cream"]
        let ingredients = lines.compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = IngredientLineParser.parse(line) { return ingredient }
            return nil
        }
        return Recipe(id: 7, uid: "tart-uid", title: "Tart", servings: 4, ingredients: ingredients)
    }()

    var vegan: DietAdaptation {
        DietAdaptation(diet: "vegan", changes: [
            .init(index: 1, line: "50 g butter", breaks: "butter", replacementLine: "50 g vegan butter"),
            .init(index: 2, line: "1 egg yolk", breaks: "egg yolk"),
            .init(index: 3, line: "200 ml cream", breaks: "cream", replacementLine: "200 ml coconut cream"),
        ])
    }

    func reviewing(hasProvider: Bool = true) -> (DietState, DietReducer.Context) {
        let context = DietReducer.Context(recipe: recipe, hasProvider: hasProvider)
        var diet = DietState()
        _ = DietReducer.reduce(&diet, .optionsLoaded(recipeId: 7, [vegan, DietAdaptation(diet: "vegetarian", changes: [])]), context)
        _ = DietReducer.reduce(&diet, .chosen, context)
        return (diet, context)
    }

    @Test func theReviewShowsEachChangedLineAndMarksTheOnesWithNoSwap() {
        let (diet, _) = reviewing()
        #expect(diet.picker == nil)
        let review = try! #require(diet.review)
        #expect(review.lines.map(\.new) == ["50 g vegan butter", nil, "200 ml coconut cream"])
        #expect(review.lines.map(\.source) == [.knowledge, .none, .knowledge])
        #expect(diet.applied == nil, "nothing applied before the cook chooses")
    }

    @Test func aDietTheRecipeAlreadyFitsSaysSoAndOpensNoReview() {
        let context = DietReducer.Context(recipe: recipe, hasProvider: false)
        var diet = DietState()
        _ = DietReducer.reduce(&diet, .optionsLoaded(recipeId: 7, [vegan, DietAdaptation(diet: "vegetarian", changes: [])]), context)
        _ = DietReducer.reduce(&diet, .moved(by: 1), context)
        let reduction = DietReducer.reduce(&diet, .chosen, context)
        #expect(diet.review == nil)
        #expect(reduction.requests == [.banner(Banner(.info, "Tart is already vegetarian as far as Sous can tell: no line breaks it."))])
    }

    @Test func theAIIsAskedOnlyForTheLinesWithNoSwapAndItsAnswerIsAProposal() throws {
        var (diet, context) = reviewing()
        let reduction = DietReducer.reduce(&diet, .aiRequested, context)
        guard case .askAI(.dietSwaps(let question, let recipeId, let lines)) = try #require(reduction.requests.first) else {
            Issue.record("no AI request: \(reduction)")
            return
        }
        #expect(recipeId == 7 && lines == 1)
        #expect(question.question.contains("1: 1 egg yolk"))
        #expect(!question.question.contains("butter") && !question.context.contains("flour"))
        #expect(question.keepsLines)
        _ = DietReducer.reduce(&diet, .aiAnswered("Sure!\n1: 1 tbsp aquafaba\n2: something never asked"), context)
        let line = try #require(diet.review?.lines.first { $0.index == 2 })
        #expect(line.new == "1 tbsp aquafaba")
        #expect(line.source == .ai)
    }

    @Test func withNoProviderTheAIChoiceSaysHowToAddOne() {
        var (diet, context) = reviewing(hasProvider: false)
        let reduction = DietReducer.reduce(&diet, .aiRequested, context)
        #expect(reduction.requests.contains { if case .banner(let banner) = $0 { banner.text.contains("Settings → AI") } else { false } })
        #expect(diet.review?.askedAI == [])
    }

    @Test func proposalsAreReadFromNumberedLinesAndNoneIsLeftOut() {
        let found = DietReducer.proposals(in: "- 1: oat milk\n2) none\n3. \"silken tofu\"\n1: again\n9: out of range\nchatter", count: 3)
        #expect(found.map(\.0) == [1, 3])
        #expect(found.map(\.1) == ["oat milk", "silken tofu"])
    }

    @Test func applyIsForThisCookOnlyAndCookingUsesTheNewLines() throws {
        var (diet, context) = reviewing()
        let reduction = DietReducer.reduce(&diet, .applyRequested, context)
        #expect(reduction.requests.first == .dietChanged)
        let applied = try #require(diet.applied)
        #expect(applied.ingredients.map(\.text) == ["1 cup flour", "50 g vegan butter", "1 egg yolk", "200 ml coconut cream"])
        #expect(applied.kept == 1)
        #expect(applied.ingredients[1].name == "vegan butter", "the new line is read by the ingredient parser")
        let session = diet.adapting(CookingSession(recipe: recipe, now: Fixtures.day))
        #expect(session.recipe.ingredients.map(\.text) == applied.ingredients.map(\.text))
        #expect(recipe.ingredients.map(\.text) == ["1 cup flour", "50 g butter", "1 egg yolk", "200 ml cream"])
    }

    @Test func aVariantIsANewRecipeLinkedToTheOriginal() throws {
        var (diet, context) = reviewing()
        let reduction = DietReducer.reduce(&diet, .saveRequested, context)
        guard case .store(.saveVariant(let variant)) = try #require(reduction.effects.first) else {
            Issue.record("no save: \(reduction)")
            return
        }
        #expect(variant.id == nil && variant.uid != recipe.uid)
        #expect(variant.title == "Tart (vegan)")
        #expect(variant.variantOf == "tart-uid")
        #expect(variant.tags.contains("vegan"))
        #expect(variant.ingredients.map(\.text) == ["1 cup flour", "50 g vegan butter", "1 egg yolk", "200 ml coconut cream"])
    }
}
