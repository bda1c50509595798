import Foundation

/// A recipe going on the list, at the servings it will be cooked for.
public struct ShoppingRecipe: Hashable, Sendable {
    public var title: String
    public var recipeId: Int64?
    public var ingredients: [Ingredient]
    /// Planned servings over the recipe's own; 1 keeps the amounts as written.
    public var scale: Rational

    public init(title: String, recipeId: Int64? = nil, ingredients: [Ingredient], scale: Rational = .one) {
        self.title = title
        self.recipeId = recipeId
        self.ingredients = ingredients
        self.scale = scale
    }
}

/// Something the cook added to the shopping list by hand ("kitchen roll"); stored, and shown in the app.
public struct ShoppingExtra: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64
    public var text: String
    public var ticked: Bool

    public init(id: Int64, text: String, ticked: Bool) {
        self.id = id
        self.text = text
        self.ticked = ticked
    }
}

/// One original line behind an item, so the cook can see what was merged.
///
/// The scaled text is written when asked for, not when the list is built: a month of plans has
/// about a thousand lines and the cook opens a few (`o`); formatting them all took a third of the merge.
public struct ShoppingLine: Hashable, Sendable, Encodable {
    public var recipe: String
    let ingredient: Ingredient
    let scale: Rational
    let system: UnitSystem

    public init(recipe: String, ingredient: Ingredient, scale: Rational, system: UnitSystem) {
        self.recipe = recipe
        self.ingredient = ingredient
        self.scale = scale
        self.system = system
    }

    /// The line as the recipe wrote it.
    public var text: String { ingredient.text.isEmpty ? scaled : ingredient.text }

    /// The line at the planned servings.
    public var scaled: String { IngredientFormatter.display(ingredient, system: system, scale: scale) }

    private enum CodingKeys: String, CodingKey { case recipe, text, scaled }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(recipe, forKey: .recipe)
        try c.encode(text, forKey: .text)
        try c.encode(scaled, forKey: .scaled)
    }
}

/// An amount to buy, in one unit (nil: a count of the thing itself): the exact sum, or for
/// things bought whole (eggs, lemons, cans) that sum rounded up, with the exact one in `needed`.
public struct ShoppingAmount: Hashable, Sendable {
    public var quantity: Quantity
    public var unit: String?
    /// As a cook reads it ("1 1/2 cups", "450 g", "3").
    public var text: String
    /// The exact sum when `quantity` was rounded up to whole ones ("5 1/2" eggs, bought as 6).
    public var needed: Quantity?

    public init(quantity: Quantity, unit: String?, text: String, needed: Quantity? = nil) {
        self.quantity = quantity
        self.unit = unit
        self.text = text
        self.needed = needed
    }
}

/// Why an item is (partly) left off: the household has it.
public enum PantryStatus: Hashable, Sendable {
    /// Always in the house (salt, pepper): shown apart, not bought.
    case staple
    /// What the pantry holds covers all of it.
    case enough(have: String)
    /// What the pantry holds covers part; `amounts` is what is still to buy.
    case partly(have: String)
}

/// One thing to buy, merged across every line that needs it.
public struct ShoppingItem: Hashable, Sendable, Identifiable {
    /// The merge key, also the key a tick is stored under.
    public var key: String
    public var id: String { key }
    /// The name to show ("onions", "plain flour").
    public var name: String
    public var aisle: Aisle
    /// Usually one; two or more when units cannot be reconciled (then `unreconciled` says why).
    public var amounts: [ShoppingAmount]
    /// Some line gave no amount ("salt to taste"), so "as needed" is part of the answer.
    public var asNeeded: Bool
    public var recipes: [String]
    public var lines: [ShoppingLine]
    /// Sizes and how the recipes use it ("large", "diced", "for the sauce").
    public var hints: [String]
    /// How lines in other units were brought into one ("1 cup butter read as 227 g: 227 g a cup").
    public var converted: [String]
    public var unreconciled: String?
    public var pantry: PantryStatus?

    public init(key: String, name: String, aisle: Aisle, amounts: [ShoppingAmount], asNeeded: Bool, recipes: [String], lines: [ShoppingLine],
                hints: [String], converted: [String], unreconciled: String?, pantry: PantryStatus?) {
        self.key = key
        self.name = name
        self.aisle = aisle
        self.amounts = amounts
        self.asNeeded = asNeeded
        self.recipes = recipes
        self.lines = lines
        self.hints = hints
        self.converted = converted
        self.unreconciled = unreconciled
        self.pantry = pantry
    }

    /// The amounts as one phrase: "3 + 1/2 cup", "1 1/2 cups", "as needed".
    public var amountText: String {
        var parts = amounts.map(\.text)
        if asNeeded, parts.isEmpty { parts.append("as needed") }
        return parts.joined(separator: " + ")
    }
}

/// The merged list; items in aisle order, then by name.
public struct ShoppingList: Hashable, Sendable {
    public var items: [ShoppingItem]

    public init(items: [ShoppingItem]) {
        self.items = items
    }

    /// Items to buy, grouped by aisle in walking order; pantry items (staples, covered) left out.
    public var toBuy: [(aisle: Aisle, items: [ShoppingItem])] {
        Aisle.allCases.compactMap { aisle in
            let here = items.filter { $0.aisle == aisle && !$0.isCovered }
            return here.isEmpty ? nil : (aisle, here)
        }
    }

    /// Items the household already has: staples and amounts the pantry covers.
    public var fromPantry: [ShoppingItem] { items.filter(\.isCovered) }
}

extension ShoppingItem {
    /// Left off the list to buy: a staple, or enough in the pantry.
    public var isCovered: Bool {
        switch pantry {
        case .staple, .enough: true
        case .partly, nil: false
        }
    }
}
