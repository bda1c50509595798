import SousApp
import SousCore

/// A question in a frame over the middle of the screen, with its input line and keys.
enum DialogView {
    static func render(_ dialog: Dialog, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 64)
        guard width >= 16, area.height >= 5 else { return }
        let textWidth = width - 4
        var message = TextWrap.lines(dialog.message, width: textWidth)
        let keys = hint(dialog)
        // Title, message, input, keys, inside a frame: as much message as the screen allows.
        let fixed = 5 + (dialog.asksForText ? 2 : 0)
        message = Array(message.prefix(max(1, area.height - fixed)))
        let height = min(area.height, fixed + message.count)
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        buffer.put(" \(dialog.title) ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        var y = box.y + 2
        for line in message {
            buffer.put(line, at: Point(x: box.x + 2, y: y), role: .dialog, clip: clip)
            y += 1
        }
        if let input = dialog.input {
            y += 1
            let field = Rect(x: box.x + 2, y: y, width: textWidth, height: 1)
            buffer.fill(field, role: .fieldFocused)
            // The end of a long input, where the typing happens.
            // A key is never drawn: one bullet a character, so the cook sees the paste arrived.
            var shown = dialog.isSecret ? String(repeating: glyphs.isASCII ? "*" : "•", count: input.count) : input
            while TextWidth.width(of: shown) > textWidth - 1 { shown.removeFirst() }
            let used = buffer.put(shown, at: Point(x: field.x, y: y), role: .fieldFocused, clip: field)
            buffer.put(" ", at: Point(x: field.x + used, y: y), role: .buttonFocused, clip: field)
            y += 1
        }
        y += 1
        buffer.put(TextWidth.truncated(keys, to: textWidth), at: Point(x: box.x + 2, y: y), role: dialog.canSubmit ? .keyHintLabel : .muted, clip: clip)
    }

    static func hint(_ dialog: Dialog) -> String {
        if dialog.asksForText {
            if let word = dialog.confirmWord, !dialog.canSubmit { return "Type \(word), then Enter to \(dialog.yes)  ·  Esc \(dialog.no)" }
            return "Enter \(dialog.yes)  ·  Esc \(dialog.no)  ·  Ctrl-U clear"
        }
        if !dialog.choices.isEmpty {
            let choices = dialog.choices.map { "\($0.key) \($0.does)" }.joined(separator: "  ·  ")
            return "Enter \(dialog.yes)  ·  \(choices)  ·  Esc \(dialog.no)"
        }
        return "y / Enter \(dialog.yes)  ·  n / Esc \(dialog.no)"
    }
}
