import Foundation

/// Energy and macronutrients of an amount of food.
public struct NutritionFacts: Hashable, Sendable, Codable {
    public var kcal: Double
    public var protein: Double
    public var fat: Double
    public var carbohydrate: Double

    public init(kcal: Double = 0, protein: Double = 0, fat: Double = 0, carbohydrate: Double = 0) {
        self.kcal = kcal
        self.protein = protein
        self.fat = fat
        self.carbohydrate = carbohydrate
    }

    public static func + (l: NutritionFacts, r: NutritionFacts) -> NutritionFacts {
        NutritionFacts(kcal: l.kcal + r.kcal, protein: l.protein + r.protein, fat: l.fat + r.fat,
                       carbohydrate: l.carbohydrate + r.carbohydrate)
    }

    public func scaled(by factor: Double) -> NutritionFacts {
        NutritionFacts(kcal: kcal * factor, protein: protein * factor, fat: fat * factor, carbohydrate: carbohydrate * factor)
    }

    /// The entry for a product key, the longest matching ending winning ("smoked paprika" before
    /// "paprika"), or nil when Sous does not know it.
    public static func entry(forKey key: String) -> NutritionEntry? {
        let words = key.split(separator: " ").map(String.init)
        for length in stride(from: words.count, through: 1, by: -1) {
            if let found = index[words.suffix(length).joined(separator: " ")] { return found }
        }
        return nil
    }

    static let index: [String: NutritionEntry] = {
        var map: [String: NutritionEntry] = [:]
        for entry in table {
            for name in entry.names {
                let key = ShoppingName.read(name).first?.key ?? name
                if map[key] == nil { map[key] = entry }
                if map[name] == nil { map[name] = entry }
            }
        }
        return map
    }()
}

/// One row of the nutrition table.
public struct NutritionEntry: Hashable, Sendable {
    public let names: [String]
    /// Per 100 g.
    public let per100g: NutritionFacts
    /// Grams in one millilitre, for liquids measured by volume; nil: use the food density table.
    public let mlGrams: Double?
    /// The edible weight of one ("an egg", "an onion"), for counted lines.
    public let pieceGrams: Double?
    public let cloveGrams: Double?
    public let sliceGrams: Double?
    public let sprigGrams: Double?

    init(_ names: [String], _ kcal: Double, _ protein: Double, _ fat: Double, _ carbohydrate: Double,
         mlGrams: Double? = nil, pieceGrams: Double? = nil, cloveGrams: Double? = nil, sliceGrams: Double? = nil,
         sprigGrams: Double? = nil) {
        self.names = names
        self.per100g = NutritionFacts(kcal: kcal, protein: protein, fat: fat, carbohydrate: carbohydrate)
        self.mlGrams = mlGrams
        self.pieceGrams = pieceGrams
        self.cloveGrams = cloveGrams
        self.sliceGrams = sliceGrams
        self.sprigGrams = sprigGrams
    }
}

/// An estimate for a recipe: per serving, and how much of the recipe it rests on.
public struct NutritionEstimate: Hashable, Sendable {
    public var perServing: NutritionFacts
    public var servings: Int
    /// Lines with an amount that could be weighed and matched.
    public var matched: Int
    /// Lines with an amount.
    public var measured: Int
    /// Lines without an amount ("salt, to taste"), left out.
    public var unmeasured: Int
    /// Names of lines with an amount that Sous could not weigh or match.
    public var unmatched: [String]

    /// "estimated from 9 of 11 ingredients".
    public var basis: String {
        "estimated from \(matched) of \(measured) ingredient\(measured == 1 ? "" : "s") with an amount"
            + (unmeasured > 0 ? " (\(unmeasured) to taste or to serve left out)" : "")
    }
}

/// Estimates nutrition through the same ingredient reading as the shopping list, the density table
/// for cups of dry goods, and the weight of one piece for counted lines. Never exact, and says so.
public enum NutritionEstimator {
    public static func estimate(_ ingredients: [Ingredient], servings: Int) -> NutritionEstimate {
        var total = NutritionFacts()
        var matched = 0, measured = 0, unmeasured = 0
        var unmatched: [String] = []
        for ingredient in ingredients where !ingredient.name.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let quantity = ingredient.quantity else { unmeasured += 1; continue }
            measured += 1
            let packaged = ingredient.unit.map { ShoppingListBuilder.containers.contains($0) } ?? false
            guard let name = ShoppingName.read(ingredient.name, amountless: false, packaged: packaged).first,
                  let entry = NutritionFacts.entry(forKey: name.key),
                  let grams = grams(of: ingredient, quantity: quantity, name: name, entry: entry) else {
                unmatched.append(ingredient.name)
                continue
            }
            matched += 1
            total = total + entry.per100g.scaled(by: grams / 100)
        }
        let people = max(servings, 1)
        return NutritionEstimate(perServing: total.scaled(by: 1 / Double(people)), servings: people, matched: matched,
                                 measured: measured, unmeasured: unmeasured, unmatched: unmatched)
    }

    /// The grams a line stands for, or nil when it cannot be weighed.
    static func grams(of ingredient: Ingredient, quantity: Quantity, name: ShoppingName, entry: NutritionEntry) -> Double? {
        // A range counts at its middle.
        let amount = (quantity.low.doubleValue + quantity.high.doubleValue) / 2
        guard amount.isFinite, amount > 0 else { return nil }
        let symbol = ingredient.unit ?? name.impliedUnit
        guard let symbol else { return entry.pieceGrams.map { $0 * amount } }
        if let packed = packedGrams(ingredient.text), ShoppingListBuilder.containers.contains(symbol) {
            return packed * amount
        }
        guard let unit = Units.unit(symbol: symbol) else { return nil }
        switch unit.kind {
        case .mass where !(symbol == "stick" && IngredientDensity.lookup(ingredient.name)?.id != "butter"):
            return amount * unit.factor.doubleValue
        case .volume:
            let ml = amount * unit.factor.doubleValue
            if let density = IngredientDensity.lookup(ingredient.name) { return ml * density.gramsPerMillilitre }
            if let perMl = entry.mlGrams { return ml * perMl }
            // Without a known weight for a spoonful, leave the line unmatched rather than pretend.
            return nil
        case .count, .mass:
            switch unit.symbol {
            case "clove": return entry.cloveGrams.map { $0 * amount }
            case "slice": return entry.sliceGrams.map { $0 * amount }
            case "sprig": return entry.sprigGrams.map { $0 * amount }
            case "piece", "stick", "head": return entry.pieceGrams.map { $0 * amount }
            default: return nil
            }
        case .length, .temperature:
            return nil
        }
    }

    /// "1 (400 g) tin", "2 (15 oz) cans": the weight of one container, written in the line.
    static func packedGrams(_ text: String) -> Double? {
        guard let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") else { return nil }
        let inside = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        let parts = inside.split(separator: " ")
        guard parts.count == 2, let value = Double(parts[0].replacingOccurrences(of: ",", with: ".")),
              let unit = Units.unit(named: String(parts[1])), unit.kind == .mass || unit.kind == .volume else { return nil }
        return value * unit.factor.doubleValue
    }
}
