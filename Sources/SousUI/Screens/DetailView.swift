import SousApp
import SousCore

/// An open recipe: header, ingredients with ticks, numbered steps, the family memory.
enum DetailView {
    /// One drawn row: pieces of text with their roles, and the item it belongs to.
    struct Line {
        var pieces: [(String, StyleRole)]
        var item: Int?
    }

    static func render(_ detail: DetailState, glyphs: Glyphs, conflicts: RecipeConflicts? = nil, memories: MemoryState? = nil, into buffer: inout Buffer, area: Rect) {
        let full = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
        // The title stays put as a header; everything under it scrolls with the cursor.
        let (header, inner) = full.splitTop(1)
        let titleRole: StyleRole = .title
        buffer.put(TextWidth.truncated(detail.recipe.title, to: header.width), at: Point(x: header.x, y: header.y), role: titleRole, clip: header)
        let lines = Array(layout(detail, glyphs: glyphs, conflicts: conflicts, memories: memories, width: inner.width).dropFirst(TextWrap.lines(detail.recipe.title, width: max(1, inner.width)).count))
        // With the spoken memories focused (M), the selected memory is the cursor.
        let target = memories.flatMap { $0.isFocused ? MemoryViews.item(forMemory: $0.selection) : nil } ?? detail.cursor
        let cursorLines = lines.indices.filter { lines[$0].item == target }
        var top = 0
        // Keep the header lines in sight while the cursor fits on the first screen; past that,
        // scroll so the cursor's item sits a third of the way down.
        if let first = cursorLines.first, let last = cursorLines.last, last >= inner.height {
            top = max(0, min(first - inner.height / 3, lines.count - inner.height))
            if last >= top + inner.height { top = last - inner.height + 1 }
        }
        // On the last item, what follows it (the spoken memories) comes into sight as far as the
        // item itself stays in sight.
        if target == detail.itemCount - 1, let first = cursorLines.first, lines.count > top + inner.height {
            top = max(top, min(first, lines.count - inner.height))
        }
        for row in 0..<max(0, min(inner.height, lines.count - top)) {
            let line = lines[top + row]
            let selected = line.item == target
            var x = inner.x
            if selected { buffer.fill(Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1), role: .listSelected) }
            for (text, role) in line.pieces {
                x += buffer.putFitted(text, at: Point(x: x, y: inner.y + row), role: selected ? .listSelected : role, clip: inner, ellipsis: glyphs.ellipsis)
            }
        }
    }

    static func layout(_ detail: DetailState, glyphs: Glyphs, conflicts: RecipeConflicts? = nil, memories: MemoryState? = nil, width: Int) -> [Line] {
        let recipe = detail.recipe
        var lines: [Line] = []
        func text(_ s: String, _ role: StyleRole, item: Int? = nil, indent: Int = 0) {
            for wrapped in TextWrap.lines(s, width: max(1, width - indent)) {
                lines.append(Line(pieces: [(String(repeating: " ", count: indent) + wrapped, role)], item: item))
            }
        }
        text(recipe.title, .title)
        var meta = [recipe.category, recipe.difficulty.rawValue]
        if let p = recipe.prepMinutes { meta.append("prep \(DurationText.minutes(p))") }
        if let c = recipe.cookMinutes { meta.append("cook \(DurationText.minutes(c))") }
        text(meta.joined(separator: " \(glyphs.separator) "), .recipeMeta)
        let units = switch detail.units {
        case .asWritten: "as written"
        case .metric: "metric"
        case .us: "US"
        }
        var serving = "Serves \(detail.servings)"
        if detail.servings != recipe.servings { serving += " (written for \(recipe.servings))" }
        serving += "  \(glyphs.separator)  units: \(units)"
        if detail.isFavorite { serving += "  \(glyphs.separator)  \(glyphs.favoriteOn) favourite" }
        text(serving, .recipeMeta)
        if !recipe.tags.isEmpty { text("Tags: " + recipe.tags.joined(separator: ", "), .muted) }
        if let conflicts { text(SyncViews.recipeLine(conflicts), .timerWarning) }
        for note in detail.notes { text(note, .timerWarning) }
        if !recipe.description.isEmpty {
            lines.append(Line(pieces: [], item: nil))
            text(recipe.description, .body)
        }
        lines.append(Line(pieces: [], item: nil))
        text("Ingredients", .heading)
        let factor = RecipeScaler.factor(fromServings: recipe.servings, toServings: detail.servings) ?? .one
        var section: String?
        for (index, ingredient) in recipe.ingredients.enumerated() {
            if let title = ingredient.section, title != section { text(title, .heading, indent: 1) }
            section = ingredient.section
            let checked = detail.checked.contains(index)
            let box = checked ? glyphs.checkboxOn : glyphs.checkboxOff
            let shown = IngredientFormatter.display(ingredient, system: detail.units, scale: factor)
            let role: StyleRole = checked ? .ingredientChecked : .ingredientUnchecked
            let wrapped = TextWrap.lines(shown, width: max(1, width - 3 - TextWidth.width(of: box)))
            for (i, part) in wrapped.enumerated() {
                let lead = i == 0 ? " \(box) " : String(repeating: " ", count: TextWidth.width(of: box) + 2)
                lines.append(Line(pieces: [(lead + part, role)], item: index))
            }
        }
        lines.append(Line(pieces: [], item: nil))
        text("Steps", .heading)
        let stepBase = recipe.ingredients.count
        for (index, step) in recipe.instructions.enumerated() {
            let number = "\(index + 1). "
            let body = TemperatureConverter.rewrite(step.text, for: detail.units)
            let indent = number.count + 1
            let wrapped = TextWrap.lines(body, width: max(1, width - indent))
            let chip = step.duration.map { "\(glyphs.timer) " + DurationText.range($0) }
            for (i, part) in wrapped.enumerated() {
                var pieces: [(String, StyleRole)] = [(i == 0 ? " " + number : String(repeating: " ", count: indent), .stepNumber), (part, .stepText)]
                if i == wrapped.count - 1, let chip, indent + TextWidth.width(of: part) + 2 + TextWidth.width(of: chip) <= width {
                    pieces.append(("  " + chip, .stepDuration))
                } else if i == wrapped.count - 1, let chip {
                    // No room beside the words: the chip gets a row of its own rather than being cut.
                    lines.append(Line(pieces: pieces, item: stepBase + index))
                    pieces = [(String(repeating: " ", count: indent), .stepNumber), (TextWidth.truncated(chip, to: max(1, width - indent), ellipsis: glyphs.ellipsis), .stepDuration)]
                }
                lines.append(Line(pieces: pieces, item: stepBase + index))
            }
            if let tip = step.tip { text("Tip: " + tip, .muted, item: stepBase + index, indent: indent) }
        }
        if let memory = recipe.familyMemory {
            lines.append(Line(pieces: [], item: nil))
            let who = [memory.from, memory.year.map(String.init)].compactMap { $0 }.joined(separator: ", ")
            let item = stepBase + recipe.instructions.count
            text("\(glyphs.memory) Family memory" + (who.isEmpty ? "" : " \(glyphs.separator) \(who)"), .heading, item: item)
            text(memory.story, .familyMemory, item: item, indent: 2)
        }
        // Spoken memories (issue 30), once the list for this recipe has loaded.
        if let memories, memories.recipeId == recipe.id, !memories.questions.isEmpty || !memories.items.isEmpty {
            lines += MemoryViews.sectionLines(memories, glyphs: glyphs, width: width)
        }
        return lines
    }

}
