import SousCore

/// "Plan for me" on the week (`p`): the form, the proposal as it fills, and applying it.
public enum PlanForMeAction: Equatable, Sendable {
    /// `p` on the week: the form.
    case requested
    /// ↑↓ in the form: the next (+1) or previous (-1) field.
    case fieldMoved(by: Int)
    /// ←→ (Space on the gap choice): the field's value moves on or back.
    case valueChanged(by: Int)
    /// Enter: the form proposes; the proposal, once whole, is planned.
    case confirmed
    /// Esc: the form or the proposal goes, nothing saved (a running request is cancelled).
    case cancelled
    /// The cook agreed to send to the cloud provider (the first time).
    case consented(AIProviderKind)
    /// The cookbook's plan, with the days waiting for the provider marked `.generating`.
    case proposed(id: Int, [ProposedDay])
    /// The provider's answer for one empty day: a recipe, or why not.
    case gapFilled(id: Int, day: PlanDay, ProposedDay.Pick)
    /// The provider gave no recipe for one empty day; the reducer words why.
    case gapFailed(id: Int, day: PlanDay, AIFailure)
    /// The provider could not be used at all (no key, unreachable before the first answer, cancelled).
    case generationFailed(id: Int, AIFailure)
    /// The plan is written: how many days planned, how many new recipes stored.
    case applied(planned: Int, generated: Int)
    /// The plan could not be written (nothing was): the store's words.
    case applyFailed(String)
}

extension PlanForMeAction {
    var isUserInput: Bool {
        switch self {
        case .requested, .fieldMoved, .valueChanged, .confirmed, .cancelled, .consented: true
        case .proposed, .gapFilled, .gapFailed, .generationFailed, .applied, .applyFailed: false
        }
    }
}
