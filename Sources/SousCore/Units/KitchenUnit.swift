/// One unit a recipe can measure in, with how it converts and how it is written.
///
/// Named `KitchenUnit` rather than `Unit` so it never shadows Foundation's `Unit` class.
public struct KitchenUnit: Hashable, Sendable {
    /// What a unit measures; only units of the same kind convert into each other.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case volume, mass, count, temperature, length
    }

    /// Which tradition a unit belongs to; decides the display style (fractions or decimals).
    public enum System: String, Hashable, Sendable, CaseIterable {
        case metric, us, imperial, neutral
    }

    /// The canonical symbol stored in `Ingredient.unit` ("tbsp", "g", "imp pint").
    public let symbol: String
    /// The full singular name, used to look a unit up and to speak it ("tablespoon").
    public let name: String
    public let kind: Kind
    public let system: System
    /// Exact size in the kind's base unit (ml, g or mm); 1 for counts and temperatures.
    public let factor: Rational
    /// Shown after an amount of at most one ("1 cup", "1/2 tsp").
    public let singular: String
    /// Shown after an amount above one ("2 cups").
    public let plural: String
    /// Other spellings, matched ignoring case.
    public let aliases: [String]
    /// Spellings whose case matters ("T" is a tablespoon, "t" a teaspoon).
    public let caseSensitiveAliases: [String]
    /// False for "bunch" and "handful": "a bunch of" is also an idiom for "some", so "a" is not read as 1.
    public let articleMeansOne: Bool

    public init(
        symbol: String, name: String, kind: Kind, system: System, factor: Rational = .one,
        singular: String? = nil, plural: String? = nil, aliases: [String] = [],
        caseSensitiveAliases: [String] = [], articleMeansOne: Bool = true
    ) {
        self.symbol = symbol
        self.name = name
        self.kind = kind
        self.system = system
        self.factor = factor
        self.singular = singular ?? symbol
        self.plural = plural ?? singular ?? symbol
        self.aliases = aliases
        self.caseSensitiveAliases = caseSensitiveAliases
        self.articleMeansOne = articleMeansOne
    }

    /// Whether amounts in this unit may be converted to another unit (volume, mass, length).
    public var isConvertible: Bool {
        kind == .volume || kind == .mass || kind == .length
    }

    /// The display name for an amount of `value`.
    public func displayName(for value: Double) -> String {
        value > 1 ? plural : singular
    }
}
