import Foundation

/// Writes amounts for people: kitchen fractions for US and counted units, three significant figures for metric.
///
/// Fractions are ASCII ("1 1/2", not "1½"): vulgar-fraction glyphs are missing from some terminal
/// fonts and have ambiguous cell width, which breaks column layout; ASCII also reads aloud cleanly
/// through the speech synthesiser and round-trips through `QuantityParser`.
public enum QuantityFormatter {
    /// How a number is written.
    public enum Style: Sendable {
        /// "1 1/2", "1/3", "3/8", "2": the nearest eighth or third.
        case kitchenFraction
        /// "237", "1.13", "14.2".
        case significantFigures(Int)
    }

    /// The style that suits amounts in `unit` (nil for a unit Sous does not know).
    public static func style(for unit: KitchenUnit?) -> Style {
        unit?.system == .metric ? .significantFigures(3) : .kitchenFraction
    }

    /// The fractional parts written for US and counted amounts: eighths and thirds, so an amount
    /// written "3/8 cup" is not shown as "1/3 cup" (11% less), and every mark `USVolumeMeasure`
    /// chooses is shown as it is.
    static let kitchenFractions: [Rational] = [
        .zero, Rational(1, 8), Rational(1, 4), Rational(1, 3), Rational(3, 8), Rational(1, 2), Rational(5, 8), Rational(2, 3),
        Rational(3, 4), Rational(7, 8), .one,
    ]

    /// Amounts from this size up are shown as whole numbers.
    static let wholeNumbersFrom = 20.0

    /// "1 1/2", "2-3" or "3 to 4 1/2": a quantity, a range joined with an ASCII hyphen between
    /// plain numbers and with "to" when a bound has a fraction ("3-4 1/2" reads as three numbers).
    public static func string(_ quantity: Quantity, style: Style) -> String {
        switch quantity {
        case .exact(let v): return string(v, style: style)
        case .range(let lo, let hi): return joined(string(lo, style: style), string(hi, style: style))
        }
    }

    /// Two bounds of a range, as `string(_:style:)` joins them.
    public static func joined(_ low: String, _ high: String) -> String {
        low.contains(" ") || high.contains(" ") ? low + " to " + high : low + "-" + high
    }

    /// One value in `style`.
    public static func string(_ value: Rational, style: Style) -> String {
        switch style {
        case .kitchenFraction: kitchenFraction(value)
        case .significantFigures(let digits): significant(value.doubleValue, digits: digits)
        }
    }

    /// The value rounded to a kitchen fraction; never "0" for an amount above zero.
    public static func kitchenFraction(_ value: Rational) -> String {
        let rounded = roundedToKitchenFraction(value)
        let whole = rounded.wholePart
        let part = rounded - Rational(whole)
        if part.isZero { return "\(whole)" }
        return whole == 0 ? part.description : "\(whole) \(part.description)"
    }

    /// The nearest value whose fractional part is one of `kitchenFractions` (1/8 at least).
    public static func roundedToKitchenFraction(_ value: Rational) -> Rational {
        let v = value.doubleValue
        guard v.isFinite, v > 0 else { return .zero }
        if v >= wholeNumbersFrom { return Rational.clamped(v.rounded()) }
        let whole = v.rounded(.down)
        let fraction = v - whole
        let nearest = kitchenFractions.min { abs($0.doubleValue - fraction) < abs($1.doubleValue - fraction) } ?? .zero
        let result = Rational(Int(whole)) + nearest
        return result.isZero ? Rational(1, 8) : result
    }

    /// `value` with `digits` significant figures and no trailing zeros: 236.588 -> "237", 1.1339 -> "1.13".
    public static func significant(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite, value != 0 else { return "0" }
        let magnitude = Int(log10(abs(value)).rounded(.down))
        let decimals = max(0, digits - 1 - magnitude)
        let step = pow(10.0, Double(magnitude - digits + 1))
        let rounded = decimals > 0 ? value : (value / step).rounded() * step
        var text = String(format: "%.\(min(decimals, 12))f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
