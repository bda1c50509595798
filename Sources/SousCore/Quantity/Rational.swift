import Foundation

/// An exact fraction, always stored reduced with a positive denominator.
///
/// Recipes speak in fractions (1/3 cup, 1 1/2 tsp); floating point would turn
/// a tripled third into 0.9999. Scaling and conversion stay exact until display.
public struct Rational: Hashable, Sendable, Comparable {
    public let numerator: Int
    public let denominator: Int

    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0, "Rational with a zero denominator")
        let sign = denominator < 0 ? -1 : 1
        let divisor = Rational.gcd(abs(numerator), abs(denominator))
        let g = divisor == 0 ? 1 : divisor
        self.numerator = sign * numerator / g
        self.denominator = sign * denominator / g
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var doubleValue: Double { Double(numerator) / Double(denominator) }
    public var isInteger: Bool { denominator == 1 }
    public var isZero: Bool { numerator == 0 }

    /// The nearest fraction with a denominator no larger than `maxDenominator`.
    public static func approximating(_ value: Double, maxDenominator: Int = 1000) -> Rational {
        guard value.isFinite else { return .zero }
        var best = Rational(Int(value.rounded()))
        var bestError = abs(best.doubleValue - value)
        var d = 1
        while d <= maxDenominator, bestError > 1e-12 {
            let n = Int((value * Double(d)).rounded())
            let candidate = Rational(n, d)
            let error = abs(candidate.doubleValue - value)
            if error < bestError - 1e-15 { best = candidate; bestError = error }
            d += 1
        }
        return best
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    public static func + (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.denominator + r.numerator * l.denominator, l.denominator * r.denominator)
    }
    public static func - (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.denominator - r.numerator * l.denominator, l.denominator * r.denominator)
    }
    public static func * (l: Rational, r: Rational) -> Rational {
        let g1 = max(gcd(abs(l.numerator), r.denominator), 1)
        let g2 = max(gcd(abs(r.numerator), l.denominator), 1)
        return Rational((l.numerator / g1) * (r.numerator / g2), (l.denominator / g2) * (r.denominator / g1))
    }
    public static func / (l: Rational, r: Rational) -> Rational {
        precondition(!r.isZero, "division by zero")
        return l * Rational(r.denominator, r.numerator)
    }
    public static func < (l: Rational, r: Rational) -> Bool {
        l.numerator * r.denominator < r.numerator * l.denominator
    }
}

extension Rational: CustomStringConvertible {
    /// `3/2`, `2`, `-1/4`: the lossless form used in JSON and the database.
    public var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    /// Reads the lossless form written by `description` (`3/2`, `2`, `-1/4`).
    public init?(exactString text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2,
              let n = Int(parts[0].trimmingCharacters(in: .whitespaces)) else { return nil }
        if parts.count == 2 {
            guard let d = Int(parts[1].trimmingCharacters(in: .whitespaces)), d != 0 else { return nil }
            self.init(n, d)
        } else {
            self.init(n)
        }
    }
}

extension Rational: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard let value = Rational(exactString: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a fraction: \(text)")
            }
            self = value
        } else {
            let number = try container.decode(Double.self)
            self = Rational.approximating(number)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
