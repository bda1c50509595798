import Foundation

extension CookingSession {
    /// Scaling goes from an eighth of the recipe up to sixteen times it.
    public static let scaleRange = Rational(1, 8)...Rational(16)

    /// Indices of the recipe's ingredients that `name` refers to ("butter" finds "unsalted butter").
    public func ingredientIndices(matching name: String) -> [Int] {
        NameMatcher.matches(name, in: recipe.ingredients.map(\.name))
    }

    /// An ingredient line in `units` at the session's scale, or its swap ("applesauce instead of
    /// eggs (a quarter cup for each egg)"): what the overlay lists and the assistant reads.
    public func line(for ingredient: Ingredient, units: UnitSystem) -> String {
        guard let swap = swap(for: ingredient) else {
            return IngredientFormatter.display(ingredient, system: units, scale: workstate.scaleFactor)
        }
        return "\(swap.replacement) instead of \(ingredient.name)" + (swap.amount.map { " (\($0))" } ?? "")
    }

    /// The swap that applies to an ingredient, if the cook made one.
    public func swap(for ingredient: Ingredient) -> IngredientSwap? {
        swaps.last { NameMatcher.words($0.original) == NameMatcher.words(ingredient.name) }
    }

    /// Ingredients the step uses, in list order (`StepIngredientMatcher`).
    public func ingredientIndices(forStepAt index: Int) -> [Int] {
        let all = StepIngredientMatcher.assignments(for: recipe)
        return all.indices.contains(index) ? all[index] : []
    }

    mutating func rescale(_ factor: Rational) -> (String, [CookingEvent]) {
        guard Self.scaleRange.contains(factor) else {
            return Self.refuse(.scaleOutOfRange, "I can scale from an eighth of the recipe up to 16 times it.")
        }
        workstate.scaleFactor = factor
        let servings = Rational(recipe.servings) * factor
        workstate.servingsTarget = servings.isInteger && recipe.servings > 0 ? servings.numerator : nil
        let amount = factor == .one ? "Back to the recipe as written" : "Scaled to \(SpokenText.factor(factor)) the recipe"
        let serves = workstate.servingsTarget.map { ", \(SpokenText.count($0, "serving"))" } ?? ""
        return (amount + serves + ".", [.rescaled(factor)])
    }

    mutating func rescale(toServings target: Int) -> (String, [CookingEvent]) {
        guard let factor = RecipeScaler.factor(fromServings: recipe.servings, toServings: target) else {
            return Self.refuse(.scaleOutOfRange, "This recipe does not say how many it serves. Say double it or halve it instead.")
        }
        guard Self.scaleRange.contains(factor), target <= 1000 else {
            return Self.refuse(.scaleOutOfRange, "\(target) servings is too far from the \(recipe.servings) this recipe makes.")
        }
        workstate.scaleFactor = factor
        workstate.servingsTarget = target
        let times = factor == .one ? "as written" : SpokenText.factor(factor) + " the recipe"
        return ("Scaled for \(SpokenText.count(target, "serving")), \(times).", [.rescaled(factor)])
    }

    mutating func substitute(_ name: String, with replacement: String, amount: String?) -> (String, [CookingEvent]) {
        guard let i = ingredientIndices(matching: name).first else {
            return Self.refuse(.ingredientNotFound, "This recipe does not use \(name).")
        }
        let original = recipe.ingredients[i].name
        let swap = IngredientSwap(original: original, replacement: replacement, amount: amount)
        workstate.constraints.removeAll { IngredientSwap(constraint: $0)?.original == original }
        workstate.constraints.append(swap.constraint)
        let how = amount.map { ": " + $0 } ?? ""
        return ("Using \(replacement) instead of \(original)\(how).", [.substituted(swap)])
    }

    mutating func removeSubstitution(_ name: String) -> (String, [CookingEvent]) {
        let originals = swaps.map(\.original)
        guard let i = NameMatcher.matches(name, in: originals).first else {
            return Self.refuse(.ingredientNotFound, "Nothing replaces \(name) in this session.")
        }
        let original = originals[i]
        workstate.constraints.removeAll { IngredientSwap(constraint: $0)?.original == original }
        return ("Back to \(original).", [.substitutionRemoved(original)])
    }
}
