/// The catalogue of units Sous knows, with exact factors to millilitres, grams and millimetres.
///
/// US volumes derive from the exact teaspoon (4.92892159375 ml) so that 3 tsp is exactly 1 tbsp
/// and 48 tsp exactly 1 cup; the avoirdupois ounce is exactly 28.349523125 g.
public enum Units {
    static let usTeaspoon = Rational(157_725_491, 32_000_000)
    static let ounce = Rational(28_349_523_125, 1_000_000_000)
    static let imperialPint = Rational(56_826_125, 100_000)

    /// Every unit, in a stable order.
    public static let all: [KitchenUnit] = metric + us + imperial + counted + temperatures

    static let metric: [KitchenUnit] = [
        KitchenUnit(symbol: "ml", name: "millilitre", kind: .volume, system: .metric,
                    aliases: ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters"]),
        KitchenUnit(symbol: "cl", name: "centilitre", kind: .volume, system: .metric, factor: Rational(10),
                    aliases: ["cl", "centilitre", "centilitres", "centiliter", "centiliters"]),
        KitchenUnit(symbol: "dl", name: "decilitre", kind: .volume, system: .metric, factor: Rational(100),
                    aliases: ["dl", "decilitre", "decilitres", "deciliter", "deciliters"]),
        KitchenUnit(symbol: "l", name: "litre", kind: .volume, system: .metric, factor: Rational(1000),
                    aliases: ["litre", "litres", "liter", "liters", "ltr"], caseSensitiveAliases: ["l", "L"]),
        KitchenUnit(symbol: "mg", name: "milligram", kind: .mass, system: .metric, factor: Rational(1, 1000),
                    aliases: ["mg", "milligram", "milligrams", "milligramme", "milligrammes"]),
        KitchenUnit(symbol: "g", name: "gram", kind: .mass, system: .metric,
                    aliases: ["gram", "grams", "gramme", "grammes", "gr", "grm", "gramm"], caseSensitiveAliases: ["g"]),
        KitchenUnit(symbol: "kg", name: "kilogram", kind: .mass, system: .metric, factor: Rational(1000),
                    aliases: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
        KitchenUnit(symbol: "mm", name: "millimetre", kind: .length, system: .metric,
                    aliases: ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]),
        KitchenUnit(symbol: "cm", name: "centimetre", kind: .length, system: .metric, factor: Rational(10),
                    aliases: ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]),
    ]

    static let us: [KitchenUnit] = [
        KitchenUnit(symbol: "tsp", name: "teaspoon", kind: .volume, system: .us, factor: usTeaspoon,
                    aliases: ["tsp", "tsps", "tsp.", "teaspoon", "teaspoons", "teaspoonful", "teaspoonfuls", "tea spoon"],
                    caseSensitiveAliases: ["t", "TL"]),
        KitchenUnit(symbol: "tbsp", name: "tablespoon", kind: .volume, system: .us, factor: usTeaspoon * Rational(3),
                    aliases: ["tbsp", "tbsps", "tbs", "tbl", "tblsp", "tb", "tablespoon", "tablespoons", "tablespoonful",
                              "tablespoonfuls"],
                    caseSensitiveAliases: ["T", "EL"]),
        KitchenUnit(symbol: "fl oz", name: "fluid ounce", kind: .volume, system: .us, factor: usTeaspoon * Rational(6),
                    aliases: ["fl oz", "fl. oz", "fl.oz", "floz", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces"]),
        KitchenUnit(symbol: "cup", name: "cup", kind: .volume, system: .us, factor: usTeaspoon * Rational(48),
                    singular: "cup", plural: "cups",
                    aliases: ["cup", "cups", "tasse", "tassen", "tasses", "taza", "tazas"], caseSensitiveAliases: ["c", "C"]),
        KitchenUnit(symbol: "pint", name: "pint", kind: .volume, system: .us, factor: usTeaspoon * Rational(96),
                    singular: "pint", plural: "pints", aliases: ["pint", "pints", "pt", "pts"]),
        KitchenUnit(symbol: "quart", name: "quart", kind: .volume, system: .us, factor: usTeaspoon * Rational(192),
                    singular: "quart", plural: "quarts", aliases: ["quart", "quarts", "qt", "qts"]),
        KitchenUnit(symbol: "gallon", name: "gallon", kind: .volume, system: .us, factor: usTeaspoon * Rational(768),
                    singular: "gallon", plural: "gallons", aliases: ["gallon", "gallons", "gal", "gals"]),
        KitchenUnit(symbol: "oz", name: "ounce", kind: .mass, system: .us, factor: ounce,
                    aliases: ["oz", "ozs", "ounce", "ounces"]),
        KitchenUnit(symbol: "lb", name: "pound", kind: .mass, system: .us, factor: ounce * Rational(16),
                    aliases: ["lb", "lbs", "pound", "pounds"]),
        KitchenUnit(symbol: "stick", name: "stick", kind: .mass, system: .us, factor: ounce * Rational(4),
                    singular: "stick", plural: "sticks", aliases: ["stick", "sticks"]),
        KitchenUnit(symbol: "in", name: "inch", kind: .length, system: .us, factor: Rational(254, 10),
                    singular: "inch", plural: "inches", aliases: ["inch", "inches", "in."]),
    ]

    static let imperial: [KitchenUnit] = [
        KitchenUnit(symbol: "imp fl oz", name: "imperial fluid ounce", kind: .volume, system: .imperial,
                    factor: imperialPint / Rational(20), aliases: ["imp fl oz", "imperial fluid ounce", "imperial fluid ounces"]),
        KitchenUnit(symbol: "imp pint", name: "imperial pint", kind: .volume, system: .imperial, factor: imperialPint,
                    singular: "imp pint", plural: "imp pints",
                    aliases: ["imp pint", "imp pints", "imp pt", "imperial pint", "imperial pints", "uk pint", "uk pints"]),
        KitchenUnit(symbol: "imp quart", name: "imperial quart", kind: .volume, system: .imperial,
                    factor: imperialPint * Rational(2), singular: "imp quart", plural: "imp quarts",
                    aliases: ["imp quart", "imp quarts", "imperial quart", "imperial quarts"]),
        KitchenUnit(symbol: "imp gallon", name: "imperial gallon", kind: .volume, system: .imperial,
                    factor: imperialPint * Rational(8), singular: "imp gallon", plural: "imp gallons",
                    aliases: ["imp gallon", "imp gallons", "imperial gallon", "imperial gallons"]),
    ]

    static let counted: [KitchenUnit] = [
        count("pinch", "pinches", ["prise", "prisen"]),
        count("dash", "dashes", ["spritzer"]),
        count("clove", "cloves", ["zehe", "zehen"]),
        count("can", "cans", ["dose", "dosen"]),
        count("tin", "tins"),
        count("package", "packages", ["pkg", "pkgs", "pkg.", "pack", "packs", "packet", "packets", "päckchen", "pck", "pck."]),
        count("slice", "slices", ["scheibe", "scheiben"]),
        count("piece", "pieces", ["pc", "pcs", "stück"]),
        count("bunch", "bunches", ["bund"], articleMeansOne: false),
        count("sprig", "sprigs", ["zweig", "zweige"]),
        count("handful", "handfuls", ["handvoll"], articleMeansOne: false),
        count("stalk", "stalks"),
        count("head", "heads"),
        // Pieces and containers recipes count (measured on the BBC, Cookstr and Taste Cooking lines).
        count("drop", "drops"),
        count("splash", "splashes"),
        count("rasher", "rashers"),
        count("sheet", "sheets"),
        count("leaf", "leaves"),
        count("stem", "stems"),
        count("ear", "ears"),
        count("rib", "ribs"),
        count("strip", "strips"),
        count("spear", "spears"),
        count("bulb", "bulbs"),
        count("knob", "knobs"),
        count("cube", "cubes"),
        count("wedge", "wedges"),
        count("scoop", "scoops"),
        count("dollop", "dollops"),
        count("jar", "jars"),
        count("bottle", "bottles"),
        count("box", "boxes"),
        count("bag", "bags"),
        count("sachet", "sachets"),
        count("envelope", "envelopes"),
        count("punnet", "punnets"),
        count("tub", "tubs"),
        count("glass", "glasses"),
    ]

    static let temperatures: [KitchenUnit] = [
        KitchenUnit(symbol: "°C", name: "degree Celsius", kind: .temperature, system: .metric,
                    aliases: ["°c", "ºc", "celsius", "degrees celsius"]),
        KitchenUnit(symbol: "°F", name: "degree Fahrenheit", kind: .temperature, system: .us,
                    aliases: ["°f", "ºf", "fahrenheit", "degrees fahrenheit"]),
    ]

    /// A counted unit whose symbol is its singular name.
    private static func count(_ singular: String, _ plural: String, _ extra: [String] = [],
                              articleMeansOne: Bool = true) -> KitchenUnit {
        KitchenUnit(symbol: singular, name: singular, kind: .count, system: .neutral,
                    singular: singular, plural: plural, aliases: [singular, plural] + extra,
                    articleMeansOne: articleMeansOne)
    }

    /// The unit stored under `symbol` in an `Ingredient`.
    public static func unit(symbol: String) -> KitchenUnit? {
        bySymbol[symbol]
    }

    /// The unit a whole word or phrase names ("Tbsp.", "fluid ounce", "T"), or nil for any other word.
    public static func unit(named text: String) -> KitchenUnit? {
        let chars = Array(CharacterClass.normalized(text))
        guard let match = UnitMatcher.shared.match(in: chars, lowered: CharacterClass.lowercased(chars), at: 0),
              match.end == chars.count else { return nil }
        return match.unit
    }

    static let bySymbol: [String: KitchenUnit] = Dictionary(all.map { ($0.symbol, $0) }, uniquingKeysWith: { a, _ in a })
}
