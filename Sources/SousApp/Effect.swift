import Foundation
import SousCore

/// I/O the reducer asks for, as a value: tests see exactly what was requested.
public enum Effect: Equatable, Sendable {
    case loadHousehold
    /// The first page of the list and its total count.
    case loadCookbook(RecipeListFilter)
    /// The next page, from `offset`.
    case loadCookbookPage(RecipeListFilter, offset: Int)
    case loadRecipe(id: Int64)
    case search(SearchQuery)
    case setFavorite(memberId: Int64, recipeId: Int64, isFavorite: Bool)
    case saveSettings(Settings)
    /// Repaint with the named theme. The runtime owns the style table, so it handles this, not the `EffectHandler`.
    case applyTheme(String)
    case ringBell
    case loadDraft
    /// Keeps the form's work; called as it changes.
    case saveDraft(RecipeDraft)
    case discardDraft
    /// Turns the draft into a recipe (new or updated) and stores it; the draft goes.
    case saveRecipe(RecipeDraft)
    case deleteRecipe(id: Int64)
    case restoreRecipe(DeletedRecipe)
    /// Writes one recipe to a file: Cooklang for `.cook`, Sous JSON otherwise.
    case exportRecipe(id: Int64, path: String)
    case exportAll(path: String)
    /// Reads a file or URL without storing anything; the answer is `.importPreviewed`.
    case previewImport(String)
    /// Stores what the preview shows ticked.
    case commitImport(ImportPreview)
    case deleteAllRecipes
    case addMember(name: String)
    case updateMember(FamilyMember)
    case removeMember(id: Int64)
    /// Opens the recipe's stored session, or starts one (at `servings` when given).
    case startCooking(recipeId: Int64, servings: Int?)
    case loadUnfinishedCooking
    /// Saves the session after every change, so a kill loses at most the last key.
    case saveWorkstate(CookingWorkstate)
    /// Asks the assistant; the answer comes back as `.assistantAnswered`. `unsure`: heard with
    /// low confidence, so a destructive command is asked about first.
    case ask(String, session: CookingSession, now: Date, units: UnitSystem, pending: AssistantResponse?, unsure: Bool = false)
    case markCooked(recipeId: Int64, at: Date)
    /// Adds the cook's note to the recipe's family memory.
    case addNote(recipeId: Int64, text: String)
    /// Something to say aloud when the voice is on ("Your rice timer is done").
    case announce(String)
    /// Cut speech at once ("stop").
    case stopSpeaking
    /// What the recogniser should expect now: this recipe's ingredients, steps and timers (nil: not cooking).
    case voiceContext(ParseContext?)
    /// Ignore the microphone (true) or listen again (false).
    case voicePaused(Bool)
    /// The talk key: take the next command without the wake phrase.
    case voiceListenNow
    /// Asks the sound server for its microphones; the answer is `.microphonesFound`.
    case findMicrophones
}
