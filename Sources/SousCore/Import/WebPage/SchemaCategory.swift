/// Maps `recipeCategory` onto Sous's categories, and cuisine and keywords onto tags.
///
/// Pages use their own words ("Main Course", "Desserts & Sweets", "Appetizers"). A word Sous
/// knows, or a common synonym, picks a known category; otherwise the first word of the first
/// category is kept lowercased, since recipes may carry categories Sous does not list.
enum SchemaCategory {
    static let maxTags = 30
    static let maxTagLength = 50

    static let synonyms: [String: String] = [
        "desserts": "dessert", "sweets": "dessert", "sweet": "dessert", "cake": "dessert", "cakes": "dessert",
        "pie": "dessert", "pies": "dessert", "cookies": "dessert", "pastry": "baking",
        "main": "dinner", "mains": "dinner", "entree": "dinner", "entrée": "dinner", "supper": "dinner",
        "appetizer": "snack", "appetizers": "snack", "snacks": "snack", "starter": "snack", "starters": "snack",
        "sides": "side", "drinks": "drink", "beverage": "drink", "beverages": "drink", "cocktail": "drink",
        "cocktails": "drink", "smoothie": "drink", "smoothies": "drink", "brunch": "breakfast",
        "bread": "baking", "breads": "baking", "baked": "baking", "soups": "soup", "stew": "soup", "stews": "soup",
        "salads": "salad", "sauces": "sauce", "dressing": "sauce", "dressings": "sauce", "condiment": "sauce",
    ]

    /// The category for the page's list, or nil when the page gave none.
    static func category(from values: [String]) -> String? {
        let phrases = values.flatMap { $0.split(separator: ",") }.map { WebText.clean(String($0)).lowercased() }.filter { !$0.isEmpty }
        for phrase in phrases {
            let words = phrase.split(whereSeparator: { !$0.isLetter }).map(String.init)
            if words.contains("main") || words.contains("entree") { return "dinner" }
            if words.contains("side") { return "side" }
            for word in words {
                if RecipeCategory.known.contains(word) { return word }
                if let mapped = synonyms[word] { return mapped }
            }
        }
        return phrases.first?.split(whereSeparator: { !$0.isLetter }).first.map(String.init)
    }

    /// Cuisine and keywords as lowercased tags, split at commas, without repeats.
    static func tags(from values: [String]) -> [String] {
        var seen: Set<String> = []
        var tags: [String] = []
        for value in values {
            for piece in value.split(separator: ",") {
                let tag = WebText.clean(String(piece)).lowercased()
                guard !tag.isEmpty, tag.count <= maxTagLength, tags.count < maxTags, seen.insert(tag).inserted else { continue }
                tags.append(tag)
            }
        }
        return tags
    }
}
