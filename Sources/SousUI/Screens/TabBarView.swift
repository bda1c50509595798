import Foundation
import SousApp
import SousCore

/// The row of tabs at the top, each with its number key.
enum TabBarView {
    static func render(selected: Tab, cooking: CookingState? = nil, now: Date = Date(timeIntervalSince1970: 0), glyphs: Glyphs = .unicode,
                       sync: SyncState = SyncState(), into buffer: inout Buffer, area: Rect) {
        buffer.fill(area, role: .tabBar)
        var x = area.x + 1
        // The name goes first, when there is room for it and every tab.
        if area.width >= 50 { x += buffer.put("Sous ", at: Point(x: x, y: area.y), role: .title, clip: area) }
        for tab in Tab.allCases {
            let role: StyleRole = tab == selected ? .tabActive : .tab
            x += buffer.put(" \(tab.rawValue)", at: Point(x: x, y: area.y), role: tab == selected ? .tabActive : .tabHotkey, clip: area)
            x += buffer.put(" \(tab.title) ", at: Point(x: x, y: area.y), role: role, clip: area)
        }
        var right = area.maxX
        // A session cooking behind the tabs: its next timer, and the key that brings it back.
        // A finished one too while its timers run on (issue 27 item 16).
        if let cooking, !cooking.isShown, !cooking.session.isFinished || !cooking.session.workstate.timers.isEmpty {
            let timers = cooking.session.workstate.timers
            let ringing = !cooking.ringing(at: now).isEmpty
            let next = timers.filter { !$0.isExpired(at: now) }.map { $0.remaining(at: now) }.min()
            let time = ringing ? " DONE" : next.map { " " + CookingView.clock($0) } ?? ""
            let text = "\(glyphs.timer) \(cooking.session.recipe.title)\(time) (o) "
            let width = TextWidth.width(of: text)
            if x + width + 1 <= area.maxX {
                buffer.put(text, at: Point(x: area.maxX - width, y: area.y), role: ringing ? .timerExpired : .timerRunning, clip: area)
                right -= width
            }
        }
        // Sync's status, left of the timer: only when it fits whole.
        if let status = SyncViews.status(sync, now: now) {
            let width = TextWidth.width(of: status.text) + 2
            if x + width + 1 <= right {
                buffer.put(status.text, at: Point(x: right - width, y: area.y), role: status.role, clip: area)
            }
        }
    }
}

/// The key hints of the current screen, along the bottom, from the bindings in force.
enum StatusBarView {
    static func hints(for state: AppState) -> [KeyHint] {
        KeyBindings.hints(in: state)
    }

    /// The hints that fit in `width` columns: the most important first (a narrow terminal drops
    /// the least important), drawn in the table's order so the footer reads the same at any width.
    static func fitting(_ hints: [KeyHint], width: Int) -> [KeyHint] {
        var room = width - 1
        var kept = Set<Int>()
        let byImportance = hints.indices.sorted { hints[$0].importance != hints[$1].importance ? hints[$0].importance > hints[$1].importance : $0 < $1 }
        for index in byImportance {
            let needed = Self.width(of: hints[index])
            // A shorter, less important hint may still fit where a longer one did not.
            if needed <= room {
                kept.insert(index)
                room -= needed
            }
        }
        return hints.indices.filter(kept.contains).map { hints[$0] }
    }

    static func width(of hint: KeyHint) -> Int {
        TextWidth.width(of: hint.key) + TextWidth.width(of: hint.text) + 3
    }

    static func render(hints: [KeyHint], into buffer: inout Buffer, area: Rect) {
        buffer.fill(area, role: .statusBar)
        var x = area.x + 1
        for hint in fitting(hints, width: area.width) {
            x += buffer.put(hint.key, at: Point(x: x, y: area.y), role: .keyHint, clip: area)
            x += buffer.put(" \(hint.text)  ", at: Point(x: x, y: area.y), role: .keyHintLabel, clip: area)
        }
    }
}

/// Every key, over the screen.
enum HelpView {
    /// The sections in the order shown: every key of what is on screen, then the keys that work
    /// everywhere, then the other screens' own keys (a short terminal clips the last ones, so the
    /// keys the user can press now come first).
    static func sections(for state: AppState) -> [(section: String, keys: [(key: String, does: String)])] {
        let current = KeyContext.underHelp(state)
        func lines(_ bindings: [KeyBinding]) -> [(key: String, does: String)] { bindings.map { ($0.label, $0.help) } }
        var sections = [(section: current.title, keys: lines(KeyBindings.bindings(for: current))),
                        (section: "Everywhere", keys: lines(KeyBindings.global + KeyBindings.alarm))]
        // Questions and the help itself show their keys where they are asked.
        for context in KeyContext.allCases where context != current && ![.help, .dialog, .choiceDialog, .textDialog].contains(context) {
            let own = KeyBindings.bindings(for: context).filter { !$0.isShared }
            if !own.isEmpty { sections.append((context.title, lines(own))) }
        }
        return sections
    }

    static func render(_ state: AppState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let frame = area.inset(by: 1)
        guard frame.width >= 4, frame.height >= 3 else { return }
        buffer.box(frame, glyphs: glyphs.box, border: .dialogBorder, fill: .helpOverlay)
        let box = frame.inset(by: 1)
        let lines = self.lines(for: state, width: box.width)
        let top = min(state.helpScroll, max(0, lines.count - box.height))
        let more = lines.count > box.height
        let range = "\(top + 1)-\(min(lines.count, top + box.height)) of \(lines.count)"
        var title = more ? " Keys · ↑↓ scroll · Esc closes (\(range)) " : " Keys · Esc closes "
        if TextWidth.width(of: title) > frame.width - 4 { title = more ? " Keys \(range) " : " Keys " }
        buffer.putFitted(title, at: Point(x: frame.x + 2, y: frame.y), role: .dialogTitle, clip: Rect(x: frame.x, y: frame.y, width: max(0, frame.width - 2), height: 1), ellipsis: glyphs.ellipsis)
        let keyWidth = Self.keyWidth(box.width)
        for (row, line) in lines.dropFirst(top).prefix(box.height).enumerated() {
            let y = box.y + row
            switch line {
            case .section(let name):
                buffer.put(name, at: Point(x: box.x + 1, y: y), role: .heading, clip: box)
            case .key(let key, let does):
                buffer.put(key, at: Point(x: box.x + 2, y: y), role: .helpKey, clip: box)
                buffer.putFitted(does, at: Point(x: box.x + 3 + keyWidth, y: y), role: .helpOverlay, clip: box, ellipsis: glyphs.ellipsis)
            case .blank:
                break
            }
        }
    }

    /// The furthest the help can scroll on a screen this size (every line once when the size is unknown).
    static func maxScroll(for state: AppState, screen: Size?) -> Int {
        guard let screen else { return max(0, lines(for: state).count - 1) }
        // The help box is the screen less two columns of inset and two of frame on each side.
        let count = lines(for: state, width: screen.width - 4).count
        // The tab and status bars, the inset and the frame take six rows (seven with a banner).
        let visible = screen.height - 6 - (state.banner == nil ? 0 : 1)
        return max(0, count - max(1, visible))
    }

    enum HelpLine: Equatable {
        case section(String), key(String, String), blank
    }

    /// The key column: half the box, at most 26 columns.
    static func keyWidth(_ boxWidth: Int) -> Int { min(26, boxWidth / 2) }

    /// The help as rows: a section heading, its keys, a blank line between sections. Given the
    /// box's width, a key wider than its column takes a row of its own (its words start the next
    /// row) and long descriptions wrap, so a key never runs into what it does.
    static func lines(for state: AppState, width: Int? = nil) -> [HelpLine] {
        var lines: [HelpLine] = []
        for (section, keys) in sections(for: state) {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.section(section))
            for (key, does) in keys {
                guard let width else { lines.append(.key(key, does)); continue }
                let keyWidth = keyWidth(width)
                let wrapped = TextWrap.lines(does, width: max(1, width - keyWidth - 3))
                if TextWidth.width(of: key) > keyWidth {
                    lines.append(.key(key, ""))
                    lines += wrapped.map { HelpLine.key("", $0) }
                } else {
                    lines.append(.key(key, wrapped.first ?? ""))
                    lines += wrapped.dropFirst().map { HelpLine.key("", $0) }
                }
            }
        }
        return lines
    }
}
