/// A diet the knowledge base can check a recipe against ("vegan", "gluten-free").
///
/// An ingredient breaks the diet when the longest ending of its name found in either list is
/// in `breaks`: "unsalted butter" ends in "butter" (breaks vegan), "peanut butter" is in
/// `allows`, "cream of tartar" ends in neither.
public struct Diet: Hashable, Sendable {
    public var name: String
    public var aliases: [String]
    /// Ingredient names that break the diet.
    public var breaks: [String]
    /// Names ending in a breaking word that keep the diet ("coconut milk", "gluten-free pasta").
    public var allows: [String]

    public init(name: String, aliases: [String] = [], breaks: [String], allows: [String] = []) {
        self.name = name
        self.aliases = aliases
        self.breaks = breaks
        self.allows = allows
    }

    public var names: [String] { [name] + aliases }

    /// The listed name that `ingredient` breaks the diet by ("butter" for "cold unsalted butter"),
    /// or nil when it keeps it.
    public func breakingName(_ ingredient: String) -> String? {
        let breaking = Dictionary(breaks.map { (KitchenKnowledge.key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let allowed = Set(allows.map(KitchenKnowledge.key))
        var words = KitchenKnowledge.key(ingredient)
        while !words.isEmpty {
            if allowed.contains(words) { return nil }
            if let name = breaking[words] { return name }
            words.removeFirst()
        }
        return nil
    }
}

/// The lines of a recipe that break a diet, each with the knowledge base's swap when it has one.
public struct DietAdaptation: Hashable, Sendable {
    public struct Change: Hashable, Sendable, Codable {
        /// 0-based position in the recipe's ingredients.
        public var index: Int
        /// The line as written.
        public var line: String
        /// The name on the diet's list that it matched ("butter").
        public var breaks: String
        /// The line to use instead: the line with the name swapped when the swap is like for
        /// like ("200 ml coconut cream"), else the replacement and how much ("applesauce: a
        /// quarter cup … for each egg"); nil when no swap is known.
        public var replacementLine: String?
        public var replacement: String?
        /// How much to use, in words ("three quarters of the amount of butter").
        public var amount: String?
        public var note: String?

        public init(index: Int, line: String, breaks: String, replacementLine: String? = nil, replacement: String? = nil,
                    amount: String? = nil, note: String? = nil) {
            self.index = index
            self.line = line
            self.breaks = breaks
            self.replacementLine = replacementLine
            self.replacement = replacement
            self.amount = amount
            self.note = note
        }
    }

    public var diet: String
    public var changes: [Change]

    public init(diet: String, changes: [Change]) {
        self.diet = diet
        self.changes = changes
    }

    /// Every ingredient line of `recipe` that breaks `diet`, with a swap that keeps it.
    /// The swap chosen is the first whose context fits the recipe ("baking" for a tart, where
    /// oil would ruin the pastry; "cooking" for a sauté), then one for "any", then the first.
    public static func adapt(_ recipe: Recipe, to diet: Diet, knowledge: KitchenKnowledge) -> DietAdaptation {
        var changes: [Change] = []
        let setting = context(of: recipe)
        for (index, ingredient) in recipe.ingredients.enumerated() {
            let name = ingredient.name.isEmpty ? ingredient.text : ingredient.name
            guard let breaking = diet.breakingName(name) else { continue }
            var change = Change(index: index, line: ingredient.text, breaks: breaking)
            // A swap must serve the diet and its replacement must not break it again.
            let fitting = knowledge.substitutions(for: name).filter { $0.diets.contains(diet.name) && diet.breakingName($0.replacement) == nil }
            if let swap = fitting.enumerated().max(by: { a, b in
                let (x, y) = (fit(a.element.context, setting), fit(b.element.context, setting))
                return x != y ? x < y : a.offset > b.offset
            })?.element {
                change.replacement = swap.replacement
                change.amount = swap.amount
                change.note = swap.note
                change.replacementLine = swap.amount.lowercased().hasPrefix("the same")
                    ? replacing(name, with: swap.replacement, in: ingredient.text)
                    : "\(swap.replacement): \(swap.amount)"
            }
            changes.append(change)
        }
        return DietAdaptation(diet: diet.name, changes: changes)
    }

    /// "baking" when the recipe is baked (its category, a baking word in the title or steps),
    /// else "cooking".
    public static func context(of recipe: Recipe) -> String {
        if ["baking", "dessert", "desserts", "bread"].contains(recipe.category.lowercased()) { return "baking" }
        let titleWords: Set<String> = ["pastry", "tart", "pie", "cake", "cookie", "biscuit", "scone", "muffin", "bread", "brownie",
                                       "crumble", "shortbread", "quiche", "pasty", "croissant", "galette"]
        let stepWords: Set<String> = ["bake", "baked", "baking", "pastry", "dough", "batter"]
        let title = Set(NameMatcher.words(recipe.title).map(NameMatcher.singular))
        if !title.isDisjoint(with: titleWords) { return "baking" }
        for step in recipe.instructions where !Set(NameMatcher.words(step.text)).isDisjoint(with: stepWords) {
            return "baking"
        }
        return "cooking"
    }

    /// How well a swap's context suits the recipe's: its own (desserts count as baking) over "any" over another.
    static func fit(_ swapContext: String, _ recipe: String) -> Int {
        let swap = swapContext.lowercased() == "desserts" ? "baking" : swapContext.lowercased()
        if swap == recipe { return 2 }
        return swap == "any" ? 1 : 0
    }

    /// The line with the ingredient's name swapped, or "replacement (instead of line)" when
    /// the name cannot be found in it as written.
    static func replacing(_ name: String, with replacement: String, in line: String) -> String {
        if let range = line.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) {
            return line.replacingCharacters(in: range, with: replacement)
        }
        return "\(replacement) (instead of \(line))"
    }
}

import Foundation
