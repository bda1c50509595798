import Foundation
import SousCore

/// Generates realistic-looking recipes with skewed word frequencies for benchmarks.
///
/// Deterministic (seeded), so two runs search the same database.
public struct SyntheticCookbook {
    var rng: SplitMix64

    public init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    static let ingredients = [
        "salt", "olive oil", "garlic", "onion", "butter", "black pepper", "chicken", "eggs", "plain flour", "sugar",
        "milk", "tomatoes", "lemon", "water", "parsley", "carrots", "potatoes", "cheddar", "double cream", "rice",
        "soy sauce", "ginger", "chilli", "coriander", "basil", "thyme", "rosemary", "honey", "beef mince", "pasta",
        "spinach", "mushrooms", "bell pepper", "celery", "cumin", "paprika", "vegetable stock", "chicken stock", "yoghurt",
        "lime", "spring onions", "bacon", "parmesan", "mozzarella", "cinnamon", "vanilla extract", "baking powder",
        "brown sugar", "oats", "chickpeas", "lentils", "coconut milk", "courgette", "aubergine", "leeks", "peas",
        "sweetcorn", "broccoli", "cauliflower", "kale", "feta", "prawns", "salmon", "cod", "tuna", "pork shoulder",
        "lamb", "sausages", "ham", "chorizo", "red wine", "white wine", "balsamic vinegar", "mustard", "mayonnaise",
        "breadcrumbs", "walnuts", "almonds", "pine nuts", "raisins", "dark chocolate", "cocoa powder", "strawberries",
        "blueberries", "apples", "pears", "bananas", "oranges", "maple syrup", "tahini", "miso", "sesame oil",
        "noodles", "tofu", "quinoa", "couscous", "bulgur", "saffron", "cardamom", "star anise", "fennel", "beetroot",
        "sweet potato", "pumpkin", "squash", "rhubarb", "gooseberries", "sumac", "za'atar", "harissa", "capers", "olives",
        "anchovies", "sourdough", "tortillas", "polenta", "buttermilk", "ricotta", "mascarpone", "gelatine", "cornflour",
    ]
    static let dishes = [
        "soup", "stew", "curry", "salad", "pie", "tart", "cake", "bread", "pasta", "risotto", "roast", "traybake",
        "stir fry", "bake", "gratin", "pancakes", "muffins", "cookies", "crumble", "skewers", "burgers", "tacos",
        "noodles", "omelette", "frittata", "casserole", "sandwich", "wraps", "dumplings", "fritters", "hash",
    ]
    static let adjectives = [
        "quick", "easy", "spicy", "creamy", "classic", "rustic", "smoky", "crispy", "golden", "fresh", "sticky",
        "slow cooked", "summer", "winter", "weeknight", "sunday", "grandma's", "one pot", "roasted", "lemony",
    ]
    static let fillers = [
        "a", "the", "with", "and", "for", "of", "in", "this", "is", "to", "on", "your", "every", "family", "dinner",
        "favourite", "simple", "rich", "bright", "comforting", "perfect", "weekend", "flavour", "texture", "crowd",
        "pleaser", "leftovers", "table", "season", "warming", "light", "hearty", "kids", "love", "make", "ahead",
        "ready", "minutes", "serve", "side", "bowl", "crunch", "sauce", "herbs", "tender", "juicy", "sweet", "tangy",
    ]
    static let categories = ["breakfast", "lunch", "dinner", "dinner", "dinner", "dessert", "snack", "side", "soup", "salad", "baking"]

    /// Index drawn with probability proportional to 1/(i+1)^s: a few words are very common.
    mutating func zipf(_ count: Int, exponent: Double = 1.0) -> Int {
        let weights = Self.zipfTable(count, exponent)
        let u = Double(rng.next() % 1_000_000) / 1_000_000 * weights.last!
        var lo = 0
        var hi = weights.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if weights[mid] < u { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    static func zipfTable(_ count: Int, _ exponent: Double) -> [Double] {
        var total = 0.0
        return (0..<count).map { i in
            total += 1 / pow(Double(i + 1), exponent)
            return total
        }
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }

    public mutating func recipe(number: Int) -> Recipe {
        var names: [String] = []
        // About one recipe in five uses chicken, as in real collections.
        if int(0...99) < 20 { names.append("chicken") }
        while names.count < int(6...14) {
            let name = Self.ingredients[zipf(Self.ingredients.count, exponent: 0.9)]
            if !names.contains(name) { names.append(name) }
        }
        let main = names.count > 1 && int(0...2) > 0 ? names[int(0...min(2, names.count - 1))] : pick(Self.ingredients)
        var titleWords = [String]()
        if int(0...1) == 0 { titleWords.append(pick(Self.adjectives)) }
        titleWords.append(main)
        if int(0...3) == 0 { titleWords += ["and", Self.ingredients[zipf(Self.ingredients.count)]] }
        titleWords.append(Self.dishes[zipf(Self.dishes.count, exponent: 0.7)])
        let title = titleWords.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        let description = (0..<int(15...40)).map { _ in
            int(0...5) == 0 ? Self.ingredients[zipf(Self.ingredients.count)] : Self.fillers[zipf(Self.fillers.count)]
        }.joined(separator: " ")
        let memory = int(0...9) == 0 ? FamilyMemory(story: (0..<int(20...50)).map { _ in pick(Self.fillers) }.joined(separator: " "), from: "Nana") : nil
        let steps = (1...int(4...9)).map { i in
            Instruction(step: i, text: "Cook the \(pick(names)) for \(int(2...40)) minutes.", duration: DurationRange(seconds: 60 * int(2...40)))
        }
        return Recipe(
            uid: "synthetic-\(number)",
            title: title,
            description: description,
            category: pick(Self.categories),
            difficulty: pick(Difficulty.allCases),
            prepMinutes: int(5...40),
            cookMinutes: int(0...150),
            servings: int(1...8),
            ingredients: names.map { Ingredient(quantity: .exact(Rational(int(1...4))), unit: "cup", name: $0, text: "\($0)") },
            instructions: steps,
            tags: (0..<int(1...4)).map { _ in pick(Self.fillers + Self.dishes) },
            familyMemory: memory,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60),
            updatedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60)
        )
    }
}
