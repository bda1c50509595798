import Foundation
import SousCore

/// "Plan for me" on its own slice (`\.planForMe`): `p` on the week opens the form, Enter asks
/// the host for a proposal (the cookbook's picks at once, the empty days from the provider as
/// they come), Enter again plans it, Esc drops it with nothing saved.
enum PlanForMeReducer {
    /// What plan-for-me reads around it.
    struct Context: Equatable {
        var now: Date
        var today: PlanDay
        /// The Monday of the week shown; nil when the week is not on screen.
        var weekStart: PlanDay?
        var meals: [String]
        /// The provider that would fill the gaps (a cloud one only with its key); nil: none.
        var provider: AIProviderKind?
        var hasConsent: Bool
        var providerAddress: String?

        init(now: Date, weekStart: PlanDay?, meals: [String] = MealPlanning.defaultMeals, provider: AIProviderKind? = nil,
             hasConsent: Bool = true, providerAddress: String? = nil) {
            self.now = now
            today = PlanDay(now)
            self.weekStart = weekStart
            self.meals = meals
            self.provider = provider
            self.hasConsent = hasConsent
            self.providerAddress = providerAddress
        }

        init(_ app: AppState) {
            let status = app.ai.status
            var kind = status?.provider(choice: app.settings.aiProvider)
            if let cloud = kind, cloud.isCloud, status?.key(cloud) == nil { kind = nil }
            self.init(now: app.now, weekStart: app.week?.start, meals: app.week?.meals ?? MealPlanning.defaultMeals, provider: kind,
                      hasConsent: kind.map { status?.hasConsent($0) ?? false } ?? true, providerAddress: kind.flatMap { status?.baseURL($0) })
        }
    }

    static func reduce(_ slice: inout PlanForMeState, _ action: PlanForMeAction, _ context: Context) -> Reduction {
        switch action {
        case .requested:
            guard let start = context.weekStart, slice.proposal == nil else { return .none }
            // This week plans from today on; another week from its Monday.
            let from = (start...start.adding(days: 6)).contains(context.today) ? context.today : start
            slice.form = PlanForMeForm(from: from, meals: context.meals, provider: context.provider)
            return .none
        case .fieldMoved(let delta):
            guard var form = slice.form else { return .none }
            let fields = form.fields
            let index = fields.firstIndex(of: form.field) ?? 0
            form.field = fields[((index + delta) % fields.count + fields.count) % fields.count]
            slice.form = form
            return .none
        case .valueChanged(let delta):
            guard var form = slice.form else { return .none }
            switch form.field {
            case .days:
                guard (1...31).contains(form.days + delta) else { return [.terminal(.ringBell)] }
                form.days += delta
            case .meal:
                form.mealIndex = ((form.mealIndex + delta) % form.meals.count + form.meals.count) % form.meals.count
            case .generate:
                form.generate.toggle()
            }
            slice.form = form
            return .none
        case .confirmed:
            if let form = slice.form { return propose(form, &slice, context) }
            return apply(&slice)
        case .consented(let kind):
            guard let form = slice.form else { return .none }
            let started = start(form.request, provider: kind, &slice, context)
            // Remembered as Ctrl-G's consent is: asked once per provider, the status read again.
            return Reduction([.ai(.recordConsent(kind)), .ai(.loadStatus)] + started.effects, requests: started.requests)
        case .cancelled:
            if slice.form != nil {
                slice.form = nil
                return .none
            }
            guard let proposal = slice.proposal, !proposal.isApplying else { return .none }
            slice.proposal = nil
            let cancel: [Effect] = proposal.isGenerating && proposal.provider != nil ? [.ai(.cancel(id: proposal.id))] : []
            return Reduction(cancel, banner: Banner(.info, "Nothing was planned or saved."))
        case .proposed(let id, let days):
            guard slice.proposal?.id == id else { return .none }
            slice.proposal?.days = days
            slice.proposal?.isLoaded = true
            return .none
        case .gapFilled(let id, let day, let pick):
            guard slice.proposal?.id == id, let index = slice.proposal?.days.firstIndex(where: { $0.day == day }) else { return .none }
            slice.proposal?.days[index].pick = pick
            return .none
        case .gapFailed(let id, let day, let failure):
            guard slice.proposal?.id == id, let index = slice.proposal?.days.firstIndex(where: { $0.day == day }) else { return .none }
            slice.proposal?.days[index].pick = .gap(AppReducer.failureMessage(failure))
            return .none
        case .generationFailed(let id, let failure):
            guard var proposal = slice.proposal, proposal.id == id else { return .none }
            let reason = AppReducer.failureMessage(failure)
            for index in proposal.days.indices where proposal.days[index].pick == .generating { proposal.days[index].pick = .gap(reason) }
            proposal.isLoaded = true
            slice.proposal = proposal
            return Reduction(banner: Banner(.warning, "No recipes generated: \(reason)"))
        case .applied(let planned, let generated):
            slice.proposal = nil
            let recipes = generated == 0 ? "" : ", with \(generated) new recipe\(generated == 1 ? "" : "s") in your cookbook"
            return Reduction(requests: [.reloadLists, .banner(Banner(.success, "Planned \(planned) day\(planned == 1 ? "" : "s")\(recipes)."))])
        case .applyFailed(let message):
            slice.proposal?.isApplying = false
            return Reduction(banner: Banner(.error, "Nothing was planned: \(message)"))
        }
    }

    /// Enter on the form: asks first when the gaps would go to a cloud provider for the first time.
    static func propose(_ form: PlanForMeForm, _ slice: inout PlanForMeState, _ context: Context) -> Reduction {
        let request = form.request
        if request.generate, let kind = form.provider, kind.isCloud, !context.hasConsent {
            let address = context.providerAddress.map { " at \($0)" } ?? ""
            return Reduction(ask: Dialog(.planForMeConsent(kind), title: "Send to \(kind.displayName)?",
                                         message: "For each day your cookbook cannot fill, Sous will send \(kind.displayName)\(address) the meal (\(request.meal)), the servings and the titles already in the plan. Nothing else from your cookbook is sent, and your key goes only to this address. Asked once for \(kind.displayName).",
                                         yes: "send", no: "don't send"))
        }
        return start(request, provider: request.generate ? form.provider : nil, &slice, context)
    }

    static func start(_ request: PlanForMeRequest, provider: AIProviderKind?, _ slice: inout PlanForMeState, _ context: Context) -> Reduction {
        slice.serial += 1
        let id = -slice.serial
        slice.form = nil
        slice.proposal = PlanForMeProposal(id: id, request: request, startedAt: context.now, provider: provider)
        return [.ai(.proposePlan(id: id, request, provider: provider))]
    }

    /// Enter on a whole proposal: the generated recipes stored, every picked day planned.
    static func apply(_ slice: inout PlanForMeState) -> Reduction {
        guard var proposal = slice.proposal, !proposal.isApplying else { return .none }
        guard !proposal.isGenerating else {
            return Reduction([.terminal(.ringBell)], banner: Banner(.info, "Still generating: wait for the last days, or Esc cancels."))
        }
        guard proposal.days.contains(where: \.isPlanned) else {
            return Reduction([.terminal(.ringBell)], banner: Banner(.info, "Nothing to plan: every day is kept or empty. Esc closes."))
        }
        proposal.isApplying = true
        slice.proposal = proposal
        return [.ai(.applyPlan(proposal.days, meal: proposal.request.meal))]
    }
}
