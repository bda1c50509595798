/// Reads one step's characters into text, ingredients, cookware and timers.
///
/// A component is `@name`, `@several words{amount}` or `~{amount}` (likewise `#` and `~`). The
/// search for a multi-word name's `{` stops at the next `@`, `#`, `~`, brace or line break, and the
/// search for its `}` stops at a line break or another `{`, so every character is looked at a
/// bounded number of times and the reader stays linear on any input.
struct CooklangInlineReader {
    enum Kind {
        case ingredient, cookware, timer
    }

    let chars: [Character]

    /// The step's items, with line breaks read as spaces and the step's outer whitespace trimmed.
    static func items(_ chars: [Character]) -> [CooklangItem] {
        CooklangInlineReader(chars: chars).read()
    }

    func read() -> [CooklangItem] {
        var items: [CooklangItem] = []
        var text = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, CooklangText.escapable.contains(chars[i + 1]) {
                text.append(chars[i + 1])
                i += 2
                continue
            }
            if let kind = Self.kind(of: c), let (component, end) = component(at: i, kind: kind) {
                if !text.isEmpty { items.append(.text(text)) }
                text = ""
                switch kind {
                case .ingredient: items.append(.ingredient(component))
                case .cookware: items.append(.cookware(component))
                case .timer: items.append(.timer(component))
                }
                i = end
                continue
            }
            text.append(c == "\n" ? " " : c)
            i += 1
        }
        if !text.isEmpty { items.append(.text(text)) }
        return Self.trimmingEnds(items)
    }

    static func kind(of c: Character) -> Kind? {
        switch c {
        case "@": .ingredient
        case "#": .cookware
        case "~": .timer
        default: nil
        }
    }

    /// The component whose marker is at `i`, and the index after it; nil when it is text.
    func component(at i: Int, kind: Kind) -> (CooklangComponent, Int)? {
        let start = i + 1
        guard start < chars.count, !chars[start].isWhitespace else { return nil }
        if let open = openingBrace(from: start), let close = closingBrace(after: open) {
            let name = CooklangText.unescaped(CooklangText.trimmed(Array(chars[start..<open])))
            if !name.isEmpty || (kind == .timer && open == start) {
                var component = CooklangAmountReader.component(name: name, braces: Array(chars[(open + 1)..<close]))
                var end = close + 1
                if kind == .ingredient, let (note, noteEnd) = preparation(at: end) {
                    component.note = note
                    end = noteEnd
                }
                return (component, end)
            }
        }
        var end = start
        while end < chars.count, CooklangText.isWordCharacter(chars[end]) { end += 1 }
        guard end > start else { return nil }
        return (CooklangComponent(name: String(chars[start..<end])), end)
    }

    /// The `{` ending a multi-word name that starts at `start`, if one comes before anything that stops it.
    private func openingBrace(from start: Int) -> Int? {
        scan(from: start, for: "{") { $0 == "\n" || $0 == "}" || Self.kind(of: $0) != nil }
    }

    /// The `}` closing the brace at `open`, on the same line.
    private func closingBrace(after open: Int) -> Int? {
        scan(from: open + 1, for: "}") { $0 == "\n" || $0 == "{" }
    }

    /// The index of `target` from `start`, stepping over backslash escapes; nil if a character
    /// for which `stops` holds comes first, or the text ends.
    private func scan(from start: Int, for target: Character, stops: (Character) -> Bool) -> Int? {
        var j = start
        while j < chars.count {
            let c = chars[j]
            if c == "\\", j + 1 < chars.count, chars[j + 1] != "\n" {
                j += 2
                continue
            }
            if c == target { return j }
            if stops(c) { return nil }
            j += 1
        }
        return nil
    }

    /// `(finely chopped)` directly after an ingredient's braces, and the index after it.
    private func preparation(at i: Int) -> (String, Int)? {
        guard i < chars.count, chars[i] == "(" else { return nil }
        var j = i + 1
        while j < chars.count {
            let c = chars[j]
            if c == "\\", j + 1 < chars.count, chars[j + 1] != "\n" {
                j += 2
                continue
            }
            if c == ")" {
                let note = CooklangText.unescaped(CooklangText.trimmed(Array(chars[(i + 1)..<j])))
                return note.isEmpty ? nil : (note, j + 1)
            }
            if c == "\n" || c == "(" || Self.kind(of: c) != nil { return nil }
            j += 1
        }
        return nil
    }

    /// The items without whitespace at the very start and end of the step, and without empty text.
    static func trimmingEnds(_ items: [CooklangItem]) -> [CooklangItem] {
        var items = items
        if case .text(let first)? = items.first {
            items[0] = .text(String(first.drop { $0.isWhitespace }))
        }
        if case .text(let last)? = items.last {
            items[items.count - 1] = .text(String(last.reversed().drop { $0.isWhitespace }.reversed()))
        }
        return items.filter { $0 != .text("") }
    }
}
