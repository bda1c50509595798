import SousApp
import SousCore

/// The search box, the count, and the ranked results with the query words marked.
enum SearchView {
    static func render(_ search: SearchState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 4 else { return }
        let (inputRow, afterInput) = area.splitTop(1)
        let (filterRow, rest) = afterInput.splitTop(1)
        let (countRow, list) = rest.splitTop(1)
        renderFilters(search.filters, glyphs: glyphs, into: &buffer, area: filterRow)
        let box = Rect(x: inputRow.x + 1, y: inputRow.y, width: inputRow.width - 2, height: 1)
        buffer.fill(box, role: .searchInput)
        buffer.put("/ ", at: Point(x: box.x, y: box.y), role: .searchInput, clip: box)
        if search.text.isEmpty {
            buffer.put("Type to search titles, ingredients, tags and stories", at: Point(x: box.x + 2, y: box.y), role: .searchPlaceholder, clip: box)
        } else {
            // Show the end of a long query, where the typing happens.
            let room = box.width - 3
            var shown = search.text
            while TextWidth.width(of: shown) > room { shown.removeFirst() }
            let used = buffer.put(shown, at: Point(x: box.x + 2, y: box.y), role: .searchInput, clip: box)
            buffer.put("▏", at: Point(x: box.x + 2 + used, y: box.y), role: .searchInput, clip: box)
        }
        guard !search.text.allSatisfy(\.isWhitespace) || !search.filters.isEmpty else { return }
        var count = search.countIsCapped ? "\(search.totalCount)+ results" : "\(search.totalCount) result\(search.totalCount == 1 ? "" : "s")"
        // Enter was pressed before the results for the words in the box came: say it is in hand.
        if search.opensWhenAnswered { count = "Searching… the first result opens when found" }
        buffer.put(" " + count, at: Point(x: countRow.x, y: countRow.y), role: .muted, clip: countRow)
        if search.results.isEmpty {
            let text = TextWrap.lines(emptyMessage(search), width: max(1, list.width - 4))
            for (row, line) in text.enumerated() {
                buffer.put(line, at: Point(x: list.x + 2, y: list.y + 1 + row), role: .muted, clip: list)
            }
            return
        }
        RecipeListView.render(search.results.map(\.recipe), selection: search.selection, favorites: [], highlight: search.terms,
                              glyphs: glyphs, into: &buffer, area: list)
    }

    /// Why nothing matched, and the key that helps: the filters when there are no words, the words
    /// when there are no filters, and both ways out when there are both.
    static func emptyMessage(_ search: SearchState) -> String {
        let words = !search.text.allSatisfy(\.isWhitespace)
        guard !search.filters.isEmpty else { return "No recipe matches. Try fewer or shorter words." }
        let filters = describe(search.filters)
        if !words { return "No recipes match these filters: \(filters). Ctrl-X (or Esc) resets them." }
        switch search.matchesWithoutFilters {
        case 0?: return "No recipe matches these words, even without the filters. Try fewer or shorter words."
        case let count?:
            return "No recipes match these filters (\(filters)); without them, \(count) match\(count == 1 ? "es" : "") the words. Ctrl-X resets the filters."
        case nil: return "No recipe matches these words with these filters (\(filters)). Try fewer words, or Ctrl-X resets the filters."
        }
    }

    /// The filters in force, as the chips name them.
    static func describe(_ filters: SearchFilters) -> String {
        var parts: [String] = []
        if let category = filters.category { parts.append(category) }
        if let difficulty = filters.difficulty { parts.append(difficulty.rawValue) }
        if let minutes = filters.maxMinutes { parts.append("ready in \(minutes) min") }
        if filters.favoritesOnly { parts.append("favourites") }
        return parts.joined(separator: ", ")
    }

    /// The filter chips under the search box, each with the Ctrl key that changes it.
    static func renderFilters(_ filters: SearchFilters, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let chips: [(String, Bool)] = [
            ("^T " + (filters.category ?? "any category"), filters.category != nil),
            ("^D " + (filters.difficulty?.rawValue ?? "any difficulty"), filters.difficulty != nil),
            ("^R " + (filters.maxMinutes.map { "ready in \($0) min" } ?? "any time"), filters.maxMinutes != nil),
            ("^F " + (filters.favoritesOnly ? "\(glyphs.favoriteOn) favourites" : "all recipes"), filters.favoritesOnly),
        ]
        var x = area.x + 1
        for (label, active) in chips {
            let used = buffer.put(" \(label) ", at: Point(x: x, y: area.y), role: active ? .chipActive : .chip, clip: area)
            if used == 0 { break }
            x += used + 1
        }
    }
}
