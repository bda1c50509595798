import SousApp

/// Turns key presses into actions, given what is on screen (typing in Search goes to the query).
public enum KeyMap {
    public static func action(for key: KeyEvent, in state: AppState) -> AppAction? {
        if state.isHelpShown {
            switch key {
            case .escape, .character("?"), .character("q"), .enter: return .helpToggled
            default: return nil
            }
        }
        if case .ctrl("c") = key { return .quitRequested }
        if state.detail != nil { return detailAction(key) }
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
        case .character("c") where tab == .home: return .categoryCycled(by: 1)
        case .character("C") where tab == .home: return .categoryCycled(by: -1)
        case .character("f") where tab == .home: return .favoritesOnlyToggled
        case .character("s") where tab == .home: return .sortCycled
        default: return nil
        }
    }

    /// In Search, printable keys edit the query; navigation keys still move through results.
    static func searchAction(_ key: KeyEvent, text: String) -> AppAction? {
        switch key {
        case .character(let c) where !c.isNumber || !text.isEmpty:
            return .searchTextChanged(text + String(c))
        case .backspace:
            return text.isEmpty ? nil : .searchTextChanged(String(text.dropLast()))
        case .ctrl("u"):
            return .searchTextChanged("")
        case .ctrl("t"): return .searchFilterCycled(.category)
        case .ctrl("d"): return .searchFilterCycled(.difficulty)
        case .ctrl("r"): return .searchFilterCycled(.time)
        case .ctrl("f"): return .searchFilterCycled(.favorites)
        case .character:
            return nil
        default:
            return nil
        }
    }

    /// In Settings, Enter and ←/→ change the value on the cursor's row.
    static func settingsAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .enter, .right, .character("l"), .character(" "): return .settingCycled(by: 1)
        case .left, .character("h"): return .settingCycled(by: -1)
        default: return nil
        }
    }

    static func detailAction(_ key: KeyEvent) -> AppAction? {
        switch key {
        case .escape, .left, .character("h"), .backspace: return .back
        case .up, .character("k"): return .selectionMoved(by: -1)
        case .down, .character("j"): return .selectionMoved(by: 1)
        case .character("+"), .character("="): return .servingsChanged(by: 1)
        case .character("-"): return .servingsChanged(by: -1)
        case .character("u"): return .unitsCycled
        case .character(" "): return .ingredientToggled
        case .character("f"): return .favoriteToggled
        case .character("?"): return .helpToggled
        case .character("q"): return .quitRequested
        case .character(let c) where c.isNumber:
            return c.wholeNumberValue.flatMap(Tab.init(rawValue:)).map(AppAction.tabSelected)
        default: return nil
        }
    }

    /// The keys of each context, for the help overlay and the status bar.
    public static let help: [(section: String, keys: [(key: String, does: String)])] = [
        ("Everywhere", [("1-4, Tab, Shift-Tab", "switch tabs"), ("↑↓ j k, PgUp PgDn, g G", "move"),
                        ("Enter", "open"), ("Esc", "back"), ("?", "this help"), ("q, Ctrl-C", "quit")]),
        ("Home", [("c / C", "next / previous category"), ("f", "favourites only"), ("s", "sort"), ("/", "search")]),
        ("Search", [("type", "search as you type"), ("+word / -word", "must / must not use an ingredient"),
                    ("Ctrl-T, Ctrl-D", "category, difficulty"), ("Ctrl-R, Ctrl-F", "ready in, favourites"),
                    ("Backspace, Ctrl-U", "delete, clear"), ("Esc", "clear the query")]),
        ("Recipe", [("+ / -", "servings"), ("u", "units: as written, metric, US"), ("Space", "tick an ingredient"),
                    ("f", "favourite"), ("Esc", "back to the list")]),
        ("Settings", [("↑↓ j k", "choose a setting"), ("Enter, → l, Space", "next value"), ("← h", "previous value")]),
    ]
}
