import SousCore

/// The Search tab, on its own slice: the words, the filters and the answers.
enum SearchReducer {
    /// What Search reads from around it.
    struct Context: Equatable {
        /// The member whose favourites the favourites filter keeps (nil: no family yet).
        var member: Int64?

        init(member: Int64?) { self.member = member }
        init(_ app: AppState) { member = app.currentMember?.id }
    }

    static func reduce(_ search: inout SearchState, _ action: SearchAction, _ context: Context) -> Reduction {
        switch action {
        case .textChanged(let text):
            search.text = text
            return run(&search, context)
        case .filterCycled(let kind):
            var filters = search.filters
            switch kind {
            case .category:
                filters.category = AppReducer.next(filters.category, in: HomeState.chips)
            case .difficulty:
                filters.difficulty = AppReducer.next(filters.difficulty, in: [nil] + Difficulty.allCases.map { Optional($0) })
            case .time:
                filters.maxMinutes = AppReducer.next(filters.maxMinutes, in: SearchFilters.timeSteps)
            case .favorites:
                guard context.member != nil else {
                    return Reduction(banner: Banner(.warning, "Add a family member in Settings to keep favourites."))
                }
                filters.favoritesOnly.toggle()
            }
            search.filters = filters
            return run(&search, context)
        case .filtersReset:
            guard !search.filters.isEmpty else { return [] }
            search.filters = SearchFilters()
            return run(&search, context)
        case .completed(let query, let results):
            // A slow answer to an older query must not replace the newer one.
            guard query == search.pending else { return [] }
            // A cursor placed in another query's list means nothing in this one: start at the top.
            if query != search.answered { search.selection = 0 }
            search.answered = query
            search.results = results.hits
            search.totalCount = results.totalCount
            search.countIsCapped = results.countIsCapped
            search.terms = results.terms
            search.matchesWithoutFilters = results.matchesWithoutFilters
            search.selection = min(search.selection, max(results.hits.count - 1, 0))
            guard search.opensWhenAnswered else { return [] }
            // The Enter pressed before this answer came: open its first result (none: the empty message shows).
            search.opensWhenAnswered = false
            return Reduction(requests: [.openSelected])
        }
    }

    /// Sends the query for the text and filters, or clears the results when there is neither.
    static func run(_ search: inout SearchState, _ context: Context) -> Reduction {
        search.selection = 0
        let query = AppReducer.searchQuery(text: search.text, filters: search.filters, member: context.member)
        guard !query.isEmpty else {
            search.results = []
            search.totalCount = 0
            search.countIsCapped = false
            search.terms = []
            search.matchesWithoutFilters = nil
            search.pending = nil
            search.answered = nil
            return []
        }
        search.pending = query
        return [.store(.search(query))]
    }
}

extension AppReducer {
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
