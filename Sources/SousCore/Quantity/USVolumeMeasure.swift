import Foundation

/// A US volume as cups and spoons measure it: the simplest set of measures within 3% of the
/// exact amount ("1 cup + 2 tbsp", "2 tbsp + 2 tsp"), or within a sixteenth of a teaspoon for
/// amounts too small for 3% to be measured.
///
/// Simplest first: one measure on the usual marks (cups in quarters and thirds, tablespoons in
/// halves, teaspoons in quarters and an eighth), one measure on the finer marks (teaspoons in
/// eighths), then two measures, then three. The biggest unit that can lead is tried first, and
/// after it the biggest unit that can follow ("1/4 cup + 1 tbsp" before "1/4 cup + 3 tsp").
enum USVolumeMeasure {
    /// One measure: an amount of one unit.
    struct Part: Hashable {
        var amount: Rational
        var unit: Unit
    }

    /// A US volume unit, its size in teaspoons and the marks it is measured on.
    struct Unit: Hashable {
        var symbol: String
        var teaspoons: Double
        /// The fractions of one unit a cook measures; `fine` adds to `marks` for the finer tier.
        var marks: [Rational]
        var fine: [Rational]
        /// The amounts (in teaspoons) this unit may lead: "4 tsp" but not "8 tsp".
        var leads: Range<Double>
    }

    /// The most a shown amount may differ from the exact one.
    static let tolerance = 0.03

    /// The tolerance for a volume worked out from a weight: the density is itself an estimate,
    /// so "1 2/3 cups" for 200 g flour (1.6 cups) is as true as "1 1/2 cups + 1 1/2 tbsp".
    static let densityTolerance = 0.1

    /// Slack for amounts on a boundary that arrive through floating point (1 tbsp is 14.79 ml).
    static let epsilon = 1e-9

    /// The smallest difference worth a mark: half the eighth-teaspoon measure.
    static let smallestStep = 1.0 / 16

    static let quart = Unit(symbol: "quart", teaspoons: 192, marks: cupMarks, fine: [], leads: 768..<Double.infinity)
    static let cup = Unit(symbol: "cup", teaspoons: 48, marks: cupMarks, fine: [], leads: 12..<768)
    /// Tablespoons lead up to half a cup: "7 tbsp", but "1/2 cup + 1 tbsp", not "9 tbsp".
    static let tablespoon = Unit(symbol: "tbsp", teaspoons: 3, marks: [.zero, Rational(1, 2)], fine: [], leads: 3..<24)
    static let teaspoon = Unit(symbol: "tsp", teaspoons: 1, marks: [.zero, Rational(1, 8), Rational(1, 4), Rational(1, 2), Rational(3, 4)],
                               fine: [Rational(3, 8), Rational(5, 8), Rational(7, 8)], leads: 0..<6)
    static let cupMarks: [Rational] = [.zero, Rational(1, 4), Rational(1, 3), Rational(1, 2), Rational(2, 3), Rational(3, 4)]

    /// Biggest first; each part after the first is smaller than one of the unit before it.
    static let units = [quart, cup, tablespoon, teaspoon]

    /// The measures for `teaspoons`, simplest within the tolerance, else the nearest on the finest marks.
    static func parts(teaspoons: Double, tolerance: Double = tolerance) -> [Part] {
        guard teaspoons.isFinite, teaspoons > 0 else { return [Part(amount: .zero, unit: teaspoon)] }
        let leads = units.filter { $0.leads.contains(teaspoons + epsilon) }
        var nearest: (parts: [Part], error: Double)?
        for (count, fine) in [(1, false), (1, true), (2, false), (2, true), (3, true)] {
            for lead in leads {
                let followers: [Unit?] = count == 1 ? [nil] : units.filter { $0.teaspoons < lead.teaspoons }
                for next in followers {
                    let found = candidates(teaspoons, lead: lead, then: next, count: count, fine: fine)
                        .map { (parts: $0, error: abs(total($0) - teaspoons)) }
                    guard let best = found.min(by: { $0.error < $1.error }) else { continue }
                    if isClose(total(best.parts), to: teaspoons, tolerance: tolerance) { return best.parts }
                    if nearest == nil || best.error < nearest!.error { nearest = best }
                }
            }
        }
        return nearest?.parts ?? [Part(amount: Rational(1, 8), unit: teaspoon)]
    }

    /// One bound of a range in `unit`, on its finest marks.
    static func single(teaspoons: Double, in unit: Unit) -> Rational {
        values(teaspoons / unit.teaspoons, unit: unit, fine: true).min { abs($0.doubleValue - teaspoons / unit.teaspoons) < abs($1.doubleValue - teaspoons / unit.teaspoons) } ?? .zero
    }

    /// The unit that leads `teaspoons` on its own: the biggest that may.
    static func leadUnit(teaspoons: Double) -> Unit {
        units.first { $0.leads.contains(teaspoons + epsilon) } ?? teaspoon
    }

    static func isClose(_ shown: Double, to exact: Double, tolerance: Double = tolerance) -> Bool {
        abs(shown - exact) <= max(tolerance * exact, smallestStep) + 1e-9
    }

    static func total(_ parts: [Part]) -> Double {
        parts.reduce(0) { $0 + $1.amount.doubleValue * $1.unit.teaspoons }
    }

    /// Ways to write `teaspoons` with `count` measures led by `lead`, the second in `next`, any
    /// third in the unit after `next`.
    static func candidates(_ teaspoons: Double, lead: Unit, then next: Unit?, count: Int, fine: Bool) -> [[Part]] {
        let amount = teaspoons / lead.teaspoons
        guard count > 1 else {
            return values(amount, unit: lead, fine: fine).filter { $0 > .zero }.map { [Part(amount: $0, unit: lead)] }
        }
        guard let next, let first = marksBelow(amount, unit: lead) else { return [] }
        let rest = teaspoons - first.doubleValue * lead.teaspoons
        guard rest > 1e-9, rest < lead.teaspoons else { return [] }
        let after = units.first { $0.teaspoons < next.teaspoons }
        return candidates(rest, lead: next, then: after, count: count - 1, fine: fine).map { [Part(amount: first, unit: lead)] + $0 }
    }

    /// The two marks of `unit` either side of `amount` (whole numbers from 20 cups up).
    static func values(_ amount: Double, unit: Unit, fine: Bool) -> [Rational] {
        if unit == cup, amount >= QuantityFormatter.wholeNumbersFrom {
            return [Rational.clamped(amount.rounded(.down)), Rational.clamped(amount.rounded(.up))]
        }
        let whole = amount.rounded(.down)
        guard whole < 1e9 else { return [Rational.clamped(amount)] }
        let marks = (fine ? unit.marks + unit.fine : unit.marks).sorted() + [.one]
        let fraction = amount - whole
        let below = marks.last { $0.doubleValue <= fraction + 1e-12 } ?? .zero
        let above = marks.first { $0.doubleValue >= fraction - 1e-12 } ?? .one
        return Set([below, above]).map { Rational(Int(whole)) + $0 }.sorted()
    }

    /// The biggest mark of `unit` at or under `amount` that is above zero, to lead a sum: whole
    /// tablespoons ("2 tbsp + 2 tsp", not "2 1/2 tbsp + 1/2 tsp").
    static func marksBelow(_ amount: Double, unit: Unit) -> Rational? {
        if unit == tablespoon { return amount >= 1 - epsilon ? Rational(Int((amount + epsilon).rounded(.down))) : nil }
        return values(amount, unit: unit, fine: false).filter { $0 > .zero && $0.doubleValue <= amount + 1e-12 }.max()
    }
}
