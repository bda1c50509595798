import SousCore

extension AppReducer {
    static func reduceSearch(_ state: inout AppState, _ action: SearchAction) -> [Effect] {
        switch action {
        case .textChanged(let text):
            state.search.text = text
            return runSearch(&state)
        case .filterCycled(let kind):
            var filters = state.search.filters
            switch kind {
            case .category:
                filters.category = next(filters.category, in: HomeState.chips)
            case .difficulty:
                filters.difficulty = next(filters.difficulty, in: [nil] + Difficulty.allCases.map { Optional($0) })
            case .time:
                filters.maxMinutes = next(filters.maxMinutes, in: SearchFilters.timeSteps)
            case .favorites:
                guard state.currentMember != nil else {
                    state.banner = Banner(.warning, "Add a family member in Settings to keep favourites.")
                    return []
                }
                filters.favoritesOnly.toggle()
            }
            state.search.filters = filters
            return runSearch(&state)
        case .filtersReset:
            guard !state.search.filters.isEmpty else { return [] }
            state.search.filters = SearchFilters()
            return runSearch(&state)
        case .completed(let query, let results):
            // A slow answer to an older query must not replace the newer one.
            guard query == state.search.pending else { return [] }
            // A cursor placed in another query's list means nothing in this one: start at the top.
            if query != state.search.answered { state.search.selection = 0 }
            state.search.answered = query
            state.search.results = results.hits
            state.search.totalCount = results.totalCount
            state.search.countIsCapped = results.countIsCapped
            state.search.terms = results.terms
            state.search.matchesWithoutFilters = results.matchesWithoutFilters
            state.search.selection = min(state.search.selection, max(results.hits.count - 1, 0))
            guard state.search.opensWhenAnswered else { return [] }
            // The Enter pressed before this answer came: open its first result (none: the empty message shows).
            state.search.opensWhenAnswered = false
            return openSelected(&state)
        }
    }

    /// Sends the query for the text and filters, or clears the results when there is neither.
    static func runSearch(_ state: inout AppState) -> [Effect] {
        state.search.selection = 0
        let query = searchQuery(text: state.search.text, filters: state.search.filters, member: state.currentMember?.id)
        guard !query.isEmpty else {
            state.search.results = []
            state.search.totalCount = 0
            state.search.countIsCapped = false
            state.search.terms = []
            state.search.matchesWithoutFilters = nil
            state.search.pending = nil
            state.search.answered = nil
            return []
        }
        state.search.pending = query
        return [.store(.search(query))]
    }

    /// The query for typed text: "+garlic" must be an ingredient, "-cream" must not, the rest are words.
    public static func searchQuery(text: String, filters: SearchFilters, member: Int64?) -> SearchQuery {
        var words: [Substring] = []
        var with: [String] = [], without: [String] = []
        for token in text.split(whereSeparator: \.isWhitespace) {
            if token.count > 1, token.first == "+" { with.append(String(token.dropFirst())) }
            else if token.count > 1, token.first == "-" { without.append(String(token.dropFirst())) }
            else { words.append(token) }
        }
        let endsInSpace = text.last?.isWhitespace ?? false
        let lastIsFilter = text.split(whereSeparator: \.isWhitespace).last.map { $0.count > 1 && ($0.first == "+" || $0.first == "-") } ?? false
        let wordText = words.joined(separator: " ") + (endsInSpace || lastIsFilter ? " " : "")
        return SearchQuery(
            text: words.isEmpty ? "" : wordText, category: filters.category, difficulty: filters.difficulty,
            maxTotalMinutes: filters.maxMinutes, withIngredients: with, withoutIngredients: without,
            favoritesOf: filters.favoritesOnly ? member : nil, limit: 50
        )
    }

    static func next<T: Equatable>(_ value: T, in values: [T]) -> T {
        values[((values.firstIndex(of: value) ?? 0) + 1) % values.count]
    }
}
