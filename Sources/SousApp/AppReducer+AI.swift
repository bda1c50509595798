import Foundation
import SousCore

/// AI in the app, on its own slice (`\.ai`): the status, the generate form and the request in
/// flight. The answer to a question asked while cooking shows in the kitchen's panel, which the
/// root writes on request (`.answerInKitchen`); a generated recipe goes to Import's preview.
enum AIReducer {
    /// What AI reads from around it.
    struct Context: Equatable {
        /// The provider chosen in Settings (`Settings.aiProvider`: nil for automatic, "off" or a provider).
        var providerChoice: String?
        var now: Date

        init(providerChoice: String? = nil, now: Date = Date(timeIntervalSince1970: 0)) {
            self.providerChoice = providerChoice
            self.now = now
        }

        init(_ app: AppState) {
            self.init(providerChoice: app.settings.aiProvider, now: app.now)
        }
    }

    static func reduce(_ ai: inout AIState, _ action: AIAction, _ context: Context) -> Reduction {
        switch action {
        case .statusLoaded(let status):
            ai.status = status
            return .none
        case .generateRequested:
            ai.form = AIGenerateForm()
            return .none
        case .form(let input):
            return formInput(input, &ai, context)
        case .keyDeleteRequested:
            return askToDeleteKey(ai, context)
        case .keyChanged(let text):
            return Reduction([.ai(.loadStatus)], banner: Banner(.success, text))
        case .chunk(let id, let piece):
            guard var request = ai.request, request.id == id else { return .none }
            request.text += piece
            let said = AppReducer.speakSentences(&request, final: false)
            ai.request = request
            return Reduction(said, requests: [.answerInKitchen(request, .partial)])
        case .answered(let id):
            guard var request = ai.request, request.id == id else { return .none }
            ai.request = nil
            let said = AppReducer.speakSentences(&request, final: true)
            switch request.purpose {
            case .dietSwaps: return Reduction(requests: [.forward(.diet(.aiAnswered(request.text)))])
            case .askRecipe: return Reduction(said, requests: [.forward(.recipeAsk(.answered(request.text)))])
            case .ask, .generate: return Reduction(said, requests: [.answerInKitchen(request, .finished)])
            }
        case .generated(let id, let preview):
            guard ai.request?.id == id else { return .none }
            ai.request = nil
            ai.form = nil
            return Reduction(requests: [.preview(preview)])
        case .waiting(let id, let seconds):
            guard ai.request?.id == id else { return .none }
            ai.request?.retryAt = context.now.addingTimeInterval(seconds)
            return .none
        case .failed(let id, let failure):
            if let id, ai.request?.id != id { return .none }
            var requests: [AppRequest] = []
            if let request = ai.request { requests += cutShort(request) }
            ai.request = nil
            requests.append(.banner(Banner(failure == .cancelled ? .info : .error, AppReducer.failureMessage(failure))))
            return Reduction(requests: requests)
        case .cancelRequested:
            guard let request = ai.request else { return .none }
            var requests: [AppRequest] = []
            requests += cutShort(request)
            ai.request = nil
            requests.append(.banner(Banner(.info, AppReducer.failureMessage(.cancelled))))
            return Reduction([.ai(.cancel(id: request.id)), .voice(.stopSpeaking)], requests: requests)
        }
    }

    /// A stream that stopped: what came stays where it was shown, marked as cut short.
    static func cutShort(_ request: AIRequestState) -> [AppRequest] {
        switch request.purpose {
        case .ask: [.answerInKitchen(request, .cutShort)]
        case .askRecipe: [.forward(.recipeAsk(.cutShort(request.text)))]
        case .generate, .dietSwaps: []
        }
    }

    // MARK: - The generate form

    static func formInput(_ input: AIFormInput, _ ai: inout AIState, _ context: Context) -> Reduction {
        guard var form = ai.form else { return .none }
        let fields = AIGenerateForm.Field.allCases
        switch input {
        case .typed(let text):
            let clean = text.filter { !$0.isControlLike && $0 != "\n" }
            var value = form.value(form.focus)
            guard value.count + clean.count <= AIGenerateForm.maxLength else { return [.terminal(.ringBell)] }
            value += clean
            form.values[form.focus.rawValue] = value
        case .backspace:
            form.values[form.focus.rawValue] = String(form.value(form.focus).dropLast())
        case .nextField:
            form.focus = fields[(form.focus.rawValue + 1) % fields.count]
        case .previousField:
            form.focus = fields[(form.focus.rawValue + fields.count - 1) % fields.count]
        case .cancel:
            ai.form = nil
            return .none
        case .submit:
            switch form.brief() {
            case .failure(let problem):
                form.problem = problem.text
                ai.form = form
                return [.terminal(.ringBell)]
            case .success(let brief):
                ai.form = nil
                return request(.generate(brief), &ai, context)
            }
        }
        form.problem = nil
        ai.form = form
        return .none
    }

    // MARK: - Requests

    /// Sends `purpose` to the provider in force, after the first-use consent for a cloud one;
    /// or says, in the banner, why it cannot (no provider, no key, one already running).
    static func request(_ purpose: AIRequestState.Purpose, _ ai: inout AIState, _ context: Context) -> Reduction {
        guard ai.request == nil else {
            return Reduction([.terminal(.ringBell)], banner: Banner(.warning, "Sous is still waiting for the last answer: Esc cancels it."))
        }
        guard let status = ai.status else {
            return Reduction([.ai(.loadStatus)], banner: Banner(.info, "Sous is still looking for an AI provider; try again in a moment."))
        }
        guard let kind = status.provider(choice: context.providerChoice) else {
            return Reduction(banner: Banner(.warning, AppReducer.failureMessage(.noProvider)))
        }
        if kind.isCloud, status.key(kind) == nil {
            return Reduction(banner: Banner(.warning, AppReducer.failureMessage(.noKey(kind))))
        }
        if !status.hasConsent(kind) {
            return Reduction(ask: Dialog(.aiConsent(kind, purpose), title: "Send to \(kind.displayName)?",
                                         message: consentMessage(kind, purpose, status: status), yes: "send", no: "don't send"))
        }
        return start(purpose, kind, &ai, now: context.now)
    }

    /// What a first send to a cloud provider shows before anything leaves the machine.
    static func consentMessage(_ kind: AIProviderKind, _ purpose: AIRequestState.Purpose, status: AIStatus) -> String {
        let sends: String = switch purpose {
        case .generate(let brief):
            "your description, cuisine, diets, servings and time limit (\"\(brief.description)\")"
        case .ask(let question, _):
            "this recipe (title, servings, ingredients and steps as shown) and your question (\"\(question.question)\")"
        case .askRecipe(let question, _):
            "this recipe (title, servings, ingredients and steps as shown) and your question (\"\(question.question)\")"
        case .dietSwaps(_, _, let lines):
            "this recipe's title, the diet and the \(lines) ingredient line\(lines == 1 ? "" : "s") Sous has no swap for"
        }
        let address = status.baseURL(kind).map { " at \($0)" } ?? ""
        return "Sous will send \(kind.displayName)\(address) \(sends). Nothing else from your cookbook is sent, and your key goes only to this address. Asked once for \(kind.displayName)."
    }

    static func start(_ purpose: AIRequestState.Purpose, _ kind: AIProviderKind, _ ai: inout AIState, now: Date) -> Reduction {
        ai.serial += 1
        let request = AIRequestState(id: ai.serial, purpose: purpose, provider: kind, startedAt: now)
        ai.request = request
        switch purpose {
        case .generate(let brief):
            return [.ai(.generate(id: request.id, brief, provider: kind))]
        case .ask(let question, _):
            return Reduction([.ai(.ask(id: request.id, question, provider: kind))], requests: [.answerInKitchen(request, .partial)])
        case .dietSwaps(let question, _, _), .askRecipe(let question, _):
            return [.ai(.ask(id: request.id, question, provider: kind))]
        }
    }

    /// The cook agreed: remembered here at once (and stored), then sent.
    static func consented(_ kind: AIProviderKind, _ purpose: AIRequestState.Purpose, _ ai: inout AIState, _ context: Context) -> Reduction {
        if var status = ai.status {
            var saved = status.saved(kind) ?? AIProviderSettings(provider: kind.rawValue)
            saved.consentedAt = context.now
            status.providers.removeAll { $0.provider == kind.rawValue }
            status.providers.append(saved)
            ai.status = status
        }
        let started = start(purpose, kind, &ai, now: context.now)
        return Reduction([.ai(.recordConsent(kind))] + started.effects, requests: started.requests)
    }

    // MARK: - Settings

    /// Enter or ← → on Settings' AI model, address and key rows (the provider row is a setting,
    /// `SettingsReducer`).
    static func cycleSetting(_ row: SettingsRow, _ ai: AIState, _ context: Context) -> Reduction {
        let status = ai.status ?? AIStatus()
        let inForce = status.provider(choice: context.providerChoice)
        switch row {
        case .aiModel, .aiBaseURL:
            guard let kind = inForce else {
                return Reduction([.terminal(.ringBell)], banner: Banner(.warning, "Choose a provider first (AI provider row)."))
            }
            if row == .aiModel {
                return Reduction(ask: Dialog(.aiModel(kind), title: "\(kind.displayName): model",
                                             message: "The model to ask (empty for the default, \(status.defaults[kind.rawValue]?.model ?? "the provider's")):",
                                             input: status.saved(kind)?.model ?? "", yes: "set"))
            }
            return Reduction(ask: Dialog(.aiBaseURL(kind), title: "\(kind.displayName): address",
                                         message: "The base URL (a proxy or an OpenAI-compatible server; empty for \(status.defaults[kind.rawValue]?.baseURL ?? "the usual one")):",
                                         input: status.saved(kind)?.baseURL ?? "", yes: "set"))
        case .aiKey:
            guard let kind = inForce, kind.isCloud else {
                return Reduction(banner: Banner(.info, inForce == .local ? "The local server needs no key." : "Choose OpenAI, Anthropic or Gemini first (AI provider row)."))
            }
            return Reduction(ask: Dialog(.aiKey(kind), title: "\(kind.displayName) key",
                                         message: "Paste the key. It goes to the desktop keyring (or a file only you can read), never into the cookbook, and shows only as sk-…9f2c.",
                                         input: "", yes: "save", isSecret: true))
        default:
            return .none
        }
    }

    static func askToDeleteKey(_ ai: AIState, _ context: Context) -> Reduction {
        guard let status = ai.status, let kind = status.provider(choice: context.providerChoice), kind.isCloud,
              let key = status.key(kind) else {
            return Reduction(banner: Banner(.info, "No key to delete here."))
        }
        let environment = key.isEnvironment ? " It is set in the environment (\(kind.keyVariable ?? "")), which Sous cannot change: unset it there too." : ""
        return Reduction(ask: Dialog(.aiDeleteKey(kind), title: "Delete the \(kind.displayName) key",
                                     message: "Delete \(key.masked) from the keyring and the key file?" + environment, yes: "delete", no: "keep"))
    }

    /// What a typed answer to one of the AI dialogs does.
    static func accept(_ purpose: Dialog.Purpose, text: String, _ ai: inout AIState, _ context: Context) -> Reduction {
        let status = ai.status ?? AIStatus()
        switch purpose {
        case .aiConsent(let kind, let request):
            return consented(kind, request, &ai, context)
        case .aiKey(let kind):
            return [.ai(.setKey(kind, SecretText(text)))]
        case .aiDeleteKey(let kind):
            return [.ai(.deleteKey(kind))]
        case .aiModel(let kind):
            var saved = status.saved(kind) ?? AIProviderSettings(provider: kind.rawValue)
            saved.model = text.isEmpty ? nil : text
            return [.ai(.saveProvider(saved))]
        case .aiBaseURL(let kind):
            let lower = text.lowercased()
            guard text.isEmpty || ((lower.hasPrefix("http://") || lower.hasPrefix("https://")) && !text.contains(" ")) else {
                return Reduction([.terminal(.ringBell)], banner: Banner(.warning, "An address starts with http:// or https:// (like http://127.0.0.1:11434/v1); nothing changed."))
            }
            var saved = status.saved(kind) ?? AIProviderSettings(provider: kind.rawValue)
            saved.baseURL = text.isEmpty ? nil : text
            return [.ai(.saveProvider(saved))]
        default:
            return .none
        }
    }
}

/// How far an answer asked while cooking has come, for the kitchen's panel.
enum KitchenAnswer: Equatable, Sendable {
    /// On its way: the text so far (or that it is being asked).
    case partial
    case finished
    /// Stopped (failed or cancelled): what came is kept, marked as cut short.
    case cutShort
}

/// The whole-state entry points (Esc, Settings, Dialog, Cooking), and the answer in the kitchen.
extension AppReducer {
    static func reduceAI(_ state: inout AppState, _ action: AIAction) -> [Effect] {
        scope(&state, \.ai, AIReducer.Context.init(_:)) { AIReducer.reduce(&$0, action, $1) }
    }

    static func request(_ purpose: AIRequestState.Purpose, _ state: inout AppState) -> [Effect] {
        scope(&state, \.ai, AIReducer.Context.init(_:)) { AIReducer.request(purpose, &$0, $1) }
    }

    static func cycleAISetting(_ row: SettingsRow, _ state: inout AppState) -> [Effect] {
        scope(&state, \.ai, AIReducer.Context.init(_:)) { AIReducer.cycleSetting(row, $0, $1) }
    }

    static func acceptAIDialog(_ purpose: Dialog.Purpose, text: String, _ state: inout AppState) -> [Effect] {
        scope(&state, \.ai, AIReducer.Context.init(_:)) { AIReducer.accept(purpose, text: text, &$0, $1) }
    }

    /// The answer to a question asked while cooking, as far as it has come, in the kitchen's panel.
    static func answerInKitchen(_ request: AIRequestState, _ stage: KitchenAnswer, now: Date, _ cooking: inout CookingState?) -> [Effect] {
        switch stage {
        case .partial:
            showAnswer(request, in: &cooking)
            return []
        case .finished:
            return finishAnswer(request, now: now, &cooking)
        case .cutShort:
            cutShort(request, in: &cooking)
            return []
        }
    }

    // MARK: - Asking while cooking

    /// After the offline assistant answered: a question it could not answer goes to the provider
    /// (its fallback reply is not spoken then); with none, the panel says how to add one.
    static func askProvider(after response: AssistantResponse, effects: [Effect], _ state: inout AppState) -> [Effect] {
        guard response.intent == IntentMatch.unknownIntent, !response.query.isEmpty, var cooking = state.cooking else { return effects }
        guard let status = state.ai.status, status.provider(choice: state.settings.aiProvider) != nil else {
            // Nothing loaded yet counts as none: the offline answer stands either way.
            let note = state.settings.aiProvider == "off" ? "AI is off: Settings → AI turns it on." : "An AI provider could answer this: add one in Settings → AI."
            cooking.session.workstate.lastResponse = [cooking.lastAnswer ?? "", note].filter { !$0.isEmpty }.joined(separator: " ")
            state.cooking = cooking
            return effects
        }
        let question = AIQuestion(question: response.query, context: recipeContext(cooking))
        let sent = request(.ask(question, recipeId: cooking.recipeId), &state)
        guard sent.contains(where: { if case .ai = $0 { true } else { false } }) || state.dialog != nil else { return effects + sent }
        // The provider answers instead: the fallback is not said aloud.
        return effects.filter { if case .voice(.announce) = $0 { false } else { true } } + sent
    }

    /// The recipe as the provider sees it: scaled to the servings cooked, in the cook's units.
    static func recipeContext(_ cooking: CookingState) -> String {
        let session = cooking.session, recipe = session.recipe
        var lines = ["Recipe: \(recipe.title)"]
        if let servings = session.servings { lines.append("The cook is making \(servings) servings.") }
        lines.append("Ingredients:")
        lines += recipe.ingredients.map { "- " + IngredientFormatter.display($0, system: cooking.units, scale: session.workstate.scaleFactor) }
        lines.append("Steps:")
        lines += recipe.instructions.map { "\($0.step). " + TemperatureConverter.rewrite($0.text, for: cooking.units) }
        if session.stepCount > 0 { lines.append("The cook is on step \(min(session.stepIndex + 1, session.stepCount)) of \(session.stepCount).") }
        return lines.joined(separator: "\n")
    }

    /// The answer so far in the assistant panel (or that it is on its way).
    static func showAnswer(_ request: AIRequestState, in cooking: inout CookingState?) {
        guard case .ask(_, let recipeId) = request.purpose, var shown = cooking, shown.recipeId == recipeId else { return }
        shown.session.workstate.lastResponse = request.text.isEmpty ? "asking \(request.provider.displayName)…" : request.text
        cooking = shown
    }

    static func finishAnswer(_ request: AIRequestState, now: Date, _ cooking: inout CookingState?) -> [Effect] {
        guard case .ask(_, let recipeId) = request.purpose, var shown = cooking, shown.recipeId == recipeId else { return [] }
        let text = request.text.trimmingCharacters(in: .whitespacesAndNewlines)
        shown.session.workstate.lastResponse = text.isEmpty ? "\(request.provider.displayName) gave no answer." : text
        // Newer than the offline answer it replaces, even within the millisecond the store keeps
        // (the save merges by this time, and the stored copy must not win).
        let before = shown.session.workstate.updatedAt
        shown.session.workstate.updatedAt = max(now, before.addingTimeInterval(0.002))
        cooking = shown
        // Said sentence by sentence as it came (`speakSentences`), not here.
        return [.store(.saveWorkstate(shown.session.workstate))]
    }

    /// A stream that stopped: what came is kept, marked as cut short.
    static func cutShort(_ request: AIRequestState, in cooking: inout CookingState?) {
        guard case .ask(_, let recipeId) = request.purpose, var shown = cooking, shown.recipeId == recipeId else { return }
        shown.session.workstate.lastResponse = request.text.isEmpty ? "No answer." : request.text + " (cut short)"
        cooking = shown
    }

    // MARK: - Words

    static func failureMessage(_ failure: AIFailure) -> String {
        switch failure {
        case .noProvider:
            "No AI provider: in Settings → AI choose one (start a local server such as Ollama, or add a key)."
        case .noKey(let kind):
            "No key for \(kind.displayName): Settings → AI, Enter on AI key adds one" + (kind.keyVariable.map { " (or set \($0))." } ?? ".")
        case .keyRefused(let kind, let status):
            "\(kind.displayName) refused the key (HTTP \(status)): replace it in Settings → AI."
        case .rateLimited(let kind, let retryAfter):
            retryAfter.map { "\(kind.displayName) is busy (rate limited): waiting as it asks would take \(seconds($0)) in all; try again then." }
                ?? "\(kind.displayName) is busy (rate limited): try again in a minute."
        case .timeout(let kind, let limit):
            "\(kind.displayName) did not answer within \(seconds(limit)): try again."
        case .unreachable(let kind, let host):
            "Cannot reach \(kind.displayName) at \(host): check the network, or the address in Settings → AI."
        case .server(let kind, let status, let message):
            "\(kind.displayName) answered with an error (HTTP \(status))" + (message.isEmpty ? "." : ": \(message)")
        case .invalidAnswer(let kind, let problems):
            "\(kind.displayName)'s recipe did not fit, even after one repair request: " + problems.prefix(3).joined(separator: "; ")
        case .malformed(let kind, let detail):
            "\(kind.displayName) sent an answer Sous cannot read (\(detail))."
        case .cancelled:
            "Cancelled: nothing was saved."
        case .keyStore(let text), .other(let text):
            text
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
