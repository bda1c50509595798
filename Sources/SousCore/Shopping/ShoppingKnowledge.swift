/// What Sous knows about buying food: which words describe rather than name, which names are
/// one product, which aisle a product is in, and what a household always has.
///
/// Written for Sous from common kitchen knowledge (UK and US names both, since the starter
/// cookbook and imported recipes use both).
public enum ShoppingKnowledge {
    /// Sizes, kept as a hint ("2 large eggs" and "1 egg" are 3 eggs, large).
    static let sizes: Set<String> = ["large", "small", "medium", "big", "jumbo", "xl"]

    /// How a recipe prepares a thing, or its state: the shopper buys the same thing either way.
    static let preparation: Set<String> = [
        "chopped", "diced", "minced", "sliced", "grated", "shredded", "crushed", "crumbled", "peeled",
        "deseeded", "seeded", "cubed", "halved", "quartered", "trimmed", "julienned", "mashed", "beaten",
        "softened", "melted", "cold", "chilled", "warm", "boiling", "lukewarm", "fresh", "freshly", "ripe",
        "room", "temperature", "shaved", "cooked", "leftover", "zested", "juiced", "squeezed", "washed",
        "rinsed", "drained", "packed", "sifted", "whisked", "torn", "snipped", "day",
        "old", "stale", "overripe", "pitted", "stoned", "thick", "thin",
    ]

    /// Adverbs that only qualify the next describing word.
    static let softeners: Set<String> = ["finely", "roughly", "coarsely", "thinly", "thickly", "very", "lightly", "well", "freshly"]

    /// Counted units the line parser may leave at the front of a name.
    static let leadingUnits: [String: String] = [
        "slice": "slice", "slices": "slice", "piece": "piece", "pieces": "piece", "sprig": "sprig", "sprigs": "sprig",
        "stick": "stick", "sticks": "stick", "head": "head", "heads": "head", "stalk": "stalk", "stalks": "stalk",
    ]

    /// Words the line parser may leave at the front of a name.
    static let leadingFiller: Set<String> = ["a", "an", "few", "some", "about", "each", "several", "couple", "generous", "good"]

    /// Measures written as words before "of" ("a handful of", "pinch of", "a knob of").
    static let measureWords: Set<String> = [
        "handful", "handfuls", "pinch", "pinches", "dash", "dashes", "knob", "splash", "drizzle", "sprinkle",
        "squeeze", "bunch", "sprig", "sprigs", "little", "large", "small", "cup", "cups",
    ]

    /// Spelling variants folded to one ("chilli" and "chili", "yoghurt" and "yogurt").
    static let spellings: [String: String] = [
        "chilli": "chili", "chillies": "chilies", "yoghurt": "yogurt", "yoghurts": "yogurts",
        "pitta": "pita", "coloured": "colored", "flavoured": "flavored", "icecream": "ice cream",
    ]

    /// Parts bought as the whole: the yolks of eggs, the cloves of a head of garlic.
    static let partsOf: [(name: String, whole: String, used: String?, unit: String?)] = [
        ("egg yolk", "egg", "yolks", nil),
        ("egg white", "egg", "whites", nil),
        ("garlic clove", "garlic", nil, "clove"),
        ("clove garlic", "garlic", nil, "clove"),
        ("clove of garlic", "garlic", nil, "clove"),
        ("lemon wedge", "lemon", "wedges", nil), ("lime wedge", "lime", "wedges", nil),
        ("lemon slice", "lemon", "slices", nil), ("lime slice", "lime", "slices", nil),
        ("celery stalk", "celery", nil, "stick"), ("celery stick", "celery", nil, "stick"),
    ]

    /// Names for the same product in different kitchens, folded to one key.
    static let synonyms: [String: String] = [
        "scallion": "spring onion", "green onion": "spring onion", "salad onion": "spring onion",
        "cilantro": "coriander", "coriander leaf": "coriander", "cilantro leaf": "coriander",
        "zucchini": "courgette", "eggplant": "aubergine", "garbanzo bean": "chickpea", "garbanzo": "chickpea",
        "powdered sugar": "icing sugar", "confectioners sugar": "icing sugar", "confectioner sugar": "icing sugar",
        "superfine sugar": "caster sugar", "castor sugar": "caster sugar",
        "all purpose flour": "plain flour", "flour": "plain flour", "white flour": "plain flour",
        "baking soda": "bicarbonate of soda", "bicarb": "bicarbonate of soda", "bicarbonate soda": "bicarbonate of soda",
        "cornstarch": "cornflour", "corn starch": "cornflour",
        "heavy cream": "double cream", "heavy whipping cream": "double cream",
        "ground beef": "beef mince", "minced beef": "beef mince", "ground lamb": "lamb mince", "minced lamb": "lamb mince",
        "ground pork": "pork mince", "minced pork": "pork mince",
        "chicken broth": "chicken stock", "beef broth": "beef stock", "vegetable broth": "vegetable stock",
        "plain yogurt": "natural yogurt", "greek style yogurt": "greek yogurt",
        "capsicum": "bell pepper", "sweet pepper": "bell pepper",
        "rocket": "arugula", "prawn": "shrimp", "coriander seed": "coriander seed",
        "tomato puree": "tomato paste", "passata": "tomato passata",
        "pepper": "black pepper", "ground black pepper": "black pepper", "black peppercorn": "black pepper",
        "kosher salt": "salt", "fine salt": "salt", "table salt": "salt", "sea salt": "salt",
        "flaky sea salt": "salt", "coarse salt": "salt", "fine sea salt": "salt", "flaky salt": "salt",
        "extra virgin olive oil": "olive oil", "virgin olive oil": "olive oil", "light olive oil": "olive oil",
        "unsalted butter": "butter", "salted butter": "butter",
        "whole milk": "milk", "full fat milk": "milk", "semi skimmed milk": "milk", "skimmed milk": "milk",
        "granulated sugar": "sugar", "white sugar": "sugar",
        "light brown sugar": "brown sugar", "dark brown sugar": "brown sugar",
        "ice water": "water", "ice cube": "ice", "ice cold water": "water", "tap water": "water",
        "basil leaf": "basil", "mint leaf": "mint", "thai basil leaf": "thai basil", "parsley leaf": "parsley",
        "sage leaf": "sage", "flat leaf parsley": "parsley", "curly parsley": "parsley",
    ]

    /// Things bought on their own, so "salt and pepper" is read as two items.
    static let soldAlone: Set<String> = [
        "salt", "black pepper", "olive oil", "butter", "sugar", "plain flour", "lemon", "lime", "garlic", "onion",
        "parsley", "coriander", "chive", "dill", "mint", "basil", "thyme", "rosemary", "milk", "egg", "cinnamon",
        "nutmeg", "vinegar", "oil", "honey", "mustard", "ginger", "carrot", "celery", "tomato", "potato",
    ]

    /// Staples a household is assumed to have until the cook edits the pantry.
    public static let defaultStaples: [String] = ["salt", "black pepper", "water", "ice", "olive oil", "vegetable oil"]

    /// The built-in aisle of a product; the longest matching ending of its key wins, so
    /// "garlic powder" is a spice while "garlic" is produce, and "peanut butter" is pantry.
    public static func aisle(forKey key: String) -> Aisle {
        let words = key.split(separator: " ").map(String.init)
        if words.first == "frozen" { return .frozen }
        if words.first == "dried", words.count > 1, aisleTable[words.dropFirst().joined(separator: " ")] == .produce {
            return .spices
        }
        for length in stride(from: words.count, through: 1, by: -1) {
            let ending = words.suffix(length).joined(separator: " ")
            if let aisle = aisleTable[ending] { return aisle }
        }
        return .other
    }

    static let aisleTable: [String: Aisle] = {
        var table: [String: Aisle] = [:]
        func put(_ aisle: Aisle, _ names: [String]) { for name in names { table[name] = aisle } }
        put(.produce, [
            "onion", "spring onion", "shallot", "garlic", "ginger", "lemon", "lime", "orange", "apple", "cooking apple",
            "pear", "banana", "berry", "mixed berry", "strawberry", "raspberry", "blueberry", "grape", "mango",
            "passion fruit", "avocado", "tomato", "cherry tomato", "potato", "sweet potato", "carrot", "celery",
            "celery stalk", "cucumber", "courgette", "aubergine", "bell pepper", "pepper", "red pepper", "green pepper",
            "yellow pepper", "chili", "green chili", "red chili", "jalapeno", "mushroom", "lettuce", "romaine lettuce",
            "little gem lettuce", "spinach", "kale", "cabbage", "red cabbage", "broccoli", "cauliflower", "leek",
            "pea", "green bean", "bean sprout", "corn", "parsley", "coriander", "basil", "mint", "dill", "chive",
            "thyme", "rosemary", "sage", "oregano", "tarragon", "bay leaf", "lime leaf", "makrut lime leaf",
            "lemongrass", "rhubarb", "beetroot", "radish", "fennel", "asparagus", "arugula", "watercress", "squash",
            "butternut squash", "pumpkin", "lemon zest", "lime zest", "lemon juice", "lime juice", "orange juice", "herb", "salad", "date", "medjool date",
        ])
        put(.dairy, [
            "milk", "butter", "cream", "double cream", "single cream", "whipping cream", "sour cream", "creme fraiche",
            "cheese", "cheddar", "parmesan", "mozzarella", "feta", "gruyere", "mascarpone", "ricotta", "cream cheese",
            "halloumi", "paneer", "monterey jack", "queso fresco", "yogurt", "natural yogurt", "greek yogurt",
            "buttermilk", "egg", "ghee", "oat milk", "almond milk", "soy milk", "custard", "whipped cream", "tofu",
            "firm tofu",
        ])
        put(.bakery, [
            "bread", "loaf", "baguette", "sourdough", "brioche", "roll", "bun", "pita", "pita bread", "tortilla",
            "flour tortilla", "corn tortilla", "naan", "croissant", "crumpet", "bagel", "crouton", "breadcrumb",
            "savoiardi", "sponge finger",
        ])
        put(.meatAndFish, [
            "chicken", "chicken breast", "chicken thigh", "chicken drumstick", "drumstick", "beef", "beef chuck",
            "beef mince", "steak", "lamb", "lamb mince", "pork", "pork mince", "bacon", "pancetta", "lardon",
            "ham", "sausage", "chorizo", "turkey", "duck", "fish", "salmon", "salmon fillet", "cod", "haddock",
            "tuna steak", "shrimp", "mussel", "anchovy", "anchovy fillet", "fillet", "mince",
        ])
        put(.frozen, ["ice cream", "vanilla ice cream", "frozen pea", "sorbet", "pastry", "puff pastry"])
        put(.spices, [
            "salt", "black pepper", "white pepper", "cinnamon", "cumin", "paprika", "smoked paprika", "sweet paprika",
            "nutmeg", "cardamom", "clove", "turmeric", "garam masala", "curry powder", "chili powder", "chili flake",
            "red pepper flake", "cayenne pepper", "cayenne", "dried oregano", "dried thyme", "garlic powder",
            "onion powder", "ginger powder", "ground ginger", "ground coriander", "coriander seed", "cumin seed",
            "mustard seed", "fennel seed", "star anise", "allspice", "bouquet garni", "kashmiri chili powder",
            "vanilla pod", "saffron", "sumac", "za atar", "peppercorn", "chili",
        ])
        put(.pantry, [
            "plain flour", "bread flour", "self raising flour", "wholemeal flour", "cornflour", "semolina", "sugar",
            "caster sugar", "icing sugar", "brown sugar", "demerara sugar", "honey", "maple syrup", "golden syrup",
            "treacle", "black treacle", "baking powder", "bicarbonate of soda", "yeast", "instant yeast",
            "vanilla extract", "cocoa powder", "chocolate", "dark chocolate", "chocolate chip", "rice", "jasmine rice",
            "arborio rice", "basmati rice", "pasta", "spaghetti", "noodle", "egg noodle", "rice noodle",
            "rice vermicelli", "rice paper wrapper", "oat", "rolled oat", "lentil", "red lentil", "chickpea", "bean",
            "black bean", "kidney bean", "olive oil", "vegetable oil", "rapeseed oil", "sesame oil", "oil",
            "coconut oil", "vinegar", "red wine vinegar", "white wine vinegar", "rice vinegar", "balsamic vinegar",
            "soy sauce", "tamari", "fish sauce", "hoisin sauce", "worcestershire sauce", "hot sauce", "sriracha",
            "ketchup", "mayonnaise", "mustard", "dijon mustard", "peanut butter", "tahini", "stock", "chicken stock",
            "beef stock", "vegetable stock", "stock cube", "coconut milk", "tomato paste", "tomato passata",
            "canned tomato", "chopped tomato", "whole peeled tomato", "fire roasted tomato", "sweetcorn", "olive",
            "kalamata olive", "caper", "nut", "walnut", "almond", "pine nut", "cashew", "peanut", "sesame seed",
            "chia seed", "raisin", "sultana", "dried fruit", "popcorn kernel", "tortilla chip", "curry paste",
            "green curry paste", "coffee", "espresso", "tea", "wine", "red wine", "white wine", "dry white wine",
            "stout", "beer", "brandy", "liqueur", "salsa", "jam", "marmalade", "crisp", "cracker", "dried chickpea",
            "dried porcini mushroom",
        ])
        return table
    }()
}

/// Where a thing is found in a shop, in the order a shopper walks.
public enum Aisle: String, CaseIterable, Codable, Hashable, Sendable {
    case produce
    case dairy
    case bakery
    case meatAndFish = "meat-and-fish"
    case pantry
    case spices
    case frozen
    case other

    /// The heading a shopper reads.
    public var title: String {
        switch self {
        case .produce: "Produce"
        case .dairy: "Dairy and eggs"
        case .bakery: "Bakery"
        case .meatAndFish: "Meat and fish"
        case .pantry: "Pantry"
        case .spices: "Spices"
        case .frozen: "Frozen"
        case .other: "Other"
        }
    }

    /// The aisle a cook typed ("meat", "Meat and fish", "spices").
    public init?(typed text: String) {
        let folded = text.lowercased().replacingOccurrences(of: " ", with: "-")
        if let exact = Aisle(rawValue: folded) { self = exact; return }
        guard let found = Aisle.allCases.first(where: { $0.title.lowercased().hasPrefix(text.lowercased()) || $0.rawValue.hasPrefix(folded) }),
              !text.isEmpty else { return nil }
        self = found
    }
}
