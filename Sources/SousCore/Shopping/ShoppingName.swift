import Foundation

/// What a shopper buys, read from an ingredient's name: "2 large eggs, beaten" and "1 egg" are
/// both eggs; "finely chopped fresh coriander" and "cilantro" are one bunch of herbs.
///
/// Words that describe how the thing is prepared or its size are kept as hints ("large",
/// "chopped"), never as a different item. Words that make it a different product stay in the
/// name: "brown sugar" is not "sugar", "garlic powder" is not "garlic", "ground beef" is not "beef".
public struct ShoppingName: Hashable, Sendable {
    /// The merge key: lower-case singular words, synonyms folded ("spring onion").
    public var key: String
    /// Sizes said with it ("large", "medium"), kept for the shopper.
    public var sizes: [String]
    /// How the recipe wants it prepared ("chopped", "melted"); the shopper still buys the same thing.
    public var preparation: [String]
    /// The counted unit the name itself carries: "3 garlic cloves" are 3 cloves of garlic.
    public var impliedUnit: String?
    /// The name as the recipe wrote it, less sizes and preparation ("floury potatoes", "cilantro").
    public var written: String

    public init(key: String, sizes: [String] = [], preparation: [String] = [], impliedUnit: String? = nil, written: String? = nil) {
        self.key = key
        self.written = written ?? key
        self.sizes = sizes
        self.preparation = preparation
        self.impliedUnit = impliedUnit
    }

    /// The shopping names in an ingredient name.
    ///
    /// `amountless`: the line has no amount ("salt and pepper, to taste"), so a pair of known
    /// products is read as two things to buy; with an amount ("8 chicken thighs and drumsticks")
    /// the amount belongs to the whole and the name stays one. `packaged`: measured in cans,
    /// tins or packets, so "chopped tomatoes" is a product, not tomatoes to chop.
    public static func read(_ name: String, amountless: Bool = true, packaged: Bool = false) -> [ShoppingName] {
        let cut = cutAtNotes(name)
        let parts = amountless ? splitPair(cut) : [cut]
        return parts.compactMap { readOne($0, packaged: packaged) }
    }

    /// The name before a comma or bracket: "onion, thinly sliced" is an onion.
    static func cutAtNotes(_ name: String) -> String {
        // A byte search: `range(of:)` and `firstRange(of:)` cost ~11,000 instructions a call on Linux.
        name.lowercased().prefix(beforeAny: [",", "(", ";", " - "])
    }

    /// "salt and pepper" and "salt & pepper" are two items; a pair is only split when both halves
    /// are products Sous knows ("macaroni and cheese" stays one).
    static func splitPair(_ text: String) -> [String] {
        for joiner in [" and ", " & "] {
            guard let (left, right) = text.split(atFirst: joiner) else { continue }
            let lk = readOne(left)?.key, rk = readOne(right)?.key
            if let lk, let rk, ShoppingKnowledge.aisle(forKey: lk) != .other, ShoppingKnowledge.aisle(forKey: rk) != .other {
                return [left, right]
            }
        }
        return [text]
    }

    static func readOne(_ text: String, packaged: Bool = false) -> ShoppingName? {
        // Folding is slow in swift-corelibs-foundation; plain ASCII has nothing to fold.
        let folded = text.allSatisfy(\.isASCII) ? text : text.folding(options: [.diacriticInsensitive], locale: nil)
        var words = folded
            .map { $0 == "-" || $0 == "/" ? " " : $0 }
            .reduce(into: "") { out, c in
                if c.isLetter || c.isNumber || c == " " { out.append(c) } else if c == "'" || c == "’" { } else { out.append(" ") }
            }
            .split(separator: " ").map(String.init)
        var sizes: [String] = []
        var preparation: [String] = []
        // Leading quantity words the line parser left in the name ("a few", "a handful of", "pinch of").
        while let first = words.first, ShoppingKnowledge.leadingFiller.contains(first) { words.removeFirst() }
        if let of = words.firstIndex(of: "of"), of < words.count - 1,
           words[..<of].allSatisfy({ ShoppingKnowledge.leadingFiller.contains($0) || ShoppingKnowledge.measureWords.contains($0) }) {
            words.removeFirst(of + 1)
        }
        // A counted unit left in the name ("slices white bread", "piece fresh ginger").
        var impliedUnit: String?
        if words.count > 1, let unit = ShoppingKnowledge.leadingUnits[words[0]] {
            impliedUnit = unit
            words.removeFirst()
        }
        // Describing words at the front (only sizes for what comes in a can or packet); the last word is always kept, so "hot sauce" and
        // "cold brew" are not stripped to nothing.
        var index = 0
        while index < words.count - 1 {
            let word = words[index]
            if word == "extra", index + 2 < words.count, ShoppingKnowledge.sizes.contains(words[index + 1]) {
                sizes.append("extra " + words[index + 1])
                words.remove(at: index)
            } else if ShoppingKnowledge.sizes.contains(word) {
                sizes.append(word)
            } else if !packaged, ShoppingKnowledge.preparation.contains(word) {
                preparation.append(word)
            } else if ShoppingKnowledge.softeners.contains(word) {
                // "very ripe", "finely chopped": the adverb goes with the next word.
            } else {
                index += 1
                continue
            }
            words.remove(at: index)
        }
        guard !words.isEmpty else { return nil }
        let written = words.joined(separator: " ")
        words = words.map { ShoppingKnowledge.spellings[$0] ?? $0 }
        if let last = words.last { words[words.count - 1] = NounNumber.singularized(last) }
        var key = words.joined(separator: " ")
        if let part = ShoppingKnowledge.partsOf.first(where: { key == $0.name || key.hasSuffix(" " + $0.name) }) {
            // "3 egg yolks" are bought as eggs, "3 garlic cloves" as garlic: the part is how they are used.
            key = String(key.dropLast(part.name.count)) + part.whole
            key = key.trimmingCharacters(in: .whitespaces)
            if let used = part.used { preparation.append(used) }
            impliedUnit = part.unit ?? impliedUnit
        }
        key = ShoppingKnowledge.synonyms[key] ?? key
        // A part bought as the whole is shown as the whole ("eggs", not "egg yolks").
        return ShoppingName(key: key, sizes: sizes, preparation: preparation, impliedUnit: impliedUnit,
                            written: impliedUnit != nil || preparation.contains(where: { ["yolks", "whites"].contains($0) }) ? key : written)
    }
}
