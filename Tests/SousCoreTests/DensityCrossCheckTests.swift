import Foundation
import SousCore
import SousTestSupport
import Testing

/// Compares Sous's own density table with Open Tandoor Data's volume-to-weight conversions.
///
/// Open Tandoor Data (contents DbCL 1.0) is test input only; nothing from it ships. Each of its
/// foods is looked up by name the way a recipe line would be, so the check covers the name
/// matching as well as the numbers.
@Suite struct DensityCrossCheckTests {
    /// Relative difference allowed between the two sources.
    static let tolerance = 0.15

    /// Foods where we knowingly disagree with Open Tandoor Data, and why.
    static let knownDisagreements: [String: String] = [
        "food-chocolate-chips": "they give 225 g/cup; US chip bags and baking charts give 6 oz (170 g) per cup, which we use",
    ]

    struct Conversion: Decodable {
        var food: String
        var base_amount: Double
        var base_unit: String
        var converted_amount: Double
        var converted_unit: String
    }

    struct Food: Decodable {
        var name: String
    }

    struct DataFile<Item: Decodable>: Decodable {
        var data: [String: Item]
    }

    /// Millilitres and grams per unit, for the units Open Tandoor Data uses.
    static let millilitres: [String: Double] = [
        "unit-c": 236.5882365, "unit-tbsp": 14.78676478125, "unit-tsp": 4.92892159375, "unit-floz": 29.5735295625,
    ]
    static let grams: [String: Double] = ["unit-g": 1, "unit-oz": 28.349523125, "unit-kg": 1000, "unit-lbs": 453.59237]

    /// Grams per US cup for one conversion, when it is between a volume and a mass.
    static func gramsPerCup(_ c: Conversion) -> Double? {
        if let ml = millilitres[c.base_unit], let g = grams[c.converted_unit] {
            return c.converted_amount * g / (c.base_amount * ml) * 236.5882365
        }
        if let g = grams[c.base_unit], let ml = millilitres[c.converted_unit] {
            return c.base_amount * g / (c.converted_amount * ml) * 236.5882365
        }
        return nil
    }

    @Test func ourDensitiesAgreeWithOpenTandoorData() throws {
        let decoder = JSONDecoder()
        let conversions = try decoder.decode(DataFile<Conversion>.self, from: TestData.fixture("food-data/conversion.json")).data
        let foods = try decoder.decode(DataFile<Food>.self, from: TestData.fixture("food-data/food.json")).data
        var compared: [String] = []
        var skipped: [String] = []
        for (_, conversion) in conversions.sorted(by: { $0.key < $1.key }) {
            guard let theirs = Self.gramsPerCup(conversion), let food = foods[conversion.food],
                  let ours = IngredientDensity.lookup(food.name) else { continue }
            if let reason = Self.knownDisagreements[conversion.food] {
                skipped.append("\(food.name): \(reason)")
                continue
            }
            let difference = abs(ours.gramsPerCup - theirs) / theirs
            #expect(difference <= Self.tolerance,
                    "\(food.name): ours \(ours.gramsPerCup) g/cup (\(ours.id)), Open Tandoor Data \(Int(theirs.rounded())) g/cup")
            compared.append("\(food.name) (\(ours.id)): \(Int(ours.gramsPerCup)) vs \(Int(theirs.rounded()))")
        }
        print("Density cross-check: compared \(compared.count) foods with Open Tandoor Data within \(Int(Self.tolerance * 100))%")
        for line in compared { print("  \(line)") }
        for line in skipped { print("  known disagreement: \(line)") }
        #expect(compared.count >= 25, "too few foods matched: the name matching may be broken")
        #expect(skipped.count == Self.knownDisagreements.count, "a known disagreement no longer matches a food")
    }
}
