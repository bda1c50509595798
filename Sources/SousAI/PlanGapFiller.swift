import Foundation
import SousCore

/// Fills the days a meal plan left empty with generated recipes: one request per gap, in day
/// order, each naming the titles already in the plan (and those generated before it) so the
/// provider does not repeat them. A gap that fails keeps its reason; the others go on.
public struct PlanGapFiller: Sendable {
    /// What one gap came to.
    public enum Outcome: Sendable, Equatable {
        case generated(GeneratedResult)
        case failed(AIError)
    }

    public let provider: any AIProvider

    public init(provider: any AIProvider) {
        self.provider = provider
    }

    /// The most titles a brief names: enough for a month's plan, short enough for a small local model.
    public static let avoidLimit = 40

    /// The brief for one empty day: the meal, the diet, the servings and the titles to differ from.
    public static func brief(meal: String, diet: String?, servings: Int?, avoiding titles: [String]) -> RecipeBrief {
        var seen = Set<String>()
        let distinct = titles.filter { seen.insert($0.lowercased()).inserted }
        return RecipeBrief(description: "a \(meal.lowercased()) for one day of a family meal plan (a home-cooked main dish for \(meal.lowercased()))",
                           diets: diet.map { [$0.lowercased()] } ?? [], servings: servings,
                           avoiding: Array(distinct.suffix(avoidLimit)))
    }

    /// One recipe per day of `gaps`; `each` hears every day's outcome as it comes. After a
    /// cancel, the days not yet asked fail as cancelled without a request.
    public func fill(_ gaps: [PlanDay], meal: String, diet: String?, servings: Int?, planned titles: [String],
                     each: @Sendable (PlanDay, Outcome) -> Void = { _, _ in }) async -> [(day: PlanDay, outcome: Outcome)] {
        var avoiding = titles
        var results: [(day: PlanDay, outcome: Outcome)] = []
        for day in gaps {
            let outcome: Outcome
            if Task.isCancelled {
                outcome = .failed(.cancelled)
            } else {
                do {
                    let brief = Self.brief(meal: meal, diet: diet, servings: servings, avoiding: avoiding)
                    let result = try await RecipeGenerator(provider: provider).generate(brief)
                    avoiding.append(result.imported.recipe.title)
                    outcome = .generated(result)
                } catch let error as AIError {
                    outcome = .failed(error)
                } catch is CancellationError {
                    outcome = .failed(.cancelled)
                } catch {
                    outcome = .failed(.malformed(provider.config.kind, detail: "\(error)"))
                }
            }
            each(day, outcome)
            results.append((day, outcome))
        }
        return results
    }
}
