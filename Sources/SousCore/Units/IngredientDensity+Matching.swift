extension IngredientDensity {
    /// The density for an ingredient name, or nil when Sous does not know it well enough.
    ///
    /// The name is cut at a comma, bracket, " or " or " for " (the first alternative is the one
    /// measured), folded to lower-case singular words, and matched against the aliases that end
    /// it; the longest alias wins. So "light brown sugar" is brown sugar, "almond flour" is not
    /// plain flour, and "rice vinegar" or "butter beans" match nothing, because their last word
    /// is not the ingredient the alias names. Some names are known to be too variable to weigh
    /// (kosher salt differs twofold by brand): they match nothing on purpose.
    public static func lookup(_ name: String) -> IngredientDensity? {
        let words = matchWords(name)
        guard !words.isEmpty else { return nil }
        var best: (length: Int, entry: IngredientDensity?)?
        // Only aliases ending in the same word can match, so only those are compared.
        for candidate in byLastWord[words[words.count - 1]] ?? []
        where candidate.words.count <= words.count && words.suffix(candidate.words.count) == candidate.words[...] {
            if best == nil || candidate.words.count > best!.length {
                best = (candidate.words.count, candidate.entry)
            }
        }
        return best?.entry
    }

    /// Lower-case singular words of the part of `name` that names the ingredient.
    static func matchWords(_ name: String) -> [String] {
        // A byte search (`prefix(beforeAny:)`): `range(of:)` cost ~11,000 instructions a call on Linux.
        let text = name.lowercased().prefix(beforeAny: [",", "(", ";", " or ", " for ", " to "])
        let cleaned = text.map { character -> Character in
            if character == "-" || character == "_" || character == "/" { return " " }
            if character == "'" || character == "’" { return "\u{0}" }
            return character.isLetter || character.isNumber ? character : " "
        }
        return String(cleaned.filter { $0 != "\u{0}" })
            .split(separator: " ")
            .map { NounNumber.singularized(String($0)) }
    }

    /// Aliases as word lists; a nil entry marks a name that is deliberately not converted.
    static let index: [(words: [String], entry: IngredientDensity?)] =
        table.flatMap { entry in entry.aliases.map { (matchWords($0), Optional(entry)) } }
        + unweighable.map { (matchWords($0), nil) }

    static let byLastWord: [String: [(words: [String], entry: IngredientDensity?)]] =
        Dictionary(grouping: index.filter { !$0.words.isEmpty }, by: { $0.words[$0.words.count - 1] })
}
