extension AmountPresenter {
    /// A unit Sous always has; a missing one is a programming error caught by every test run.
    static func known(_ symbol: String) -> KitchenUnit {
        guard let unit = Units.unit(symbol: symbol) else { preconditionFailure("unknown unit \(symbol)") }
        return unit
    }

    /// Teaspoons in a millilitre.
    static let teaspoonsPerMillilitre = 1 / Units.usTeaspoon.doubleValue

    /// How far a half-tablespoon rounding may stray before teaspoons are shown instead (up to 3 tbsp).
    ///
    /// 4 tsp is 1 1/3 tbsp: "1 1/2 tbsp" would be 12% too much, so it stays "4 tsp"; 8 tsp
    /// reads "2 1/2 tbsp" (6% off), and 6 3/4 tsp of yeast stays in teaspoons.
    static let tablespoonTolerance = 0.1

    /// Slack for amounts that are exactly on a boundary but arrive through floating point (3 tsp).
    static let epsilon = 1e-9

    /// How far a measuring-cup fraction may stray, up to 10 tbsp, before tablespoons are shown.
    ///
    /// 100 ml water is 0.42 cup: "1/2 cup" is 18% too much, so it reads "7 tbsp"; 50 g oats
    /// (0.56 cup) still reads "1/2 cup", since nobody spoons out nine tablespoons of oats.
    /// Beyond 10 tbsp counting spoons is more error-prone than a cup.
    static let cupTolerance = 0.15

    /// The tighter tolerance for butter, whose wrapper is marked in tablespoons.
    ///
    /// 100 g butter is 0.44 cup: "1/2 cup" is 13% too much, "7 tbsp" is right.
    static let blockCupTolerance = 0.08

    /// The most tablespoons shown instead of a cup fraction that strays.
    static let mostTablespoons = 10.0

    /// Millilitres shown in US measures: teaspoons, tablespoons, cups, and quarts from 16 cups.
    static func usVolume(_ millilitres: Quantity, cupTolerance: Double = cupTolerance) -> Shown {
        let teaspoons = reference(millilitres) * teaspoonsPerMillilitre
        let (symbol, perTeaspoon, round) = usVolumeUnit(teaspoons: teaspoons, cupTolerance: cupTolerance)
        let rounded = map(millilitres) { round($0.doubleValue * teaspoonsPerMillilitre / perTeaspoon) }
        return Shown(quantity: rounded, unit: known(symbol), isRounded: true)
    }

    /// The US unit for an amount of `teaspoons`, its size in teaspoons and its rounding.
    static func usVolumeUnit(teaspoons: Double, cupTolerance: Double) -> (String, Double, (Double) -> Rational) {
        let teaspoon = ("tsp", 1.0, KitchenRounding.teaspoons as (Double) -> Rational)
        let tablespoon = ("tbsp", 3.0, KitchenRounding.tablespoons as (Double) -> Rational)
        if teaspoons < 3 - epsilon { return teaspoon }
        if teaspoons < 12 - epsilon {
            let spoons = KitchenRounding.tablespoons(teaspoons / 3).doubleValue * 3
            let strays = abs(spoons - teaspoons) / teaspoons > tablespoonTolerance
            return strays && teaspoons <= 9 ? teaspoon : tablespoon
        }
        let cups = teaspoons / 48
        if cups >= 16 - epsilon { return ("quart", 192, KitchenRounding.cups) }
        let shownCups = KitchenRounding.cups(cups).doubleValue
        if teaspoons <= mostTablespoons * 3 + epsilon, abs(shownCups - cups) / cups > cupTolerance { return tablespoon }
        return ("cup", 48, KitchenRounding.cups)
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
