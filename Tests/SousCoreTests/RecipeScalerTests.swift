import SousCore
import Testing

@Suite struct RecipeScalerTests {
    @Test(arguments: [(4, 6, Rational(3, 2)), (4, 2, Rational(1, 2)), (3, 3, Rational(1)), (6, 4, Rational(2, 3))])
    func servingFactors(from: Int, to: Int, factor: Rational) {
        #expect(RecipeScaler.factor(fromServings: from, toServings: to) == factor)
    }

    @Test(arguments: [(0, 4), (4, 0), (-2, 4)])
    func impossibleServingsHaveNoFactor(from: Int, to: Int) {
        #expect(RecipeScaler.factor(fromServings: from, toServings: to) == nil)
    }

    @Test func thirdsStayExact() {
        let third = Ingredient(quantity: .exact(Rational(1, 3)), unit: "cup", name: "sugar")
        #expect(RecipeScaler.scale(third, by: Rational(3)).quantity == .exact(.one))
    }

    @Test func rangesScaleBothEnds() {
        let cloves = Ingredient(quantity: .range(Rational(2), Rational(3)), unit: "clove", name: "garlic")
        #expect(RecipeScaler.scale(cloves, by: Rational(2)).quantity == .range(Rational(4), Rational(6)))
    }

    @Test func linesWithoutAmountsAreKept() {
        let salt = Ingredient(name: "salt", notes: "to taste", text: "salt to taste")
        #expect(RecipeScaler.scale(salt, by: Rational(5)) == salt)
    }

    @Test func recipeToServings() {
        let recipe = Recipe(title: "Pancakes", servings: 4, ingredients: [
            Ingredient(quantity: .exact(Rational(2)), unit: "cup", name: "flour"),
            Ingredient(name: "butter", text: "butter for the pan"),
        ])
        let scaled = RecipeScaler.scale(recipe, toServings: 6)
        #expect(scaled.servings == 6)
        #expect(scaled.ingredients[0].quantity == .exact(Rational(3)))
        #expect(scaled.ingredients[1] == recipe.ingredients[1])
        #expect(RecipeScaler.scale(recipe, toServings: 0) == recipe)
    }

    @Test func hugeAmountsDoNotOverflow() {
        let huge = Ingredient(quantity: .exact(Rational(999_999_999, 7)), unit: "cup", name: "x")
        let scaled = RecipeScaler.scale(huge, by: Rational(999_999_999, 11))
        #expect(scaled.quantity != nil)
        _ = IngredientFormatter.display(huge, system: .metric, scale: Rational(999_999_937, 13))
    }
}
