import SousApp
import SousCore

/// The question asked on the recipe view and its answer, in a panel under the recipe.
enum RecipeAskView {
    /// The provider's answer so far, while one streams for the recipe view.
    static func streaming(_ state: AppState) -> String? {
        guard let request = state.ai.request, case .askRecipe = request.purpose else { return nil }
        return request.text.isEmpty ? "asking \(request.provider.displayName)…" : request.text
    }

    /// Draws the panel at the bottom of `area` and returns what is left above it for the recipe.
    static func render(_ ask: RecipeAsk, streaming: String?, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) -> Rect {
        let width = area.width - 4
        guard width >= 20, area.height >= 8 else { return area }
        var answer = streaming ?? (ask.answer.isEmpty ? "thinking…" : ask.answer)
        if streaming == nil, let note = ask.note { answer += " " + note }
        let question = TextWrap.lines("You: " + ask.question, width: width).prefix(2)
        let answered = TextWrap.lines("Sous: " + answer, width: width)
        let room = min(answered.count, max(1, area.height / 3))
        // The latest words stay in sight as a long answer streams in; a finished one is read
        // from its start, cut with a mark where it does not fit.
        let shown = streaming != nil ? Array(answered.suffix(room)) : TextWrap.lines("Sous: " + answer, width: width, rows: room)
        let height = question.count + shown.count + 2
        let (above, panel) = area.splitBottom(height)
        buffer.box(panel, glyphs: glyphs.box, border: .panelBorder, fill: .body)
        buffer.put(" Ask ", at: Point(x: panel.x + 2, y: panel.y), role: .heading, clip: panel)
        var y = panel.y + 1
        for line in question {
            buffer.put(line, at: Point(x: panel.x + 2, y: y), role: .assistantQuestion, clip: panel.inset(by: 1))
            y += 1
        }
        for line in shown {
            buffer.put(line, at: Point(x: panel.x + 2, y: y), role: .assistantAnswer, clip: panel.inset(by: 1))
            y += 1
        }
        return above
    }
}
