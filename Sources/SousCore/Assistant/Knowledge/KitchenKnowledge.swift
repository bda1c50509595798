/// What the assistant knows about swapping ingredients and about techniques.
///
/// Shipped as data in `contract/kitchen-knowledge.yaml`; every text is written to be read aloud.
public struct KitchenKnowledge: Hashable, Sendable {
    public let substitutions: [Substitution]
    public let techniques: [Technique]
    /// Diets a recipe can be checked against, with what breaks each.
    public let diets: [Diet]
    /// Substitution indices by the key of each ingredient name and alias.
    let substitutionIndex: [[String]: [Int]]
    /// Technique index by the key of each name and alias.
    let techniqueIndex: [[String]: Int]

    public init(substitutions: [Substitution] = [], techniques: [Technique] = [], diets: [Diet] = []) {
        self.substitutions = substitutions
        self.techniques = techniques
        self.diets = diets
        var byName: [[String]: [Int]] = [:]
        for (i, entry) in substitutions.enumerated() {
            for key in Set(entry.names.map(Self.key)) { byName[key, default: []].append(i) }
        }
        substitutionIndex = byName
        var byTechnique: [[String]: Int] = [:]
        for (i, technique) in techniques.enumerated() {
            for name in technique.names where byTechnique[Self.key(name)] == nil { byTechnique[Self.key(name)] = i }
        }
        techniqueIndex = byTechnique
    }

    /// Replacements for `ingredient`, best first. "unsalted butter" falls back to "butter",
    /// "eggs" finds "egg", "Sauté" finds "saute".
    public func substitutions(for ingredient: String) -> [Substitution] {
        var words = Self.key(ingredient)
        while !words.isEmpty {
            if let found = substitutionIndex[words] { return found.map { substitutions[$0] } }
            words.removeFirst()
        }
        return []
    }

    /// The entry for replacing `ingredient` with `replacement`, if the knowledge base has it.
    public func substitution(for ingredient: String, with replacement: String) -> Substitution? {
        let wanted = Self.key(replacement)
        return substitutions(for: ingredient).first { entry in
            let have = Self.key(entry.replacement)
            return have == wanted || Set(wanted).isSubset(of: Set(have))
        }
    }

    /// The diet called `name` or one of its aliases ("vegan", "gluten free", "coeliac").
    public func diet(named name: String) -> Diet? {
        let wanted = Self.key(name)
        return diets.first { $0.names.contains { Self.key($0) == wanted } }
    }

    /// The technique called `name` or one of its aliases ("folding", "sauté").
    public func technique(named name: String) -> Technique? {
        techniqueIndex[Self.key(name)].map { techniques[$0] }
    }

    /// Words compared without case, accents, articles or a plural "s".
    static func key(_ text: String) -> [String] {
        NameMatcher.words(text).map(NameMatcher.singular)
    }
}

/// A replacement for an ingredient, with how much to use and when it works.
public struct Substitution: Hashable, Sendable {
    public var ingredient: String
    /// Other names for the ingredient ("eggs", "whole egg").
    public var aliases: [String]
    public var replacement: String
    /// How much, in words that read aloud: "a quarter cup of applesauce for each egg".
    public var amount: String
    /// Where it works: "baking", "sauces", "any".
    public var context: String
    /// One short sentence: what changes, what to watch.
    public var note: String
    /// The diets the replacement keeps where the ingredient breaks them ("vegan", "dairy-free").
    public var diets: [String]

    public init(ingredient: String, aliases: [String] = [], replacement: String, amount: String, context: String, note: String, diets: [String] = []) {
        self.diets = diets
        self.ingredient = ingredient
        self.aliases = aliases
        self.replacement = replacement
        self.amount = amount
        self.context = context
        self.note = note
    }

    public var names: [String] { [ingredient] + aliases }
}

/// A cooking technique explained in a sentence or two.
public struct Technique: Hashable, Sendable {
    public var name: String
    public var aliases: [String]
    public var text: String

    public init(name: String, aliases: [String] = [], text: String) {
        self.name = name
        self.aliases = aliases
        self.text = text
    }

    public var names: [String] { [name] + aliases }
}
