import SousApp
import SousCore

/// "Make it vegan": the diet picker and the review of changed lines over the recipe, and the
/// recipe as this cook sees it (adapted lines, its variants).
enum DietViews {
    /// The recipe as shown: this cook's adapted lines over the stored ones, and notes saying so.
    static func shown(_ detail: DetailState, _ diet: DietState) -> DetailState {
        var shown = detail
        if let applied = diet.applied, applied.recipeId == detail.recipe.id, applied.ingredients.count == detail.recipe.ingredients.count {
            shown.recipe.ingredients = applied.ingredients
            let kept = applied.kept > 0 ? " \(applied.kept) line\(applied.kept == 1 ? "" : "s") had no swap and \(applied.kept == 1 ? "is" : "are") as written." : ""
            shown.notes.append("Made \(applied.diet) for this cook only; the stored recipe is unchanged (v to change).\(kept)")
        }
        if let links = diet.variants, links.uid == detail.recipe.uid {
            if let original = links.original { shown.notes.append("A variant of \(original.title).") }
            if !links.variants.isEmpty { shown.notes.append("Variants: " + links.variants.map(\.title).joined(separator: ", ")) }
        }
        return shown
    }

    static func renderPicker(_ picker: DietPicker, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 60)
        // Where the whole list and its note do not fit (a small terminal), the note and the
        // blank lines go and the list scrolls with the cursor.
        let roomy = area.height >= picker.rowCount + 5
        let height = roomy ? picker.rowCount + 5 : min(area.height, picker.rowCount + 2)
        guard width >= 30, height >= 3 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        buffer.put(" " + TextWidth.truncated("Make \(picker.title)…", to: width - 6) + " ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        if roomy {
            buffer.putFitted("Offline, from the kitchen knowledge; nothing changes yet.", at: Point(x: box.x + 2, y: box.y + 1), role: .muted, clip: clip, ellipsis: glyphs.ellipsis)
        }
        let first = roomy ? box.y + 3 : box.y + 1
        let visible = roomy ? picker.rowCount : height - 2
        let top = min(max(0, picker.selection - visible + 1), max(0, picker.rowCount - visible))
        var rows: [String] = picker.offersAsWritten ? ["as written (the stored recipe)"] : []
        rows += picker.options.map { option in
            let count = option.changes.count, missing = option.changes.filter { $0.replacementLine == nil }.count
            let what = count == 0 ? "already fits" : "\(count) line\(count == 1 ? "" : "s") to change" + (missing > 0 ? ", \(missing) with no known swap" : "")
            return RecipeListView.pad(option.diet, 13) + what
        }
        for (i, row) in rows.enumerated().dropFirst(top).prefix(visible) {
            let y = first + i - top
            let selected = i == picker.selection
            let line = Rect(x: box.x + 1, y: y, width: width - 2, height: 1)
            if selected { buffer.fill(line, role: .listSelected) }
            buffer.putFitted(" " + row, at: Point(x: box.x + 2, y: y), role: selected ? .listSelected : .listItem, clip: line, ellipsis: glyphs.ellipsis)
        }
    }

    static func renderReview(_ review: DietReview, asking: Bool, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 84)
        guard width >= 30, area.height >= 8 else { return }
        var lines: [(String, StyleRole)] = []
        let inner = width - 4
        let arrow = glyphs.isASCII ? "->" : "→"
        for line in review.lines {
            for part in TextWrap.lines("\(glyphs.bullet) \(line.old)", width: inner) { lines.append((part, .body)) }
            let new: String = switch line.source {
            case .knowledge: "\(arrow) \(line.new ?? "")"
            case .ai: "\(arrow) \(line.new ?? "")  (AI proposal)"
            case .none: "  no known swap for \(line.breaks): kept as written" + (review.askedAI.contains(line.index) && review.aiAnswered ? " (the AI had none)" : "")
            }
            for part in TextWrap.lines("  " + new, width: inner) {
                lines.append((part, line.source == .none ? .timerWarning : line.source == .ai ? .assistantAnswer : .ingredientUnchecked))
            }
        }
        if asking { lines.append(("Asking the AI for the lines with no known swap… (Esc cancels)", .muted)) }
        let height = min(area.height, lines.count + 5)
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        buffer.put(" " + TextWidth.truncated("\(review.title), made \(review.diet)", to: width - 6) + " ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        let changed = review.lines.count - review.unswapped.count
        buffer.putFitted("\(changed) of \(review.lines.count) line\(review.lines.count == 1 ? "" : "s") swapped. Nothing is applied until you choose.",
                         at: Point(x: box.x + 2, y: box.y + 1), role: .muted, clip: clip, ellipsis: glyphs.ellipsis)
        let room = height - 4
        let top = min(review.scroll, max(0, lines.count - room))
        for (row, (text, role)) in lines.dropFirst(top).prefix(room).enumerated() {
            buffer.putFitted(text, at: Point(x: box.x + 2, y: box.y + 3 + row), role: role, clip: clip, ellipsis: glyphs.ellipsis)
        }
    }
}
