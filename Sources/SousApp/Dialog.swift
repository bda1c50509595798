import SousCore

/// A question over the screen: yes / no, or a line of text to type. Everything else waits for it.
public struct Dialog: Equatable, Sendable {
    /// What the answer is for; the reducer acts on it when the dialog closes.
    public enum Purpose: Equatable, Sendable {
        case deleteRecipe(id: Int64, title: String)
        case discardEdit
        case quitWithUnsavedEdit
        case restoreDraft(SavedDraft)
        /// Both at start: the cooking session and a draft (c, d, Enter both, Esc neither now).
        case resumeWork(CookingSession, SavedDraft)
        /// Save over a recipe another Sous changed since the form opened (their copy is `theirs`).
        case overwriteChangedRecipe(theirs: Recipe)
        case exportRecipe(id: Int64)
        case exportAll
        case importFile
        case deleteAll
        case addMember
        case renameMember(id: Int64)
        case memberAvatar(id: Int64)
        case removeMember(id: Int64)
        case resumeCooking(CookingSession)
        /// The cooking overlay's question line (drawn in its assistant panel, not as a box).
        case askAssistant
        /// `:` on the recipe view: a question about the open recipe.
        case askAboutRecipe(recipeId: Int64)
        case addNote(recipeId: Int64)
        case addShoppingItem
        /// `p` on the list: what the pantry has of it, typed (the item's name first).
        case addToPantry
        /// `m` on the list: a digit for the aisle the product goes in from now on.
        case chooseAisle(name: String)
        case exportShoppingList
        case clearShoppingTicks
        /// Its name typed; with `recipeId`, the open recipe goes in it.
        case newCollection(recipeId: Int64?)
        case renameCollection(id: Int64)
        case deleteCollection(id: Int64)
        case clearWeek(start: PlanDay)
        /// The first send to a cloud provider: what goes, asked once per provider.
        case aiConsent(AIProviderKind, AIRequestState.Purpose)
        /// The key typed into a dialog whose input is never drawn.
        case aiKey(AIProviderKind)
        case aiDeleteKey(AIProviderKind)
        case aiModel(AIProviderKind)
        case aiBaseURL(AIProviderKind)
        /// The first "plan for me" that sends to a cloud provider.
        case planForMeConsent(AIProviderKind)
    }

    public var purpose: Purpose
    public var title: String
    public var message: String
    /// The text typed so far; nil for a yes / no question.
    public var input: String?
    /// For a typed confirmation: the exact word that must be typed to go ahead.
    public var confirmWord: String?
    /// What "yes" does, for the key hint ("delete", "quit").
    public var yes: String
    public var no: String
    /// Keys beside yes and no, each with what it does ("c" "cooking only").
    public var choices: [Choice] = []
    /// The input is a secret (an API key): drawn as bullets, never as typed.
    public var isSecret = false

    public struct Choice: Equatable, Sendable {
        public var key: Character
        public var does: String

        public init(_ key: Character, _ does: String) {
            self.key = key
            self.does = does
        }
    }

    public init(_ purpose: Purpose, title: String, message: String, input: String? = nil, confirmWord: String? = nil,
                yes: String = "yes", no: String = "cancel", choices: [Choice] = [], isSecret: Bool = false) {
        self.isSecret = isSecret
        self.purpose = purpose
        self.title = title
        self.message = message
        self.input = input
        self.confirmWord = confirmWord
        self.yes = yes
        self.no = no
        self.choices = choices
    }

    public var asksForText: Bool { input != nil }

    /// Whether Enter would go ahead now: a typed confirmation must match exactly.
    public var canSubmit: Bool {
        guard let input else { return true }
        if let word = confirmWord { return input == word }
        return !input.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The longest text a dialog takes (a path or a name).
    public static let maxInput = 4096
}
