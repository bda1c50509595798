import SousApp
import SousCore

/// What sits over the tabs: cooking, the week, the shopping list, questions and the help.
extension KeyBindings {
    static let cooking: [KeyBinding] = [
        // First, so a ringing timer's hint leads the footer.
        .bind([.enter], "Enter", "stop a timer that rang, else next step") { press in
            press.state.cooking.map { $0.ringing(at: press.state.now).isEmpty } == false
                ? .cooking(.command(.clearExpiredTimers)) : .cooking(.command(.nextStep))
        }.hint("stop timer", .urgent, when: { state in state.cooking.map { !$0.ringing(at: state.now).isEmpty } ?? false }),
        .bind([.right, .character("l"), .character("n"), .character(" ")], "→ l n, Space", "next step", .cooking(.command(.nextStep)))
            .hint("next", .main, key: "→"),
        .bind([.left, .character("h"), .character("p"), .backspace], "← h p", "previous step", .cooking(.command(.previousStep)))
            .hint("back", key: "←"),
        .bind([.character("s")], "s", "stop a timer that rang", .cooking(.command(.clearExpiredTimers))),
        .bind(patterns: [.digit, .key(.character("g"))], "1-9, g", "go to a step (g asks which)") { press in
            guard case .character(let c) = press.key else { return nil }
            if c == "g" { return .cooking(.prompt("go to step ")) }
            guard c != "0", let step = c.wholeNumberValue else { return nil }
            return .cooking(.command(.goToStep(step)))
        },
        .bind([.character("d")], "d", "step done, move on", .cooking(.command(.markStepDone(nil)))).hint("done", .high),
        .bind([.character("r")], "r", "read the step again", .cooking(.command(.repeatStep))),
        .bind([.character("t")], "t", "start the step's timer", .cooking(.command(.startStepTimer))).hint("timer", .high),
        .bind([.character("a")], "a", "add a named timer", .cooking(.prompt("set a timer for "))).hint("add timer"),
        .bind([.character("x")], "x", "cancel a timer") { press in
            press.state.cooking?.session.workstate.timers.count == 1 ? .cooking(.command(.cancelTimer(name: nil))) : .cooking(.prompt("cancel the "))
        },
        .bind([.character("+"), .character("="), .character("-")], "+ / -", "a minute more / less on a timer") { press in
            .cooking(.minute(press.key == .character("-") ? -1 : 1))
        }.hint("minute", .low, key: "+/-"),
        .bind([.character(":"), .character("/")], ": or /", "ask the assistant", .cooking(.prompt(""))).hint("ask", key: ":"),
        .bind([.character("i")], "i", "all ingredients", .cooking(.ingredientsToggled)).hint("ingredients", .low),
        .bind([.character("m")], "m", "add a note: record a short spoken note on this step", .memory(.noteRequested)).hint("note", .low),
        .bind([.character("b")], "b", "big letters to read across the kitchen, or normal", .settings(.kitchenDistanceToggled))
            .hint("big letters", .low),
        .bind([.character("v")], "v", "quiet now; stop or start listening (push to talk / wake word: talk now)", .voice(.toggled)),
        .bind([.escape], "Esc", "leave (timers keep running); o comes back", .back).hint("leave", .high),
        .bind([.character("?"), .function(1)], "?, F1", "this help", .helpToggled).hint("help", key: "?"),
        quit,
    ]

    /// The end of a recipe. Timers still running are kept by Esc (they go on behind the tabs)
    /// or stopped with x; Enter stops one that rang.
    static let cookingFinished: [KeyBinding] = [
        .bind([.enter], "Enter", "stop a timer that rang, else close") { press in
            isRingingInFront(press.state) ? .cooking(.command(.clearExpiredTimers)) : .back
        }.hint("stop timer", .urgent, when: isRingingInFront),
        .bind([.character("m")], "m", "add a note or family memory", .cooking(.noteRequested)).hint("add a note", .main),
        .bind([.character("s")], "s", "stop a timer that rang", .cooking(.command(.clearExpiredTimers))),
        .bind([.character("x")], "x", "stop the timers still running") { press in
            runningTimers(press.state) == 0 ? nil : .cooking(.command(.cancelAllTimers))
        }.hint { state in
            let count = runningTimers(state)
            return count == 0 ? nil : KeyHint(key: "x", text: count == 1 ? "stop it" : "stop them", importance: .high)
        },
        .bind([.left, .character("h"), .character("p")], "← h p", "back to the last step", .cooking(.command(.previousStep))),
        .bind([.escape, .character("q")], "Esc, q", "close (running timers keep going)", .back).hint { state in
            let count = runningTimers(state)
            let text = count == 0 ? "close" : "keep timer\(count == 1 ? "" : "s") running"
            return KeyHint(key: "Esc", text: text, importance: .high)
        },
        .bind([.character("?"), .function(1)], "?, F1", "this help", .helpToggled),
    ]

    @Sendable static func runningTimers(_ state: AppState) -> Int {
        state.cooking?.session.workstate.timers.count ?? 0
    }

    @Sendable static func isRingingInFront(_ state: AppState) -> Bool {
        state.cooking.map { !$0.ringing(at: state.now).isEmpty } ?? false
    }

    static let week: [KeyBinding] = [
        .bind([.character("z"), .ctrl("z")], "z, Ctrl-Z", "put back the entry taken off last", .plan(.undoRequested))
            .hint("undo", .high, key: "z", when: { $0.week?.lastRemoved != nil }),
        move(pages: false).hint("move", key: "↑↓"),
        .bind([.character("["), .pageUp, .character("]"), .pageDown], "[ ], PgUp PgDn", "week before / after") { press in
            .plan(.weekMoved(by: press.key == .character("[") || press.key == .pageUp ? -1 : 1))
        }.hint("week", key: "[ ]"),
        open.hint("open", .main, key: "Enter"),
        .bind([.character("c")], "c", "cooked / not cooked", .plan(.cookedToggled)).hint("cooked"),
        .bind([.character("x"), .delete], "x, Delete", "take off the plan (z undoes)", .plan(.removeRequested)).hint("remove", key: "x"),
        .bind([.character("<"), .character(","), .character(">"), .character(".")], "< >", "move the entry a day earlier / later (or , .)") { press in
            press.key == .character("<") || press.key == .character(",") ? .plan(.entryMoved(days: -1, meals: 0)) : .plan(.entryMoved(days: 1, meals: 0))
        }.hint("day", .low, key: "< >"),
        .bind([.character("m")], "m", "move the entry to the next meal", .plan(.entryMoved(days: 0, meals: 1))),
        .bind([.character("C")], "C", "copy this week onto the next", .plan(.copyWeekRequested)).hint("copy week", .low),
        .bind([.character("X")], "X", "clear this week (asks first)", .plan(.clearWeekRequested)),
        .bind([.character("p")], "p", "plan for me: days from your cookbook, empty ones generated", .planForMe(.requested)).hint("plan for me"),
        .bind([.character("b")], "b", "the shopping list", .shopping(.requested)),
    ] + leaving("back to Home")

    static let shopping: [KeyBinding] = [
        move().hint("move", key: "↑↓"),
        .bind([.character(" "), .enter], "Space, Enter", "tick / untick (kept)", .shopping(.tickToggled)).hint("tick", .main, key: "Space"),
        .bind([.character("o")], "o", "the recipe lines behind an item, and how they were merged", .shopping(.linesToggled)).hint("lines"),
        .bind([.character("a")], "a", "add a line by hand", .shopping(.addRequested)).hint("add"),
        .bind([.character("p")], "p", "have it at home: into the pantry (asks how much), or from the pantry back on the list",
              .shopping(.pantryToggled)).hint("pantry"),
        .bind([.character("m")], "m", "move the product to another aisle (kept for next time)", .shopping(.aisleRequested)).hint("aisle", .low),
        .bind([.character("x"), .delete], "x, Delete", "take a line added by hand off the list", .shopping(.removeRequested)),
        .bind([.character("e")], "e", "export (.md Markdown, .json JSON, else text)", .shopping(.exportRequested)).hint("export"),
        .bind([.character("C")], "C", "clear the ticks (asks first)", .shopping(.clearRequested)).hint("clear ticks", .low),
        .bind([.character("w")], "w", "the week's plan", .plan(.weekRequested)),
    ] + leaving("back to Home")

    /// The `p` dialog on a recipe.
    static let planPicker: [KeyBinding] = [
        .bind([.left, .character("h"), .character("-"), .right, .character("l"), .character("+"), .character("=")], "←→ h l, + -", "change the value") { press in
            switch press.key {
            case .left, .character("h"), .character("-"): .plan(.pickerValueChanged(by: -1))
            default: .plan(.pickerValueChanged(by: 1))
            }
        }.hint("change", key: "←→"),
        .bind([.up, .character("k"), .backTab, .down, .character("j"), .tab], "↑↓ j k, Tab", "day, meal or servings") { press in
            switch press.key {
            case .up, .character("k"), .backTab: .plan(.pickerFieldMoved(by: -1))
            default: .plan(.pickerFieldMoved(by: 1))
            }
        }.hint("field", key: "↑↓"),
        .bind([.enter, .character("y")], "Enter, y", "plan it", .plan(.pickerConfirmed)).hint("plan", .main, key: "Enter"),
        .bind([.escape, .character("n"), .character("q")], "Esc, n, q", "cancel", .plan(.pickerCancelled)).hint("cancel", .high, key: "Esc"),
    ]

    /// `p` on the week: the form, then the proposal.
    static let planForMe: [KeyBinding] = [
        .bind([.left, .character("h"), .character("-"), .right, .character("l"), .character("+"), .character("="), .character(" ")],
              "←→ h l, + -, Space", "change the value (Space turns filling the gaps on or off)") { press in
            switch press.key {
            case .left, .character("h"), .character("-"): .planForMe(.valueChanged(by: -1))
            default: .planForMe(.valueChanged(by: 1))
            }
        }.hint("change", key: "←→", when: { $0.planForMe.form != nil }),
        .bind([.up, .character("k"), .backTab, .down, .character("j"), .tab], "↑↓ j k, Tab", "days, meal or filling the gaps") { press in
            switch press.key {
            case .up, .character("k"), .backTab: .planForMe(.fieldMoved(by: -1))
            default: .planForMe(.fieldMoved(by: 1))
            }
        }.hint("field", key: "↑↓", when: { $0.planForMe.form != nil }),
        .bind([.enter, .character("y")], "Enter, y", "propose the days; on the proposal, plan them", .planForMe(.confirmed))
            .hint { state in
                // While the provider works Enter plans nothing, so the footer does not offer it.
                if state.planForMe.proposal?.isGenerating == true { return nil }
                return KeyHint(key: "Enter", text: state.planForMe.form != nil ? "propose" : "plan these", importance: .main)
            },
        .bind([.escape, .character("n"), .character("q")], "Esc, n, q", "cancel: nothing planned or saved", .planForMe(.cancelled))
            .hint("cancel", .high, key: "Esc"),
    ]

    /// The collections list over Home (`L`).
    static let collections: [KeyBinding] = [
        move().hint("move", key: "↑↓"),
        open.hint("open", .main, key: "Enter"),
        .bind([.character("a"), .character("n")], "a, n", "a new collection", .collections(.createRequested)).hint("new", key: "a"),
        .bind([.character("r")], "r", "rename it", .collections(.renameRequested)).hint("rename"),
        .bind([.character("d"), .delete], "d, Delete", "delete it (its recipes stay)", .collections(.deleteRequested)).hint("delete", key: "d"),
        .bind([.character("L")], "L", "back to Home", .back),
    ] + leaving("back to Home")

    /// The `L` picker on a recipe: which collections it is in.
    static let collectionPicker: [KeyBinding] = [
        .bind([.up, .character("k"), .backTab, .down, .character("j"), .tab], "↑↓ j k, Tab, Shift-Tab", "move") { press in
            switch press.key {
            case .up, .character("k"), .backTab: .selectionMoved(by: -1)
            default: .selectionMoved(by: 1)
            }
        }.hint("move", key: "↑↓"),
        .bind([.character(" "), .enter, .character("x")], "Space, Enter, x", "put it in or take it out", .collections(.membershipToggled))
            .hint("in / out", .main, key: "Space"),
        .bind([.character("n"), .character("a")], "n, a", "a new collection, with the recipe in it", .collections(.createRequested)).hint("new", key: "n"),
        .bind([.escape, .character("q"), .character("L")], "Esc, q, L", "done", .back).hint("done", .high, key: "Esc"),
    ]

    /// `C` on a recipe with sync conflicts: each one, and restoring the value that lost.
    static let syncConflicts: [KeyBinding] = [
        .bind([.up, .character("k"), .down, .character("j")], "↑↓ j k", "move") { press in
            .sync(.conflictMoved(by: press.key == .up || press.key == .character("k") ? -1 : 1))
        }.hint("move", key: "↑↓"),
        .bind([.character("r"), .enter], "r, Enter", "restore the value that lost (it syncs as a new edit)", .sync(.restoreRequested))
            .hint("restore", .main, key: "r"),
        .bind([.escape, .character("q"), .character("C")], "Esc, q, C", "back to the recipe", .sync(.conflictsToggled)).hint("back", .high, key: "Esc"),
    ]

    /// A yes / no question.
    static let dialog: [KeyBinding] = [
        .bind([.enter, .character("y"), .character("Y")], "y, Enter", "yes: go ahead", .dialog(.answered(true)))
            .hint { state in state.dialog.map { KeyHint(key: "y", text: $0.yes, importance: .main) } },
        .bind([.escape, .character("n"), .character("N")], "n, Esc", "no: cancel", .dialog(.answered(false)))
            .hint { state in state.dialog.map { KeyHint(key: "n", text: $0.no, importance: .high) } },
    ]

    /// A question with choices beside yes and no (the dialog lists each choice's letter).
    static let choiceDialog: [KeyBinding] = [
        .bind([.enter], "Enter", "yes: go ahead", .dialog(.answered(true)))
            .hint { state in state.dialog.map { KeyHint(key: "Enter", text: $0.yes, importance: .main) } },
        .bind([.escape], "Esc", "no: cancel", .dialog(.answered(false)))
            .hint { state in state.dialog.map { KeyHint(key: "Esc", text: $0.no, importance: .high) } },
        .bind(patterns: [.printable], "type", "y yes, n no, or the letter of a choice the question shows") { press in
            guard case .character(let c) = press.key, let dialog = press.state.dialog else { return nil }
            if dialog.choices.contains(where: { $0.key == c }) { return .dialog(.chose(c)) }
            switch c {
            case "y", "Y": return .dialog(.answered(true))
            case "n", "N": return .dialog(.answered(false))
            default: return nil
            }
        }.hint { state in
            state.dialog?.choices.first.map { KeyHint(key: String($0.key), text: $0.does, importance: .high) }
        },
    ]

    /// A question answered by typing (a file name, DELETE).
    static let textDialog: [KeyBinding] = [
        .bind(patterns: [.printable], "type", "the answer") { press in
            guard case .character(let c) = press.key else { return nil }
            return .dialog(.typed(String(c)))
        },
        .bind([.backspace], "Backspace", "delete a letter", .dialog(.backspace)),
        .bind([.ctrl("u")], "Ctrl-U", "clear the line", .dialog(.cleared)),
        .bind([.enter], "Enter", "go ahead", .dialog(.answered(true)))
            .hint { state in state.dialog.map { KeyHint(key: "Enter", text: $0.yes, importance: .main) } },
        .bind([.escape], "Esc", "cancel", .dialog(.answered(false)))
            .hint { state in state.dialog.map { KeyHint(key: "Esc", text: $0.no, importance: .high) } },
    ]

    /// The generate form over the Add tab: printable keys type into the field.
    static let aiForm: [KeyBinding] = [
        .bind(patterns: [.printable], "type", "fill in the field") { press in
            guard case .character(let c) = press.key else { return nil }
            return .ai(.form(.typed(String(c))))
        },
        .bind([.backspace], "Backspace", "delete a letter", .ai(.form(.backspace))),
        .bind([.tab, .down], "Tab, ↓", "next field", .ai(.form(.nextField))).hint("next field", .high, key: "Tab"),
        .bind([.backTab, .up], "Shift-Tab, ↑", "previous field", .ai(.form(.previousField))),
        .bind([.enter], "Enter", "generate (runs in the background; Esc cancels)", .ai(.form(.submit))).hint("generate", .main),
        .bind([.escape], "Esc", "close the form", .ai(.form(.cancel))).hint("cancel", .high),
    ]

    /// The help overlay scrolls; anything that closes it closes it.
    static let help: [KeyBinding] = [
        .bind([.up, .character("k"), .down, .character("j"), .pageUp, .pageDown, .character(" "), .home, .character("g"), .end, .character("G")],
              "↑↓ j k, PgUp PgDn, g G", "scroll") { press in
            let last = HelpView.maxScroll(for: press.state, screen: press.screen)
            let current = min(press.state.helpScroll, last)
            let line: Int
            switch press.key {
            case .up, .character("k"): line = current - 1
            case .down, .character("j"): line = current + 1
            case .pageUp: line = current - 10
            case .pageDown, .character(" "): line = current + 10
            case .home, .character("g"): line = 0
            default: line = last
            }
            return .helpScrolled(to: min(max(line, 0), last))
        }.hint("scroll", .high, key: "↑↓"),
        .bind([.escape, .character("?"), .character("q"), .enter, .function(1)], "Esc, ?, q, Enter", "close the help", .helpToggled)
            .hint("close help", .main, key: "Esc"),
    ]
}

/// `v` on a recipe: the diets, then the lines one changes.
extension KeyBindings {
    static let dietPicker: [KeyBinding] = [
        .bind([.up, .character("k"), .down, .character("j")], "↑↓ j k", "move") { press in
            .diet(.moved(by: press.key == .up || press.key == .character("k") ? -1 : 1))
        }.hint("move", key: "↑↓"),
        .bind([.enter, .right, .character(" ")], "Enter, →, Space", "show the lines this diet changes", .diet(.chosen)).hint("choose", .main, key: "Enter"),
        .bind([.escape, .character("q"), .character("v")], "Esc, q, v", "close, nothing changed", .diet(.closed)).hint("cancel", .high, key: "Esc"),
    ]

    static let dietReview: [KeyBinding] = [
        .bind([.enter, .character("c")], "Enter, c", "apply for this cook only (the stored recipe is unchanged)", .diet(.applyRequested))
            .hint("apply for this cook", .main, key: "Enter"),
        .bind([.character("s")], "s", "save as a variant linked to the original", .diet(.saveRequested)).hint("save variant", .high),
        .bind([.character("a")], "a", "ask the AI for the lines with no known swap", .diet(.aiRequested))
            .hint("ask AI for the rest", .high, when: { state in
                guard let review = state.diet.review else { return false }
                return !review.unswapped.isEmpty && state.ai.request == nil
            }),
        .bind([.up, .character("k"), .down, .character("j")], "↑↓ j k", "scroll") { press in
            .diet(.moved(by: press.key == .up || press.key == .character("k") ? -1 : 1))
        },
        .bind([.escape, .character("q")], "Esc, q", "close, nothing changed (Esc first cancels an AI request)") { press in
            press.state.ai.request != nil ? .back : .diet(.closed)
        }.hint("cancel", .high, key: "Esc"),
    ]
}
