import Foundation
import SousCore
import SousTestSupport
import Testing

@Suite struct IngredientDensityTests {
    @Test(arguments: [
        ("plain flour", "plain-flour"), ("all-purpose flour", "plain-flour"), ("Plain Flour", "plain-flour"),
        ("self-raising flour", "plain-flour"), ("strong white bread flour", "bread-flour"),
        ("coarse wholemeal flour", "wholemeal-flour"), ("almond flour", "ground-almonds"),
        ("cold unsalted butter", "butter"), ("unsalted butter, diced", "butter"), ("smooth peanut butter", "peanut-butter"),
        ("light brown sugar", "brown-sugar"), ("dark muscovado sugar", "brown-sugar"), ("caster sugar", "sugar"),
        ("demerara sugar", "sugar"), ("powdered sugar", "icing-sugar"), ("confectioners' sugar", "icing-sugar"),
        ("icing sugar, sifted", "icing-sugar"), ("rolled oats", "rolled-oats"), ("jasmine rice", "rice"),
        ("arborio rice", "rice"), ("unsweetened cocoa powder", "cocoa"), ("finely grated Parmesan", "grated-parmesan"),
        ("shredded Monterey Jack or cheddar", "grated-cheese"), ("mature cheddar", "grated-cheese"),
        ("Gruyère", "grated-cheese"), ("semisweet chocolate chips", "chocolate-chips"), ("raisins", "raisins"),
        ("fine salt", "salt"), ("fine sea salt", "salt"), ("bicarbonate of soda", "baking-soda"),
        ("chopped walnuts", "chopped-walnuts"), ("whole milk", "milk"), ("oat milk", "milk"), ("buttermilk", "buttermilk"),
        ("heavy cream", "cream"), ("extra virgin olive oil", "oil"), ("chicken broth", "stock"), ("honey", "honey"),
        ("ghee or butter", "ghee"), ("ice-cold water", "water"), ("red lentils", "lentils"),
    ])
    func knownNames(name: String, id: String) {
        #expect(IngredientDensity.lookup(name)?.id == id)
    }

    /// Names whose last word is not an ingredient in the table, or that weigh too unpredictably.
    @Test(arguments: [
        "rice vinegar", "butter beans", "sugar snap peas", "kosher salt", "flaky sea salt", "coarse salt",
        "vanilla ice cream", "cream cheese", "eggs", "garlic powder", "baking tin", "rice vermicelli", "salt and pepper",
        "", "   ", "🍋",
    ])
    func unknownNames(name: String) {
        #expect(IngredientDensity.lookup(name) == nil)
    }

    @Test func everyAliasFindsItsOwnEntry() {
        for entry in IngredientDensity.table {
            for alias in entry.aliases {
                #expect(IngredientDensity.lookup(alias)?.id == entry.id, "\(alias)")
            }
        }
        #expect(Set(IngredientDensity.table.map(\.id)).count == IngredientDensity.table.count)
    }
}
