import SousApp
import SousCore

/// The Add / Edit form: a label and a value per field, the cursor, problems under their field, and
/// how each ingredient line parses (beside it on wide screens, under the cursor's line otherwise).
enum EditorView {
    static let labelWidth = 14
    /// Wide enough for the preview column beside the values.
    static let previewMinWidth = 90
    static let previewWidth = 30

    /// One screen row of the form.
    struct Row {
        var label: String = ""
        var labelRole: StyleRole = .formLabel
        var value: String = ""
        var valueRole: StyleRole = .field
        var aside: String = ""
        var asideRole: StyleRole = .parsePreview
        /// The x offset (within the value) of the cursor when it is on this row.
        var cursor: Int?
    }

    static func render(_ editor: EditorState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 2, area.width >= labelWidth + 6 else { return }
        let inner = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
        let (header, body) = inner.splitTop(1)
        renderHeader(editor, glyphs: glyphs, into: &buffer, area: header)
        let wide = inner.width >= previewMinWidth
        let valueWidth = inner.width - labelWidth - 1 - (wide ? previewWidth + 1 : 0)
        let rows = layout(editor, glyphs: glyphs, valueWidth: valueWidth, messageWidth: inner.width - labelWidth, wide: wide)
        let cursorRow = rows.firstIndex { $0.cursor != nil } ?? 0
        // Scroll only as far as needed to keep the cursor (and a line of context) in sight.
        let top = max(0, min(cursorRow - body.height + 2, rows.count - body.height))
        for (offset, row) in rows.dropFirst(top).prefix(body.height).enumerated() {
            let y = body.y + offset
            buffer.put(row.label, at: Point(x: body.x, y: y), role: row.labelRole, clip: body)
            let isMessage = row.valueRole == .validationMessage && row.label.isEmpty
            let valueArea = Rect(x: body.x + labelWidth, y: y, width: isMessage ? body.width - labelWidth : valueWidth + 1, height: 1)
            if row.valueRole == .fieldFocused || row.valueRole == .fieldError { buffer.fill(valueArea, role: row.valueRole) }
            // Typed text keeps every character (the cursor needs them); hints and readings are cut at a word.
            if ![.field, .fieldFocused, .fieldError].contains(row.valueRole) {
                buffer.putFitted(row.value, at: Point(x: valueArea.x, y: y), role: row.valueRole, clip: valueArea, ellipsis: glyphs.ellipsis)
            } else {
                buffer.put(row.value, at: Point(x: valueArea.x, y: y), role: row.valueRole, clip: valueArea)
            }
            if let cursor = row.cursor {
                let under = TextWidth.prefix(row.value.dropFirst(0), fitting: cursor).text.count
                let rest = row.value.dropFirst(under)
                let character = rest.first.map(String.init) ?? " "
                buffer.put(character, at: Point(x: valueArea.x + cursor, y: y), role: .buttonFocused, clip: valueArea)
            }
            if !row.aside.isEmpty {
                let x = wide ? body.x + labelWidth + valueWidth + 2 : valueArea.x
                buffer.putFitted(row.aside, at: Point(x: x, y: y), role: row.asideRole, clip: body, ellipsis: glyphs.ellipsis)
            }
        }
    }

    static func renderHeader(_ editor: EditorState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let title = editor.isEditingExisting ? "Edit recipe" : "New recipe"
        var x = area.x + buffer.put(title, at: Point(x: area.x, y: area.y), role: .heading, clip: area)
        let state = editor.isDirty ? "  \(glyphs.separator) unsaved (kept as a draft)" : ""
        x += buffer.putFitted(state, at: Point(x: x, y: area.y), role: .muted, clip: area, ellipsis: glyphs.ellipsis)
        let hint = "Ctrl-S save  Esc leave"
        if x + 2 + hint.count <= area.maxX {
            buffer.put(hint, at: Point(x: area.maxX - hint.count, y: area.y), role: .keyHintLabel, clip: area)
        }
    }

    /// Every row of the form, top to bottom.
    static func layout(_ editor: EditorState, glyphs: Glyphs, valueWidth: Int, messageWidth: Int, wide: Bool) -> [Row] {
        let problems = editor.problems
        let parsed = ingredientPreviews(editor.draft, glyphs: glyphs)
        var rows: [Row] = []
        for field in RecipeDraft.Field.allCases {
            let focused = field == editor.focus
            let text = editor.draft[field]
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let role: StyleRole = focused ? .fieldFocused : (problems[field] != nil ? .fieldError : .field)
            var first = true
            for (index, line) in lines.enumerated() {
                var shown = line
                var prefix = ""
                if field == .steps, !(lines.count == 1 && line.isEmpty) { prefix = "\(stepNumber(lines, index)) " }
                if field.choices != nil { shown = "‹ \(line) ›" }
                let chunks = wrap(prefix + shown, width: max(1, valueWidth))
                var offset = 0
                for (c, chunk) in chunks.enumerated() {
                    var row = Row(label: first ? field.label : "", value: chunk, valueRole: role)
                    if first, problems[field] != nil { row.labelRole = .fieldError }
                    first = false
                    if focused, index == editor.line {
                        let cursorCharacter = prefix.count + min(editor.column, line.count) + (field.choices != nil ? 2 : 0)
                        let isLastChunk = c == chunks.count - 1
                        if cursorCharacter >= offset, cursorCharacter < offset + chunk.count || (isLastChunk && cursorCharacter == offset + chunk.count) {
                            row.cursor = TextWidth.width(of: chunk.prefix(cursorCharacter - offset))
                        }
                    }
                    offset += chunk.count
                    if c == 0 { annotate(&row, field: field, line: line, index: index, parsed: parsed, wide: wide) }
                    rows.append(row)
                }
                // An empty field shows what to type, dimmed, until the cursor arrives.
                if lines.count == 1, line.isEmpty, !focused, !field.placeholder.isEmpty {
                    rows[rows.count - 1].value = field.placeholder
                    rows[rows.count - 1].valueRole = .searchPlaceholder
                }
                // On narrow screens, the cursor's ingredient line shows its reading underneath.
                if !wide, focused, field == .ingredients, index == editor.line, let preview = parsed[index], !line.isEmpty {
                    rows.append(Row(value: "→ " + preview.text, valueRole: preview.ok ? .parsePreview : .validationMessage))
                }
            }
            if let problem = problems[field] {
                for line in TextWrap.lines("! " + problem, width: max(1, messageWidth)) {
                    rows.append(Row(value: line, valueRole: .validationMessage))
                }
            }
        }
        return rows
    }

    /// The aside of a value row: the ingredient's reading, a step's timer, a time field's minutes.
    static func annotate(_ row: inout Row, field: RecipeDraft.Field, line: String, index: Int,
                         parsed: [Int: (text: String, ok: Bool)], wide: Bool) {
        guard wide, !line.isEmpty else { return }
        switch field {
        case .ingredients:
            if let preview = parsed[index] {
                row.aside = preview.text
                row.asideRole = preview.ok ? .parsePreview : .validationMessage
            }
        case .steps:
            if let duration = DurationFinder.primaryDuration(in: line) {
                row.aside = "timer " + DurationText.range(duration)
            }
        case .prepTime, .cookTime:
            switch RecipeDraft.minutes(in: line) {
            case .some(.some(let minutes)): row.aside = "= " + DurationText.minutes(minutes)
            default: break
            }
        default:
            break
        }
    }

    /// How each ingredient line reads, by line index: "200 g · flour · sifted", or a warning.
    static func ingredientPreviews(_ draft: RecipeDraft, glyphs: Glyphs) -> [Int: (text: String, ok: Bool)] {
        var previews: [Int: (text: String, ok: Bool)] = [:]
        let lines = draft.ingredients.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, parsed) in IngredientLineParser.parse(lines: lines).enumerated() {
            switch parsed {
            case .blank:
                continue
            case .section(let title):
                previews[index] = ("section: \(title)", true)
            case .ingredient(let ingredient):
                if ingredient.name.isEmpty {
                    previews[index] = ("? kept as written", false)
                    continue
                }
                var parts: [String] = []
                if let quantity = ingredient.quantity {
                    parts.append([QuantityFormatter.string(quantity, style: QuantityFormatter.style(for: ingredient.unit.flatMap { Units.unit(symbol: $0) })), ingredient.unit].compactMap { $0 }.joined(separator: " "))
                } else if let unit = ingredient.unit {
                    parts.append(unit)
                }
                parts.append(ingredient.name)
                if let notes = ingredient.notes { parts.append(notes) }
                if ingredient.optional { parts.append("optional") }
                previews[index] = (parts.joined(separator: " \(glyphs.separator) "), true)
            }
        }
        return previews
    }

    /// The number shown before a step line ("3."), counting only non-blank lines.
    static func stepNumber(_ lines: [String], _ index: Int) -> String {
        guard !lines[index].trimmingCharacters(in: .whitespaces).isEmpty else { return "  " }
        let number = lines[...index].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
        return "\(number)."
    }

    /// Wraps by display width after the last space that fits, cutting inside a word only when it
    /// is longer than a line; every character is kept, spaces included, so the cursor maps back.
    static func wrap(_ text: String, width: Int) -> [String] {
        var chunks: [String] = []
        var current = ""
        var used = 0
        for character in text {
            let w = TextWidth.width(of: character)
            if used + w > width, !current.isEmpty, !(character.isWhitespace && used + w <= width + 1) {
                if !character.isWhitespace, let space = current.lastIndex(where: \.isWhitespace), current.index(after: space) < current.endIndex {
                    chunks.append(String(current[...space]))
                    current = String(current[current.index(after: space)...])
                } else {
                    chunks.append(current)
                    current = ""
                }
                used = TextWidth.width(of: current)
            }
            current.append(character)
            used += w
        }
        chunks.append(current)
        return chunks
    }
}
