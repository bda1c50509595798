/// Chooses the unit and rounding a cook expects for one amount with a known unit.
///
/// An amount shown as the author wrote it (same system, not scaled) is never touched. Anything
/// Sous computes is rounded to what can be measured: spoons stay spoons in every system, dry
/// goods are weighed in metric and measured in cups in US mode when their density is known
/// (`IngredientDensity`), and counts round to quarters and halves (`KitchenRounding`).
public enum AmountPresenter {
    /// An amount ready to write.
    public struct Shown: Hashable, Sendable {
        public var quantity: Quantity
        public var unit: KitchenUnit
        /// True when Sous converted or scaled the amount and rounded it for measuring.
        public var isRounded: Bool
        /// Smaller measures added to the first: "1 cup" + "2 tbsp".
        public var more: [Addend]

        public init(quantity: Quantity, unit: KitchenUnit, isRounded: Bool, more: [Addend] = []) {
            self.quantity = quantity
            self.unit = unit
            self.isRounded = isRounded
            self.more = more
        }
    }

    /// A measure added to the first one of an amount.
    public struct Addend: Hashable, Sendable {
        public var amount: Rational
        public var unit: KitchenUnit
    }

    /// Volumes below this many millilitres are shown in spoons in metric mode (3 tbsp is 44 ml).
    ///
    /// Metric kitchens use 5 ml and 15 ml spoons; a jug cannot measure 20 ml. From 50 ml up
    /// (a quarter cup is 59 ml) the jug and millilitres take over.
    public static let spoonLimitMillilitres = 50.0

    /// A stick of celery or rhubarb is a count; only butter and margarine come in 4-ounce sticks.
    static let countedStick = KitchenUnit(symbol: "stick", name: "stick", kind: .count, system: .neutral,
                                          singular: "stick", plural: "sticks", aliases: [])

    /// What a ruler is read to: a quarter inch ("a 3/4-inch piece of ginger"), half a centimetre.
    static let lengthSteps: [String: Rational] = ["in": Rational(1, 4), "cm": Rational(1, 2)]

    /// Counted units that are never scaled below one: half a pinch is still a pinch.
    static let atLeastOne: Set<String> = ["pinch", "dash", "handful"]
    /// Measures by feel, not by tool: shown with "a" for one and "of" ("a splash of milk").
    public static let byFeel: Set<String> = ["pinch", "dash", "splash", "handful", "knob"]

    /// The amount to show for `system`; `rescaled` is true when a scale other than 1 was applied.
    public static func present(_ quantity: Quantity, unit: KitchenUnit, ingredientName: String,
                               system: UnitSystem, rescaled: Bool) -> Shown {
        if unit.symbol == "stick", !isButter(ingredientName) {
            return counted(quantity, unit: countedStick, rescaled: rescaled)
        }
        switch unit.kind {
        case .count:
            return counted(quantity, unit: unit, rescaled: rescaled)
        case .volume, .mass:
            return measured(quantity, unit: unit, ingredientName: ingredientName, system: system, rescaled: rescaled)
        case .length:
            let (shown, shownUnit) = UnitConverter.displayed(quantity, unit: unit, system: system, rechoose: rescaled)
            guard shownUnit != unit || rescaled, let step = lengthSteps[shownUnit.symbol] else {
                return Shown(quantity: shown, unit: shownUnit, isRounded: false)
            }
            return Shown(quantity: map(shown) { max(KitchenRounding.nearest($0.doubleValue, step: step), step) },
                         unit: shownUnit, isRounded: true)
        case .temperature:
            let (shown, shownUnit) = UnitConverter.displayed(quantity, unit: unit, system: system, rechoose: rescaled)
            return Shown(quantity: shown, unit: shownUnit, isRounded: false)
        }
    }

    /// Whether sticks of this ingredient are 4-ounce sticks of butter.
    static func isButter(_ name: String) -> Bool {
        IngredientDensity.lookup(name)?.id == "butter"
    }

    /// A count: unchanged as written; scaled counts round to quarters and halves.
    static func counted(_ quantity: Quantity, unit: KitchenUnit, rescaled: Bool) -> Shown {
        guard rescaled else { return Shown(quantity: quantity, unit: unit, isRounded: false) }
        let floor = atLeastOne.contains(unit.symbol) ? Rational.one : Rational.zero
        let rounded = map(quantity) { max(KitchenRounding.count($0.doubleValue), floor) }
        return Shown(quantity: rounded, unit: unit, isRounded: true)
    }

    /// A volume or mass in the system asked for, converted through density where that reads better.
    static func measured(_ quantity: Quantity, unit: KitchenUnit, ingredientName: String,
                         system: UnitSystem, rescaled: Bool) -> Shown {
        let goal: KitchenUnit.System
        switch system {
        case .asWritten: goal = unit.system
        case .metric: goal = .metric
        case .us: goal = .us
        }
        let converting = goal != unit.system
        guard converting || rescaled else { return Shown(quantity: quantity, unit: unit, isRounded: false) }
        let base = map(quantity) { $0.multipliedSafely(by: unit.factor) }
        let density = system == .asWritten ? nil : IngredientDensity.lookup(ingredientName)
        let keepsOwnUnit = !converting && !UnitConverter.isOnLadder(unit)
        switch (unit.kind, goal) {
        case (.volume, .metric):
            if let density, let from = density.weighedFromMillilitres, reference(base) >= from {
                return metricMass(map(base) { Rational.clamped($0.doubleValue * density.gramsPerMillilitre) })
            }
            if system == .metric, reference(base) < spoonLimitMillilitres { return usVolume(base) }
            return metricVolume(base)
        case (.mass, .metric):
            return metricMass(base)
        case (.volume, .us) where !keepsOwnUnit:
            return usVolume(base)
        case (.mass, .us) where !keepsOwnUnit:
            if converting, let density {
                return usVolume(map(base) { Rational.clamped($0.doubleValue / density.gramsPerMillilitre) }, fromWeight: true)
            }
            return usMass(base)
        default:
            let rounded = map(quantity) { QuantityFormatter.roundedToKitchenFraction($0) }
            return Shown(quantity: rounded, unit: unit, isRounded: true)
        }
    }

    /// The value that decides the unit: the lower bound, or the upper one when the range starts at zero.
    static func reference(_ quantity: Quantity) -> Double {
        quantity.low.isZero ? quantity.high.doubleValue : quantity.low.doubleValue
    }

    /// `quantity` with `transform` applied to each bound.
    static func map(_ quantity: Quantity, _ transform: (Rational) -> Rational) -> Quantity {
        switch quantity {
        case .exact(let v): .exact(transform(v))
        case .range(let lo, let hi): .range(transform(lo), transform(hi))
        }
    }
}
