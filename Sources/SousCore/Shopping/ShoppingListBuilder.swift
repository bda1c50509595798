import Foundation

/// Something the household has: a staple (no amount) or an amount on the shelf ("500 g flour").
public struct PantryItem: Hashable, Sendable, Codable {
    public var name: String
    public var quantity: Quantity?
    public var unit: String?

    public init(name: String, quantity: Quantity? = nil, unit: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
    }

    /// The merge key it covers.
    public var key: String { ShoppingName.read(name).first?.key ?? name.lowercased() }
}

/// Builds one merged shopping list from recipes at their planned servings.
///
/// Lines are merged when they name the same product (`ShoppingName`). Amounts of one kind are
/// summed exactly (rationals, in the unit of the largest line); a volume joins a weight through
/// the food's density when Sous knows it, and the item says so; counts add to counts of the
/// same unit. What cannot be reconciled stays as separate amounts on the one item, with the reason.
public enum ShoppingListBuilder {
    public static func build(_ recipes: [ShoppingRecipe], pantry: [PantryItem] = [],
                             aisles overrides: [String: Aisle] = [:], system: UnitSystem = .asWritten) -> ShoppingList {
        var groups: [String: Group] = [:]
        var order: [String] = []
        // A month of plans repeats its recipes, so a name is read once per build, not once per line.
        var read: [NameKey: [ShoppingName]] = [:]
        for recipe in recipes {
            // Not `trimmingCharacters`: through NSString on Linux it was an eighth of the merge.
            for ingredient in recipe.ingredients where !ingredient.name.allSatisfy(\.isWhitespace) {
                let packaged = ingredient.unit.map { ShoppingListBuilder.containers.contains($0) } ?? false
                let nameKey = NameKey(name: ingredient.name, amountless: ingredient.quantity == nil, packaged: packaged)
                let names: [ShoppingName]
                if let known = read[nameKey] {
                    names = known
                } else {
                    names = ShoppingName.read(ingredient.name, amountless: nameKey.amountless, packaged: packaged)
                    read[nameKey] = names
                }
                for name in names {
                    if groups[name.key] == nil {
                        groups[name.key] = Group(key: name.key)
                        order.append(name.key)
                    }
                    groups[name.key]!.add(ingredient, name: name, recipe: recipe, shared: names.count > 1, system: system)
                }
            }
        }
        let pantryByKey = Dictionary(pantry.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var items = order.compactMap { key -> ShoppingItem? in
            groups[key]?.item(aisle: overrides[key] ?? ShoppingKnowledge.aisle(forKey: key), pantry: pantryByKey[key], system: system)
        }
        items.sort { ($0.aisle.sortIndex, $0.name) < ($1.aisle.sortIndex, $1.name) }
        return ShoppingList(items: items)
    }

    struct NameKey: Hashable {
        var name: String
        var amountless: Bool
        var packaged: Bool
    }

    /// A sum of lines of one kind, kept exact in `unit`.
    struct Bucket {
        /// "volume", "mass", "count", "count:clove", "unit:knob", "length:in".
        var kind: String
        var unit: KitchenUnit?
        var unitText: String?
        var total: Quantity
        /// The largest single line in base units, which chooses `unit`.
        var largest: Double
    }

    struct Group {
        let key: String
        var buckets: [Bucket] = []
        var asNeeded = false
        var recipes: [String] = []
        var lines: [ShoppingLine] = []
        var hints: [String] = []
        var converted: [String] = []
        var densityName: String?
        var written: String?

        init(key: String) {
            self.key = key
            // Looked up once per product, not per line: the key is already the product's name.
            densityName = IngredientDensity.lookup(key) != nil ? key : nil
        }

        mutating func add(_ ingredient: Ingredient, name: ShoppingName, recipe: ShoppingRecipe, shared: Bool, system: UnitSystem) {
            if !recipes.contains(recipe.title) { recipes.append(recipe.title) }
            if written == nil { written = name.written }
            lines.append(ShoppingLine(recipe: recipe.title, ingredient: ingredient, scale: recipe.scale, system: system))
            for hint in name.sizes + name.preparation { note(hint) }
            if let notes = ingredient.notes?.trimmed(where: \.isWhitespace), !notes.isEmpty { note(String(notes)) }
            if let section = ingredient.section?.trimmed(where: { $0 == " " || $0 == ":" }), !section.isEmpty {
                note(section.lowercased().hasPrefix("for ") ? section.lowercased() : "for the " + section.lowercased())
            }
            // "salt and pepper, to taste": each half is to taste; a shared amount is not split by guessing.
            guard let quantity = ingredient.quantity, !shared else { asNeeded = true; return }
            let amount = RecipeScaler.scale(quantity, by: recipe.scale)
            let unitSymbol = ingredient.unit ?? name.impliedUnit
            guard let symbol = unitSymbol else {
                put(kind: "count", unit: nil, unitText: nil, amount, base: amount.high.doubleValue)
                return
            }
            guard let unit = Units.unit(symbol: symbol) else {
                put(kind: "unit:" + symbol.lowercased(), unit: nil, unitText: symbol, amount, base: amount.high.doubleValue)
                return
            }
            if unit.symbol == "stick", IngredientDensity.lookup(ingredient.name)?.id != "butter" {
                // A stick of celery or cinnamon is a count; only butter comes in 4-ounce sticks.
                put(kind: "count:stick", unit: unit, unitText: nil, amount, base: amount.high.doubleValue)
                return
            }
            switch unit.kind {
            case .volume, .mass:
                put(kind: unit.kind.rawValue, unit: unit, unitText: nil, amount, base: amount.high.doubleValue * unit.factor.doubleValue)
            case .count:
                // A tin and a can are one container.
                put(kind: "count:" + (unit.symbol == "tin" ? "can" : unit.symbol), unit: unit, unitText: nil, amount, base: amount.high.doubleValue)
            case .length:
                put(kind: "length:" + unit.symbol, unit: unit, unitText: nil, amount, base: amount.high.doubleValue)
            case .temperature:
                asNeeded = true
            }
        }

        mutating func note(_ hint: String) {
            let folded = hint.lowercased()
            if !hints.contains(folded) { hints.append(folded) }
        }

        mutating func put(kind: String, unit: KitchenUnit?, unitText: String?, _ amount: Quantity, base: Double) {
            guard let index = buckets.firstIndex(where: { $0.kind == kind }) else {
                buckets.append(Bucket(kind: kind, unit: unit, unitText: unitText, total: amount, largest: base))
                return
            }
            buckets[index].add(amount, in: unit, base: base)
        }

        /// Volumes join weights when the food's density is known.
        mutating func joinVolumeToMass() {
            guard let v = buckets.firstIndex(where: { $0.kind == "volume" }),
                  let m = buckets.firstIndex(where: { $0.kind == "mass" }),
                  let densityName, let density = IngredientDensity.lookup(densityName),
                  let volumeUnit = buckets[v].unit, let massUnit = buckets[m].unit else { return }
            let gramsPerCup = Rational.approximating(density.gramsPerCup, maxDenominator: 100)
            guard let cup = Units.unit(symbol: "cup"), let gram = Units.unit(symbol: "g"),
                  let cups = UnitConverter.convert(Rational.one, from: volumeUnit, to: cup) else { return }
            let gramsPerUnit = cups.multipliedSafely(by: gramsPerCup)
            let volume = buckets[v]
            let grams = ShoppingListBuilder.map(volume.total) { $0.multipliedSafely(by: gramsPerUnit) }
            let inMassUnit = ShoppingListBuilder.map(grams) { UnitConverter.convert($0, from: gram, to: massUnit) ?? $0 }
            buckets[m].add(inMassUnit, in: massUnit, base: grams.high.doubleValue)
            buckets.remove(at: v)
            let volumeText = IngredientFormatter.amountText(volume.total, unitSymbol: volumeUnit.symbol, system: .asWritten, rescaled: false)
            let gramsText = IngredientFormatter.amountText(grams, unitSymbol: "g", system: .metric, rescaled: true)
            converted.append("\(volumeText) read as \(gramsText) (\(density.id.replacingOccurrences(of: "-", with: " ")): \(Int(density.gramsPerCup.rounded())) g a cup)")
        }

        mutating func item(aisle: Aisle, pantry: PantryItem?, system: UnitSystem) -> ShoppingItem {
            joinVolumeToMass()
            var status: PantryStatus?
            if let pantry {
                status = subtract(pantry)
            }
            let amounts = buckets.map { shown($0, system: system) }
            // "6 eggs (5 1/2 needed)": the exact sum stays in sight, first among the hints.
            let needed = amounts.compactMap { amount -> String? in
                guard let exact = amount.needed else { return nil }
                let text = QuantityFormatter.string(exact, style: .kitchenFraction)
                // 0.97 of a lemon reads "1" and says nothing the amount does not.
                return text == QuantityFormatter.string(amount.quantity, style: .kitchenFraction)
                    ? nil : text + " needed"
            }
            var unreconciled: String?
            if buckets.count > 1 {
                let names = buckets.map { $0.describedKind }
                unreconciled = "\(ShoppingListBuilder.list(names)) of \(key) do not convert into each other"
                    + (Set(buckets.map(\.kind)).isSuperset(of: ["volume", "mass"]) ? " (Sous knows no density for it)" : "")
            }
            let counted = buckets.count == 1 && buckets[0].kind == "count"
            let plural = counted && buckets[0].total.high > .one
            let display = written ?? key
            let name = counted ? NounNumber.agreeing(display, plural: plural) : display
            return ShoppingItem(key: key, name: name, aisle: aisle, amounts: amounts, asNeeded: asNeeded, recipes: recipes,
                                lines: lines, hints: needed + hints, converted: converted, unreconciled: unreconciled, pantry: status)
        }

        /// Takes what the pantry holds off the bucket it can be compared with.
        mutating func subtract(_ pantry: PantryItem) -> PantryStatus? {
            guard let have = pantry.quantity else { return .staple }
            let haveText = IngredientFormatter.amountText(have, unitSymbol: pantry.unit, system: .asWritten, rescaled: false)
            let haveUnit = pantry.unit.flatMap(Units.unit(symbol:))
            for index in buckets.indices {
                let bucket = buckets[index]
                var inBucketUnit: Rational?
                if let haveUnit, let unit = bucket.unit, haveUnit.kind == unit.kind {
                    inBucketUnit = UnitConverter.convert(have.low, from: haveUnit, to: unit)
                } else if let haveUnit, let unit = bucket.unit, let densityName,
                          let density = IngredientDensity.lookup(densityName), haveUnit.isConvertible, unit.isConvertible {
                    let perBase = haveUnit.kind == .mass ? 1 / density.gramsPerMillilitre : density.gramsPerMillilitre
                    let base = have.low.doubleValue * haveUnit.factor.doubleValue * perBase
                    inBucketUnit = Rational.clamped(base / unit.factor.doubleValue)
                } else if haveUnit == nil, bucket.unit == nil, bucket.unitText == nil {
                    inBucketUnit = have.low
                }
                guard let owned = inBucketUnit else { continue }
                if owned.doubleValue >= bucket.total.high.doubleValue {
                    buckets.remove(at: index)
                    return buckets.isEmpty ? .enough(have: haveText) : .partly(have: haveText)
                }
                buckets[index].total = ShoppingListBuilder.map(bucket.total) { ShoppingListBuilder.add($0, owned, negated: true) }
                return .partly(have: haveText)
            }
            return nil
        }

        func shown(_ bucket: Bucket, system: UnitSystem) -> ShoppingAmount {
            if ShoppingListBuilder.boughtWhole(bucket.kind), !(bucket.total.low.isInteger && bucket.total.high.isInteger) {
                let whole = ShoppingListBuilder.map(bucket.total) { $0.roundedUp }
                var amount = shown(Bucket(kind: "", unit: bucket.unit, unitText: bucket.unitText, total: whole, largest: 0), system: system)
                amount.needed = bucket.total
                return amount
            }
            if let text = bucket.unitText {
                return ShoppingAmount(quantity: bucket.total, unit: text,
                                      text: QuantityFormatter.string(bucket.total, style: .kitchenFraction) + " " + text)
            }
            let text = IngredientFormatter.amountText(bucket.total, unitSymbol: bucket.unit?.symbol, system: system,
                                                      rescaled: true, ingredientName: densityName ?? key)
            return ShoppingAmount(quantity: bucket.total, unit: bucket.unit?.symbol, text: text)
        }
    }

    /// Whether a bucket counts things the shop sells whole: the thing itself ("eggs", "lemons")
    /// or a container or head; not pinches, slices, sprigs or cloves, which are parts of what is bought.
    static func boughtWhole(_ kind: String) -> Bool {
        kind == "count" || (kind.hasPrefix("count:") && wholeUnits.contains(kind.dropFirst("count:".count)))
    }

    static let wholeUnits: Set<Substring> = ["can", "package", "jar", "bottle", "box", "bag", "sachet", "envelope", "punnet", "tub",
                                             "head", "bulb", "bunch", "carton"]

    /// Units that mean the thing as sold, not as prepared.
    static let containers: Set<String> = ["can", "tin", "package", "jar", "packet", "bottle", "carton"]

    static func map(_ quantity: Quantity, _ transform: (Rational) -> Rational) -> Quantity {
        switch quantity {
        case .exact(let v): .exact(transform(v))
        case .range(let lo, let hi): .range(transform(lo), transform(hi))
        }
    }

    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}

extension ShoppingListBuilder.Bucket {
    /// Adds `amount` (in `other`) exactly; the total moves to the larger line's unit.
    mutating func add(_ amount: Quantity, in other: KitchenUnit?, base: Double) {
        guard let unit, let other, unit != other else {
            total = ShoppingListBuilder.sum(total, amount)
            largest = max(largest, base)
            return
        }
        let target = base > largest ? other : unit
        let source = target == unit ? other : unit
        let moved = target == unit ? amount : total
        let kept = target == unit ? total : amount
        let converted = ShoppingListBuilder.map(moved) { UnitConverter.convert($0, from: source, to: target) ?? $0 }
        total = ShoppingListBuilder.sum(kept, converted)
        self.unit = target
        largest = max(largest, base)
    }

    var describedKind: String {
        switch kind {
        case "volume": "volumes"
        case "mass": "weights"
        case "count": "counts"
        default: (unit?.plural ?? unitText ?? kind)
        }
    }
}

extension ShoppingListBuilder {
    static func sum(_ a: Quantity, _ b: Quantity) -> Quantity {
        switch (a, b) {
        case (.exact(let x), .exact(let y)): .exact(add(x, y))
        default: .range(add(a.low, b.low), add(a.high, b.high))
        }
    }

    /// `a + b` (or `a - b`, never below zero), exact when it fits in `Int` and otherwise the
    /// nearest simple fraction: a hostile recipe must not trap the app.
    static func add(_ a: Rational, _ b: Rational, negated: Bool = false) -> Rational {
        // Over the least common denominator, so sums of amounts in related units stay exact.
        let g = max(gcd(a.denominator, b.denominator), 1)
        let (l, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator / g)
        let (r, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator / g)
        let (d, o3) = (a.denominator / g).multipliedReportingOverflow(by: b.denominator)
        let (n, o4) = negated ? l.subtractingReportingOverflow(r) : l.addingReportingOverflow(r)
        let value = (o1 || o2 || o3 || o4)
            ? Rational.clamped(negated ? a.doubleValue - b.doubleValue : a.doubleValue + b.doubleValue)
            : Rational(n, d)
        return value.numerator < 0 ? .zero : value
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

extension Aisle {
    var sortIndex: Int { Aisle.allCases.firstIndex(of: self) ?? 0 }
}

extension Rational {
    /// The smallest whole number not below it (amounts here are never negative).
    var roundedUp: Rational {
        isInteger ? self : Rational(numerator >= 0 ? wholePart + 1 : wholePart)
    }
}

extension String {
    /// The string without leading and trailing characters that match, in the standard library.
    func trimmed(where matches: (Character) -> Bool) -> Substring {
        guard let first = firstIndex(where: { !matches($0) }), let last = lastIndex(where: { !matches($0) }) else { return "" }
        return self[first...last]
    }
}
