/// How much a cup of one ingredient weighs, so a cup of flour can be shown in grams and back.
///
/// Densities are common kitchen knowledge, written for Sous (`IngredientDensity+Table.swift`);
/// they are display aids, accurate to a few percent, and never change a stored recipe.
public struct IngredientDensity: Hashable, Sendable {
    /// Whether a metric cook weighs the ingredient or measures it in a jug.
    public enum Form: String, Hashable, Sendable {
        /// Flour, sugar, oats: weighed from a quarter cup; smaller amounts stay in spoons.
        case dry
        /// Peanut butter: weighed like dry goods, spooned when small.
        case paste
        /// Butter: sold in blocks marked in grams, so weighed from one tablespoon.
        case block
        /// Milk, oil, honey: measured by volume in metric kitchens, so only grams turn into cups.
        case liquid
    }

    /// A short stable key ("plain-flour").
    public let id: String
    /// Grams in one US cup (236.59 ml).
    public let gramsPerCup: Double
    public let form: Form
    /// Names that mean this ingredient, matched at the end of a name ("cold unsalted butter").
    public let aliases: [String]

    public init(id: String, gramsPerCup: Double, form: Form, aliases: [String]) {
        self.id = id
        self.gramsPerCup = gramsPerCup
        self.form = form
        self.aliases = aliases
    }

    /// Millilitres in one US cup.
    static let cupMillilitres = Units.usTeaspoon.doubleValue * 48

    /// Grams in one millilitre.
    public var gramsPerMillilitre: Double { gramsPerCup / Self.cupMillilitres }

    /// The smallest volume, in millilitres, that a metric display weighs; nil for liquids.
    ///
    /// Spoons are quicker than a scale for a spoonful of flour, but butter is cut from a
    /// marked block, so "1 tbsp butter" reads "15 g butter".
    public var weighedFromMillilitres: Double? {
        switch form {
        case .dry, .paste: AmountPresenter.spoonLimitMillilitres
        case .block: Units.usTeaspoon.doubleValue * 3 * 0.99
        case .liquid: nil
        }
    }
}
