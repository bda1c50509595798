import SousCore

/// The Add / Edit form: the draft being typed, the field with the cursor, and what was last saved.
public struct EditorState: Equatable, Sendable {
    public var draft: RecipeDraft
    /// The draft as it was when the form opened or was last saved; any difference is unsaved work.
    public var baseline: RecipeDraft
    public var focus: RecipeDraft.Field = .title
    /// The cursor in the focused field: a line of it, and a character offset in that line.
    public var line = 0
    public var column = 0
    /// Problems are shown once the cook has tried to save, then kept up to date as they type.
    public var showsProblems = false
    /// The form's draft slot in the store (`SavedDraft.form`): its own, so another form's
    /// unsaved work is never written over.
    public var form: String

    public init(draft: RecipeDraft, baseline: RecipeDraft? = nil, form: String? = nil) {
        self.draft = draft
        self.baseline = baseline ?? draft
        self.form = form ?? draft.recipeId.map(SavedDraft.editForm(recipeId:)) ?? "new"
        column = draft.title.count
    }

    /// A form for a new recipe (drawn before the reducer made one; `AppState.newEditor` keys it).
    public static var blank: EditorState { EditorState(draft: RecipeDraft()) }

    public var isEditingExisting: Bool { draft.recipeId != nil }
    public var isDirty: Bool { draft != baseline }
    public var problems: [RecipeDraft.Field: String] { showsProblems ? draft.problems : [:] }

    /// The title for messages: what was typed, or a stand-in.
    public var displayTitle: String {
        let title = draft.title.trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? "your new recipe" : "“\(title)”"
    }

    /// The focused field's text, split into lines.
    var lines: [String] {
        get { draft[focus].split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        set { draft[focus] = newValue.joined(separator: "\n") }
    }
}

/// A key the form understands, already told apart from the app's own keys.
public enum EditorInput: Equatable, Sendable {
    case insert(String)
    case backspace
    case deleteForward
    case newline
    case left, right, up, down
    case lineStart, lineEnd
    case nextField, previousField
    /// Clears the line under the cursor.
    case clearLine
}

extension EditorState {
    /// Applies one input; returns false when nothing could change (the caller rings the bell).
    @discardableResult
    public mutating func apply(_ input: EditorInput) -> Bool {
        if let choices = focus.choices, let changed = applyChoice(input, choices: choices) { return changed }
        var lines = self.lines
        line = min(line, lines.count - 1)
        column = min(column, lines[line].count)
        switch input {
        case .insert(let text):
            // Pasted line breaks and tabs become what the field can hold.
            let clean = text.map { $0 == "\t" ? " " : $0 }.filter { $0 == "\n" || !$0.isControlLike }
            for piece in String(clean).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if piece.offset > 0 {
                    guard focus.isMultiline else { break }
                    splitLine(&lines)
                }
                var current = Array(lines[line])
                current.insert(contentsOf: Array(piece.element), at: column)
                lines[line] = String(current)
                column += piece.element.count
            }
        case .newline:
            guard focus.isMultiline else { return move(by: 1) }
            splitLine(&lines)
        case .backspace:
            if column > 0 {
                var current = Array(lines[line])
                current.remove(at: column - 1)
                lines[line] = String(current)
                column -= 1
            } else if line > 0 {
                column = lines[line - 1].count
                lines[line - 1] += lines[line]
                lines.remove(at: line)
                line -= 1
            } else {
                return false
            }
        case .deleteForward:
            if column < lines[line].count {
                var current = Array(lines[line])
                current.remove(at: column)
                lines[line] = String(current)
            } else if line + 1 < lines.count {
                lines[line] += lines[line + 1]
                lines.remove(at: line + 1)
            } else {
                return false
            }
        case .clearLine:
            guard !lines[line].isEmpty else { return false }
            lines[line] = ""
            column = 0
        case .left:
            if column > 0 { column -= 1 } else if line > 0 { line -= 1; column = lines[line].count } else { return false }
            return true
        case .right:
            if column < lines[line].count { column += 1 } else if line + 1 < lines.count { line += 1; column = 0 } else { return false }
            return true
        case .lineStart:
            column = 0
            return true
        case .lineEnd:
            column = lines[line].count
            return true
        case .up:
            guard line > 0 else { return move(by: -1) }
            line -= 1
            column = min(column, lines[line].count)
            return true
        case .down:
            guard line + 1 < lines.count else { return move(by: 1) }
            line += 1
            column = min(column, lines[line].count)
            return true
        case .nextField:
            return move(by: 1)
        case .previousField:
            return move(by: -1)
        }
        self.lines = lines
        return true
    }

    /// Moves the cursor to another field; false at either end of the form.
    public mutating func move(by delta: Int) -> Bool {
        let all = RecipeDraft.Field.allCases
        guard let index = all.firstIndex(of: focus), all.indices.contains(index + delta) else { return false }
        focus(all[index + delta], fromBelow: delta < 0)
        return true
    }

    /// Puts the cursor in `field`: at the end of its first line coming from above, of its last from below.
    public mutating func focus(_ field: RecipeDraft.Field, fromBelow: Bool = false) {
        focus = field
        let lines = self.lines
        line = fromBelow ? lines.count - 1 : 0
        column = lines[line].count
    }

    private mutating func splitLine(_ lines: inout [String]) {
        let current = Array(lines[line])
        lines[line] = String(current[..<column])
        lines.insert(String(current[column...]), at: line + 1)
        line += 1
        column = 0
    }

    /// Left/right, space or a letter on a field picked from a list; nil for inputs that act as usual.
    private mutating func applyChoice(_ input: EditorInput, choices: [String]) -> Bool? {
        let current = draft[focus].lowercased()
        let index = choices.firstIndex(of: current)
        func pick(_ delta: Int) {
            // An unknown value (an imported "brunch") goes to the list's first entry.
            let next = index.map { (($0 + delta) % choices.count + choices.count) % choices.count } ?? 0
            draft[focus] = choices[next]
            column = draft[focus].count
        }
        switch input {
        case .right, .insert(" "):
            pick(1)
        case .left:
            pick(-1)
        case .insert(let text):
            // A letter picks the next entry starting with it, so "d" twice goes dinner, then dessert.
            guard let letter = text.lowercased().first else { return false }
            let start = (index ?? -1) + 1
            let order = Array(choices[start...] + choices[..<start])
            guard let match = order.first(where: { $0.first == letter }) else { return false }
            draft[focus] = match
            column = match.count
        case .backspace, .deleteForward, .newline, .clearLine, .lineStart, .lineEnd:
            return input == .newline ? move(by: 1) : false
        default:
            return nil
        }
        return true
    }
}

extension Character {
    /// Control characters and escapes, which never belong in recipe text.
    var isControlLike: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format && $0.value != 0x200D && $0.value != 0xFE0F }
    }
}
