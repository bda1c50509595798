import Foundation
import SousCore

extension RecipeBrief {
    /// The user message: everything sent besides the fixed instructions and the schema.
    public var prompt: String {
        var lines = ["A recipe for: \(description)"]
        if let cuisine { lines.append("Cuisine: \(cuisine)") }
        if !diets.isEmpty { lines.append("It must be: \(diets.joined(separator: ", ")) (every ingredient)") }
        if let servings { lines.append("Servings: \(servings)") }
        if let maxMinutes { lines.append("Prep plus cook time at most \(maxMinutes) minutes") }
        if !avoiding.isEmpty {
            lines.append("Already planned, so choose a clearly different dish (not these, nor close variations): \(avoiding.joined(separator: "; "))")
        }
        return lines.joined(separator: "\n")
    }
}

/// A recipe a provider wrote, read the way an import reads a page, not yet stored.
public struct GeneratedResult: Sendable, Equatable {
    public var generated: GeneratedRecipe
    public var imported: ImportedRecipe
    /// Whether the first answer needed the repair request.
    public var repaired: Bool
}

/// Asks a provider for a recipe against `RecipeSchema`, checks the answer, and when it does
/// not fit sends exactly one repair request naming what was wrong.
public struct RecipeGenerator: Sendable {
    public static let instructions = """
        You write home-cooking recipes for Sous, a cookbook app. Answer with one recipe as JSON \
        fitting the given schema. Ingredient lines are written as in a cookbook, amount and unit \
        first ("200 g spaghetti", "2 cloves garlic, minced"); steps are one action each, with \
        times written out ("simmer for 10 minutes"). Use only ingredients that fit the diets asked for.
        """

    public let provider: any AIProvider

    public init(provider: any AIProvider) {
        self.provider = provider
    }

    public func generate(_ brief: RecipeBrief, uid: String = UUID().uuidString.lowercased()) async throws -> GeneratedResult {
        let first = AIRequest(system: Self.instructions, messages: [AIMessage(.user, brief.prompt)], schema: RecipeSchema.schema)
        let answer = try await provider.generateJSON(first)
        switch Self.read(answer, brief: brief) {
        case .success(let recipe):
            return result(recipe, repaired: false, uid: uid)
        case .failure(let problems):
            var repair = first
            repair.messages += [
                AIMessage(.assistant, String(answer.prefix(8000))),
                AIMessage(.user, Self.repairPrompt(problems.problems)),
            ]
            let second = try await provider.generateJSON(repair)
            switch Self.read(second, brief: brief) {
            case .success(let recipe): return result(recipe, repaired: true, uid: uid)
            case .failure(let again): throw AIError.invalidAnswer(provider.config.kind, problems: again.problems)
            }
        }
    }

    private func result(_ recipe: GeneratedRecipe, repaired: Bool, uid: String) -> GeneratedResult {
        GeneratedResult(generated: recipe, imported: recipe.imported(generatedBy: provider.config.label, uid: uid), repaired: repaired)
    }

    static func repairPrompt(_ problems: [String]) -> String {
        "That answer does not fit the schema:\n" + problems.prefix(20).map { "- \($0)" }.joined(separator: "\n")
            + "\nAnswer again with the whole recipe as JSON that fits the schema."
    }

    struct Problems: Error { var problems: [String] }

    /// The recipe in `answer`, or what is wrong with it (not JSON, cut short, off the schema,
    /// over the time asked for).
    static func read(_ answer: String, brief: RecipeBrief) -> Result<GeneratedRecipe, Problems> {
        let text = strippingFence(answer)
        guard !text.isEmpty else { return .failure(Problems(problems: ["the answer is empty"])) }
        guard let json = AIJSON.parse(text) else {
            let closes = text.hasSuffix("}")
            return .failure(Problems(problems: [closes ? "the answer is not valid JSON" : "the JSON is cut off after \(text.count) characters (truncated)"]))
        }
        var problems = SchemaCheck.problems(json, against: RecipeSchema.schema)
        guard problems.isEmpty, let recipe = try? JSONDecoder().decode(GeneratedRecipe.self, from: Data(text.utf8)) else {
            if problems.isEmpty { problems.append("the answer does not decode as a recipe") }
            return .failure(Problems(problems: problems))
        }
        if let max = brief.maxMinutes {
            let total = (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
            if total > max { problems.append("prepMinutes + cookMinutes is \(total), over the \(max) minutes asked for") }
        }
        return problems.isEmpty ? .success(recipe) : .failure(Problems(problems: problems))
    }

    /// Some local models wrap JSON in a Markdown fence even when asked for JSON.
    static func strippingFence(_ answer: String) -> String {
        var text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("```") {
            text = String(text.drop { $0 != "\n" }.dropFirst())
            if text.hasSuffix("```") { text = String(text.dropLast(3)) }
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return text
    }
}
