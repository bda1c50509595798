/// Scales ingredient amounts by a factor or from one number of servings to another.
///
/// Lines without an amount ("salt to taste") are kept exactly as they are; ranges scale both ends.
public enum RecipeScaler {
    /// The factor that turns `servings` into `target` servings; nil unless both are positive.
    public static func factor(fromServings servings: Int, toServings target: Int) -> Rational? {
        guard servings > 0, target > 0 else { return nil }
        return Rational(target, servings)
    }

    /// `quantity` times `factor`, overflow-safe; a factor of zero or less leaves it unchanged.
    public static func scale(_ quantity: Quantity, by factor: Rational) -> Quantity {
        guard factor > .zero else { return quantity }
        return quantity.scaled(by: factor)
    }

    /// The ingredient with its amount scaled; units stay as written (display chooses the best unit).
    public static func scale(_ ingredient: Ingredient, by factor: Rational) -> Ingredient {
        guard let quantity = ingredient.quantity else { return ingredient }
        var scaled = ingredient
        scaled.quantity = scale(quantity, by: factor)
        return scaled
    }

    /// Every ingredient scaled; those without an amount unchanged.
    public static func scale(_ ingredients: [Ingredient], by factor: Rational) -> [Ingredient] {
        ingredients.map { scale($0, by: factor) }
    }

    /// The recipe's ingredients for `target` servings, with `servings` updated; unchanged when either count is not positive.
    public static func scale(_ recipe: Recipe, toServings target: Int) -> Recipe {
        guard let factor = factor(fromServings: recipe.servings, toServings: target) else { return recipe }
        var scaled = recipe
        scaled.ingredients = scale(recipe.ingredients, by: factor)
        scaled.servings = target
        return scaled
    }
}
