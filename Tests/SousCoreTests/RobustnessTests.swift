import SousCore
import Testing

/// Random and hostile input must never crash any parser, converter or formatter.
@Suite struct RobustnessTests {
    static let pieces = [
        "1", "2", "9", "0", "/", " ", "  ", "-", "–", ".", ",", "½", "⅓", "(", ")", ":", "cup", "cups", "T", "t",
        "tbsp", "g", "kg", "oz", "of", "a", "an", "to", "or", "bis", "about", "~", "°", "F", "C", "degrees",
        "minutes", "hour", "and", "half", "overnight", "salt", "flour", "optional", "For", "\t", "\n", "\u{0}",
        "\u{1B}[31m", "🍋", "👩‍👩‍👧", "é", "\u{301}", "İ", "ß", "大さじ", "999999999", "99999999999999999999",
        "0.000001", "1e309", "NaN", "#", "%", "\\", "\"",
    ]

    static func randomLine(_ rng: inout SplitMix64) -> String {
        let count = Int.random(in: 0...14, using: &rng)
        return (0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func exercise(_ line: String) {
        let parsed = IngredientLineParser.parse(line, section: nil)
        if case .ingredient(let ingredient) = parsed {
            for system in UnitSystem.allCases {
                for scale in [Rational(1), Rational(1, 3), Rational(999_999_999), Rational(7, 999_999_937)] {
                    _ = IngredientFormatter.display(ingredient, system: system, scale: scale)
                }
            }
        }
        _ = QuantityParser.parse(line)
        _ = DurationFinder.find(in: line)
        _ = DurationFinder.primaryDuration(in: line)
        for system in UnitSystem.allCases { _ = TemperatureConverter.rewrite(line, for: system) }
        _ = Units.unit(named: line)
    }

    @Test func randomLinesDoNotCrash() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            let line = Self.randomLine(&rng)
            Self.exercise(line)
        }
    }

    /// Long numbers, fractions and separators side by side, where overflow would hide.
    @Test func numericNoiseDoesNotCrash() {
        let numeric = ["999999999", "999999", ".999999", ",999", "/999999", "/1000000", " ", "-", " to ", "½", "lb",
                       "kg", "cups", "tsp", "°F", "°C", " hours", " and a half", "x ", "(", ")"]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            let count = Int.random(in: 1...10, using: &rng)
            Self.exercise((0..<count).map { _ in numeric.randomElement(using: &rng)! }.joined())
        }
    }

    @Test(arguments: [
        "", " ", "\u{0}", "\u{7F}\u{1}\u{2}", String(repeating: "1 ", count: 5000),
        String(repeating: "a", count: 10_000), String(repeating: "🍋", count: 3000),
        String(repeating: "1/2-", count: 2500), String(repeating: "(", count: 4000) + "1 cup",
        "9999999999999999999999 cups flour", "1/999999 cup", "999999999/1 tsp", "1,999999999 kg",
        "⅛⅛⅛⅛", "½-½", "—", ":", "For", "(optional)", "optional:", "1 (", "1 )", "a", "an hour and",
        "350°", "99999999999999999999°F", "999999999.999999-999999999.999998 cups",
        "999999999 999998/999999 to 999999999 999999/1000000 kg", "999999999.999999-999999999.999998°F",
        "bake 999999999.999999 to 999999999.999998 hours", "999999999,999 kg", "1,5-999999999.999999 lb", "1-", "to 2", "2 to", "1 1/0 cup",
    ])
    func hostileLines(line: String) {
        Self.exercise(line)
    }

    @Test func longLinesKeepTheirText() {
        let line = String(repeating: "flour ", count: 2000)
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(line, section: nil) else {
            Issue.record("a long line should still be an ingredient")
            return
        }
        #expect(ingredient.text == line)
    }
}
