import SousApp

/// The row of tabs at the top, each with its number key.
enum TabBarView {
    static func render(selected: Tab, into buffer: inout Buffer, area: Rect) {
        buffer.fill(area, role: .tabBar)
        var x = area.x + 1
        // The name goes first, when there is room for it and every tab.
        if area.width >= 50 { x += buffer.put("Sous ", at: Point(x: x, y: area.y), role: .title, clip: area) }
        for tab in Tab.allCases {
            let role: StyleRole = tab == selected ? .tabActive : .tab
            x += buffer.put(" \(tab.rawValue)", at: Point(x: x, y: area.y), role: tab == selected ? .tabActive : .tabHotkey, clip: area)
            x += buffer.put(" \(tab.title) ", at: Point(x: x, y: area.y), role: role, clip: area)
        }
    }
}

/// The key hints of the current screen, along the bottom.
enum StatusBarView {
    static func hints(for state: AppState) -> [(String, String)] {
        if state.isHelpShown { return [("Esc", "close help")] }
        if state.detail != nil {
            return [("Esc", "back"), ("+/-", "servings"), ("u", "units"), ("Space", "tick"), ("f", "favourite"), ("?", "help")]
        }
        switch state.tab {
        case .home: return [("↑↓", "move"), ("Enter", "open"), ("c", "category"), ("f", "favourites"), ("s", "sort"), ("/", "search"), ("?", "help"), ("q", "quit")]
        case .search: return [("type", "search"), ("↑↓", "move"), ("Enter", "open"), ("Esc", "clear"), ("Tab", "next tab")]
        case .settings: return [("↑↓", "move"), ("Enter/←→", "change"), ("1-4", "tabs"), ("?", "help"), ("q", "quit")]
        case .add: return [("1-4", "tabs"), ("?", "help"), ("q", "quit")]
        }
    }

    static func render(hints: [(String, String)], into buffer: inout Buffer, area: Rect) {
        buffer.fill(area, role: .statusBar)
        var x = area.x + 1
        for (key, does) in hints {
            let width = TextWidth.width(of: key) + TextWidth.width(of: does) + 3
            guard x + width <= area.maxX else { break }
            x += buffer.put(key, at: Point(x: x, y: area.y), role: .keyHint, clip: area)
            x += buffer.put(" \(does)  ", at: Point(x: x, y: area.y), role: .keyHintLabel, clip: area)
        }
    }
}

/// Every key, over the screen.
enum HelpView {
    /// The sections in the order shown: "Everywhere", then the one for what is on screen, then the rest
    /// (a short terminal clips the last ones, so the keys the user can press now come first).
    static func sections(for state: AppState) -> [(section: String, keys: [(key: String, does: String)])] {
        let current = state.detail != nil ? "Recipe" : state.tab.title
        let first = KeyMap.help.filter { $0.section == "Everywhere" || $0.section == current }
        return first + KeyMap.help.filter { $0.section != "Everywhere" && $0.section != current }
    }

    static func render(_ state: AppState, into buffer: inout Buffer, area: Rect) {
        let box = area.inset(by: 1)
        guard !box.isEmpty else { return }
        buffer.fill(box, role: .helpOverlay)
        var y = box.y
        buffer.put(" Keys (Esc closes)", at: Point(x: box.x + 1, y: y), role: .heading, clip: box)
        y += 1
        for (section, keys) in sections(for: state) {
            y += 1
            buffer.put(section, at: Point(x: box.x + 2, y: y), role: .heading, clip: box)
            y += 1
            for (key, does) in keys {
                buffer.put(key, at: Point(x: box.x + 4, y: y), role: .helpKey, clip: box)
                buffer.put(does, at: Point(x: box.x + 28, y: y), role: .helpOverlay, clip: box)
                y += 1
            }
        }
    }
}
