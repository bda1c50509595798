import SousCore
import Testing

@Suite struct FormatterTests {
    @Test(arguments: [
        (Rational(3, 2), "1 1/2"), (Rational(1, 3), "1/3"), (Rational(333, 1000), "1/3"), (Rational(2), "2"),
        (Rational(2, 3), "2/3"), (Rational(1, 8), "1/8"), (Rational(1, 100), "1/8"), (Rational(99, 100), "1"),
        (Rational(7, 4), "1 3/4"), (Rational(49, 2), "25"),
    ])
    func kitchenFractions(value: Rational, expected: String) {
        #expect(QuantityFormatter.kitchenFraction(value) == expected)
    }

    @Test(arguments: [
        (236.5882365, "237"), (1.13398, "1.13"), (14.1747, "14.2"), (1.5, "1.5"), (1000.0, "1000"),
        (1234.0, "1230"), (0.5, "0.5"), (4.92892, "4.93"), (9.996, "10"),
    ])
    func significantFigures(value: Double, expected: String) {
        #expect(QuantityFormatter.significant(value, digits: 3) == expected)
    }

    @Test(arguments: [
        (Rational(3), "tsp", "tbsp", Rational(1)),
        (Rational(16), "tbsp", "cup", Rational(1)),
        (Rational(2), "tbsp", "tbsp", Rational(2)),
        (Rational(1000), "g", "kg", Rational(1)),
        (Rational(1500), "ml", "l", Rational(3, 2)),
        (Rational(1, 2), "tsp", "tsp", Rational(1, 2)),
        (Rational(24), "oz", "lb", Rational(3, 2)),
    ])
    func bestUnitWithinASystem(value: Rational, from: String, to: String, expected: Rational) throws {
        let unit = try #require(Units.unit(symbol: from))
        let best = UnitConverter.bestUnit(for: value, in: unit, system: unit.system)
        #expect(best.unit.symbol == to)
        #expect(best.value == expected)
    }

    @Test(arguments: [
        ("1 cup milk", UnitSystem.metric, "235 ml milk"),
        ("2 1/2 cups flour, sifted", .asWritten, "2 1/2 cups flour, sifted"),
        ("1 1/2 cups flour, sifted", .us, "1 1/2 cups flour, sifted"),
        ("2 1/2 lb potatoes", .metric, "1.15 kg potatoes"),
        ("1/2 oz yeast", .metric, "14 g yeast"),
        ("250 ml cream", .us, "1 cup + 1 tbsp cream"),
        ("1 kg flour", .us, "8 cups flour"),
        ("1 kg potatoes", .us, "2 1/4 lb potatoes"),
        ("15 ml oil", .us, "1 tbsp oil"),
        ("2 tbsp butter", .metric, "28 g butter"),
        ("2 tbsp sugar", .metric, "2 tbsp sugar"),
        ("3 eggs", .metric, "3 eggs"),
        ("a pinch of salt", .metric, "a pinch of salt"),
        ("2 splashes milk", .metric, "2 splashes of milk"),
        ("salt to taste", .us, "salt, to taste"),
        ("2-3 cups stock", .metric, "475-710 ml stock"),
        ("butter (optional)", .us, "butter (optional)"),
        ("Juice of 1 lemon", .us, "Juice of 1 lemon"),
        ("1 stick butter", .metric, "115 g butter"),
        ("1 stick butter", .us, "1 stick butter"),
        ("1 imp pint milk", .metric, "570 ml milk"),
    ])
    func displayedLines(line: String, system: UnitSystem, expected: String) throws {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(line) else {
            Issue.record("not an ingredient: \(line)")
            return
        }
        #expect(IngredientFormatter.display(ingredient, system: system, scale: .one) == expected)
    }

    @Test(arguments: [
        ("1 tsp salt", Rational(3), UnitSystem.asWritten, "1 tbsp salt"),
        ("1 cup sugar", Rational(1, 2), .asWritten, "1/2 cup sugar"),
        ("2 tbsp sugar", Rational(8), .asWritten, "1 cup sugar"),
        ("500 g flour", Rational(2), .asWritten, "1 kg flour"),
        ("750 ml stock", Rational(2), .metric, "1.5 l stock"),
        ("2 eggs", Rational(3), .us, "6 eggs"),
        ("2 sticks butter", Rational(2), .us, "4 sticks butter"),
        ("Juice of 2 lemons", Rational(2), .us, "Juice of 4 lemons"),
        ("1-2 tsp salt", Rational(3), .asWritten, "1-2 tbsp salt"),
        ("salt to taste", Rational(2), .metric, "salt, to taste"),
    ])
    func scaledLines(line: String, scale: Rational, system: UnitSystem, expected: String) throws {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(line) else {
            Issue.record("not an ingredient: \(line)")
            return
        }
        #expect(IngredientFormatter.display(ingredient, system: system, scale: scale) == expected)
    }

    @Test(arguments: ["cup", "tbsp", "tsp", "fl oz", "pint", "quart", "gallon", "oz", "lb", "in", "imp pint"])
    func roundTripsThroughBaseAreExact(symbol: String) throws {
        let unit = try #require(Units.unit(symbol: symbol))
        let metricSymbol: String
        switch unit.kind {
        case .mass: metricSymbol = "g"
        case .length: metricSymbol = "mm"
        default: metricSymbol = "ml"
        }
        let metric = try #require(Units.unit(symbol: metricSymbol))
        let value = Rational(7, 3)
        let there = try #require(UnitConverter.convert(value, from: unit, to: metric))
        #expect(UnitConverter.convert(there, from: metric, to: unit) == value)
    }

    @Test func countsAndMassVolumeNeverConvert() throws {
        let clove = try #require(Units.unit(symbol: "clove"))
        let cup = try #require(Units.unit(symbol: "cup"))
        let gram = try #require(Units.unit(symbol: "g"))
        #expect(UnitConverter.convert(Rational(2), from: clove, to: cup) == nil)
        #expect(UnitConverter.convert(Rational(2), from: gram, to: cup) == nil)
        let (q, u) = UnitConverter.displayed(.exact(Rational(2)), unit: clove, system: .metric, rechoose: true)
        #expect(q == .exact(Rational(2)) && u == clove)
    }

    @Test func displayLeavesTheStoredIngredientAlone() throws {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse("1 cup milk") else {
            Issue.record("not parsed")
            return
        }
        let copy = ingredient
        _ = IngredientFormatter.display(ingredient, system: .metric, scale: Rational(3))
        #expect(ingredient == copy)
        #expect(ingredient.unit == "cup")
    }
}
