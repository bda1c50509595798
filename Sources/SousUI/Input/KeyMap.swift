import Foundation
import SousApp

/// Turns key presses into actions, given what is on screen (typing in Search goes to the query).
public enum KeyMap {
    /// `screen` is the terminal's size, so scrolling the help stops where its last line shows.
    public static func action(for key: KeyEvent, in state: AppState, screen: Size? = nil) -> AppAction? {
        if case .ctrl("c") = key { return .quitRequested }
        if let dialog = state.dialog { return dialogAction(key, dialog) }
        if state.planPicker != nil { return planPickerAction(key) }
        if state.isHelpShown { return helpAction(key, state, screen: screen) }
        if let cooking = state.cooking, cooking.isShown { return cookingAction(key, cooking, now: state.now) }
        if state.detail == nil, state.week != nil { return weekAction(key) }
        if state.detail == nil, state.shopping != nil { return shoppingAction(key) }
        if case .ctrl("z") = key { return .detail(.undoRequested) }
        if state.detail != nil { return detailAction(key) }
        if state.tab == .add, state.importPreview != nil { return importPreviewAction(key) }
        if state.tab == .add, state.editor != nil { return editorAction(key) }
        if state.tab == .search, let typed = searchAction(key, text: state.search.text) { return typed }
        if state.tab == .settings, let changed = settingsAction(key) { return changed }
        return listAction(key, tab: state.tab)
    }

    static func listAction(_ key: KeyEvent, tab: Tab) -> AppAction? {
        switch key {
        case .character(let c) where c.isNumber:
            return c.wholeNumberValue.flatMap(Tab.init(rawValue:)).map(AppAction.tabSelected)
        case .tab: return .nextTab
        case .backTab: return .previousTab
        case .up, .character("k"): return .selectionMoved(by: -1)
        case .down, .character("j"): return .selectionMoved(by: 1)
        case .pageUp: return .selectionMoved(by: -10)
        case .pageDown: return .selectionMoved(by: 10)
        case .home, .character("g"): return .selectionJumped(toEnd: false)
        case .end, .character("G"): return .selectionJumped(toEnd: true)
        case .enter, .right, .character("l"): return .openSelected
        case .escape: return .back
        case .character("?"): return .helpToggled
        case .character("q"): return .quitRequested
        case .character("/") where tab != .search: return .tabSelected(.search)
        case .character("c") where tab == .home: return .home(.categoryCycled(by: 1))
        case .character("C") where tab == .home: return .home(.categoryCycled(by: -1))
        case .character("f") where tab == .home: return .home(.favoritesOnlyToggled)
        case .character("s") where tab == .home: return .home(.sortCycled)
        case .character("w") where tab == .home: return .plan(.weekRequested)
        case .character("b") where tab == .home: return .shopping(.requested)
        case .character("z") where tab != .add: return .detail(.undoRequested)
        case .character("o"): return .cooking(.shown)
        default: return nil
        }
    }

    /// The help overlay scrolls; anything that closes it closes it.
    static func helpAction(_ key: KeyEvent, _ state: AppState, screen: Size?) -> AppAction? {
        let last = HelpView.maxScroll(for: state, screen: screen)
        let current = min(state.helpScroll, last)
        func to(_ line: Int) -> AppAction { .helpScrolled(to: min(max(line, 0), last)) }
        switch key {
        case .escape, .character("?"), .character("q"), .enter, .function(1): return .helpToggled
        case .up, .character("k"): return to(current - 1)
        case .down, .character("j"): return to(current + 1)
        case .pageUp: return to(current - 10)
        case .pageDown, .character(" "): return to(current + 10)
        case .home, .character("g"): return to(0)
        case .end, .character("G"): return to(last)
        default: return nil
        }
    }

    /// In Search, printable keys edit the query; navigation keys still move through results.
    static func searchAction(_ key: KeyEvent, text: String) -> AppAction? {
        switch key {
        case .character(let c) where !c.isNumber || !text.isEmpty:
            return .search(.textChanged(text + String(c)))
        case .backspace:
            return text.isEmpty ? nil : .search(.textChanged(String(text.dropLast())))
        case .ctrl("u"):
            return .search(.textChanged(""))
        case .ctrl("t"): return .search(.filterCycled(.category))
        case .ctrl("d"): return .search(.filterCycled(.difficulty))
        case .ctrl("r"): return .search(.filterCycled(.time))
        case .ctrl("f"): return .search(.filterCycled(.favorites))
        case .character:
            return nil
        default:
            return nil
        }
    }

    /// In Settings, Enter and ←/→ change the value on the cursor's row; a, r, e, x manage the family.
    static func settingsAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .enter, .right, .character("l"), .character(" "): return .settings(.cycled(by: 1))
        case .left, .character("h"): return .settings(.cycled(by: -1))
        case .character("a"): return .settings(.member(.add))
        case .character("r"): return .settings(.member(.rename))
        case .character("e"): return .settings(.member(.avatar))
        case .character("x"): return .settings(.member(.remove))
        default: return nil
        }
    }

    /// A dialog takes every key: text to its input, Enter / y to go ahead, Esc / n to cancel.
    static func dialogAction(_ key: KeyEvent, _ dialog: Dialog) -> AppAction? {
        switch key {
        case .enter: return .dialog(.answered(true))
        case .escape: return .dialog(.answered(false))
        case .character(let c) where dialog.asksForText: return .dialog(.typed(String(c)))
        case .backspace where dialog.asksForText: return .dialog(.backspace)
        case .ctrl("u") where dialog.asksForText: return .dialog(.cleared)
        case .character("y"), .character("Y"): return .dialog(.answered(true))
        case .character("n"), .character("N"): return .dialog(.answered(false))
        default: return nil
        }
    }

    /// The import preview: look through what was read, untick what to leave out, then store.
    static func importPreviewAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .up, .character("k"): return .selectionMoved(by: -1)
        case .down, .character("j"): return .selectionMoved(by: 1)
        case .pageUp: return .selectionMoved(by: -10)
        case .pageDown: return .selectionMoved(by: 10)
        case .character(" "): return .importing(.itemToggled)
        case .enter, .ctrl("s"): return .importing(.confirmed)
        case .escape: return .back
        case .character("?"), .function(1): return .helpToggled
        case .character("q"): return .quitRequested
        default: return nil
        }
    }

    /// The form: printable keys type; Ctrl-S saves, Esc leaves, Tab moves between fields.
    static func editorAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .character(let c): return .editor(.input(.insert(String(c))))
        case .enter: return .editor(.input(.newline))
        case .backspace: return .editor(.input(.backspace))
        case .delete: return .editor(.input(.deleteForward))
        case .left: return .editor(.input(.left))
        case .right: return .editor(.input(.right))
        case .up: return .editor(.input(.up))
        case .down: return .editor(.input(.down))
        case .home, .ctrl("a"): return .editor(.input(.lineStart))
        case .end, .ctrl("e"): return .editor(.input(.lineEnd))
        case .tab, .pageDown: return .editor(.input(.nextField))
        case .backTab, .pageUp: return .editor(.input(.previousField))
        case .ctrl("u"): return .editor(.input(.clearLine))
        case .ctrl("s"): return .editor(.saveRequested)
        case .ctrl("o"): return .importing(.requested)
        case .escape: return .back
        case .function(1): return .helpToggled
        default: return nil
        }
    }

    static func detailAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .escape, .left, .character("h"), .backspace: return .back
        case .up, .character("k"): return .selectionMoved(by: -1)
        case .down, .character("j"): return .selectionMoved(by: 1)
        case .character("+"), .character("="): return .detail(.servingsChanged(by: 1))
        case .character("-"): return .detail(.servingsChanged(by: -1))
        case .character("u"): return .detail(.unitsCycled)
        case .character(" "): return .detail(.ingredientToggled)
        case .character("f"): return .detail(.favoriteToggled)
        case .character("e"): return .editor(.editRequested)
        case .character("d"), .delete: return .detail(.deleteRequested)
        case .character("x"): return .detail(.exportRequested)
        case .character("c"): return .cooking(.requested)
        case .character("p"): return .plan(.pickerRequested)
        case .character("z"): return .detail(.undoRequested)
        case .character("?"): return .helpToggled
        case .character("q"): return .quitRequested
        case .character(let c) where c.isNumber:
            return c.wholeNumberValue.flatMap(Tab.init(rawValue:)).map(AppAction.tabSelected)
        default: return nil
        }
    }

    /// The week view: move over the entries, between weeks, open, take off, mark cooked.
    static func weekAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .up, .character("k"): return .selectionMoved(by: -1)
        case .down, .character("j"): return .selectionMoved(by: 1)
        case .home, .character("g"): return .selectionJumped(toEnd: false)
        case .end, .character("G"): return .selectionJumped(toEnd: true)
        case .character("["), .pageUp: return .plan(.weekMoved(by: -1))
        case .character("]"), .pageDown: return .plan(.weekMoved(by: 1))
        case .enter, .right, .character("l"): return .openSelected
        case .character("x"), .delete: return .plan(.removeRequested)
        case .character("z"), .ctrl("z"): return .plan(.undoRequested)
        case .character("c"): return .plan(.cookedToggled)
        case .character("<"), .character(","): return .plan(.entryMoved(days: -1, meals: 0))
        case .character(">"), .character("."): return .plan(.entryMoved(days: 1, meals: 0))
        case .character("m"): return .plan(.entryMoved(days: 0, meals: 1))
        case .character("C"): return .plan(.copyWeekRequested)
        case .character("X"): return .plan(.clearWeekRequested)
        case .character("b"): return .shopping(.requested)
        case .escape, .left, .character("h"), .backspace: return .back
        case .character("?"): return .helpToggled
        case .character("q"): return .quitRequested
        case .character(let c) where c.isNumber:
            return c.wholeNumberValue.flatMap(Tab.init(rawValue:)).map(AppAction.tabSelected)
        default: return nil
        }
    }

    /// The shopping list: move, tick, add a line, export, start a new shop.
    static func shoppingAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .up, .character("k"): return .selectionMoved(by: -1)
        case .down, .character("j"): return .selectionMoved(by: 1)
        case .pageUp: return .selectionMoved(by: -10)
        case .pageDown: return .selectionMoved(by: 10)
        case .home, .character("g"): return .selectionJumped(toEnd: false)
        case .end, .character("G"): return .selectionJumped(toEnd: true)
        case .character(" "), .enter: return .shopping(.tickToggled)
        case .character("a"): return .shopping(.addRequested)
        case .character("e"): return .shopping(.exportRequested)
        case .character("C"): return .shopping(.clearRequested)
        case .character("o"): return .shopping(.linesToggled)
        case .character("w"): return .plan(.weekRequested)
        case .escape, .left, .character("h"), .backspace: return .back
        case .character("?"): return .helpToggled
        case .character("q"): return .quitRequested
        case .character(let c) where c.isNumber:
            return c.wholeNumberValue.flatMap(Tab.init(rawValue:)).map(AppAction.tabSelected)
        default: return nil
        }
    }

    /// The `p` dialog takes every key: ↑↓ / Tab choose the field, ←→ / + - change it.
    static func planPickerAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .up, .character("k"), .backTab: return .plan(.pickerFieldMoved(by: -1))
        case .down, .character("j"), .tab: return .plan(.pickerFieldMoved(by: 1))
        case .left, .character("h"), .character("-"): return .plan(.pickerValueChanged(by: -1))
        case .right, .character("l"), .character("+"), .character("="): return .plan(.pickerValueChanged(by: 1))
        case .enter, .character("y"): return .plan(.pickerConfirmed)
        case .escape, .character("n"), .character("q"): return .plan(.pickerCancelled)
        default: return nil
        }
    }

    /// The cooking overlay: moving through the steps, timers, and questions to the assistant.
    static func cookingAction(_ key: KeyEvent, _ cooking: CookingState, now: Date) -> AppAction? {
        if cooking.session.isFinished {
            switch key {
            case .character("m"): return .cooking(.noteRequested)
            case .escape, .enter, .character("q"): return .back
            case .left, .character("h"), .character("p"): return .cooking(.command(.previousStep))
            default: return nil
            }
        }
        switch key {
        case .right, .character("l"), .character("n"), .character(" "): return .cooking(.command(.nextStep))
        case .left, .character("h"), .character("p"), .backspace: return .cooking(.command(.previousStep))
        case .enter: return cooking.ringing(at: now).isEmpty ? .cooking(.command(.nextStep)) : .cooking(.command(.clearExpiredTimers))
        case .character("s"): return .cooking(.command(.clearExpiredTimers))
        case .character("d"): return .cooking(.command(.markStepDone(nil)))
        case .character("r"): return .cooking(.command(.repeatStep))
        case .character("t"): return .cooking(.command(.startStepTimer))
        case .character("a"): return .cooking(.prompt("set a timer for "))
        case .character("x"):
            return cooking.session.workstate.timers.count == 1 ? .cooking(.command(.cancelTimer(name: nil))) : .cooking(.prompt("cancel the "))
        case .character("+"), .character("="): return .cooking(.minute(1))
        case .character("-"): return .cooking(.minute(-1))
        case .character("g"): return .cooking(.prompt("go to step "))
        case .character(let c) where c.isNumber && c != "0": return c.wholeNumberValue.map { .cooking(.command(.goToStep($0))) }
        case .character("i"): return .cooking(.ingredientsToggled)
        case .character("b"): return .settings(.kitchenDistanceToggled)
        case .character("v"): return .voice(.toggled)
        case .character(":"), .character("/"): return .cooking(.prompt(""))
        case .character("?"), .function(1): return .helpToggled
        case .character("q"): return .quitRequested
        case .escape: return .back
        default: return nil
        }
    }

    /// The keys of each context, for the help overlay and the status bar.
    public static let help: [(section: String, keys: [(key: String, does: String)])] = [
        ("Everywhere", [("1-4, Tab, Shift-Tab", "switch tabs"), ("↑↓ j k, PgUp PgDn, g G", "move"),
                        ("Enter", "open"), ("Esc", "back"), ("?", "this help"), ("q, Ctrl-C", "quit")]),
        ("Home", [("c / C", "next / previous category"), ("f", "favourites only"), ("s", "sort"), ("/", "search"),
                  ("w", "the week's meal plan"), ("b", "the shopping list"), ("o", "back to the recipe you are cooking")]),
        ("Search", [("type", "search as you type"), ("+word / -word", "must / must not use an ingredient"),
                    ("Ctrl-T, Ctrl-D", "category, difficulty"), ("Ctrl-R, Ctrl-F", "ready in, favourites"),
                    ("Backspace, Ctrl-U", "delete, clear"), ("Esc", "clear the query")]),
        ("Recipe", [("c", "start cooking"), ("p", "add to the meal plan (day, meal, servings)"), ("+ / -", "servings"), ("u", "units: as written, metric, US"), ("Space", "tick an ingredient"),
                    ("f", "favourite"), ("e", "edit"), ("d, Delete", "delete (z undoes)"), ("x", "export to a file"),
                    ("Esc", "back to the list")]),
        ("Cooking", [("→ Space n, ← p", "next / previous step"), ("1-9, g", "go to a step"), ("d", "step done, move on"),
                     ("t", "start the step's timer"), ("a", "add a named timer"), ("x", "cancel a timer"),
                     ("+ / -", "a minute more / less"), ("Enter, s", "stop a timer that rang"), ("i", "all ingredients"),
                     ("b", "big letters to read across the kitchen, or normal"),
                     (": or /", "ask the assistant"), ("v", "quiet now; stop or start listening (push to talk / wake word: talk now)"), ("Esc", "leave (timers keep running); o comes back"),
                     ("m (at the end)", "add a note or family memory")]),
        ("Week plan", [("[ ], PgUp PgDn", "week before / after"), ("Enter", "open the recipe"), ("c", "cooked / not cooked"),
                       ("x, Delete", "take off the plan (z undoes)"), ("< >", "move the entry a day earlier / later"),
                       ("m", "move the entry to the next meal"), ("C", "copy this week onto the next"),
                       ("X", "clear this week (asks first)"), ("b", "the shopping list"), ("Esc", "back to Home")]),
        ("Shopping list", [("Space", "tick / untick (kept)"), ("o", "the recipe lines behind an item, and how they were merged"),
                           ("a", "add a line by hand"), ("e", "export (.md Markdown, .json JSON, else text)"),
                           ("C", "clear the ticks (asks first)"), ("w", "the week's plan"), ("Esc", "back to Home")]),
        ("Add", [("type", "fill in the field"), ("Tab, Shift-Tab", "next / previous field"), ("↑↓", "lines, then fields"),
                 ("Enter", "new line (ingredients, steps)"), ("← →, Space", "pick category, difficulty"),
                 ("Ctrl-S", "save"), ("Ctrl-O", "import a file or web page"), ("Ctrl-U", "clear the line"),
                 ("Esc", "leave (asks if unsaved)"), ("F1", "this help")]),
        ("Settings", [("↑↓ j k", "choose a setting"), ("Enter, → l, Space", "next value, or do it"), ("← h", "previous value"),
                      ("a / r", "add / rename a family member"), ("e / x", "member's avatar / remove member")]),
        ("Lists", [("z, Ctrl-Z", "undo the last delete")]),
    ]
}
