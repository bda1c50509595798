import SousCore

/// Ranking keys used as FTS5 rowids: (field length << 40) | recipe id.
///
/// FTS5 returns matches in rowid order at almost no cost, so when the rowid sorts
/// shorter fields first, "the first 20 matches in rowid order" are the 20 whose
/// matching field is the most focused on the query words, the same preference
/// bm25's length normalisation expresses, without scoring every match.
enum SearchKey {
    static let idBits: Int64 = 40
    static let idMask: Int64 = (1 << 40) - 1
    static let maxLength: Int64 = (1 << 22) - 1

    static func make(length: Int, id: Int64) -> Int64 {
        (min(Int64(length), maxLength) << idBits) | (id & idMask)
    }

    static func recipeId(_ key: Int64) -> Int64 { key & idMask }

    /// Number of words in the texts, as the query builder splits them.
    static func wordCount(_ texts: [String]) -> Int {
        texts.reduce(0) { $0 + FTSQueryBuilder.words($1).count }
    }
}
