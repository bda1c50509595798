import SousCore
import Testing

@Suite struct UnitsTests {
    @Test(arguments: [
        ("T", "tbsp"), ("t", "tsp"), ("tbsp", "tbsp"), ("tbs", "tbsp"), ("Tbs.", "tbsp"), ("Tbsp.", "tbsp"),
        ("tablespoons", "tbsp"), ("tsp", "tsp"), ("teaspoons", "tsp"), ("cup", "cup"), ("cups", "cup"),
        ("c", "cup"), ("C", "cup"), ("fl oz", "fl oz"), ("fl. oz", "fl oz"), ("fluid ounce", "fl oz"),
        ("oz", "oz"), ("ounces", "oz"), ("lb", "lb"), ("lbs", "lb"), ("pounds", "lb"), ("g", "g"),
        ("grams", "g"), ("kg", "kg"), ("mg", "mg"), ("ml", "ml"), ("mL", "ml"), ("millilitre", "ml"),
        ("milliliter", "ml"), ("l", "l"), ("L", "l"), ("litre", "l"), ("liter", "l"), ("dl", "dl"),
        ("cl", "cl"), ("pint", "pint"), ("imp pint", "imp pint"), ("quart", "quart"), ("gallon", "gallon"),
        ("stick", "stick"), ("pinch", "pinch"), ("dash", "dash"), ("clove", "clove"), ("cloves", "clove"),
        ("can", "can"), ("tin", "tin"), ("package", "package"), ("slice", "slice"), ("piece", "piece"),
        ("bunch", "bunch"), ("sprig", "sprig"), ("handful", "handful"), ("stalk", "stalk"), ("head", "head"),
        ("cm", "cm"), ("mm", "mm"), ("inch", "in"), ("CUPS", "cup"), ("cup(s)", "cup"), ("EL", "tbsp"),
    ])
    func aliasesResolve(alias: String, symbol: String) {
        #expect(Units.unit(named: alias)?.symbol == symbol)
    }

    @Test(arguments: ["flour", "egg", "large", "G", "tt", "teaspoonx", "", "in", "el"])
    func unknownWordsAreNotUnits(word: String) {
        #expect(Units.unit(named: word) == nil)
    }

    @Test func exactUSFactors() throws {
        let tsp = try #require(Units.unit(symbol: "tsp"))
        let tbsp = try #require(Units.unit(symbol: "tbsp"))
        let cup = try #require(Units.unit(symbol: "cup"))
        #expect(tbsp.factor / tsp.factor == Rational(3))
        #expect(cup.factor / tbsp.factor == Rational(16))
        #expect(cup.factor == Rational(2_365_882_365, 10_000_000))
        #expect(Units.unit(symbol: "lb")?.factor == Rational(45_359_237, 100_000))
        #expect(Units.unit(symbol: "imp pint")?.system == .imperial)
        #expect(Units.unit(symbol: "pint")?.system == .us)
    }

    @Test func everyUnitHasItsKindAndNames() {
        for unit in Units.all {
            #expect(!unit.singular.isEmpty && !unit.plural.isEmpty)
            #expect(Units.unit(symbol: unit.symbol) == unit)
            #expect(unit.factor > .zero)
        }
        #expect(Units.unit(symbol: "pinch")?.isConvertible == false)
        #expect(Units.unit(symbol: "°C")?.kind == .temperature)
        #expect(Units.unit(symbol: "cm")?.kind == .length)
    }
}
