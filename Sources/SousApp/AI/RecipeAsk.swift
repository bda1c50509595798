import Foundation
import SousCore

/// A question about the open recipe (`:` on the recipe view) and its answer: the offline
/// assistant's, or the provider's streamed in when the offline one cannot answer.
public struct RecipeAsk: Equatable, Sendable {
    public var recipeId: Int64
    public var question: String
    /// The answer as shown ("" while the offline assistant thinks).
    public var answer: String
    /// Under the answer: how to add a provider, or that the AI's answer was cut short.
    public var note: String?

    public init(recipeId: Int64, question: String, answer: String = "", note: String? = nil) {
        self.recipeId = recipeId
        self.question = question
        self.answer = answer
        self.note = note
    }
}

public enum RecipeAskAction: Equatable, Sendable {
    /// `:` on a recipe: the question line.
    case prompt
    /// The question typed.
    case asked(String)
    case offlineAnswered(AssistantResponse)
    /// The provider's whole answer.
    case answered(String)
    /// The provider's answer stopped early (Esc, an error): what came is kept.
    case cutShort(String)
}

/// Asking from the recipe view, on its slice (`\.recipeAsk`).
enum RecipeAskReducer {
    struct Context: Equatable {
        var detail: DetailState?
        var now: Date
        /// The provider in force, if any, and whether the cook turned AI off.
        var hasProvider: Bool
        var aiOff: Bool

        init(detail: DetailState?, now: Date, hasProvider: Bool, aiOff: Bool) {
            self.detail = detail
            self.now = now
            self.hasProvider = hasProvider
            self.aiOff = aiOff
        }

        init(_ app: AppState) {
            self.init(detail: app.detail, now: app.now, hasProvider: app.ai.status?.provider(choice: app.settings.aiProvider) != nil,
                      aiOff: app.settings.aiProvider == "off")
        }
    }

    static func reduce(_ ask: inout RecipeAsk?, _ action: RecipeAskAction, _ context: Context) -> Reduction {
        switch action {
        case .prompt:
            guard let detail = context.detail, let id = detail.recipe.id else { return .none }
            return Reduction(ask: Dialog(.askAboutRecipe(recipeId: id), title: "Ask about \(detail.recipe.title)",
                                         message: "A question about this recipe, as shown (servings, units):", input: "", yes: "ask"))
        case .asked(let text):
            let question = text.trimmingCharacters(in: .whitespaces)
            guard let detail = context.detail, let id = detail.recipe.id, !question.isEmpty else { return .none }
            ask = RecipeAsk(recipeId: id, question: question)
            return [.assistant(.askAboutRecipe(question, session: session(detail, now: context.now), now: context.now, units: detail.units))]
        case .offlineAnswered(let response):
            guard var current = ask, current.question == response.query, let detail = context.detail, detail.recipe.id == current.recipeId else { return .none }
            defer { ask = current }
            if response.intent == IntentMatch.unknownIntent {
                guard context.hasProvider else {
                    current.answer = response.display
                    current.note = context.aiOff ? "AI is off: Settings → AI turns it on." : "An AI provider could answer this: add one in Settings → AI."
                    return [.voice(.announce(response.reply))]
                }
                // The provider answers instead; its answer streams in over this.
                current.answer = ""
                let question = AIQuestion(question: current.question, context: recipeContext(detail))
                return Reduction(requests: [.askAI(.askRecipe(question, recipeId: current.recipeId))])
            }
            if response.commands.contains(where: { if case .recordExchange = $0 { false } else { true } }) {
                current.answer = "That is for cooking: c starts cooking, then ask again there."
                return .none
            }
            current.answer = response.display
            return response.reply.isEmpty ? .none : [.voice(.announce(response.reply))]
        case .answered(let text):
            guard var current = ask else { return .none }
            let whole = text.trimmingCharacters(in: .whitespacesAndNewlines)
            current.answer = whole.isEmpty ? "No answer came." : whole
            current.note = nil
            ask = current
            return .none
        case .cutShort(let text):
            guard var current = ask else { return .none }
            current.answer = text.isEmpty ? "No answer." : text
            current.note = text.isEmpty ? nil : "(cut short)"
            ask = current
            return .none
        }
    }

    /// A session over the recipe at the servings shown, for the offline assistant's amounts.
    static func session(_ detail: DetailState, now: Date) -> CookingSession {
        let session = CookingSession(recipe: detail.recipe, now: now)
        guard detail.servings != detail.recipe.servings else { return session }
        return session.applying(.rescaleServings(detail.servings), now: now).session
    }

    /// The recipe as the provider sees it: at the servings shown, in the units shown.
    static func recipeContext(_ detail: DetailState) -> String {
        let recipe = detail.recipe
        let factor = RecipeScaler.factor(fromServings: recipe.servings, toServings: detail.servings) ?? .one
        var lines = ["Recipe: \(recipe.title)", "The cook is reading it for \(detail.servings) servings (not cooking yet).", "Ingredients:"]
        lines += recipe.ingredients.map { "- " + IngredientFormatter.display($0, system: detail.units, scale: factor) }
        lines.append("Steps:")
        lines += recipe.instructions.map { "\($0.step). " + TemperatureConverter.rewrite($0.text, for: detail.units) }
        return lines.joined(separator: "\n")
    }
}
