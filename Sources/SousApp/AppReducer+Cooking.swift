import Foundation
import SousCore

extension AppReducer {
    /// Seconds between reminders while a timer that rang has not been dealt with.
    static let reminderSeconds = 15.0
    /// Seconds between reads of the stored session while cooking, to pick up a timer another
    /// Sous (`sous ask --apply`) added: one read of a row by its key.
    static let syncSeconds = 2.0

    /// The overlay's keys and results. (The clock, which never changes what the recogniser should
    /// expect, goes to `tick` directly and skips the comparison.)
    static func reduceCooking(_ state: inout AppState, _ action: CookingAction) -> [Effect] {
        let before = state.cooking?.speechContext
        let effects = reduceCookingAction(&state, action)
        return effects + voiceContext(before: before, after: state.cooking?.speechContext, in: state)
    }

    static func reduceCookingAction(_ state: inout AppState, _ action: CookingAction) -> [Effect] {
        switch action {
        case .requested:
            guard let detail = state.detail, let id = detail.recipe.id else { return [] }
            if let cooking = state.cooking, cooking.recipeId == id, !cooking.session.isFinished {
                state.cooking?.isShown = true
                return []
            }
            return [.store(.startCooking(recipeId: id, servings: detail.servings == detail.recipe.servings ? nil : detail.servings))]
        case .recipe(let id):
            return [.store(.startCooking(recipeId: id, servings: nil))]
        case .started(var session):
            var effects: [Effect] = []
            // Made vegan (or another diet) for this cook: the session cooks the adapted lines.
            session = state.diet.adapting(session)
            // A finished recipe's timers still running go on in the new session (issue 27 item 16).
            if let old = state.cooking, old.session.isFinished, !old.session.workstate.timers.isEmpty {
                let known = Set(session.workstate.timers.map(\.id))
                session.workstate.timers += old.session.workstate.timers.filter { !known.contains($0.id) }
                if old.recipeId != session.recipe.id {
                    effects.append(.store(.saveWorkstate(old.session.applying(.cancelAllTimers, now: state.now).session.workstate)))
                }
            }
            var cooking = CookingState(session: session, units: state.detail?.units ?? state.settings.units)
            cooking.isShown = true
            state.cooking = cooking
            switch state.dialog?.purpose {
            case .resumeCooking: state.dialog = nil
            case .resumeWork(_, let draft):
                state.dialog = nil
                offer(draft, atStart: true, &state)
            default: break
            }
            return effects + [.store(.saveWorkstate(session.workstate))]
        case .storedCopyLoaded(let stored):
            return mergeStored(stored, &state)
        case .shown:
            guard state.cooking != nil else {
                state.banner = Banner(.info, "Nothing is cooking: open a recipe and press c.")
                return []
            }
            state.cooking?.isShown = true
            state.detail = nil
            return []
        case .command(let command):
            return apply(command, &state)
        case .minute(let sign):
            guard let cooking = state.cooking else { return [] }
            let timers = cooking.session.workstate.timers
            let target = cooking.ringing(at: state.now).first ?? timers.max { $0.createdAt < $1.createdAt }
            guard let target else {
                state.banner = Banner(.info, "No timers yet: t starts the step's timer, a adds one.")
                return [.terminal(.ringBell)]
            }
            return apply(.adjustTimer(name: target.name, seconds: 60 * sign), &state)
        case .ingredientsToggled:
            state.cooking?.showsIngredients.toggle()
            return []
        case .noteRequested:
            guard let cooking = state.cooking, let id = cooking.recipeId else { return [] }
            state.dialog = Dialog(.addNote(recipeId: id), title: "A note for next time",
                                  message: "How did it go? It is added to \(cooking.session.recipe.title)'s family memory.",
                                  input: "", yes: "add")
            return []
        case .prompt(let text):
            guard state.cooking != nil else { return [] }
            state.dialog = Dialog(.askAssistant, title: "Ask", message: "", input: text, yes: "ask")
            return []
        case .answered(let response):
            return askProvider(after: response, effects: answer(response, &state), &state)
        }
    }

    /// A key's command: applied at once, saved, and its reply shown in the banner when it matters.
    static func apply(_ command: CookingCommand, _ state: inout AppState) -> [Effect] {
        guard var cooking = state.cooking else { return [] }
        let wasFinished = cooking.session.isFinished
        let result = cooking.session.applying(command, now: state.now)
        cooking.session = result.session
        state.cooking = cooking
        var effects: [Effect] = [.store(.saveWorkstate(result.session.workstate))] + stepReading(after: result, in: state)
        if !result.isAccepted {
            state.banner = Banner(.warning, result.reply)
            effects.append(.terminal(.ringBell))
        } else if result.events.contains(where: Self.isTimerEvent) {
            state.banner = Banner(.info, result.reply)
        }
        if !wasFinished, result.session.isFinished, let id = cooking.recipeId {
            effects.append(.store(.markCooked(recipeId: id, at: state.now)))
        }
        return effects
    }

    static func isTimerEvent(_ event: CookingEvent) -> Bool {
        switch event {
        case .timerStarted, .timerCancelled, .timerAdjusted, .timersPaused, .timersResumed: true
        default: false
        }
    }

    /// The assistant's answer: shown in its panel, said aloud, and its commands applied
    /// (or held for "yes" when they are destructive).
    static func answer(_ response: AssistantResponse, _ state: inout AppState) -> [Effect] {
        guard var cooking = state.cooking else { return [] }
        cooking.isThinking = false
        if state.voice.phase == .thinking { state.voice.phase = .listening }
        let wasFinished = cooking.session.isFinished
        let result = cooking.session.applying(response, now: state.now)
        cooking.session = result.session
        cooking.pending = response.confirm ? response : nil
        if let units = response.units { cooking.units = units }
        state.cooking = cooking
        var effects: [Effect] = [.store(.saveWorkstate(result.session.workstate))]
        if response.stopsSpeaking {
            effects.append(.voice(.stopSpeaking))
        } else if !response.reply.isEmpty {
            effects.append(.voice(.announce(response.reply)))
        }
        if !wasFinished, result.session.isFinished, let id = cooking.recipeId {
            effects.append(.store(.markCooked(recipeId: id, at: state.now)))
        }
        return effects
    }

    /// What another Sous stored meanwhile, merged into the session here: its new timers and done
    /// steps join ours, ours are never dropped (`CookingWorkstate.merged(over:)`).
    static func mergeStored(_ stored: CookingWorkstate, _ state: inout AppState) -> [Effect] {
        guard var cooking = state.cooking, cooking.session.workstate.recipeId == stored.recipeId else { return [] }
        let mine = cooking.session.workstate
        let merged = mine.merged(over: stored)
        guard merged != mine else { return [] }
        let before = cooking.speechContext
        cooking.session.workstate = merged
        state.cooking = cooking
        let known = Set(mine.timers.map(\.id))
        let added = merged.timers.filter { !known.contains($0.id) }
        if !added.isEmpty {
            let names = added.map { "\($0.name) \(clock($0.remaining(at: state.now)))" }.joined(separator: ", ")
            state.banner = Banner(.info, "⏱ Added from another Sous: " + names + ".")
        }
        return voiceContext(before: before, after: cooking.speechContext, in: state)
    }

    /// Moves the clock: timers that reached zero since the last tick ring once, and ringing ones
    /// remind every few seconds until dealt with; every few seconds the stored copy is read.
    static func tick(_ now: Date, _ state: inout AppState) -> [Effect] {
        let previous = state.now
        state.now = now
        guard let cooking = state.cooking, previous.timeIntervalSince1970 > 0, now > previous else { return [] }
        let rang = cooking.session.workstate.timersExpiring(after: previous, upTo: now)
        var effects: [Effect] = []
        if !rang.isEmpty {
            let text = cooking.session.announcement(forExpired: rang)
            // Enter stops an alarm on every screen but a question or the help (KeyBindings.alarm).
            state.banner = Banner(.warning, "⏱ " + text + (cooking.isShown ? " Enter stops it." : " Enter stops it; o shows the kitchen."))
            effects += [.terminal(.ringBell), .voice(.announce(text))]
        } else if !cooking.ringing(at: now).isEmpty,
                  Int(now.timeIntervalSince1970 / reminderSeconds) != Int(previous.timeIntervalSince1970 / reminderSeconds) {
            effects.append(.terminal(.ringBell))
        }
        if Int(now.timeIntervalSince1970 / syncSeconds) != Int(previous.timeIntervalSince1970 / syncSeconds) {
            effects.append(.store(.loadWorkstate(recipeId: cooking.session.workstate.recipeId)))
        }
        return effects
    }

    /// Esc in the overlay: a finished session closes, unless a timer is still running (it keeps
    /// running behind the tabs, issue 27 item 16); one in progress hides and carries on.
    static func leaveCooking(_ state: inout AppState) -> [Effect] {
        guard let cooking = state.cooking else { return [] }
        if cooking.session.isFinished {
            let timers = cooking.session.workstate.timers
            if timers.isEmpty {
                state.cooking = nil
            } else {
                state.cooking?.isShown = false
                let they = timers.count == 1 ? "its timer keeps" : "its \(timers.count) timers keep"
                state.banner = Banner(.info, "\(cooking.session.recipe.title) is done; \(they) running: o shows \(timers.count == 1 ? "it" : "them").")
            }
        } else {
            state.cooking?.isShown = false
            let running = cooking.session.workstate.timers.count
            state.banner = Banner(.info, "Still cooking \(cooking.session.recipe.title)\(running > 0 ? " (\(running) timer\(running == 1 ? "" : "s"))" : ""): o comes back.")
        }
        return []
    }
}
