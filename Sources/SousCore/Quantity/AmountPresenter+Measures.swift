extension AmountPresenter {
    /// A unit Sous always has; a missing one is a programming error caught by every test run.
    static func known(_ symbol: String) -> KitchenUnit {
        guard let unit = Units.unit(symbol: symbol) else { preconditionFailure("unknown unit \(symbol)") }
        return unit
    }

    /// Teaspoons in a millilitre.
    static let teaspoonsPerMillilitre = 1 / Units.usTeaspoon.doubleValue

    /// Millilitres shown in US measures: the simplest cups and spoons within 3% (`USVolumeMeasure`).
    /// A range keeps one unit, the one its lower bound would lead with, so it reads "3 to 4 1/2 tbsp".
    /// `fromWeight`: worked out through a density, whose own error allows a looser fit.
    static func usVolume(_ millilitres: Quantity, fromWeight: Bool = false) -> Shown {
        switch millilitres {
        case .exact(let value):
            let tolerance = fromWeight ? USVolumeMeasure.densityTolerance : USVolumeMeasure.tolerance
            let parts = USVolumeMeasure.parts(teaspoons: value.doubleValue * teaspoonsPerMillilitre, tolerance: tolerance)
            let first = parts[0]
            return Shown(quantity: .exact(first.amount), unit: known(first.unit.symbol), isRounded: true,
                         more: parts.dropFirst().map { Addend(amount: $0.amount, unit: known($0.unit.symbol)) })
        case .range(let low, let high):
            let unit = USVolumeMeasure.leadUnit(teaspoons: reference(millilitres) * teaspoonsPerMillilitre)
            let bound = { (value: Rational) in USVolumeMeasure.single(teaspoons: value.doubleValue * teaspoonsPerMillilitre, in: unit) }
            return Shown(quantity: .range(bound(low), bound(high)), unit: known(unit.symbol), isRounded: true)
        }
    }

    /// Grams or millilitres in the metric unit a cook reads, rounded for a scale or jug.
    static func metric(_ base: Quantity, small: String, large: String) -> Shown {
        let rounded = map(base) { KitchenRounding.metric($0.doubleValue) }
        guard reference(rounded) >= 1000 else { return Shown(quantity: rounded, unit: known(small), isRounded: true) }
        return Shown(quantity: map(rounded) { $0 / Rational(1000) }, unit: known(large), isRounded: true)
    }

    static func metricVolume(_ millilitres: Quantity) -> Shown {
        metric(millilitres, small: "ml", large: "l")
    }

    static func metricMass(_ grams: Quantity) -> Shown {
        metric(grams, small: "g", large: "kg")
    }

    /// Grams in ounces, or pounds (kitchen fractions) from one pound.
    static func usMass(_ grams: Quantity) -> Shown {
        let ounce = Units.ounce.doubleValue
        if KitchenRounding.ounces(reference(grams) / ounce).doubleValue >= 16 {
            let pounds = map(grams) { QuantityFormatter.roundedToKitchenFraction(Rational.clamped($0.doubleValue / (ounce * 16))) }
            return Shown(quantity: pounds, unit: known("lb"), isRounded: true)
        }
        return Shown(quantity: map(grams) { KitchenRounding.ounces($0.doubleValue / ounce) }, unit: known("oz"), isRounded: true)
    }
}
