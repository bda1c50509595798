import Foundation
import SousCore

/// AI in the app. Each function takes the AI slice and what it reads besides; `reduceAI` is the
/// adapter from the whole state (the banner, the settings, the cooking session) to them.
extension AppReducer {
    static func reduceAI(_ state: inout AppState, _ action: AIAction) -> [Effect] {
        switch action {
        case .statusLoaded(let status):
            state.ai.status = status
            return []
        case .generateRequested:
            state.ai.form = AIGenerateForm()
            return []
        case .form(let input):
            return formInput(input, &state)
        case .keyDeleteRequested:
            return askToDeleteKey(&state)
        case .keyChanged(let text):
            state.banner = Banner(.success, text)
            return [.ai(.loadStatus)]
        case .chunk(let id, let piece):
            guard var request = state.ai.request, request.id == id else { return [] }
            request.text += piece
            let said = speakSentences(&request, final: false)
            state.ai.request = request
            showAnswer(request, in: &state.cooking)
            return said
        case .answered(let id):
            guard var request = state.ai.request, request.id == id else { return [] }
            state.ai.request = nil
            let said = speakSentences(&request, final: true)
            switch request.purpose {
            case .dietSwaps: return reduceAction(&state, .diet(.aiAnswered(request.text)))
            case .askRecipe: return reduceAction(&state, .recipeAsk(.answered(request.text))) + said
            case .ask, .generate: return finishAnswer(request, now: state.now, &state.cooking) + said
            }
        case .generated(let id, let preview):
            guard state.ai.request?.id == id else { return [] }
            state.ai.request = nil
            state.ai.form = nil
            return reduceImport(&state, .previewed(preview))
        case .waiting(let id, let seconds):
            guard state.ai.request?.id == id else { return [] }
            state.ai.request?.retryAt = state.now.addingTimeInterval(seconds)
            return []
        case .failed(let id, let failure):
            if let id, state.ai.request?.id != id { return [] }
            if let request = state.ai.request, case .ask = request.purpose { cutShort(request, in: &state.cooking) }
            let recipeAsk = state.ai.request.flatMap { if case .askRecipe = $0.purpose { $0.text } else { nil } }
            state.ai.request = nil
            let effects = recipeAsk.map { reduceAction(&state, .recipeAsk(.cutShort($0))) } ?? []
            state.banner = Banner(failure == .cancelled ? .info : .error, failureMessage(failure))
            return effects
        case .cancelRequested:
            guard let request = state.ai.request else { return [] }
            if case .ask = request.purpose { cutShort(request, in: &state.cooking) }
            state.ai.request = nil
            let effects = if case .askRecipe = request.purpose { reduceAction(&state, .recipeAsk(.cutShort(request.text))) } else { [Effect]() }
            state.banner = Banner(.info, failureMessage(.cancelled))
            return [.ai(.cancel(id: request.id)), .voice(.stopSpeaking)] + effects
        }
    }

    // MARK: - The generate form

    static func formInput(_ input: AIFormInput, _ state: inout AppState) -> [Effect] {
        guard var form = state.ai.form else { return [] }
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
            state.ai.form = nil
            return []
        case .submit:
            switch form.brief() {
            case .failure(let problem):
                form.problem = problem.text
                state.ai.form = form
                return [.terminal(.ringBell)]
            case .success(let brief):
                state.ai.form = nil
                return request(.generate(brief), &state)
            }
        }
        form.problem = nil
        state.ai.form = form
        return []
    }

    // MARK: - Requests

    /// Sends `purpose` to the provider in force, after the first-use consent for a cloud one;
    /// or says, in the banner, why it cannot (no provider, no key, one already running).
    static func request(_ purpose: AIRequestState.Purpose, _ state: inout AppState) -> [Effect] {
        guard state.ai.request == nil else {
            state.banner = Banner(.warning, "Sous is still waiting for the last answer: Esc cancels it.")
            return [.terminal(.ringBell)]
        }
        guard let status = state.ai.status else {
            state.banner = Banner(.info, "Sous is still looking for an AI provider; try again in a moment.")
            return [.ai(.loadStatus)]
        }
        guard let kind = status.provider(choice: state.settings.aiProvider) else {
            state.banner = Banner(.warning, failureMessage(.noProvider))
            return []
        }
        if kind.isCloud, status.key(kind) == nil {
            state.banner = Banner(.warning, failureMessage(.noKey(kind)))
            return []
        }
        if !status.hasConsent(kind) {
            state.dialog = Dialog(.aiConsent(kind, purpose), title: "Send to \(kind.displayName)?",
                                  message: consentMessage(kind, purpose, status: status), yes: "send", no: "don't send")
            return []
        }
        return start(purpose, kind, &state.ai, now: state.now, cooking: &state.cooking)
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

    static func start(_ purpose: AIRequestState.Purpose, _ kind: AIProviderKind, _ ai: inout AIState, now: Date, cooking: inout CookingState?) -> [Effect] {
        ai.serial += 1
        let request = AIRequestState(id: ai.serial, purpose: purpose, provider: kind, startedAt: now)
        ai.request = request
        switch purpose {
        case .generate(let brief):
            return [.ai(.generate(id: request.id, brief, provider: kind))]
        case .ask(let question, _):
            showAnswer(request, in: &cooking)
            return [.ai(.ask(id: request.id, question, provider: kind))]
        case .dietSwaps(let question, _, _), .askRecipe(let question, _):
            return [.ai(.ask(id: request.id, question, provider: kind))]
        }
    }

    /// The cook agreed: remembered here at once (and stored), then sent.
    static func consented(_ kind: AIProviderKind, _ purpose: AIRequestState.Purpose, _ state: inout AppState) -> [Effect] {
        if var status = state.ai.status {
            var saved = status.saved(kind) ?? AIProviderSettings(provider: kind.rawValue)
            saved.consentedAt = state.now
            status.providers.removeAll { $0.provider == kind.rawValue }
            status.providers.append(saved)
            state.ai.status = status
        }
        return [.ai(.recordConsent(kind))] + start(purpose, kind, &state.ai, now: state.now, cooking: &state.cooking)
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

    // MARK: - Settings

    /// Enter or ← → on one of Settings' AI rows.
    static func cycleAISetting(_ row: SettingsRow, by delta: Int, _ state: inout AppState) -> [Effect] {
        let status = state.ai.status ?? AIStatus()
        let inForce = status.provider(choice: state.settings.aiProvider)
        switch row {
        case .aiProvider:
            var settings = state.settings
            settings.aiProvider = cycled(SettingsRow.aiChoices, from: settings.aiProvider, by: delta)
            state.settings = settings
            return [.store(.saveSettings(settings)), .ai(.loadStatus)]
        case .aiModel, .aiBaseURL:
            guard let kind = inForce else {
                state.banner = Banner(.warning, "Choose a provider first (AI provider row).")
                return [.terminal(.ringBell)]
            }
            if row == .aiModel {
                state.dialog = Dialog(.aiModel(kind), title: "\(kind.displayName): model",
                                      message: "The model to ask (empty for the default, \(status.defaults[kind.rawValue]?.model ?? "the provider's")):",
                                      input: status.saved(kind)?.model ?? "", yes: "set")
            } else {
                state.dialog = Dialog(.aiBaseURL(kind), title: "\(kind.displayName): address",
                                      message: "The base URL (a proxy or an OpenAI-compatible server; empty for \(status.defaults[kind.rawValue]?.baseURL ?? "the usual one")):",
                                      input: status.saved(kind)?.baseURL ?? "", yes: "set")
            }
            return []
        case .aiKey:
            guard let kind = inForce, kind.isCloud else {
                state.banner = Banner(.info, inForce == .local ? "The local server needs no key." : "Choose OpenAI, Anthropic or Gemini first (AI provider row).")
                return []
            }
            state.dialog = Dialog(.aiKey(kind), title: "\(kind.displayName) key",
                                  message: "Paste the key. It goes to the desktop keyring (or a file only you can read), never into the cookbook, and shows only as sk-…9f2c.",
                                  input: "", yes: "save", isSecret: true)
            return []
        default:
            return []
        }
    }

    static func askToDeleteKey(_ state: inout AppState) -> [Effect] {
        guard let status = state.ai.status, let kind = status.provider(choice: state.settings.aiProvider), kind.isCloud,
              let key = status.key(kind) else {
            state.banner = Banner(.info, "No key to delete here.")
            return []
        }
        let environment = key.isEnvironment ? " It is set in the environment (\(kind.keyVariable ?? "")), which Sous cannot change: unset it there too." : ""
        state.dialog = Dialog(.aiDeleteKey(kind), title: "Delete the \(kind.displayName) key",
                              message: "Delete \(key.masked) from the keyring and the key file?" + environment, yes: "delete", no: "keep")
        return []
    }

    /// What a typed answer to one of the AI dialogs does.
    static func acceptAIDialog(_ purpose: Dialog.Purpose, text: String, _ state: inout AppState) -> [Effect] {
        let status = state.ai.status ?? AIStatus()
        switch purpose {
        case .aiConsent(let kind, let request):
            return consented(kind, request, &state)
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
                state.banner = Banner(.warning, "An address starts with http:// or https:// (like http://127.0.0.1:11434/v1); nothing changed.")
                return [.terminal(.ringBell)]
            }
            var saved = status.saved(kind) ?? AIProviderSettings(provider: kind.rawValue)
            saved.baseURL = text.isEmpty ? nil : text
            return [.ai(.saveProvider(saved))]
        default:
            return []
        }
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
            retryAfter.map { "\(kind.displayName) is busy (rate limited) and asks to wait \(seconds($0)): try again then." }
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
