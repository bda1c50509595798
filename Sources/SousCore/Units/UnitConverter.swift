/// Converts amounts between units for display; stored recipes always keep their source units.
public enum UnitConverter {
    /// `value` in `from` expressed in `to`; nil when the kinds differ or either unit is not convertible.
    public static func convert(_ value: Rational, from: KitchenUnit, to: KitchenUnit) -> Rational? {
        guard from.kind == to.kind, from.isConvertible, to.isConvertible else { return nil }
        if from == to { return value }
        guard let ratio = from.factor.dividedChecked(by: to.factor) else { return nil }
        return value.multipliedSafely(by: ratio)
    }

    /// Units a cook reads for each kind and system, smallest first, with the least amount each is used for.
    ///
    /// A cup is used from 1/4 cup up, so 2 tbsp stays 2 tbsp but 4 tbsp reads 1/4 cup.
    static let ladders: [KitchenUnit.Kind: [KitchenUnit.System: [(symbol: String, from: Rational)]]] = [
        .volume: [
            .metric: [("ml", .zero), ("l", .one)],
            .us: [("tsp", .zero), ("tbsp", .one), ("cup", Rational(1, 4)), ("gallon", .one)],
        ],
        .mass: [
            .metric: [("mg", .zero), ("g", .one), ("kg", .one)],
            .us: [("oz", .zero), ("lb", .one)],
        ],
        .length: [
            .metric: [("mm", .zero), ("cm", .one)],
            .us: [("in", .zero)],
        ],
    ]

    /// Whether the best-unit choice may replace `unit` (it is on its system's ladder).
    static func isOnLadder(_ unit: KitchenUnit) -> Bool {
        ladders[unit.kind]?[unit.system]?.contains { $0.symbol == unit.symbol } ?? false
    }

    /// The amount in the largest unit of `system` that still reads as at least its threshold.
    ///
    /// 3 tsp -> 1 tbsp, 16 tbsp -> 1 cup, 1000 g -> 1 kg, 1500 ml -> 1.5 l.
    public static func bestUnit(for value: Rational, in unit: KitchenUnit, system: KitchenUnit.System) -> (value: Rational, unit: KitchenUnit) {
        guard unit.isConvertible, let ladder = ladders[unit.kind]?[system] else { return (value, unit) }
        var best: (Rational, KitchenUnit)?
        for step in ladder {
            guard let candidate = Units.unit(symbol: step.symbol),
                  let converted = convert(value, from: unit, to: candidate) else { continue }
            if best == nil || converted.doubleValue >= step.from.doubleValue { best = (converted, candidate) }
        }
        return best ?? (value, unit)
    }

    /// The quantity and unit to show for `system`; `rechoose` lets a scaled amount move up or down a ladder.
    ///
    /// `.asWritten` keeps the source unit, moving only within its own system when scaled; `.metric`
    /// and `.us` convert from the other system. Counts, pinches and unknown units never change.
    public static func displayed(_ quantity: Quantity, unit: KitchenUnit, system: UnitSystem, rechoose: Bool) -> (Quantity, KitchenUnit) {
        let target: KitchenUnit.System
        switch system {
        case .asWritten: target = unit.system
        case .metric: target = .metric
        case .us: target = .us
        }
        guard unit.isConvertible else { return (quantity, unit) }
        if target == unit.system || (unit.system == .imperial && system == .asWritten) {
            guard rechoose, isOnLadder(unit) else { return (quantity, unit) }
        }
        let (_, chosen) = bestUnit(for: quantity.low.isZero ? quantity.high : quantity.low, in: unit, system: target)
        guard let low = convert(quantity.low, from: unit, to: chosen),
              let high = convert(quantity.high, from: unit, to: chosen) else { return (quantity, unit) }
        switch quantity {
        case .exact: return (.exact(low), chosen)
        case .range: return (.range(low, high), chosen)
        }
    }
}
