import SousCore

extension AppReducer {
    static func reduceSearch(_ state: inout AppState, _ action: AppAction) -> [Effect] {
        switch action {
        case .searchTextChanged(let text):
            state.search.text = text
            state.search.selection = 0
            guard !text.allSatisfy(\.isWhitespace) else {
                state.search.results = []
                state.search.totalCount = 0
                state.search.countIsCapped = false
                state.search.terms = []
                return []
            }
            return [.search(SearchQuery(text: text, limit: 50))]
        case .searchCompleted(let query, let results):
            // A slow answer to an older query must not replace the newer one.
            guard query == state.search.text else { return [] }
            state.search.results = results.hits
            state.search.totalCount = results.totalCount
            state.search.countIsCapped = results.countIsCapped
            state.search.terms = results.terms
            state.search.selection = min(state.search.selection, max(results.hits.count - 1, 0))
            return []
        default:
            return []
        }
    }
}
