import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousContract

/// Nutrition estimates: the shipped table against open USDA-sourced data, the arithmetic, and
/// how much of the starter cookbook can be estimated.
@Suite struct NutritionTests {
    struct OpenFood: Decodable {
        struct Properties: Decodable {
            struct Value: Decodable {
                var property_type: String
                var property_value: Double
            }
            var food_amount: Double?
            var type_values: [Value]?
        }
        var name: String
        var properties: Properties?
    }

    @Test func theShippedTableAgreesWithOpenUSDAData() throws {
        let data = try TestData.fixture("food-data/food.json")
        let foods = try JSONDecoder().decode([String: [String: OpenFood]].self, from: data)["data"] ?? [:]
        var compared = 0
        var disagreements: [String] = []
        for food in foods.values {
            // Zero calories for a spice is a missing value in that data, and cooked foods are not ours (raw or dry).
            guard let values = food.properties?.type_values, food.properties?.food_amount == 100,
                  let kcal = values.first(where: { $0.property_type == "property-calories" })?.property_value, kcal > 0,
                  !food.name.lowercased().contains("cooked") else { continue }
            // Only names that are exactly one of ours (after reading them as products), never near matches.
            guard let read = ShoppingName.read(food.name).first, read.preparation.isEmpty, read.impliedUnit == nil else { continue }
            let key = read.key
            guard
                  let ours = NutritionFacts.entry(forKey: key), ours.names.contains(where: { ShoppingName.read($0).first?.key == key }) else { continue }
            compared += 1
            let off = abs(ours.per100g.kcal - kcal)
            if off > max(25, kcal * 0.15) { disagreements.append("\(food.name): ours \(ours.per100g.kcal) kcal, open data \(kcal)") }
        }
        #expect(compared >= 50, "only \(compared) foods compared")
        #expect(disagreements.count * 10 <= compared, "\(disagreements.count) of \(compared) disagree: \(disagreements)")
    }

    @Test func anEstimateWeighsEachLineAndSaysWhatItRestsOn() {
        let lines = IngredientLineParser.parse(lines: [
            "2 eggs", "100 g butter", "1 cup plain flour", "1 tsp mystery spice", "salt, to taste", "1 (400 g) tin chopped tomatoes",
        ]).compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = line { return ingredient }
            return nil
        }
        let estimate = NutritionEstimator.estimate(lines, servings: 2)
        // eggs 100 g (143) + butter 717 + flour 125 g (455) + tomatoes 400 g (96) = 1411 kcal, over 2.
        #expect(abs(estimate.perServing.kcal - 705.5) < 1)
        #expect(estimate.matched == 4 && estimate.measured == 5 && estimate.unmeasured == 1)
        #expect(estimate.unmatched == ["mystery spice"])
        #expect(estimate.basis == "estimated from 4 of 5 ingredients with an amount (1 to taste or to serve left out)")
    }

    @Test func mostOfTheStarterCookbookCanBeEstimated() throws {
        let recipes = try StarterCookbook.archive(now: Fixtures.day).recipes
        var matched = 0, measured = 0
        for recipe in recipes {
            let estimate = NutritionEstimator.estimate(recipe.ingredients, servings: recipe.servings)
            matched += estimate.matched
            measured += estimate.measured
            #expect(estimate.perServing.kcal.isFinite && estimate.perServing.kcal >= 0)
        }
        // Measured when written: 492 of 501 lines with an amount (98%); the floor keeps it from sliding.
        #expect(Double(matched) / Double(measured) >= 0.95, "\(matched) of \(measured)")
    }
}
