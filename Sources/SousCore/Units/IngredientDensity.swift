/// How much a cup of one ingredient weighs, so a cup of flour can be shown in grams and back.
///
/// Densities are common kitchen knowledge, written for Sous (`IngredientDensity+Table.swift`);
/// they are display aids, accurate to a few percent, and never change a stored recipe.
public struct IngredientDensity: Hashable, Sendable {
    /// Whether a metric cook weighs the ingredient or measures it in a jug.
    public enum Form: String, Hashable, Sendable {
        /// Flour, sugar, oats: weighed.
        case dry
        /// Butter, peanut butter: weighed.
        case solid
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

    /// Whether a metric display should weigh this ingredient rather than measure its volume.
    public var isWeighed: Bool { form != .liquid }
}
