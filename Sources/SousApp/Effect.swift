import Foundation
import SousCore

/// I/O the reducer asks for, as a value: tests see exactly what was requested.
///
/// Nested by domain so that each domain has exactly one handler whose `switch` is exhaustive:
/// a new case does not compile until its handler carries it out. `AppRuntime.dispatch` routes
/// by domain; `.terminal` runs on the UI loop (ncurses and the style table are its own), the rest
/// on the effects queue.
public enum Effect: Equatable, Sendable {
    /// The SQLite store: cookbook, drafts, family, settings, cooking sessions.
    case store(StoreEffect)
    /// Files and web pages in and out: import previews, imports, exports.
    case transfer(TransferEffect)
    /// Questions to the cooking assistant.
    case assistant(AssistantEffect)
    /// Microphone and speech output.
    case voice(VoiceEffect)
    /// The terminal the loop draws on.
    case terminal(TerminalEffect)
    /// The family's server: sync, its status and conflicts. Runs beside the effects queue, never on it.
    case sync(SyncEffect)
    /// AI providers: requests and streams run beside the effects queue, never blocking it.
    case ai(AIEffect)
    /// Spoken memories: recording and playback run beside the effects queue (declared in `SousApp/Memory/`).
    case memory(MemoryEffect)
}

public enum StoreEffect: Equatable, Sendable {
    case loadHousehold
    /// The first page of the list and its total count.
    case loadCookbook(RecipeListFilter)
    /// The next page, from `offset`.
    case loadCookbookPage(RecipeListFilter, offset: Int)
    case loadRecipe(id: Int64)
    /// A diet variant of a recipe (its `variantOf` set); answers `.diet(.variantSaved)`.
    case saveVariant(Recipe)
    /// The recipe's variants and, for a variant, its original; answers `.diet(.variantsLoaded)`.
    case loadVariants(uid: String, variantOf: String?)
    case search(SearchQuery)
    case setFavorite(memberId: Int64, recipeId: Int64, isFavorite: Bool)
    case saveSettings(Settings)
    /// What was left unfinished last time: the latest cooking session and every form's draft.
    case loadUnfinishedWork
    /// Keeps the form's work in its own slot; called as it changes.
    case saveDraft(RecipeDraft, form: String)
    case discardDraft(form: String)
    /// Turns the draft (already checked by the reducer) into a recipe, new or updated, and stores
    /// it; the form's draft goes.
    case saveRecipe(RecipeDraft, form: String)
    case deleteRecipe(id: Int64)
    case restoreRecipe(DeletedRecipe)
    case deleteAllRecipes
    case addMember(name: String)
    case updateMember(FamilyMember)
    case removeMember(id: Int64)
    /// Opens the recipe's stored session, or starts one (at `servings` when given).
    case startCooking(recipeId: Int64, servings: Int?)
    /// The session as stored now, to pick up what another Sous (`sous ask --apply`) merged in.
    case loadWorkstate(recipeId: Int64)
    /// Saves the session after every change, so a kill loses at most the last key.
    case saveWorkstate(CookingWorkstate)
    case markCooked(recipeId: Int64, at: Date)
    /// Adds the cook's note, dated, to the recipe's family memory.
    case addNote(recipeId: Int64, text: String, at: Date)
    /// The household's meals, for the `p` dialog.
    case loadMeals
    /// The week of the plan from its Monday.
    case loadWeek(start: PlanDay)
    /// Plans a recipe; `week`: the week view shown, to reload.
    case addToPlan(recipeId: Int64, day: PlanDay, meal: String, servings: Int, week: PlanDay?)
    /// Each plan change answers with the week shown, reloaded.
    case removePlanEntry(id: Int64, week: PlanDay)
    /// Undo: the entry as it was (day, meal, position, servings, cooked mark).
    case restorePlanEntry(WeekEntry, week: PlanDay)
    case setPlanEntryCooked(id: Int64, cooked: Bool, week: PlanDay)
    /// To another day or meal, at the end of what is there.
    case movePlanEntry(id: Int64, day: PlanDay, meal: String, week: PlanDay)
    /// Every entry of the week from `from` onto the week from `to`; answers with how many.
    case copyWeek(from: PlanDay, to: PlanDay)
    /// Every entry of the week from `start` taken off.
    case clearWeek(start: PlanDay)
    case loadShoppingList(ShoppingSpan)
    case setShoppingTick(key: String, ticked: Bool)
    case setShoppingExtraTicked(id: Int64, ticked: Bool)
    /// Each list change answers with the list reloaded.
    case addShoppingExtra(String, ShoppingSpan)
    /// A new shop: every tick goes, and ticked hand-added lines.
    case clearShoppingTicks(ShoppingSpan)
    case removeShoppingExtra(id: Int64, ShoppingSpan)
    /// The pantry has it ("salt": always; "500 g flour": that much), or no longer.
    case addToPantry(String, ShoppingSpan)
    case removeFromPantry(name: String, ShoppingSpan)
    /// The product goes in another aisle from now on (nil: back to Sous's own).
    case setAisle(name: String, aisle: Aisle?, ShoppingSpan)
    /// Every collection with its recipes; the answer is `.collections(.loaded)`.
    case loadCollections
    /// Each collection change answers with `.collections(.changed)` and every collection.
    case createCollection(name: String, recipeId: Int64?)
    case renameCollection(id: Int64, name: String)
    /// The collection only: its recipes stay in the cookbook.
    case deleteCollection(id: Int64)
    case setInCollection(collectionId: Int64, recipeId: Int64, included: Bool)
}

public enum TransferEffect: Equatable, Sendable {
    /// Writes one recipe to a file: Cooklang for `.cook`, Sous JSON otherwise.
    case exportRecipe(id: Int64, path: String)
    case exportAll(path: String)
    /// Reads a file or URL without storing anything; the answer is `.importing(.previewed)`.
    case previewImport(String)
    /// Stores what the preview shows ticked.
    case commitImport(ImportPreview)
    /// Writes the shopping list: Markdown for a `.md` file, JSON for `.json`, plain text otherwise.
    case exportShoppingList(ShoppingSpan, path: String)
}

public enum AssistantEffect: Equatable, Sendable {
    /// Asks the assistant; the answer comes back as `.cooking(.answered)`. `unsure`: heard with
    /// low confidence, so a destructive command is asked about first.
    case ask(String, session: CookingSession, now: Date, units: UnitSystem, pending: AssistantResponse?, unsure: Bool = false)
    /// The recipe's lines that break each diet the knowledge base knows, with its swaps (offline);
    /// answers `.diet(.optionsLoaded)`.
    case adaptDiets(Recipe)
    /// A question about a recipe on the recipe view (not cooking): answers `.recipeAsk(.offlineAnswered)`.
    case askAboutRecipe(String, session: CookingSession, now: Date, units: UnitSystem)
}

public enum VoiceEffect: Equatable, Sendable {
    /// Start, restart or stop the microphone and speech output to match: sent whenever the
    /// settings they depend on change (and once they are loaded). It carries the recogniser's
    /// context and the pause, so the voice layer keeps no copy of `AppState.voice`.
    case configure(VoiceSetup)
    /// What the recogniser should expect now: this recipe's ingredients, steps and timers (nil: not cooking).
    case context(ParseContext?)
    /// Ignore the microphone (true) or listen again (false).
    case paused(Bool)
    /// The talk key: take the next command without the wake phrase.
    case listenNow
    /// Something to say aloud when the voice is on ("Your rice timer is done").
    case announce(String)
    /// Said after what is being said now, not over it: the next sentence of a streamed answer.
    case continueSaying(String)
    /// Cut speech at once ("stop").
    case stopSpeaking
    /// Asks the sound server for its microphones; the answer is `.voice(.microphonesFound)`.
    case findMicrophones
}

public enum TerminalEffect: Equatable, Sendable {
    case ringBell
    /// Clear the terminal and draw every cell again (Ctrl-L).
    case redraw
    /// Repaint with the named theme.
    case applyTheme(String)
}

/// What the voice layer should be doing, derived from the state (`AppState.voiceSetup`).
public struct VoiceSetup: Equatable, Sendable {
    /// nil: voice is off (nothing listens, nothing speaks).
    public var listening: Listening?
    public var speech: SpeechVoiceSettings
    /// What the recogniser expects now (nil: not cooking).
    public var context: ParseContext?
    /// The cook paused listening (v in "always" mode).
    public var isPaused: Bool

    /// What the microphone is opened for: a change of any of these restarts it.
    public struct Listening: Equatable, Sendable {
        public var mode: ListeningMode
        public var wakePhrase: String
        /// nil: the system's default input.
        public var microphone: String?
        /// DeepFilterNet's limit in dB (nil: off).
        public var suppression: Double?

        public init(mode: ListeningMode, wakePhrase: String, microphone: String?, suppression: Double? = nil) {
            self.mode = mode
            self.wakePhrase = wakePhrase
            self.microphone = microphone
            self.suppression = suppression
        }
    }

    public init(listening: Listening?, speech: SpeechVoiceSettings = SpeechVoiceSettings(), context: ParseContext? = nil, isPaused: Bool = false) {
        self.listening = listening
        self.speech = speech
        self.context = context
        self.isPaused = isPaused
    }

    /// Voice off.
    public static let off = VoiceSetup(listening: nil)
}
