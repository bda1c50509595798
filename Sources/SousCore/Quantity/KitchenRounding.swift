import Foundation

/// Rounds converted or scaled amounts to what a cook can measure.
///
/// Only amounts Sous computed are rounded; an amount shown exactly as the author wrote it is not.
public enum KitchenRounding {
    /// `value` to the nearest multiple of `step` (halves round up); safe for huge and odd input.
    static func nearest(_ value: Double, step: Rational) -> Rational {
        let steps = (value / step.doubleValue).rounded(.toNearestOrAwayFromZero)
        guard steps.isFinite, abs(steps) < 1e12 else { return Rational.clamped(value) }
        return Rational(Int(steps)).multipliedSafely(by: step)
    }

    /// Grams or millilitres as a metric kitchen scale or jug reads them.
    ///
    /// Under 1: two significant figures (saffron, yeast); under 10: halves; under 50: whole
    /// units; under 1000: fives ("177 ml" -> "175 ml", "113 g" -> "115 g"); from 1000: fifties,
    /// shown as "1.15 kg". A five-gram step is below what most recipes care about and matches
    /// the marks on a jug.
    public static func metric(_ base: Double) -> Rational {
        guard base.isFinite, base > 0 else { return .zero }
        switch base {
        case ..<1:
            let decimals = min(12, Int(-log10(base).rounded(.down)) + 1)
            var scale = 1
            for _ in 0..<decimals { scale *= 10 }
            return nearest(base, step: Rational(1, scale))
        case ..<10: return nearest(base, step: Rational(1, 2))
        case ..<50: return nearest(base, step: .one)
        case ..<1000: return nearest(base, step: Rational(5))
        default: return nearest(base, step: Rational(50))
        }
    }

    /// Ounces: quarters below 2 oz, halves below 20 oz, then whole ounces.
    public static func ounces(_ value: Double) -> Rational {
        guard value.isFinite, value > 0 else { return .zero }
        if value < 2 { return max(nearest(value, step: Rational(1, 4)), Rational(1, 4)) }
        return nearest(value, step: value < 20 ? Rational(1, 2) : .one)
    }

    /// A scaled count of things (eggs, lemons, cloves): quarters below one, halves up to ten,
    /// then whole numbers.
    ///
    /// A third of an egg cannot be measured any better than a quarter, and a quarter or half
    /// of a lemon or onion is how one is cut; more than ten of anything is counted in wholes.
    public static func count(_ value: Double) -> Rational {
        guard value.isFinite, value > 0 else { return .zero }
        if value < 1 { return max(nearest(value, step: Rational(1, 4)), Rational(1, 4)) }
        if value < 10 { return nearest(value, step: Rational(1, 2)) }
        return nearest(value, step: .one)
    }
}
