import SousApp
import SousCore

/// What an import would add: one block per recipe with a tick box, its size, and what the report
/// found (missing fields, lines kept as text, a duplicate).
enum ImportPreviewView {
    struct Line {
        var text: String
        var role: StyleRole
        var item: Int?
    }

    static func render(_ preview: ImportPreview, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3 else { return }
        let inner = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
        let (header, body) = inner.splitTop(2)
        let count = preview.items.count
        // A long path keeps its end: the file's name is what the cook recognises.
        let lead = "Import: \(count) recipe\(count == 1 ? "" : "s") in "
        let room = header.width - TextWidth.width(of: lead)
        let title = room >= 12 ? lead + TextWidth.truncatedPath(preview.source, to: room) : lead + preview.source
        buffer.put(TextWidth.truncated(title, to: header.width), at: Point(x: header.x, y: header.y), role: .heading, clip: header)
        let summary = preview.archive != nil
            ? "A Sous export: it goes in whole with its family and collections; recipes already here are skipped."
            : "\(preview.includedCount) ticked \(glyphs.separator) Space ticks \(glyphs.separator) Enter imports them \(glyphs.separator) Esc imports nothing"
        buffer.put(TextWidth.truncated(summary, to: header.width), at: Point(x: header.x, y: header.y + 1), role: .muted, clip: header)
        let lines = layout(preview, glyphs: glyphs, width: body.width)
        let cursorLines = lines.indices.filter { lines[$0].item == preview.selection }
        var top = 0
        if let last = cursorLines.last, last >= body.height { top = min(last - body.height + 1, max(0, lines.count - body.height)) }
        if let first = cursorLines.first, first < top { top = first }
        for (row, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
            let selected = line.item == preview.selection && line.role == .listItem
            let rect = Rect(x: body.x, y: body.y + row, width: body.width, height: 1)
            if selected { buffer.fill(rect, role: .listSelected) }
            buffer.put(line.text, at: Point(x: body.x, y: body.y + row), role: selected ? .listSelected : line.role, clip: rect)
        }
    }

    /// A report's field name in words ("prepMinutes" is "prep time").
    static func fieldName(_ field: String) -> String {
        RecipeImportReport.fieldLabel(field)
    }

    static func layout(_ preview: ImportPreview, glyphs: Glyphs, width: Int) -> [Line] {
        var lines: [Line] = []
        for (index, item) in preview.items.enumerated() {
            let recipe = item.imported.recipe
            let report = item.imported.report
            let box = preview.archive != nil ? glyphs.bullet : (item.isIncluded ? glyphs.checkboxOn : glyphs.checkboxOff)
            lines.append(Line(text: "\(box) \(recipe.title)", role: .listItem, item: index))
            var facts = [SpokenText.count(recipe.ingredients.count, "ingredient"), SpokenText.count(recipe.instructions.count, "step"), "serves \(recipe.servings)"]
            if let total = recipe.totalMinutes { facts.append(DurationText.minutes(total)) }
            facts.append(recipe.category)
            lines.append(Line(text: "    " + facts.joined(separator: " \(glyphs.separator) "), role: .recipeMeta, item: index))
            if let duplicate = item.duplicateOf {
                lines.append(Line(text: "    already here as “\(duplicate)”: \(item.isIncluded ? "a second copy will be kept" : "left out unless ticked")", role: .bannerWarning, item: index))
            }
            if !report.missingFields.isEmpty {
                lines.append(Line(text: "    missing: " + report.missingFields.map(fieldName).joined(separator: ", "), role: .muted, item: index))
            }
            for text in report.unparsedIngredients.prefix(3) {
                lines.append(Line(text: "    kept as text, check it: \(text)", role: .validationMessage, item: index))
            }
            if report.unparsedIngredients.count > 3 {
                lines.append(Line(text: "    and \(report.unparsedIngredients.count - 3) more lines kept as text", role: .validationMessage, item: index))
            }
            for note in report.notes.prefix(2) {
                lines.append(Line(text: "    " + note, role: .muted, item: index))
            }
        }
        for warning in preview.warnings.prefix(5) {
            lines.append(Line(text: "! " + warning, role: .bannerWarning, item: nil))
        }
        return lines.map { line in
            var cut = line
            cut.text = TextWidth.truncated(line.text, to: max(1, width))
            return cut
        }
    }
}
