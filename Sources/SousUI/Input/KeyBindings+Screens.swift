import SousApp
import SousCore

/// The tabs and the open recipe.
extension KeyBindings {
    static let home: [KeyBinding] = [
        move().hint("move", key: "↑↓"),
        open.hint("open", .main, key: "Enter"),
        .bind([.character("w")], "w", "the week's meal plan", .plan(.weekRequested)).hint("week"),
        .bind([.character("b")], "b", "the shopping list", .shopping(.requested)).hint("list"),
        .bind([.character("L")], "L", "collections: browse, make, rename, delete", .collections(.listRequested)).hint("collections", .low),
        .bind([.character("c"), .character("C")], "c / C", "next / previous category") { press in
            .home(.categoryCycled(by: press.key == .character("C") ? -1 : 1))
        }.hint("category", key: "c"),
        .bind([.character("f")], "f", "favourites only", .home(.favoritesOnlyToggled)).hint("favourites"),
        .bind([.character("s")], "s", "sort: title, quickest, newest, recently cooked", .home(.sortCycled)).hint("sort", .low),
        toSearch.hint("search"),
        backToCooking,
        undoDelete.hint("undo delete", .high, key: "z", when: { $0.lastDeleted != nil }),
        .bind([.escape], "Esc", "back; from a collection's recipes, to the collections", .back)
            .hint("collections", .high, key: "Esc", when: { $0.home.collection != nil }),
        tabs,
        helpKey.hint("help", .high),
        quit.hint("quit", .low),
    ]

    static let search: [KeyBinding] = [
        .bind(patterns: [.printable], "type", "search as you type; +garlic must use it, -cream must not (1-4 switch tabs while the box is empty)") { press in
            guard case .character(let c) = press.key else { return nil }
            let text = press.state.search.text
            if c.isNumber, text.isEmpty { return tab(for: press.key) }
            return .search(.textChanged(text + String(c)))
        }.hint("search"),
        .bind([.backspace], "Backspace", "delete a letter") { press in
            press.state.search.text.isEmpty ? nil : .search(.textChanged(String(press.state.search.text.dropLast())))
        },
        .bind([.ctrl("u")], "Ctrl-U", "clear the words", .search(.textChanged(""))),
        .bind([.ctrl("t")], "Ctrl-T", "category filter", .search(.filterCycled(.category))),
        .bind([.ctrl("d")], "Ctrl-D", "difficulty filter", .search(.filterCycled(.difficulty))),
        .bind([.ctrl("r")], "Ctrl-R", "ready-in filter", .search(.filterCycled(.time))),
        .bind([.ctrl("f")], "Ctrl-F", "favourites filter", .search(.filterCycled(.favorites))),
        .bind([.ctrl("x")], "Ctrl-X", "reset the filters", .search(.filtersReset))
            .hint("reset filters", .high, key: "^X", when: { !$0.search.filters.isEmpty }),
        move(vim: false).hint("move", key: "↑↓"),
        .bind([.enter, .right], "Enter, →", "open", .openSelected).hint("open", .main, key: "Enter"),
        // With no words, Esc resets the filters, which ^X's hint already says.
        .bind([.escape], "Esc", "clear the words; again, the filters", .back)
            .hint("clear", key: "Esc", when: { !$0.search.text.isEmpty }),
        .bind([.tab, .backTab], "Tab, Shift-Tab", "next / previous tab") { press in
            press.key == .tab ? .nextTab : .previousTab
        }.hint("next tab", .low, key: "Tab"),
        .bind([.ctrl("z")], "Ctrl-Z", "put back the recipe deleted last", .detail(.undoRequested)),
        .bind([.function(1)], "F1", "this help", .helpToggled).hint("help", .low),
    ]

    static let recipe: [KeyBinding] = [
        .bind([.character("c")], "c", "start cooking", .cooking(.requested)).hint("cook", .main),
        .bind([.character("p")], "p", "add to the meal plan (day, meal, servings)", .plan(.pickerRequested)).hint("plan", .low),
        .bind([.character("L")], "L", "the collections it is in: add or take it out", .collections(.pickerRequested)).hint("collections", .low),
        .bind([.character("+"), .character("="), .character("-")], "+ / -", "servings") { press in
            .detail(.servingsChanged(by: press.key == .character("-") ? -1 : 1))
        }.hint("servings", .high, key: "+/-"),
        .bind([.character("u")], "u", "units: as written, metric, US", .detail(.unitsCycled)).hint("units"),
        .bind([.character(" ")], "Space", "tick an ingredient", .detail(.ingredientToggled)).hint("tick"),
        .bind([.character("f")], "f", "favourite", .detail(.favoriteToggled)).hint("favourite"),
        .bind([.character("e")], "e", "edit", .editor(.editRequested)).hint("edit"),
        .bind([.character("d"), .delete], "d, Delete", "delete (z undoes)", .detail(.deleteRequested)).hint("delete", key: "d"),
        .bind([.character("x")], "x", "export to a file", .detail(.exportRequested)).hint("export", .low),
        recordMemory.hint("memory", .low),
        .bind([.character("M")], "M", "its spoken memories: play, correct, delete", .memory(.focusToggled)),
        .bind([.character("v")], "v", "make it vegan, gluten-free, ...: the changed lines first", .diet(.requested)).hint("diet", .low),
        .bind([.character(":"), .character("/")], ": or /", "ask about this recipe (the assistant, then your AI provider)", .recipeAsk(.prompt))
            .hint("ask", .low, key: ":"),
        .bind([.character("C")], "C", "its sync conflicts: each side, and restore", .sync(.conflictsToggled))
            .hint("conflicts", .high, when: { $0.sync.recipeConflicts != nil }),
        // The tab bar's "(o)" works over a recipe too.
        backToCooking,
        undoDelete,
        move(),
    ] + leaving("back to the list")

    static let settings: [KeyBinding] = [
        move().hint("move", key: "↑↓", when: { !isOnMember($0) }),
        .bind([.enter, .right, .character("l"), .character(" ")], "Enter, → l, Space", "next value, or do it", .settings(.cycled(by: 1)))
            .hint { state in
                isOnMember(state) ? KeyHint(key: "←→", text: "member", importance: .main) : KeyHint(key: "Enter/←→", text: "change", importance: .main)
            },
        .bind([.left, .character("h")], "← h", "previous value", .settings(.cycled(by: -1))),
        .bind([.character("a")], "a", "add a family member", .settings(.member(.add))).hint("add", when: isOnMember),
        .bind([.character("r")], "r", "rename the family member", .settings(.member(.rename))).hint("rename", when: isOnMember),
        .bind([.character("e")], "e", "the member's avatar", .settings(.member(.avatar))).hint("avatar", when: isOnMember),
        .bind([.character("x")], "x", "remove the family member", .settings(.member(.remove))).hint("remove", when: isOnMember),
        .bind([.character("m")], "m", "record a memory of the family member (their next question)") { press in
            isOnMember(press.state) ? .memory(.recordMemberRequested) : nil
        }.hint("memory", .low, when: isOnMember),
        .bind([.character("D")], "D", "delete the AI key (on the AI key row)", .ai(.keyDeleteRequested))
            .hint("delete key", .high, when: { $0.settingsCursor == SettingsRow.aiKey.rawValue }),
        .bind([.escape], "Esc", "back", .back),
        toSearch,
        undoDelete,
        backToCooking,
        tabs.hint("tabs", .low, key: "1-4", when: { !isOnMember($0) }),
        helpKey.hint("help", .high),
        quit.hint("quit", .low, when: { !isOnMember($0) }),
    ]

    @Sendable static func isOnMember(_ state: AppState) -> Bool {
        state.settingsCursor == SettingsRow.member.rawValue
    }

    /// The form: printable keys type, so everything else is Ctrl, F1, Tab and the arrows.
    static let editor: [KeyBinding] = [
        .bind(patterns: [.printable], "type", "fill in the field (a letter picks a category or difficulty)") { press in
            guard case .character(let c) = press.key else { return nil }
            return .editor(.input(.insert(String(c))))
        },
        .bind([.tab, .pageDown], "Tab, PgDn", "next field", .editor(.input(.nextField))).hint("next field", .high, key: "Tab"),
        .bind([.backTab, .pageUp], "Shift-Tab, PgUp", "previous field", .editor(.input(.previousField))),
        .bind([.up, .down], "↑↓", "lines, then fields") { press in
            .editor(.input(press.key == .up ? .up : .down))
        },
        .bind([.left, .right], "← →", "move in the line; pick category, difficulty") { press in
            .editor(.input(press.key == .left ? .left : .right))
        },
        .bind([.enter], "Enter", "new line (ingredients, steps)", .editor(.input(.newline))),
        .bind([.home, .ctrl("a"), .end, .ctrl("e")], "Home End, Ctrl-A Ctrl-E", "start, end of the line") { press in
            .editor(.input(press.key == .home || press.key == .ctrl("a") ? .lineStart : .lineEnd))
        },
        .bind([.backspace], "Backspace", "delete before the cursor", .editor(.input(.backspace))),
        .bind([.delete], "Delete", "delete after the cursor", .editor(.input(.deleteForward))),
        .bind([.ctrl("u")], "Ctrl-U", "clear the line", .editor(.input(.clearLine))),
        .bind([.ctrl("s")], "Ctrl-S", "save", .editor(.saveRequested)).hint("save", .main),
        .bind([.ctrl("o")], "Ctrl-O", "import a file or web page", .importing(.requested)).hint("import"),
        .bind([.ctrl("g")], "Ctrl-G", "generate a recipe with your AI provider (Settings → AI)", .ai(.generateRequested)).hint("generate", .low),
        .bind([.ctrl("z")], "Ctrl-Z", "put back the recipe deleted last", .detail(.undoRequested)),
        .bind([.escape], "Esc", "leave (asks if unsaved)", .back).hint("leave", .high),
        .bind([.function(1)], "F1", "this help", .helpToggled).hint("help", .high),
    ]

    static let importPreview: [KeyBinding] = [
        move(ends: false).hint("move", key: "↑↓"),
        .bind([.character(" ")], "Space", "tick / untick a recipe", .importing(.itemToggled)).hint("tick", .high),
        .bind([.enter, .ctrl("s")], "Enter, Ctrl-S", "import the ticked recipes", .importing(.confirmed)).hint("import ticked", .main, key: "Enter"),
        .bind([.escape], "Esc", "import nothing", .back).hint("cancel", .high),
        .bind([.ctrl("z")], "Ctrl-Z", "put back the recipe deleted last", .detail(.undoRequested)),
        .bind([.character("?"), .function(1)], "?, F1", "this help", .helpToggled).hint("help", key: "?"),
        quit,
    ]
}
