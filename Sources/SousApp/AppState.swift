import Foundation
import SousCore

/// Everything the UI shows, as one value changed only by `reduce`.
public struct AppState: Equatable, Sendable {
    public var tab: Tab = .home
    public var home = HomeState()
    public var search = SearchState()
    /// The recipe open over the tabs, if any.
    public var detail: DetailState?
    public var settings = Settings()
    public var members: [FamilyMember] = []
    /// The Settings tab's cursor, an index into `SettingsRow.allCases`.
    public var settingsCursor = 0
    public var banner: Banner?
    /// The microphone and speech output, as the indicator shows them.
    public var voice = VoiceStatus()
    /// eSpeak NG voices Settings offers (the host lists the installed ones).
    public var voiceNames = ["en", "en-us", "en-gb", "en-gb-scotland", "en-gb-x-rp", "en-029"]
    /// What the sound server offered to listen to (asked when the household loads), for
    /// Settings; nil until it has answered.
    public var microphoneSearch: MicrophoneSearch?
    /// The microphones found (none before the server answered, or without one).
    public var microphones: [AudioInput] { microphoneSearch?.microphones ?? [] }
    /// Why the neural noise suppressor cannot be used here, with what to do (the host looks at
    /// start); nil when it is installed.
    public var noiseSuppressorProblem: String?
    /// The recipe being cooked, if any.
    public var cooking: CookingState?
    /// The time of the last tick: timers count down against it.
    public var now = Date(timeIntervalSince1970: 0)
    /// The Add / Edit form; made when the Add tab is first shown and kept while switching away.
    public var editor: EditorState?
    /// This Sous among others on the same database: new forms' draft keys start with it. The host
    /// sets a random one; tests set their own.
    public var instance = "app"
    /// New forms made so far, for their draft keys.
    public var formSerial = 0
    /// Drafts found at start that are not open: each is offered back when its form opens (Add
    /// for a new recipe, `e` on the recipe it edits).
    public var unsavedDrafts: [SavedDraft] = []
    /// A file or page read and waiting to be stored (shown in the Add tab).
    public var importPreview: ImportPreview?
    /// A question waiting for an answer; keys go to it first.
    public var dialog: Dialog?
    /// The recipe deleted last, until another is: `z` puts it back.
    public var lastDeleted: DeletedRecipe?
    /// The themes Settings offers: the built-in three and any the user added.
    public var themeNames = SettingsRow.themes
    /// The week of the meal plan, over Home (`w`); nil when not shown.
    public var week: WeekState?
    /// The shopping list, over Home (`b`); nil when not shown.
    public var shopping: ShoppingState?
    /// The collections list, over Home (`L`); nil when not shown.
    public var collections: CollectionsState?
    /// The `L` picker on a recipe: its collections, ticked; keys go to it first.
    public var collectionPicker: CollectionPicker?
    /// The `p` dialog on a recipe: day, meal, servings; keys go to it first.
    public var planPicker: PlanPicker?
    /// AI: what the host found, the generate form, the request in flight.
    public var ai = AIState()
    /// Spoken family memories: the open recipe's, the recorder, playback (`MemoryReducer`).
    public var memory = MemoryState()
    /// "Make it vegan": the picker, the review, what is applied for this cook, the open recipe's variants.
    public var diet = DietState()
    /// "Plan for me" over the week (`p`): the form and the proposal (`PlanForMeReducer`).
    public var planForMe = PlanForMeState()
    /// The last question asked on the recipe view (`:`) and its answer.
    public var recipeAsk: RecipeAsk?
    public var isHelpShown = false
    /// Sharing with the family's other kitchens: status, last sync, the open recipe's conflicts.
    public var sync = SyncState()
    /// Lines the help overlay is scrolled by.
    public var helpScroll = 0
    /// Set when the app should end; the run loop stops after drawing nothing more.
    public var isQuitting = false

    public init() {}

    /// A blank form for a new recipe with a draft key of its own.
    public mutating func newEditor() -> EditorState {
        formSerial += 1
        return EditorState(draft: RecipeDraft(), form: "new-\(instance)-\(formSerial)")
    }

    /// The member whose favourites count: the one in settings, else the first.
    public var currentMember: FamilyMember? {
        members.first { $0.id == settings.currentMemberId } ?? members.first
    }
}

/// The Home tab: the cookbook list with its chips, favourites toggle and sort.
public struct HomeState: Equatable, Sendable {
    /// The rows loaded so far: the list is read a page at a time as the cursor nears the end.
    public var recipes: [RecipeSummary] = []
    /// How many recipes the list has in all.
    public var totalCount = 0
    public var isLoadingMore = false
    public var favoriteIds: Set<Int64> = []
    /// nil is "all".
    public var category: String?
    /// The collection whose recipes the list shows (opened from the collections list); nil: all.
    public var collection: RecipeCollection?
    public var favoritesOnly = false
    public var sort: RecipeSort = .title
    public var selection = 0
    public var isLoaded = false

    public init() {}

    /// Rows read per page.
    public static let pageSize = 500

    /// The chips shown above the list: "all" then the known categories.
    public static let chips: [String?] = [nil] + RecipeCategory.known.map { Optional($0) }

    public var selectedRecipe: RecipeSummary? {
        recipes.indices.contains(selection) ? recipes[selection] : nil
    }
}

/// The Search tab: the query as typed and the ranked results.
public struct SearchState: Equatable, Sendable {
    public var text = ""
    public var results: [SearchHit] = []
    public var totalCount = 0
    public var countIsCapped = false
    public var terms: [String] = []
    public var selection = 0
    public var filters = SearchFilters()
    /// With words and filters matching nothing: how many the words match alone.
    public var matchesWithoutFilters: Int?
    /// The query last sent; an answer to any other is stale and dropped.
    public var pending: SearchQuery?
    /// The query the shown results answer. While it differs from `pending`, the list on screen is
    /// for letters typed earlier, and Enter must not open from it.
    public var answered: SearchQuery?
    /// Enter came while the shown results were stale: open the first result for the query in the
    /// box when its answer arrives. Any other key the cook presses cancels it.
    public var opensWhenAnswered = false

    /// The results on screen answer an older query than the one in the box.
    public var isAwaitingAnswer: Bool { pending != nil && answered != pending }

    public init() {}
}

/// The Search tab's filters, changed with Ctrl keys so that typing stays for the query.
public struct SearchFilters: Equatable, Sendable {
    public var category: String?
    public var difficulty: Difficulty?
    public var maxMinutes: Int?
    public var favoritesOnly = false

    public init() {}

    public static let timeSteps: [Int?] = [nil, 15, 30, 45, 60, 90, 120]

    public var isEmpty: Bool { category == nil && difficulty == nil && maxMinutes == nil && !favoritesOnly }
}

/// Which Search filter a key changes.
public enum SearchFilterKind: Equatable, Sendable {
    case category, difficulty, time, favorites
}

/// An open recipe: how it is shown (servings, units) and which ingredients are ticked.
public struct DetailState: Equatable, Sendable {
    public var recipe: Recipe
    public var servings: Int
    public var units: UnitSystem
    public var checked: Set<Int> = []
    /// The item the cursor is on: ingredients first, then steps, then the family memory.
    /// Space ticks an ingredient; the view scrolls to keep the item in sight.
    public var cursor = 0
    public var isFavorite = false
    /// Lines under the header the screen adds (made vegan for this cook, its variants); not stored.
    public var notes: [String] = []

    /// How many items the cursor moves through.
    public var itemCount: Int {
        recipe.ingredients.count + recipe.instructions.count + (recipe.familyMemory == nil ? 0 : 1)
    }

    public init(recipe: Recipe, units: UnitSystem, isFavorite: Bool) {
        self.recipe = recipe
        servings = recipe.servings
        self.units = units
        self.isFavorite = isFavorite
    }
}

/// A one-line message across the bottom of the screen.
public struct Banner: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case info, success, warning, error }
    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
