import Foundation
import SousCore

/// What happened: a key the key map understood, something heard, or the result of an effect.
///
/// Nested by feature: each feature's enum holds its keys and the results of its effects, and its
/// reducer (`AppReducer+<Feature>.swift`) switches over it exhaustively. The few global cases
/// move between screens or concern the whole app.
public enum AppAction: Equatable, Sendable {
    // Global: navigation between and within screens
    case tabSelected(Tab)
    case nextTab
    case previousTab
    case selectionMoved(by: Int)
    case selectionJumped(toEnd: Bool)
    case openSelected
    case back
    case helpToggled
    /// The help overlay's first shown line.
    case helpScrolled(to: Int)
    case quitRequested
    /// Ctrl-L: paint the whole screen again (something else drew over the terminal).
    case redrawRequested

    // Global: the app's life and effects that concern every screen
    case started
    /// The clock moved on: timers count down, and the ones that reach zero ring.
    case tick(Date)
    /// Something changed the cookbook or the family behind the screens' backs (an import, delete all):
    /// say so and reload.
    case dataChanged(DataChange)
    case exported(ExportReport)
    /// The cook's note is in the recipe's family memory.
    case noteAdded(recipeTitle: String)
    /// What was left unfinished when Sous last closed: the latest cooking session (if any) and
    /// every form's draft, the newest first. Offered together at start.
    case unfinishedWorkFound(session: CookingSession?, drafts: [SavedDraft])
    case failed(AppFailure)

    // Features
    case home(HomeAction)
    case search(SearchAction)
    case detail(DetailAction)
    case editor(EditorAction)
    case cooking(CookingAction)
    case voice(VoiceAction)
    case importing(ImportAction)
    case dialog(DialogAction)
    case settings(SettingsAction)
    case plan(PlanAction)
    case shopping(ShoppingAction)
    case collections(CollectionAction)
    /// Sharing with the family's other kitchens (`SyncState`).
    case sync(SyncAction)
    case ai(AIAction)
    /// Spoken family memories (`MemoryState`).
    case memory(MemoryAction)
    case diet(DietAction)
    case recipeAsk(RecipeAskAction)
    /// `p` on the week: plan days from the cookbook, gaps filled by the provider.
    case planForMe(PlanForMeAction)
}

/// The Home tab's list: chips, favourites, sort, and the pages read.
public enum HomeAction: Equatable, Sendable {
    case categoryCycled(by: Int)
    case favoritesOnlyToggled
    case sortCycled
    case cookbookLoaded(recipes: [RecipeSummary], totalCount: Int, favoriteIds: Set<Int64>)
    case cookbookPageLoaded(offset: Int, recipes: [RecipeSummary])
}

public enum SearchAction: Equatable, Sendable {
    case textChanged(String)
    case filterCycled(SearchFilterKind)
    /// Every filter back to "any", the words kept.
    case filtersReset
    case completed(SearchQuery, results: SearchResults)
}

/// An open recipe.
public enum DetailAction: Equatable, Sendable {
    case servingsChanged(by: Int)
    case unitsCycled
    case ingredientToggled
    case favoriteToggled
    case deleteRequested
    case exportRequested
    /// Puts back the recipe deleted last.
    case undoRequested
    case recipeLoaded(Recipe, isFavorite: Bool)
    case favoriteSaved(recipeId: Int64, isFavorite: Bool)
    case recipeDeleted(DeletedRecipe)
    /// The recipe is back, with the cooking session it had when deleted (if unfinished).
    case recipeRestored(Recipe, session: CookingSession?)
}

/// The Add / Edit form.
public enum EditorAction: Equatable, Sendable {
    case input(EditorInput)
    /// `e` on an open recipe: edit it in the form.
    case editRequested
    case saveRequested
    case recipeSaved(Recipe)
    /// The save found the recipe changed by another Sous since the form opened; nothing was written.
    case editConflict(theirs: Recipe)
}

/// The cooking overlay.
public enum CookingAction: Equatable, Sendable {
    /// `c` on a recipe: cook it (resuming its session if one is stored).
    case requested
    /// `sous cook RECIPE`: straight into the overlay.
    case recipe(id: Int64)
    /// Shows the overlay of the session in progress again.
    case shown
    case command(CookingCommand)
    /// Opens the question prompt, with text already typed ("go to step ").
    case prompt(String)
    case ingredientsToggled
    /// At the end: add a note or family memory to the recipe.
    case noteRequested
    /// Adds (or takes off) a minute on the timer that rang, else the newest one.
    case minute(Int)
    case started(CookingSession)
    /// The session as stored now (read every few seconds while cooking): what another Sous
    /// merged in is merged into this one, losing none of its own changes.
    case storedCopyLoaded(CookingWorkstate)
    case answered(AssistantResponse)
}

/// The microphone and speech (the keyboard does all of this too).
public enum VoiceAction: Equatable, Sendable {
    /// v in the overlay: cut speech at once; listening always: stop or start listening;
    /// wake word or push-to-talk: take the next command now (the talk key).
    case toggled
    case listening
    case speechStarted
    /// A command was heard: the words and the recogniser's confidence.
    case heard(String, confidence: Double)
    /// Speech that was not a command.
    case rejected(guess: String?, confidence: Double)
    case unavailable(String)
    case speaking(Bool)
    /// A command is expected now (true: the wake phrase or the talk key) or no longer (false).
    case awake(Bool)
    /// The microphones the sound server offers (or that there is no server, or a recording).
    case microphonesFound(MicrophoneSearch)
    /// Speech cannot be played (no sound device): said once; answers still show on screen.
    case speechUnavailable(String)
}

/// Importing from a file or page, through the preview.
public enum ImportAction: Equatable, Sendable {
    case requested
    /// Space on a previewed recipe: store it or not.
    case itemToggled
    /// Enter in the preview: store the ticked recipes.
    case confirmed
    case previewed(ImportPreview)
}

/// The question on screen (keys go to it first).
public enum DialogAction: Equatable, Sendable {
    case typed(String)
    case backspace
    case cleared
    /// Enter or y (true), Esc or n (false).
    case answered(Bool)
    /// The key of one of the dialog's `choices`.
    case chose(Character)
}

/// The Settings tab and the family.
public enum SettingsAction: Equatable, Sendable {
    /// The value on the Settings cursor's row moved forward (+1) or back (-1).
    case cycled(by: Int)
    /// a / r / e / x on the family member row.
    case member(MemberAction)
    /// b in the cooking overlay: big letters for reading across the kitchen, on or off (saved).
    case kitchenDistanceToggled
    case householdLoaded(settings: Settings, members: [FamilyMember])
    case memberAdded(name: String)
}

/// What the keys on the Settings family member row do.
public enum MemberAction: Equatable, Sendable {
    case add, rename, avatar, remove
}
