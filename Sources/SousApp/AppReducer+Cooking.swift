import Foundation
import SousCore

/// The cooking overlay, on its own slice (`\.cooking`): the session (saved on every change), how
/// it is shown, its timers and the assistant's answers.
enum CookingReducer {
    /// What the kitchen reads from around it.
    struct Context: Equatable {
        var now: Date
        /// The recipe open over the tabs (`c` cooks it, in its servings and units).
        var openRecipe: DetailState?
        /// The cook's units, when no recipe is open.
        var units: UnitSystem
        /// The question on screen: an offer to resume goes once cooking starts.
        var question: Dialog.Purpose?
        /// Steps are read aloud as the cook reaches them (voice on, Read steps on).
        var readsSteps: Bool
        /// What is applied for this cook ("make it vegan"): a session of that recipe cooks it.
        var diet: DietState

        init(now: Date, openRecipe: DetailState? = nil, units: UnitSystem = .metric, question: Dialog.Purpose? = nil, readsSteps: Bool = false,
             diet: DietState = DietState()) {
            self.now = now
            self.openRecipe = openRecipe
            self.units = units
            self.question = question
            self.readsSteps = readsSteps
            self.diet = diet
        }

        init(_ app: AppState) {
            self.init(now: app.now, openRecipe: app.detail, units: app.settings.units, question: app.dialog?.purpose,
                      readsSteps: app.settings.voiceEnabled && app.settings.speakSteps, diet: app.diet)
        }
    }

    /// Seconds between reminders while a timer that rang has not been dealt with.
    static let reminderSeconds = 15.0
    /// Seconds between reads of the stored session while cooking, to pick up a timer another
    /// Sous (`sous ask --apply`) added: one read of a row by its key.
    static let syncSeconds = 2.0

    static func reduce(_ slot: inout CookingState?, _ action: CookingAction, _ context: Context) -> Reduction {
        switch action {
        case .requested:
            guard let detail = context.openRecipe, let id = detail.recipe.id else { return .none }
            if let cooking = slot, cooking.recipeId == id, !cooking.session.isFinished {
                slot?.isShown = true
                return .none
            }
            return [.store(.startCooking(recipeId: id, servings: detail.servings == detail.recipe.servings ? nil : detail.servings))]
        case .recipe(let id):
            return [.store(.startCooking(recipeId: id, servings: nil))]
        case .started(var session):
            var effects: [Effect] = []
            // Made vegan (or another diet) for this cook: the session cooks the adapted lines.
            session = context.diet.adapting(session)
            // A finished recipe's timers still running go on in the new session (issue 27 item 16).
            if let old = slot, old.session.isFinished, !old.session.workstate.timers.isEmpty {
                let known = Set(session.workstate.timers.map(\.id))
                session.workstate.timers += old.session.workstate.timers.filter { !known.contains($0.id) }
                if old.recipeId != session.recipe.id {
                    effects.append(.store(.saveWorkstate(old.session.applying(.cancelAllTimers, now: context.now).session.workstate)))
                }
            }
            var cooking = CookingState(session: session, units: context.openRecipe?.units ?? context.units)
            cooking.isShown = true
            slot = cooking
            var requests: [AppRequest] = []
            switch context.question {
            case .resumeCooking: requests = [.dismissDialog]
            case .resumeWork(_, let draft): requests = [.dismissDialog, .offerDraft(draft, atStart: true)]
            default: break
            }
            return Reduction(effects + [.store(.saveWorkstate(session.workstate))], requests: requests)
        case .storedCopyLoaded(let stored):
            return mergeStored(stored, &slot, context)
        case .shown:
            guard slot != nil else {
                return Reduction(banner: Banner(.info, "Nothing is cooking: open a recipe and press c."))
            }
            slot?.isShown = true
            return Reduction(requests: [.closeRecipe])
        case .command(let command):
            return apply(command, &slot, context)
        case .minute(let sign):
            guard let cooking = slot else { return .none }
            let timers = cooking.session.workstate.timers
            let target = cooking.ringing(at: context.now).first ?? timers.max { $0.createdAt < $1.createdAt }
            guard let target else {
                return Reduction([.terminal(.ringBell)], banner: Banner(.info, "No timers yet: t starts the step's timer, a adds one."))
            }
            return apply(.adjustTimer(name: target.name, seconds: 60 * sign), &slot, context)
        case .ingredientsToggled:
            slot?.showsIngredients.toggle()
            return .none
        case .noteRequested:
            guard let cooking = slot, let id = cooking.recipeId else { return .none }
            return Reduction(ask: Dialog(.addNote(recipeId: id), title: "A note for next time",
                                         message: "How did it go? It is added to \(cooking.session.recipe.title)'s family memory.",
                                         input: "", yes: "add"))
        case .prompt(let text):
            guard slot != nil else { return .none }
            return Reduction(ask: Dialog(.askAssistant, title: "Ask", message: "", input: text, yes: "ask"))
        case .answered:
            // A root case (`AppReducer.reduceCooking`): the answer also moves the voice indicator on
            // and may go on to the AI provider.
            return .none
        }
    }

    /// A key's command: applied at once, saved, and its reply shown in the banner when it matters.
    static func apply(_ command: CookingCommand, _ slot: inout CookingState?, _ context: Context) -> Reduction {
        guard var cooking = slot else { return .none }
        let wasFinished = cooking.session.isFinished
        let result = cooking.session.applying(command, now: context.now)
        cooking.session = result.session
        slot = cooking
        var effects: [Effect] = [.store(.saveWorkstate(result.session.workstate))] + stepReading(after: result, context)
        var requests: [AppRequest] = []
        if !result.isAccepted {
            requests.append(.banner(Banner(.warning, result.reply)))
            effects.append(.terminal(.ringBell))
        } else if result.events.contains(where: Self.isTimerEvent) {
            requests.append(.banner(Banner(.info, result.reply)))
        }
        if !wasFinished, result.session.isFinished, let id = cooking.recipeId {
            effects.append(.store(.markCooked(recipeId: id, at: context.now)))
        }
        return Reduction(effects, requests: requests)
    }

    static func isTimerEvent(_ event: CookingEvent) -> Bool {
        switch event {
        case .timerStarted, .timerCancelled, .timerAdjusted, .timersPaused, .timersResumed: true
        default: false
        }
    }

    /// What to say when the step changes and the cook asked for steps read aloud.
    static func stepReading(after result: CookingResult, _ context: Context) -> [Effect] {
        guard context.readsSteps, result.events.contains(where: { if case .stepChanged = $0 { true } else { false } }) else { return [] }
        return [.voice(.announce(SpokenText.speakable(result.session.reading(stepAt: result.session.stepIndex))))]
    }

    /// The assistant's answer: shown in its panel, said aloud, and its commands applied
    /// (or held for "yes" when they are destructive).
    static func answer(_ response: AssistantResponse, _ slot: inout CookingState?, _ context: Context) -> Reduction {
        guard var cooking = slot else { return .none }
        cooking.isThinking = false
        let wasFinished = cooking.session.isFinished
        let result = cooking.session.applying(response, now: context.now)
        cooking.session = result.session
        cooking.pending = response.confirm ? response : nil
        if let units = response.units { cooking.units = units }
        slot = cooking
        var effects: [Effect] = [.store(.saveWorkstate(result.session.workstate))]
        var requests: [AppRequest] = []
        if response.addsNote {
            requests.append(.recordNote)
        } else if response.stopsSpeaking {
            effects.append(.voice(.stopSpeaking))
        } else if !response.reply.isEmpty {
            effects.append(.voice(.announce(response.reply)))
        }
        if !wasFinished, result.session.isFinished, let id = cooking.recipeId {
            effects.append(.store(.markCooked(recipeId: id, at: context.now)))
        }
        return Reduction(effects, requests: requests)
    }

    /// What another Sous stored meanwhile, merged into the session here: its new timers and done
    /// steps join ours, ours are never dropped (`CookingWorkstate.merged(over:)`).
    static func mergeStored(_ stored: CookingWorkstate, _ slot: inout CookingState?, _ context: Context) -> Reduction {
        guard var cooking = slot, cooking.session.workstate.recipeId == stored.recipeId else { return .none }
        let mine = cooking.session.workstate
        let merged = mine.merged(over: stored)
        guard merged != mine else { return .none }
        let before = cooking.speechContext
        cooking.session.workstate = merged
        slot = cooking
        var requests: [AppRequest] = []
        let known = Set(mine.timers.map(\.id))
        let added = merged.timers.filter { !known.contains($0.id) }
        if !added.isEmpty {
            let names = added.map { "\($0.name) \(AppReducer.clock($0.remaining(at: context.now)))" }.joined(separator: ", ")
            requests.append(.banner(Banner(.info, "⏱ Added from another Sous: " + names + ".")))
        }
        requests.append(.voiceContextChanged(from: before, to: cooking.speechContext))
        return Reduction(requests: requests)
    }

    /// The clock moved on from `previous` to `context.now`: timers that reached zero since ring
    /// once, and ringing ones remind every few seconds until dealt with; every few seconds the
    /// stored copy is read.
    static func tick(from previous: Date, _ cooking: CookingState?, _ context: Context) -> Reduction {
        let now = context.now
        guard let cooking, previous.timeIntervalSince1970 > 0, now > previous else { return .none }
        let rang = cooking.session.workstate.timersExpiring(after: previous, upTo: now)
        var effects: [Effect] = []
        var requests: [AppRequest] = []
        if !rang.isEmpty {
            let text = cooking.session.announcement(forExpired: rang)
            // Enter stops an alarm on every screen but a question or the help (KeyBindings.alarm).
            requests.append(.banner(Banner(.warning, "⏱ " + text + (cooking.isShown ? " Enter stops it." : " Enter stops it; o shows the kitchen."))))
            effects += [.terminal(.ringBell), .voice(.announce(text))]
        } else if !cooking.ringing(at: now).isEmpty,
                  Int(now.timeIntervalSince1970 / reminderSeconds) != Int(previous.timeIntervalSince1970 / reminderSeconds) {
            effects.append(.terminal(.ringBell))
        }
        if Int(now.timeIntervalSince1970 / syncSeconds) != Int(previous.timeIntervalSince1970 / syncSeconds) {
            effects.append(.store(.loadWorkstate(recipeId: cooking.session.workstate.recipeId)))
        }
        return Reduction(effects, requests: requests)
    }

    /// Esc in the overlay: a finished session closes, unless a timer is still running (it keeps
    /// running behind the tabs, issue 27 item 16); one in progress hides and carries on.
    static func leave(_ slot: inout CookingState?) -> Reduction {
        guard let cooking = slot else { return .none }
        if cooking.session.isFinished {
            let timers = cooking.session.workstate.timers
            if timers.isEmpty {
                slot = nil
                return .none
            }
            slot?.isShown = false
            let they = timers.count == 1 ? "its timer keeps" : "its \(timers.count) timers keep"
            return Reduction(banner: Banner(.info, "\(cooking.session.recipe.title) is done; \(they) running: o shows \(timers.count == 1 ? "it" : "them")."))
        }
        slot?.isShown = false
        let running = cooking.session.workstate.timers.count
        return Reduction(banner: Banner(.info, "Still cooking \(cooking.session.recipe.title)\(running > 0 ? " (\(running) timer\(running == 1 ? "" : "s"))" : ""): o comes back."))
    }
}

extension AppReducer {
    /// The overlay's keys and results, on the cooking slice. (The clock, which never changes what
    /// the recogniser should expect, goes to `tick` directly and skips the comparison.)
    static func reduceCooking(_ state: inout AppState, _ action: CookingAction) -> [Effect] {
        let before = state.cooking?.speechContext
        let effects: [Effect]
        switch action {
        // A root case: the answer moves the voice indicator on, and a question the offline
        // assistant could not answer goes on to the AI provider.
        case .answered(let response):
            if state.cooking != nil, state.voice.phase == .thinking { state.voice.phase = .listening }
            let answered = scope(&state, \.cooking, CookingReducer.Context.init(_:)) { CookingReducer.answer(response, &$0, $1) }
            effects = askProvider(after: response, effects: answered, &state)
        default:
            effects = scope(&state, \.cooking, CookingReducer.Context.init(_:)) { CookingReducer.reduce(&$0, action, $1) }
        }
        return effects + voiceContext(before: before, after: state.cooking?.speechContext, in: state)
    }

    /// Moves the clock; the kitchen's timers ring against it.
    static func tick(_ now: Date, _ state: inout AppState) -> [Effect] {
        let previous = state.now
        state.now = now
        return scope(&state, \.cooking, CookingReducer.Context.init(_:)) { CookingReducer.tick(from: previous, $0, $1) }
    }

    /// Esc in the overlay.
    static func leaveCooking(_ state: inout AppState) -> [Effect] {
        scope(&state, \.cooking) { CookingReducer.leave(&$0) }
    }
}
