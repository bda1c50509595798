import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousContract

/// The merged shopping list on the starter cookbook: every pair of recipes, labelled products,
/// and exact sums on random plans.
@Suite struct StarterShoppingTests {
    let recipes: [Recipe]

    init() throws {
        recipes = try StarterCookbook.archive(now: Fixtures.day).recipes
    }

    func list(_ chosen: [Recipe], scales: [Rational]? = nil) -> ShoppingList {
        ShoppingListBuilder.build(chosen.enumerated().map { index, recipe in
            ShoppingRecipe(title: recipe.title, ingredients: recipe.ingredients, scale: scales?[index] ?? .one)
        })
    }

    /// Lines of the starter cookbook a shopper buys as one thing, and things that are not the same.
    static let sameProduct: [[String]] = [
        ["unsalted butter", "butter", "cold unsalted butter", "cold butter"],
        ["large eggs", "large egg yolks", "medium eggs", "large egg whites", "large egg"],
        ["all-purpose flour", "plain flour"],
        ["fresh coriander", "chopped fresh cilantro", "fresh cilantro leaves", "chopped fresh coriander"],
        ["powdered sugar", "icing sugar"],
        ["baking soda", "bicarbonate of soda"],
        ["heavy cream", "double cream"],
        ["whole milk", "warm milk", "cold milk", "milk"],
        ["chicken broth", "chicken stock"],
        ["vegetable broth", "vegetable stock"],
        ["kosher salt", "fine salt", "flaky sea salt", "coarse salt", "salt"],
        ["extra virgin olive oil", "olive oil"],
        ["onion", "onions", "large onion", "small onion", "finely chopped onion"],
        ["carrot", "carrots"],
        ["ripe avocado", "ripe avocados"],
        ["bay leaf", "bay leaves"],
        ["green onions", "spring onions", "scallions"],
        ["chilli flakes", "chili flakes"],
        ["tomato purée", "tomato paste"],
        ["plain yoghurt", "natural yogurt"],
        ["fresh basil leaves", "a few fresh basil leaves", "basil"],
    ]
    static let differentProducts: [(String, String)] = [
        ("sugar", "brown sugar"), ("sugar", "caster sugar"), ("garlic", "garlic powder"), ("butter", "peanut butter"),
        ("plain flour", "coarse wholemeal flour"), ("coriander", "ground coriander"), ("cinnamon", "ground cinnamon"),
        ("milk", "coconut milk"), ("milk", "oat milk"), ("onion", "red onion"), ("onion", "spring onion"),
        ("olive oil", "toasted sesame oil"), ("chicken stock", "beef stock"), ("lemon", "lemon juice"),
        ("thyme", "dried thyme"), ("paprika", "smoked paprika"), ("floury potatoes", "waxy potatoes"),
        ("beef mince", "lamb mince"), ("red wine", "red wine vinegar"), ("hot sauce", "soy sauce"),
    ]

    @Test(arguments: sameProduct)
    func namesOfOneProductMergeIntoOneKey(names: [String]) {
        let keys = Set(names.map { ShoppingName.read($0).map(\.key) })
        #expect(keys.count == 1, "\(names) read as \(keys)")
    }

    @Test func differentProductsStayApart() {
        for (a, b) in Self.differentProducts {
            #expect(ShoppingName.read(a).map(\.key) != ShoppingName.read(b).map(\.key), "\(a) and \(b) merged")
        }
    }

    @Test func everyPairOfStarterRecipesGivesOneLinePerProductAndSaysWhyWhenAmountsStayApart() {
        #expect(recipes.count >= 50)
        var pairs = 0
        for i in recipes.indices {
            for j in recipes.indices where j > i {
                let merged = list([recipes[i], recipes[j]])
                pairs += 1
                #expect(Set(merged.items.map(\.key)).count == merged.items.count)
                for item in merged.items where item.amounts.count > 1 {
                    #expect(item.unreconciled != nil, "\(item.key) in \(recipes[i].title) + \(recipes[j].title)")
                }
                // Every line of both recipes is behind exactly the items it names.
                let lines = merged.items.reduce(0) { $0 + $1.lines.count }
                let named = (recipes[i].ingredients + recipes[j].ingredients).reduce(0) { total, ingredient in
                    guard !ingredient.name.trimmingCharacters(in: .whitespaces).isEmpty else { return total }
                    let packaged = ["can", "tin", "package"].contains(ingredient.unit ?? "")
                    return total + ShoppingName.read(ingredient.name, amountless: ingredient.quantity == nil, packaged: packaged).count
                }
                #expect(lines == named)
            }
        }
        #expect(pairs == recipes.count * (recipes.count - 1) / 2)
    }

    @Test func aWeekOfSevenDinnersHasNoProductTwice() {
        let dinners = recipes.filter { $0.category == "dinner" }.prefix(7)
        #expect(dinners.count == 7)
        let merged = list(Array(dinners))
        let names = merged.items.map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
        // The same product written two ways would show as two keys with one name: not here.
        #expect(Set(merged.items.map(\.key)).count == merged.items.count)
    }

    /// `a + b` over their least common denominator, or nil on overflow (never rounded).
    static func exactSum(_ a: Rational, _ b: Rational) -> Rational? {
        var (x, y) = (a.denominator, b.denominator)
        while y != 0 { (x, y) = (y, x % y) }
        let (l, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator / x)
        let (r, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator / x)
        let (d, o3) = (a.denominator / x).multipliedReportingOverflow(by: b.denominator)
        let (n, o4) = l.addingReportingOverflow(r)
        return o1 || o2 || o3 || o4 ? nil : Rational(n, d)
    }

    /// Every merged volume or weight equals the exact sum of its scaled lines, on random plans.
    @Test func mergedAmountsAreTheExactSumOfTheirScaledLines() throws {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<60 {
            let count = Int.random(in: 1...10, using: &random)
            let chosen = (0..<count).map { _ in recipes[Int.random(in: 0..<recipes.count, using: &random)] }
            let scales = chosen.map { recipe in
                Rational(Int.random(in: 1...12, using: &random), max(recipe.servings, 1))
            }
            let merged = list(chosen, scales: scales)
            var expected: [String: (kind: KitchenUnit.Kind, total: Rational)] = [:]
            var mixed: Set<String> = []
            for (recipe, scale) in zip(chosen, scales) {
                for ingredient in recipe.ingredients where ingredient.quantity != nil {
                    let names = ShoppingName.read(ingredient.name, amountless: false,
                                                  packaged: ["can", "tin", "package"].contains(ingredient.unit ?? ""))
                    guard let name = names.first else { continue }
                    guard case .exact(let value)? = ingredient.quantity, let symbol = ingredient.unit,
                          let unit = Units.unit(symbol: symbol), unit.kind == .volume || unit.kind == .mass, symbol != "stick" else {
                        mixed.insert(name.key)
                        continue
                    }
                    let base = try #require(value.multipliedChecked(by: scale)?.multipliedChecked(by: unit.factor))
                    if let seen = expected[name.key] {
                        if seen.kind != unit.kind { mixed.insert(name.key) }
                        expected[name.key] = (seen.kind, try #require(Self.exactSum(seen.total, base), "overflow adding \(name.key)"))
                    } else {
                        expected[name.key] = (unit.kind, base)
                    }
                }
            }
            for (key, sum) in expected where !mixed.contains(key) {
                let item = try #require(merged.items.first { $0.key == key })
                #expect(item.amounts.count == 1)
                let amount = item.amounts[0]
                let unit = try #require(amount.unit.flatMap(Units.unit(symbol:)))
                let total = try #require(amount.quantity.high.multipliedChecked(by: unit.factor))
                #expect(total == sum.total, "\(key): \(amount.quantity) \(unit.symbol)")
            }
        }
    }
}
