import Foundation
import SousCore

/// What "plan for me" (`p` on the week) asks for: how many days from when, which meal, and
/// whether the days the cookbook cannot fill get generated recipes.
public struct PlanForMeRequest: Equatable, Sendable {
    public var from: PlanDay
    public var days: Int
    public var meal: String
    public var generate: Bool

    public init(from: PlanDay, days: Int, meal: String, generate: Bool) {
        self.from = from
        self.days = days
        self.meal = meal
        self.generate = generate
    }
}

/// One day of the proposal, as the overlay shows it.
public struct ProposedDay: Equatable, Sendable {
    public enum Pick: Equatable, Sendable {
        /// The day already had the meal planned: kept as it is.
        case kept(String)
        case cookbook(RecipeLink, favourite: Bool)
        /// Waiting for the provider.
        case generating
        /// A recipe the provider wrote, read as an import, not yet stored.
        case generated(ImportedRecipe, model: String)
        /// Nothing for this day, and why ("nothing left in your cookbook fits", the provider's error).
        case gap(String)
    }

    public var day: PlanDay
    public var pick: Pick

    public init(day: PlanDay, pick: Pick) {
        self.day = day
        self.pick = pick
    }

    /// What Enter plans for the day: a recipe from the cookbook or a generated one.
    public var isPlanned: Bool {
        switch pick {
        case .cookbook, .generated: true
        case .kept, .generating, .gap: false
        }
    }
}

/// The small form `p` on the week opens: days, meal, fill the gaps.
public struct PlanForMeForm: Equatable, Sendable {
    public enum Field: Int, CaseIterable, Sendable { case days, meal, generate }

    public var from: PlanDay
    public var days = 7
    public var meals: [String]
    public var mealIndex: Int
    /// The provider that would fill the gaps; nil: none is set, so the choice is not offered.
    public var provider: AIProviderKind?
    public var generate: Bool
    public var field: Field = .days

    public init(from: PlanDay, meals: [String], provider: AIProviderKind?) {
        self.from = from
        self.meals = meals.isEmpty ? MealPlanning.defaultMeals : meals
        mealIndex = self.meals.firstIndex(of: "dinner") ?? 0
        self.provider = provider
        generate = provider != nil
    }

    public var meal: String { meals[min(mealIndex, meals.count - 1)] }

    /// The fields shown: the gap choice only when a provider could fill them.
    public var fields: [Field] { provider == nil ? [.days, .meal] : Field.allCases }

    public var request: PlanForMeRequest {
        PlanForMeRequest(from: from, days: days, meal: meal, generate: generate && provider != nil)
    }
}

/// The proposed days, while the provider fills the gaps and after.
public struct PlanForMeProposal: Equatable, Sendable {
    public var id: Int
    public var request: PlanForMeRequest
    public var days: [ProposedDay] = []
    /// False until the cookbook's plan has come back.
    public var isLoaded = false
    public var startedAt: Date
    /// The provider asked, for the spinner ("local/llama3.2" once known).
    public var provider: AIProviderKind?
    /// Enter was pressed: the plan is being written.
    public var isApplying = false

    public init(id: Int, request: PlanForMeRequest, startedAt: Date, provider: AIProviderKind?) {
        self.id = id
        self.request = request
        self.startedAt = startedAt
        self.provider = provider
    }

    public var isGenerating: Bool { !isLoaded || days.contains { $0.pick == .generating } }
}

/// "Plan for me": the form, then the proposal; nothing is stored until Enter on the proposal.
public struct PlanForMeState: Equatable, Sendable {
    public var form: PlanForMeForm?
    public var proposal: PlanForMeProposal?
    /// Proposals made so far. Their ids count down from -1: the AI slice's requests count up
    /// from 1, and both share the AI handler's table of running requests (for `.cancel`).
    public var serial = 0

    public init() {}

    public var isShown: Bool { form != nil || proposal != nil }
}
