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
        let count = search.countIsCapped ? "\(search.totalCount)+ results" : "\(search.totalCount) result\(search.totalCount == 1 ? "" : "s")"
        buffer.put(" " + count, at: Point(x: countRow.x, y: countRow.y), role: .muted, clip: countRow)
        if search.results.isEmpty {
            buffer.put("No recipe matches. Try fewer or shorter words.", at: Point(x: list.x + 2, y: list.y + 1), role: .muted, clip: list)
            return
        }
        RecipeListView.render(search.results.map(\.recipe), selection: search.selection, favorites: [], highlight: search.terms,
                              glyphs: glyphs, into: &buffer, area: list)
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
