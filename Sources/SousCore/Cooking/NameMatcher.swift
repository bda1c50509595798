import Foundation

/// Finds which of a list of names a cook meant: "the egg timer" is "eggs", "butter" is "unsalted butter".
///
/// Tiers, best first: the same words; the same words ignoring a plural "s"; a name containing
/// every word said. Only the best non-empty tier is returned, so an exact name beats a longer one.
public enum NameMatcher {
    /// Indices of `names` that `query` refers to, in list order.
    public static func matches(_ query: String, in names: [String]) -> [Int] {
        let said = words(query)
        guard !said.isEmpty else { return [] }
        let lists = names.map(words)
        let tiers: [([String]) -> Bool] = [
            { $0 == said },
            { $0.map(singular) == said.map(singular) },
            { name in Set(said.map(singular)).isSubset(of: Set(name.map(singular))) },
        ]
        for tier in tiers {
            let found = lists.indices.filter { tier(lists[$0]) }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Lowercased words without accents or punctuation, leading articles dropped.
    public static func words(_ text: String) -> [String] {
        // Folding is slow in swift-corelibs-foundation; plain ASCII only needs lower case.
        let folded = text.allSatisfy(\.isASCII) ? text.lowercased()
            : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let list = folded.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        return list.filter { !["the", "a", "an", "my", "some"].contains($0) }
    }

    /// "eggs" is "egg", "tomatoes" is "tomato", "glass" stays "glass".
    public static func singular(_ word: String) -> String {
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") { return String(word.dropLast(2)) }
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
        return word
    }
}
