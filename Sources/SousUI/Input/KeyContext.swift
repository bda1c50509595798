import SousApp

/// Which set of keys is in force: what has the keyboard now (a dialog, the help, the cooking
/// overlay, a screen over Home, an open recipe, or a tab).
public enum KeyContext: String, CaseIterable, Sendable {
    case home, search, recipe, editor, importPreview, settings
    case week, shopping, collections
    case cooking, cookingFinished
    case planPicker, collectionPicker, syncConflicts, dialog, choiceDialog, textDialog, help
    case aiForm
    case memories, memoryRecorder, memoryPlayback, memoryTranscript, memoryDelete
    case dietPicker, dietReview
    case planForMe

    /// The help overlay's heading for the context's keys.
    public var title: String {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .recipe: "Recipe"
        case .editor: "Add"
        case .importPreview: "Import preview"
        case .settings: "Settings"
        case .week: "Week plan"
        case .shopping: "Shopping list"
        case .collections: "Collections"
        case .cooking: "Cooking"
        case .cookingFinished: "Cooking, at the end"
        case .planPicker: "Planning a recipe"
        case .collectionPicker: "The recipe's collections"
        case .syncConflicts: "The recipe's sync conflicts"
        case .dialog: "A question"
        case .choiceDialog: "A question with choices"
        case .textDialog: "A question to type the answer to"
        case .help: "This help"
        case .aiForm: "Generating a recipe"
        case .memories: "The recipe's spoken memories"
        case .memoryRecorder: "Recording a memory"
        case .memoryPlayback: "Playing a memory"
        case .memoryTranscript: "Correcting a transcript"
        case .memoryDelete: "Deleting a memory"
        case .dietPicker: "Choosing a diet"
        case .dietReview: "The lines a diet changes"
        case .planForMe: "Plan for me"
        }
    }

    /// Modal contexts take every key themselves; the others let an alarm's key through first.
    var isModal: Bool {
        switch self {
        case .planPicker, .collectionPicker, .syncConflicts, .dialog, .choiceDialog, .textDialog, .help, .cooking, .cookingFinished, .aiForm,
             .dietPicker, .dietReview, .planForMe: true
        case .memoryRecorder, .memoryPlayback, .memoryTranscript, .memoryDelete: true
        case .home, .search, .recipe, .editor, .importPreview, .settings, .week, .shopping, .collections, .memories: false
        }
    }

    /// The context of a state, first match wins (in the order things are drawn on top).
    public static func current(_ state: AppState) -> KeyContext {
        if let dialog = state.dialog { return dialog.asksForText ? .textDialog : dialog.choices.isEmpty ? .dialog : .choiceDialog }
        if let memory = memoryOverlay(state) { return memory }
        if state.ai.form != nil { return .aiForm }
        if state.diet.picker != nil, state.detail != nil, state.cooking?.isShown != true { return .dietPicker }
        if state.diet.review != nil, state.detail != nil, state.cooking?.isShown != true { return .dietReview }
        if state.planForMe.isShown, state.detail == nil { return .planForMe }
        if state.planPicker != nil { return .planPicker }
        if state.collectionPicker != nil { return .collectionPicker }
        if state.detail != nil, state.sync.recipeConflicts?.isShown == true { return .syncConflicts }
        if state.isHelpShown { return .help }
        return underHelp(state)
    }

    /// A spoken memory's panel, which has the keys while it is up.
    static func memoryOverlay(_ state: AppState) -> KeyContext? {
        let memory = state.memory
        if memory.editing != nil { return .memoryTranscript }
        if memory.recorder != nil { return .memoryRecorder }
        if memory.confirmingDelete != nil { return .memoryDelete }
        if memory.playback != nil { return .memoryPlayback }
        return nil
    }

    /// The context the help overlay is about: what is under it.
    public static func underHelp(_ state: AppState) -> KeyContext {
        if let cooking = state.cooking, cooking.isShown { return cooking.session.isFinished ? .cookingFinished : .cooking }
        if state.detail == nil, state.week != nil { return .week }
        if state.detail == nil, state.shopping != nil { return .shopping }
        if state.detail == nil, state.collections != nil { return .collections }
        if state.detail != nil { return state.memory.isFocused ? .memories : .recipe }
        switch state.tab {
        case .home: return .home
        case .search: return .search
        case .settings: return .settings
        case .add: return state.importPreview != nil ? .importPreview : .editor
        }
    }
}
