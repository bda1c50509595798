import Foundation
import SousCore
import Testing

/// Every US volume Sous computes, read back from the text a cook sees, is within 3% of the
/// exact amount (or a sixteenth of a teaspoon, for pinches too small for 3% to be measured;
/// under the eighth-teaspoon spoon, that spoon).
@Suite struct USAmountPrecisionTests {
    static let teaspoonsIn: [String: Double] = ["tsp": 1, "tbsp": 3, "cup": 48, "quart": 192]

    /// The teaspoons a shown amount stands for: "1 cup + 2 tbsp" is 54; nil if it is not one.
    static func teaspoons(shown text: String) -> Double? {
        var total = 0.0
        for part in text.components(separatedBy: " + ") {
            let words = part.split(separator: " ").map(String.init)
            guard let unitWord = words.last, words.count >= 2,
                  let quantity = QuantityParser.parse(words.dropLast().joined(separator: " ")),
                  case .exact(let amount) = quantity else { return nil }
            let singular = unitWord.hasSuffix("s") && unitWord != "tbsp" && unitWord != "tsp" ? String(unitWord.dropLast()) : unitWord
            guard let size = teaspoonsIn[singular] else { return nil }
            total += amount.doubleValue * size
        }
        return total
    }

    /// Within 3% or a sixteenth of a teaspoon; below the eighth-teaspoon spoon, that spoon.
    static func isClose(_ shown: Double, to exact: Double) -> Bool {
        if exact < 1.0 / 8 { return shown == 1.0 / 8 }
        return abs(shown - exact) <= max(0.03 * exact, 1.0 / 16) + 1e-9
    }

    static let amounts: [Rational] = [
        Rational(1, 8), Rational(1, 4), Rational(1, 3), Rational(3, 8), Rational(1, 2), Rational(2, 3), Rational(3, 4), .one,
        Rational(5, 4), Rational(4, 3), Rational(3, 2), Rational(5, 3), Rational(7, 4), Rational(2), Rational(9, 4), Rational(5, 2),
        Rational(8, 3), Rational(3), Rational(7, 2), Rational(4), Rational(5), Rational(6), Rational(8), Rational(12),
    ]

    static let scales: [Rational] = [
        Rational(1, 8), Rational(1, 4), Rational(1, 3), Rational(3, 8), Rational(1, 2), Rational(2, 3), Rational(3, 4), Rational(5, 6),
        .one, Rational(9, 8), Rational(5, 4), Rational(4, 3), Rational(3, 2), Rational(5, 3), Rational(7, 4), Rational(2), Rational(9, 4),
        Rational(5, 2), Rational(8, 3), Rational(3), Rational(7, 2), Rational(4), Rational(5), Rational(6), Rational(7), Rational(8),
        Rational(10), Rational(12), Rational(16),
    ]

    /// Spoons and cups scaled by every factor a session allows, in US and as written.
    @Test func scaledSpoonsAndCupsStayWithinThreePercent() {
        var worst = (error: 0.0, case: "")
        var checked = 0
        for unit in ["tsp", "tbsp", "cup"] {
            for amount in Self.amounts {
                for scale in Self.scales {
                    let exact = amount.doubleValue * scale.doubleValue * (Self.teaspoonsIn[unit] ?? 0)
                    for system in [UnitSystem.us, .asWritten] {
                        let text = IngredientFormatter.amountText(.exact(amount * scale), unitSymbol: unit, system: system, rescaled: scale != .one)
                        checked += 1
                        guard let shown = Self.teaspoons(shown: text) else {
                            Issue.record("\(amount) \(unit) x \(scale): \"\(text)\" is not a US amount")
                            continue
                        }
                        let error = abs(shown - exact) / exact
                        if exact >= 2.1, error > worst.error { worst = (error, "\(amount) \(unit) x \(scale) -> \(text)") }
                        #expect(Self.isClose(shown, to: exact), "\(amount) \(unit) x \(scale) (\(system)) shows \"\(text)\"")
                    }
                }
            }
        }
        print(String(format: "US amounts: %d checked, worst from 2.1 tsp up %.1f%% (%@)", checked, worst.error * 100, worst.case))
    }

    /// Millilitres converted to US measures, every 5 ml up to 2 litres.
    @Test func convertedMillilitresStayWithinThreePercent() {
        for millilitres in stride(from: 5, through: 2000, by: 5) {
            let text = IngredientFormatter.amountText(.exact(Rational(millilitres)), unitSymbol: "ml", system: .us, rescaled: false)
            let exact = Double(millilitres) / 4.92892159375
            guard let shown = Self.teaspoons(shown: text) else {
                Issue.record("\(millilitres) ml: \"\(text)\" is not a US amount")
                continue
            }
            #expect(Self.isClose(shown, to: exact), "\(millilitres) ml shows \"\(text)\"")
        }
    }

    @Test(arguments: [
        (Rational(3, 4), "cup", Rational(3, 2), "1 cup + 2 tbsp"),
        (Rational(3, 8), "cup", Rational.one, "3/8 cup"),
        (Rational(3, 4), "cup", Rational(1, 2), "6 tbsp"),
        (Rational(4, 3), "tbsp", Rational(2), "2 tbsp + 2 tsp"),
        (Rational(8, 3), "tbsp", Rational.one, "2 2/3 tbsp"),
        (Rational(1, 3), "cup", Rational(1, 2), "2 tbsp + 2 tsp"),
        (Rational(1), "cup", Rational(3, 2), "1 1/2 cups"),
        (Rational(2), "tbsp", Rational(1, 2), "1 tbsp"),
    ])
    func theIssuesAmounts(amount: Rational, unit: String, scale: Rational, expected: String) {
        #expect(IngredientFormatter.amountText(.exact(amount * scale), unitSymbol: unit, system: .us, rescaled: scale != .one) == expected)
    }

    @Test func aScaledRangeKeepsOneUnitAndReadsWithTo() {
        #expect(IngredientFormatter.amountText(.range(Rational(3), Rational(9, 2)), unitSymbol: "tbsp", system: .us, rescaled: true) == "3 to 4 1/2 tbsp")
        #expect(IngredientFormatter.amountText(.range(Rational(2), Rational(3)), unitSymbol: "tbsp", system: .us, rescaled: false) == "2-3 tbsp")
        #expect(QuantityFormatter.string(.range(Rational(3, 2), Rational(2)), style: .kitchenFraction) == "1 1/2 to 2")
    }
}

/// Amounts of the line in its notes scale with it; sizes in notes do not.
@Suite struct NoteScalerTests {
    static func shown(_ line: String, _ scale: Rational) -> String {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(line) else { return "not an ingredient" }
        return IngredientFormatter.display(ingredient, system: .asWritten, scale: scale)
    }

    @Test(arguments: [
        ("2/3 cup fresh lemon juice (about 4 lemons)", Rational(2), "1 1/3 cups fresh lemon juice, about 8 lemons"),
        ("2/3 cup fresh lemon juice (about 4 lemons)", Rational(1, 4), "2 tbsp + 2 tsp fresh lemon juice, about 1 lemon"),
        ("4 boneless skinless chicken thighs (about 1 1/2 lb)", Rational(2), "8 boneless skinless chicken thighs, about 3 lb"),
        ("6 lemons, juiced (about 250 ml)", Rational(2), "12 lemons, juiced (about 500 ml)"),
        ("75 g caster sugar, plus 6 tsp for the tops", Rational(1, 2), "38 g caster sugar, plus 3 tsp for the tops"),
        ("2 (400 g) tins chopped tomatoes", Rational(2), "4 tins chopped tomatoes, 400 g"),
        ("1 baguette, cut into 2 cm slices", Rational(2), "2 baguettes, cut into 2 cm slices"),
        ("2/3 cup fresh lemon juice (about 4 lemons)", Rational.one, "2/3 cup fresh lemon juice, about 4 lemons"),
    ])
    func notes(line: String, scale: Rational, expected: String) {
        #expect(Self.shown(line, scale) == expected)
    }
}
