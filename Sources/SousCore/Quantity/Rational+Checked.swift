/// Overflow-safe arithmetic and rounding helpers used by conversion and display.
///
/// Parsed input is untrusted: a line such as "99999999 cups" times an exact US factor
/// could overflow `Int`, and the app must never trap on a bad recipe.
extension Rational {
    /// The product, or nil when an intermediate value would overflow.
    public func multipliedChecked(by other: Rational) -> Rational? {
        let g1 = max(Rational.gcd(abs(numerator), other.denominator), 1)
        let g2 = max(Rational.gcd(abs(other.numerator), denominator), 1)
        let (n, o1) = (numerator / g1).multipliedReportingOverflow(by: other.numerator / g2)
        let (d, o2) = (denominator / g2).multipliedReportingOverflow(by: other.denominator / g1)
        guard !o1, !o2, d != 0 else { return nil }
        return Rational(n, d)
    }

    /// The quotient, or nil when dividing by zero or on overflow.
    public func dividedChecked(by other: Rational) -> Rational? {
        guard !other.isZero else { return nil }
        return multipliedChecked(by: Rational(other.denominator, other.numerator))
    }

    /// The product, exact when it fits and otherwise the nearest simple fraction.
    public func multipliedSafely(by other: Rational) -> Rational {
        multipliedChecked(by: other) ?? Rational.clamped(doubleValue * other.doubleValue)
    }

    /// A fraction near `value` that is always safe to build, even for huge or non-finite input.
    public static func clamped(_ value: Double) -> Rational {
        guard value.isFinite else { return .zero }
        let limit = 1e12
        if abs(value) >= limit { return Rational(Int(value < 0 ? -limit : limit)) }
        if abs(value) >= 1e6 { return Rational(Int(value.rounded())) }
        return approximating(value, maxDenominator: 64)
    }

    /// The whole part, rounded toward zero.
    public var wholePart: Int { numerator / denominator }
}
