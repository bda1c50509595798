/// Makes an ingredient name agree with its amount: "1 egg" scaled by 3 reads "3 eggs", not "3 egg".
///
/// Only the head noun changes, and only when the amount crosses between one and more than one.
/// English plurals are irregular, so the rules cover what recipes need (leaf/leaves,
/// tomato/tomatoes, berry/berries, peach/peaches) and leave anything doubtful as written.
public enum NounNumber {
    /// Singular -> plural where adding "s" or "es" is wrong.
    static let irregularPlurals: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "shelf": "shelves",
        "calf": "calves", "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes",
        "chilli": "chillies", "chili": "chilies", "mouse": "mice", "tooth": "teeth", "foot": "feet",
    ]

    static let irregularSingulars: [String: String] = Dictionary(
        irregularPlurals.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })

    /// Words that are the same in both numbers, or that a recipe never counts.
    static let invariant: Set<String> = [
        "fruit", "garni", "fish", "sheep", "deer", "salmon", "tofu", "feta", "rice", "salt", "garlic", "ginger",
        "water", "ice", "milk", "butter", "flour", "sugar", "oil", "cream", "cheese", "parsley", "coriander",
        "cilantro", "basil", "mint", "spinach", "lettuce", "meat", "mince",
    ]

    /// Plural words ending in "ies" whose singular ends in "ie", not "y".
    static let ieSingulars: Set<String> = ["cookie", "pie", "brownie", "smoothie", "veggie", "birdie", "hippie"]

    /// `name` with its head noun made plural or singular; unchanged when that cannot be done safely.
    ///
    /// The head noun is the last word before a comma, a bracket or "of" ("thumb of ginger").
    /// Names joined by "and"/"or" are left alone: which word is the head is a guess there.
    public static func agreeing(_ name: String, plural: Bool) -> String {
        let lowered = name.lowercased()
        if [" and ", " or ", " & ", "/"].contains(where: lowered.contains) { return name }
        var end = name.endIndex
        for stop in [",", "(", ";"] {
            if let range = name.range(of: stop), range.lowerBound < end { end = range.lowerBound }
        }
        if let range = name.range(of: " of ", options: .caseInsensitive), range.lowerBound < end {
            end = range.lowerBound
        }
        var phraseEnd = end
        while phraseEnd > name.startIndex, name[name.index(before: phraseEnd)] == " " {
            phraseEnd = name.index(before: phraseEnd)
        }
        var wordStart = phraseEnd
        while wordStart > name.startIndex, name[name.index(before: wordStart)].isLetter {
            wordStart = name.index(before: wordStart)
        }
        guard wordStart < phraseEnd else { return name }
        let word = String(name[wordStart..<phraseEnd])
        let changed = plural ? pluralized(word) : singularized(word)
        guard changed != word else { return name }
        return String(name[..<wordStart]) + changed + String(name[phraseEnd...])
    }

    /// The plural of one word ("egg" -> "eggs", "leaf" -> "leaves"); words that look plural stay.
    public static func pluralized(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 1, !invariant.contains(lower), irregularSingulars[lower] == nil else { return word }
        if let irregular = irregularPlurals[lower] { return keepingCase(of: word, irregular) }
        if lower.hasSuffix("s") { return word }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + "ies"
        }
        if ["x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" }
        return word + "s"
    }

    /// The singular of one word ("eggs" -> "egg", "leaves" -> "leaf"); words that look singular stay.
    public static func singularized(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 2, !invariant.contains(lower) else { return word }
        if let irregular = irregularSingulars[lower] { return keepingCase(of: word, irregular) }
        if lower.hasSuffix("ies") {
            let stem = String(lower.dropLast(3))
            if ieSingulars.contains(stem + "ie") { return String(word.dropLast()) }
            return String(word.dropLast(3)) + "y"
        }
        if ["ches", "shes", "xes", "zes", "sses"].contains(where: lower.hasSuffix) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !["ss", "us", "is"].contains(where: lower.hasSuffix) { return String(word.dropLast()) }
        return word
    }

    /// `replacement` with a capital first letter when `word` had one.
    static func keepingCase(of word: String, _ replacement: String) -> String {
        guard let first = word.first, first.isUppercase else { return replacement }
        return replacement.prefix(1).uppercased() + replacement.dropFirst()
    }
}
