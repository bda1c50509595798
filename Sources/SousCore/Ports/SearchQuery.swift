/// What the cook asked for in Search: words plus filters, all optional.
public struct SearchQuery: Hashable, Sendable {
    /// Free text as typed; the last word is treated as a prefix (results update while typing).
    public var text: String
    public var category: String?
    public var difficulty: Difficulty?
    /// Prep plus cook time at most this many minutes (recipes with no time are excluded).
    public var maxTotalMinutes: Int?
    /// Ingredients the recipe must use (each one).
    public var withIngredients: [String]
    /// Ingredients the recipe must not use (any one excludes it).
    public var withoutIngredients: [String]
    /// Only the favourites of this member.
    public var favoritesOf: Int64?
    public var limit: Int

    public init(
        text: String = "",
        category: String? = nil,
        difficulty: Difficulty? = nil,
        maxTotalMinutes: Int? = nil,
        withIngredients: [String] = [],
        withoutIngredients: [String] = [],
        favoritesOf: Int64? = nil,
        limit: Int = 20
    ) {
        self.text = text
        self.category = category
        self.difficulty = difficulty
        self.maxTotalMinutes = maxTotalMinutes
        self.withIngredients = withIngredients
        self.withoutIngredients = withoutIngredients
        self.favoritesOf = favoritesOf
        self.limit = limit
    }

    /// The same words without the filters (category, difficulty, time, favourites).
    public var withoutFilters: SearchQuery {
        SearchQuery(text: text, withIngredients: withIngredients, withoutIngredients: withoutIngredients, limit: limit)
    }

    /// Whether it has words (typed text or +/- ingredients) and filters both.
    public var hasWordsAndFilters: Bool {
        let words = !text.allSatisfy { $0.isWhitespace } || !withIngredients.isEmpty || !withoutIngredients.isEmpty
        return words && withoutFilters != self
    }

    /// True when the query has neither words nor filters.
    public var isEmpty: Bool {
        text.allSatisfy { $0.isWhitespace } && category == nil && difficulty == nil && maxTotalMinutes == nil
            && withIngredients.isEmpty && withoutIngredients.isEmpty && favoritesOf == nil
    }
}

/// One ranked hit: the recipe's summary and the words that matched, for highlighting.
public struct SearchHit: Hashable, Sendable {
    public var recipe: RecipeSummary
    /// Higher is better; only comparable within one result list.
    public var score: Double

    public init(recipe: RecipeSummary, score: Double) {
        self.recipe = recipe
        self.score = score
    }
}

/// A page of search results with the total number of matches.
public struct SearchResults: Hashable, Sendable {
    public var hits: [SearchHit]
    /// How many recipes match, counted up to `SearchResults.countCap`.
    public var totalCount: Int
    /// True when there are more matches than `totalCount` says ("1000+").
    public var countIsCapped: Bool
    /// The query words as searched (normalised), for highlighting matches.
    public var terms: [String]
    /// When words and filters together match nothing: how many the words match alone (so the
    /// cook can be told which of the two is why). nil otherwise.
    public var matchesWithoutFilters: Int?

    /// Counting stops here: nobody reads past it, and counting every match costs O(matches).
    public static let countCap = 1000

    public init(hits: [SearchHit], totalCount: Int, countIsCapped: Bool = false, terms: [String]) {
        self.hits = hits
        self.totalCount = totalCount
        self.countIsCapped = countIsCapped
        self.terms = terms
    }
}
