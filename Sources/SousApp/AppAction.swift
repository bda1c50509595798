import Foundation
import SousCore

/// What happened: a key the key map understood, or the result of an effect.
public enum AppAction: Equatable, Sendable {
    // Navigation
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

    // Home
    case categoryCycled(by: Int)
    case favoritesOnlyToggled
    case sortCycled

    // Search
    case searchTextChanged(String)
    case searchFilterCycled(SearchFilterKind)

    // Detail
    case servingsChanged(by: Int)
    case unitsCycled
    case ingredientToggled
    case favoriteToggled
    case editRequested
    case deleteRequested
    case exportRequested
    /// Puts back the recipe deleted last.
    case undoRequested

    // Cooking
    /// `c` on a recipe: cook it (resuming its session if one is stored).
    case cookRequested
    /// `sous cook RECIPE`: straight into the overlay.
    case cookRecipe(id: Int64)
    /// Shows the overlay of the session in progress again.
    case cookingShown
    case cooking(CookingCommand)
    /// Opens the question prompt, with text already typed ("go to step ").
    case cookingPrompt(String)
    case cookingIngredientsToggled
    /// At the end: add a note or family memory to the recipe.
    case cookingNoteRequested
    /// Adds (or takes off) a minute on the timer that rang, else the newest one.
    case cookingMinute(Int)
    /// The clock moved on: timers count down, and the ones that reach zero ring.
    case tick(Date)

    // Voice (from the microphone side; the keyboard does all of this too)
    case voiceListening
    case voiceSpeechStarted
    /// A command was heard: the words and the recogniser's confidence.
    case voiceHeard(String, confidence: Double)
    /// Speech that was not a command.
    case voiceRejected(guess: String?, confidence: Double)
    case voiceUnavailable(String)
    case voiceSpeaking(Bool)
    /// v in the overlay: cut speech at once; listening always: stop or start listening;
    /// wake word or push-to-talk: take the next command now (the talk key).
    case voiceToggled
    /// A command is expected now (true: the wake phrase or the talk key) or no longer (false).
    case voiceAwake(Bool)
    /// The microphones the sound server offers (or that there is no server, or a recording).
    case microphonesFound(MicrophoneSearch)

    // Add / Edit form
    case editor(EditorInput)
    case saveRequested
    case importRequested
    /// Space on a previewed recipe: store it or not.
    case importItemToggled
    /// Enter in the preview: store the ticked recipes.
    case importConfirmed

    // Dialogs
    case dialogTyped(String)
    case dialogBackspace
    case dialogCleared
    /// Enter or y (true), Esc or n (false).
    case dialogAnswered(Bool)

    // Settings
    /// The value on the Settings cursor's row moved forward (+1) or back (-1).
    case settingCycled(by: Int)
    /// a / r / e / x on the family member row.
    case memberAction(MemberAction)

    // Results of effects
    case started
    case cookbookLoaded(recipes: [RecipeSummary], totalCount: Int, favoriteIds: Set<Int64>)
    case cookbookPageLoaded(offset: Int, recipes: [RecipeSummary])
    case householdLoaded(settings: Settings, members: [FamilyMember])
    case recipeLoaded(Recipe, isFavorite: Bool)
    case searchCompleted(SearchQuery, results: SearchResults)
    case favoriteSaved(recipeId: Int64, isFavorite: Bool)
    case draftLoaded(RecipeDraft?)
    case cookingStarted(CookingSession)
    /// A session left unfinished last time, to offer resuming it.
    case unfinishedCookingFound(CookingSession)
    case assistantAnswered(AssistantResponse)
    case importPreviewed(ImportPreview)
    case recipeSaved(Recipe)
    /// The save found the recipe changed by another Sous since the form opened; nothing was written.
    case recipeEditConflict(theirs: Recipe)
    case recipeDeleted(DeletedRecipe)
    /// The recipe is back, with the cooking session it had when deleted (if unfinished).
    case recipeRestored(Recipe, session: CookingSession?)
    /// Something changed the cookbook or the family behind the screens' backs (an import, delete all):
    /// say so and reload.
    case dataChanged(Banner)
    case reported(Banner)
    case failed(String)
}

extension AppAction {
    /// True for actions that come from the user rather than from finished effects.
    public var isUserInput: Bool {
        switch self {
        case .started, .cookbookLoaded, .cookbookPageLoaded, .householdLoaded, .recipeLoaded, .searchCompleted, .favoriteSaved,
             .draftLoaded, .cookingStarted, .unfinishedCookingFound, .assistantAnswered, .tick, .importPreviewed,
             .voiceListening, .voiceSpeechStarted, .voiceHeard, .voiceRejected, .voiceUnavailable, .voiceSpeaking, .voiceAwake, .microphonesFound, .recipeSaved, .recipeEditConflict, .recipeDeleted, .recipeRestored, .dataChanged, .reported, .failed: false
        default: true
        }
    }
}

/// What the keys on the Settings family member row do.
public enum MemberAction: Equatable, Sendable {
    case add, rename, avatar, remove
}
