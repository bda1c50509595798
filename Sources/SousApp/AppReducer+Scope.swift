import SousCore

/// What a feature's reducer gives back: the effects to run, and what it asks of the app around
/// it that lies outside its slice.
struct Reduction: Equatable, Sendable {
    var effects: [Effect]
    var requests: [AppRequest]

    init(_ effects: [Effect] = [], requests: [AppRequest] = []) {
        self.effects = effects
        self.requests = requests
    }

    /// The effects, and a banner: the request features make most.
    init(_ effects: [Effect] = [], banner: Banner) {
        self.init(effects, requests: [.banner(banner)])
    }

    /// A question for the cook, after the effects.
    init(_ effects: [Effect] = [], ask dialog: Dialog) {
        self.init(effects, requests: [.ask(dialog)])
    }

    /// Nothing to run, nothing to ask.
    static let none = Reduction([], requests: [])
}

/// Effects alone, with nothing asked of the root: `return [.store(.loadCollections)]`.
extension Reduction: ExpressibleByArrayLiteral {
    init(arrayLiteral effects: Effect...) {
        self.init(effects)
    }
}

/// What a feature's reducer cannot do on its own slice and asks the root to do. The root carries
/// them out in order, in one place (`AppReducer.carryOut`), after the feature's own change.
enum AppRequest: Equatable, Sendable {
    /// The one-line message across the bottom.
    case banner(Banner)
    /// A question; keys go to it first.
    case ask(Dialog)
    /// The question on screen goes away unanswered.
    case dismissDialog
    /// Shows a tab, changing nothing else (not a tab key: that also closes what is over the tabs).
    case showTab(Tab)
    /// Closes the recipe open over the tabs.
    case closeRecipe
    /// Opens a recipe over the tabs, in the cook's units, with its favourite star.
    case showRecipe(Recipe)
    /// Enter on whatever the screen shows (the first search result, once its answer came).
    case openSelected
    /// Home, Search, the week and the list read again after the cookbook changed.
    case reloadLists
    /// The Add / Edit form shows this (a restored draft).
    case edit(EditorState)
    /// The Add tab gets a blank form if it has none (an import preview shows over it); unlike the
    /// tab key, no stored draft is offered.
    case ensureEditor
    /// Asks whether to carry on with a stored draft, unless another question is on screen.
    case offerDraft(SavedDraft, atStart: Bool)
    /// The collection Home lists was renamed (the new value) or is gone (nil).
    case browsedCollectionChanged(RecipeCollection?)
    /// What the microphone listens for changed (cooking began or ended).
    case voiceContextChanged(from: ParseContext?, to: ParseContext?)
    /// Home's list read again for the current member (their favourites).
    case reloadCookbook
    /// The voice layer told what to do now (`AppState.voiceSetup`): the household is loaded.
    case configureVoice
    /// Voice control was switched off: the indicator forgets what it heard.
    case voiceTurnedOff
    /// A new listening mode: it starts asleep, and only "always" can be paused.
    case listeningModeChanged(ListeningMode)
    /// The answer to a question asked while cooking, as far as it came, in the kitchen's panel.
    case answerInKitchen(AIRequestState, KitchenAnswer)
    /// A recipe read or generated, shown in Import's preview.
    case preview(ImportPreview)
    /// A command heard while cooking goes to the assistant; the overlay shows while it answers.
    case askInKitchen(String, unsure: Bool)
    /// "Add a note" while cooking: Memories opens its recorder for a kitchen note.
    case recordNote
    /// Sends to the AI provider in force (consent, key and busy checks as for any request).
    case askAI(AIRequestState.Purpose)
    /// What is applied for this cook changed: a session cooking the recipe shows it too.
    case dietChanged
    /// An AI answer that belongs to another feature (the diet review, the recipe view's ask).
    case forward(AppAction)
}

extension AppReducer {
    /// Runs a feature's reducer on its slice of the state with the read-only context it needs,
    /// then carries out its requests: the one way the root hands work to a converted feature.
    static func scope<Slice, Context>(
        _ state: inout AppState, _ slice: WritableKeyPath<AppState, Slice>, _ context: (AppState) -> Context,
        _ reduce: (inout Slice, Context) -> Reduction
    ) -> [Effect] {
        let context = context(state)
        let reduction = reduce(&state[keyPath: slice], context)
        return reduction.effects + carryOut(reduction.requests, &state)
    }

    /// The same for an entry point that reads nothing around its slice.
    static func scope<Slice>(_ state: inout AppState, _ slice: WritableKeyPath<AppState, Slice>,
                             _ reduce: (inout Slice) -> Reduction) -> [Effect] {
        scope(&state, slice, { _ in () }) { slice, _ in reduce(&slice) }
    }

    /// Carries out features' requests in order; returns the effects they lead to.
    static func carryOut(_ requests: [AppRequest], _ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        for request in requests {
            switch request {
            case .banner(let banner):
                state.banner = banner
            case .ask(let dialog):
                state.dialog = dialog
            case .dismissDialog:
                state.dialog = nil
            case .showTab(let tab):
                state.tab = tab
            case .closeRecipe:
                state.detail = nil
            case .showRecipe(let recipe):
                state.detail = DetailState(recipe: recipe, units: state.settings.units,
                                           isFavorite: recipe.id.map { state.home.favoriteIds.contains($0) } ?? false)
            case .openSelected:
                effects += openSelected(&state)
            case .reloadLists:
                effects += reloadLists(state)
            case .edit(let editor):
                state.editor = editor
            case .ensureEditor:
                if state.editor == nil { state.editor = state.newEditor() }
            case .offerDraft(let saved, let atStart):
                offer(saved, atStart: atStart, &state)
            case .browsedCollectionChanged(let collection):
                state.home.collection = collection
            case .voiceContextChanged(let before, let after):
                effects += voiceContext(before: before, after: after, in: state)
            case .reloadCookbook:
                effects.append(.store(.loadCookbook(state.home.listFilter(member: state.currentMember))))
            case .configureVoice:
                effects.append(.voice(.configure(state.voiceSetup)))
            case .voiceTurnedOff:
                effects += scope(&state, \.voice) { VoiceReducer.turnedOff(&$0) }
            case .listeningModeChanged(let mode):
                effects += scope(&state, \.voice) { VoiceReducer.listeningModeChanged(to: mode, &$0) }
            case .answerInKitchen(let request, let stage):
                effects += answerInKitchen(request, stage, now: state.now, &state.cooking)
            case .preview(let preview):
                effects += reduceImport(&state, .previewed(preview))
            case .askInKitchen(let text, let unsure):
                effects += askInKitchen(text, unsure: unsure, now: state.now, &state.cooking)
            case .recordNote:
                effects += scope(&state, \.memory, MemoryReducer.Context.init(_:)) { MemoryReducer.reduce(&$0, .noteRequested, $1) }
            case .askAI(let purpose):
                effects += AppReducer.request(purpose, &state)
            case .forward(let action):
                effects += reduceAction(&state, action)
            case .dietChanged:
                // The stored lines (the open recipe's), then this cook's adapted ones if any.
                if var cooking = state.cooking, let stored = state.detail?.recipe, cooking.recipeId == stored.id {
                    cooking.session.recipe.ingredients = stored.ingredients
                    cooking.session = state.diet.adapting(cooking.session)
                    state.cooking = cooking
                }
            }
        }
        return effects
    }

    /// Reloads Home (and Search, when it has a query) after the cookbook changed.
    static func reloadLists(_ state: AppState) -> [Effect] {
        var effects: [Effect] = [.store(.loadCookbook(state.home.listFilter(member: state.currentMember)))]
        if let query = state.search.pending {
            effects.append(.store(.search(query)))
        }
        // A recipe deleted, restored or edited changes the titles the plan and the list show.
        if let week = state.week { effects.append(.store(.loadWeek(start: week.start))) }
        if let shopping = state.shopping { effects.append(.store(.loadShoppingList(shopping.span))) }
        return effects
    }
}
