import Foundation
import SousApp
import SousCore

/// The cookbook list: category chips, counts, and the recipes.
enum HomeView {
    static func render(_ home: HomeState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3 else { return }
        let (chipRow, rest) = area.splitTop(1)
        let (countRow, list) = rest.splitTop(1)
        renderChips(selected: home.category, glyphs: glyphs, into: &buffer, area: chipRow)
        let sort = switch home.sort {
        case .title: "by title"
        case .totalTime: "quickest first"
        case .recentlyAdded: "newest first"
        case .recentlyCooked: "recently cooked first"
        }
        let total = max(home.totalCount, home.recipes.count)
        var count = "\(total) recipe\(total == 1 ? "" : "s") \(glyphs.separator) \(sort)"
        // A collection's recipes: its name first, and Esc goes back to the collections.
        if let collection = home.collection { count = "\(collection.name): \(count) \(glyphs.separator) Esc collections" }
        if home.favoritesOnly { count += " \(glyphs.separator) \(glyphs.favoriteOn) favourites only" }
        buffer.putFitted(" " + count, at: Point(x: countRow.x, y: countRow.y), role: .muted, clip: countRow, ellipsis: glyphs.ellipsis)
        guard home.isLoaded else { return }
        guard !home.recipes.isEmpty else {
            let text = home.collection != nil
                ? "Nothing in this collection yet. Open a recipe and press L to put it in."
                : home.favoritesOnly || home.category != nil
                ? "Nothing here. Press c to change the category or f to show every recipe."
                : "Your cookbook is empty. Press 3 to add a recipe, or import one with: sous import FILE"
            for (i, line) in TextWrap.lines(text, width: list.width - 4, rows: list.height - 1, ellipsis: glyphs.ellipsis).enumerated() {
                buffer.put(line, at: Point(x: list.x + 2, y: list.y + 1 + i), role: .muted, clip: list)
            }
            return
        }
        RecipeListView.render(home.recipes, selection: home.selection, favorites: home.favoriteIds, highlight: [], glyphs: glyphs, into: &buffer, area: list)
    }

    /// The chips that fit, scrolled so the selected one is visible.
    static func renderChips(selected: String?, glyphs: Glyphs = .unicode, into buffer: inout Buffer, area: Rect) {
        let labels = HomeState.chips.map { ($0 ?? "all").capitalized }
        let index = HomeState.chips.firstIndex(of: selected) ?? 0
        var start = 0
        while start < index, labels[start...index].reduce(0, { $0 + TextWidth.width(of: $1) + 3 }) > area.width - 2 { start += 1 }
        var x = area.x + 1
        for i in start..<labels.count {
            let role: StyleRole = i == index ? .chipActive : .chip
            // A chip is drawn whole or not at all; the ellipsis says more are to the right.
            let more = i < labels.count - 1 ? TextWidth.width(of: glyphs.ellipsis) + 1 : 0
            if x + TextWidth.width(of: labels[i]) + 2 + more > area.maxX {
                buffer.put(glyphs.ellipsis, at: Point(x: x, y: area.y), role: .muted, clip: area)
                break
            }
            let used = buffer.put(" \(labels[i]) ", at: Point(x: x, y: area.y), role: role, clip: area)
            x += used + 1
        }
    }
}

/// Rows of recipe summaries with a selection, shared by Home and Search.
enum RecipeListView {
    static func render(_ recipes: [RecipeSummary], selection: Int, favorites: Set<Int64>, highlight: [String],
                       glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height > 0 else { return }
        let top = max(0, min(selection - area.height / 2, recipes.count - area.height))
        let metaWidth = area.width >= 70 ? 30 : (area.width >= 50 ? 12 : 0)
        for row in 0..<min(area.height, recipes.count - top) {
            let index = top + row
            let recipe = recipes[index]
            let y = area.y + row
            let selected = index == selection
            let base: StyleRole = selected ? .listSelected : .listItem
            buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), role: base)
            buffer.put(selected ? glyphs.cursor : " ", at: Point(x: area.x, y: y), role: selected ? .listCursor : base, clip: area)
            if favorites.contains(recipe.id) {
                buffer.put(glyphs.favoriteOn, at: Point(x: area.x + 2, y: y), role: selected ? base : .favorite, clip: area)
            }
            let titleX = area.x + titleColumn(glyphs)
            let titleWidth = area.maxX - titleX - 1 - metaWidth
            let title = TextWidth.truncated(recipe.title, to: titleWidth)
            buffer.put(title, at: Point(x: titleX, y: y), role: base, clip: area)
            if !selected { MatchHighlighter.apply(highlight, text: title, at: Point(x: titleX, y: y), into: &buffer) }
            guard metaWidth > 0 else { continue }
            let time = recipe.totalMinutes.map(DurationText.minutes) ?? "—"
            let meta = metaWidth >= 30
                ? pad(recipe.category, 11) + pad(time, 11) + recipe.difficulty.rawValue
                : time
            buffer.put(meta, at: Point(x: area.maxX - metaWidth, y: y), role: selected ? base : .recipeMeta, clip: area)
        }
    }

    /// Where titles start: after the cursor, the favourite star (two cells in emoji themes) and a space.
    static func titleColumn(_ glyphs: Glyphs) -> Int {
        2 + max(1, TextWidth.width(of: glyphs.favoriteOn)) + 1
    }

    static func pad(_ text: String, _ width: Int) -> String {
        let t = TextWidth.truncated(text, to: width - 1)
        return t + String(repeating: " ", count: max(0, width - TextWidth.width(of: t)))
    }
}

/// Marks the query words inside a drawn title (case-insensitive; a word start matches a prefix).
enum MatchHighlighter {
    static func apply(_ terms: [String], text: String, at point: Point, into buffer: inout Buffer) {
        guard !terms.isEmpty else { return }
        let lower = Array(text.lowercased().folding(options: .diacriticInsensitive, locale: nil))
        let original = Array(text)
        guard lower.count == original.count else { return }
        var column = point.x
        var i = 0
        while i < original.count {
            let atWordStart = i == 0 || !(original[i - 1].isLetter || original[i - 1].isNumber)
            if atWordStart, let term = terms.first(where: { matches($0, lower, at: i) }) {
                for k in i..<(i + term.count) {
                    let w = TextWidth.width(of: original[k])
                    buffer.restyle(Rect(x: column, y: point.y, width: w, height: 1), role: .matchHighlight)
                    column += w
                }
                i += term.count
                continue
            }
            column += TextWidth.width(of: original[i])
            i += 1
        }
    }

    static func matches(_ term: String, _ text: [Character], at index: Int) -> Bool {
        let t = Array(term)
        guard !t.isEmpty, index + t.count <= text.count else { return false }
        return Array(text[index..<(index + t.count)]) == t
    }
}
