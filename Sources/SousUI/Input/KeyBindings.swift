import SousApp
import SousCore

/// The one table of key bindings: each context's keys, in the order help lists them.
///
/// `KeyMap` looks keys up here, `HelpView` lists these lines and `StatusBarView` shows their
/// hints, so the three cannot disagree. To add a key, add a binding to its context's list (with
/// `.hint(...)` if the footer should show it: `.main` for the screen's one main action, which the
/// footer keeps at 40 columns, `.low` for what may go first); `KeyBindingTableTests` checks that no
/// two bindings of a context share a key and that every hint's and help label's keys work.
public enum KeyBindings {
    /// Keys that work everywhere, before any context: quitting and repainting.
    public static let global: [KeyBinding] = [
        .bind([.ctrl("c")], "Ctrl-C", "quit (asks first if the form has unsaved work)", .quitRequested),
        .bind([.ctrl("l")], "Ctrl-L", "redraw the whole screen", .redrawRequested),
        // Ctrl-Y, "sYnc": free on every screen (Ctrl-G generates in Add, Ctrl-S saves the form).
        .bind([.ctrl("y")], "Ctrl-Y", "sync with the family's other kitchens now", .sync(.requested)),
    ]

    /// Keys that take precedence while a timer rings behind the tabs, on every screen but a
    /// question or the help: the banner says Enter stops it, so Enter must, wherever the cook is.
    public static let alarm: [KeyBinding] = [
        KeyBinding.bind([.enter], "Enter", "stop a timer that rang (while one rings, on any screen)",
                        .cooking(.command(.clearExpiredTimers)))
            .hint("stop timer", .urgent, when: isRingingBehind),
    ]

    /// Whether a timer is ringing while the cooking overlay is hidden.
    @Sendable static func isRingingBehind(_ state: AppState) -> Bool {
        guard let cooking = state.cooking, !cooking.isShown else { return false }
        return !cooking.ringing(at: state.now).isEmpty
    }

    /// The bindings of a context, in help's order.
    public static func bindings(for context: KeyContext) -> [KeyBinding] {
        switch context {
        case .home: home
        case .search: search
        case .recipe: recipe
        case .editor: editor
        case .importPreview: importPreview
        case .settings: settings
        case .week: week
        case .shopping: shopping
        case .collections: collections
        case .cooking: cooking
        case .cookingFinished: cookingFinished
        case .planPicker: planPicker
        case .collectionPicker: collectionPicker
        case .syncConflicts: syncConflicts
        case .dialog: dialog
        case .choiceDialog: choiceDialog
        case .textDialog: textDialog
        case .help: help
        case .aiForm: aiForm
        case .memories: memories
        case .memoryRecorder: memoryRecorder
        case .memoryPlayback: memoryPlayback
        case .memoryTranscript: memoryTranscript
        case .memoryDelete: memoryDelete
        case .dietPicker: dietPicker
        case .dietReview: dietReview
        case .planForMe: planForMe
        }
    }

    /// The bindings in force in a state, first to last as they are tried.
    public static func active(in state: AppState) -> [KeyBinding] {
        let context = KeyContext.current(state)
        let alarm = !context.isModal && isRingingBehind(state) ? alarm : []
        return global + alarm + bindings(for: context)
    }

    /// The footer's hints in a state, every one a binding in force. A key named twice keeps its
    /// first hint: while an alarm rings, "Enter stop timer" and not "Enter open".
    public static func hints(in state: AppState) -> [KeyHint] {
        var named = Set<String>()
        return active(in: state).compactMap { $0.hint(in: state) }.filter { named.insert($0.key).inserted }
    }
}

// MARK: - Pieces shared by several contexts

extension KeyBindings {
    /// Moving through a list: each context says which keys it can spare for it.
    static func move(vim: Bool = true, pages: Bool = true, ends: Bool = true) -> KeyBinding {
        var keys: [KeyEvent] = [.up, .down]
        var label = "↑↓"
        if vim { keys += [.character("k"), .character("j")]; label += " j k" }
        if pages { keys += [.pageUp, .pageDown]; label += ", PgUp PgDn" }
        if ends { keys += [.home, .end] + (vim ? [.character("g"), .character("G")] : []); label += vim ? ", g G" : ", Home End" }
        return KeyBinding.bind(keys, label, ends ? "move; page; top, bottom" : (pages ? "move; page" : "move")) { press in
            switch press.key {
            case .up, .character("k"): .selectionMoved(by: -1)
            case .down, .character("j"): .selectionMoved(by: 1)
            case .pageUp: .selectionMoved(by: -10)
            case .pageDown: .selectionMoved(by: 10)
            case .home, .character("g"): .selectionJumped(toEnd: false)
            case .end, .character("G"): .selectionJumped(toEnd: true)
            default: nil
            }
        }.shared()
    }

    /// 1-4 for a tab.
    static let tabDigits = KeyBinding.bind(patterns: [.digit], "1-4", "switch tabs") { press in
        tab(for: press.key)
    }.shared()

    static func tab(for key: KeyEvent) -> AppAction? {
        guard case .character(let c) = key else { return nil }
        return c.wholeNumberValue.flatMap(Tab.init(rawValue:)).map(AppAction.tabSelected)
    }

    static let tabs = KeyBinding(
        [.digit, .key(.tab), .key(.backTab)], "1-4, Tab, Shift-Tab", "switch tabs",
        perform: { press in
            switch press.key {
            case .tab: .nextTab
            case .backTab: .previousTab
            default: tab(for: press.key)
            }
        }).shared()

    static let open = KeyBinding.bind([.enter, .right, .character("l")], "Enter, → l", "open", .openSelected).shared()
    static let helpKey = KeyBinding.bind([.character("?")], "?", "this help", .helpToggled).shared()
    static let quit = KeyBinding.bind([.character("q")], "q", "quit", .quitRequested).shared()
    static let undoDelete = KeyBinding.bind([.character("z"), .ctrl("z")], "z, Ctrl-Z", "put back the recipe deleted last", .detail(.undoRequested)).shared()
    static let backToCooking = KeyBinding.bind([.character("o")], "o", "back to the recipe you are cooking", .cooking(.shown)).shared()
    static let toSearch = KeyBinding.bind([.character("/")], "/", "search", .tabSelected(.search)).shared()
    /// The last lines of a screen over the tabs (a recipe, the week, the list): back, a tab, help, quit.
    static func leaving(_ help: String) -> [KeyBinding] {
        [back(help).hint("back", .high, key: "Esc"), tabDigits, helpKey.hint("help", .high), quit]
    }

    /// Leaving a screen over Home or an open recipe.
    static func back(_ help: String) -> KeyBinding {
        KeyBinding.bind([.escape, .left, .character("h"), .backspace], "Esc, ← h", help, .back).shared()
    }
}
