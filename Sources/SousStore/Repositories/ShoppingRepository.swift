import Foundation
import GRDB
import SousCore

/// The stored side of shopping: ticks, hand-added items, the pantry and the cook's aisle choices.
/// The list itself is computed from the plan each time (`ShoppingListBuilder`), so it never goes stale.
public struct ShoppingRepository: Sendable {
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    // MARK: The list

    /// The merged list for the plan from `from` to `to`, each entry at its servings (the household's size by default).
    public func listForPlan(from: PlanDay, to: PlanDay, system: UnitSystem = .asWritten) throws -> ShoppingList {
        let planned = try PlanRepository(database).entries(from: from, to: to)
        let household = try FamilyRepository(database).members().count
        var recipes: [ShoppingRecipe] = []
        let stored = try RecipeRepository(database).recipes(ids: Set(planned.compactMap(\.recipeId)), instructions: false)
        for item in planned {
            guard let id = item.recipeId, let recipe = stored[id] else { continue }
            let servings = MealPlanning.servings(asked: item.entry.servings, householdSize: household, recipeServings: recipe.servings)
            recipes.append(ShoppingRecipe(title: recipe.title, recipeId: id, ingredients: recipe.ingredients,
                                          scale: RecipeScaler.factor(fromServings: recipe.servings, toServings: servings) ?? .one))
        }
        return try list(recipes, system: system)
    }

    /// The merged list for chosen recipes at their servings (nil: as written).
    public func listForRecipes(_ chosen: [(id: Int64, servings: Int?)], system: UnitSystem = .asWritten) throws -> ShoppingList {
        let repository = RecipeRepository(database)
        var recipes: [ShoppingRecipe] = []
        for (id, servings) in chosen {
            guard let recipe = try repository.recipe(id: id) else { throw PlanError("no recipe with id \(id)") }
            let scale = servings.flatMap { RecipeScaler.factor(fromServings: recipe.servings, toServings: $0) } ?? .one
            recipes.append(ShoppingRecipe(title: recipe.title, recipeId: id, ingredients: recipe.ingredients, scale: scale))
        }
        return try list(recipes, system: system)
    }

    func list(_ recipes: [ShoppingRecipe], system: UnitSystem) throws -> ShoppingList {
        ShoppingListBuilder.build(recipes, pantry: try pantry(), aisles: try aisleChoices(), system: system)
    }

    // MARK: Ticks

    public func tickedKeys() throws -> Set<String> {
        try database.read { db in Set(try String.fetchAll(db, sql: "SELECT key FROM shoppingTick")) }
    }

    public func setTicked(_ key: String, _ ticked: Bool) throws {
        try database.write { db in
            if ticked {
                try db.execute(sql: "INSERT OR REPLACE INTO shoppingTick (key, tickedAt) VALUES (?, ?)", arguments: [key, now()])
            } else {
                try db.execute(sql: "DELETE FROM shoppingTick WHERE key = ?", arguments: [key])
            }
        }
    }

    /// A new shop: every tick goes, hand-added items that were ticked go too.
    public func clearTicks() throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM shoppingTick")
            try db.execute(sql: "DELETE FROM shoppingExtra WHERE ticked")
        }
    }

    // MARK: Hand-added items

    public func extras() throws -> [ShoppingExtra] {
        try database.read { db in
            try ShoppingExtraRecord.order(Column("id")).fetchAll(db).map { ShoppingExtra(id: $0.id ?? 0, text: $0.text, ticked: $0.ticked) }
        }
    }

    @discardableResult
    public func addExtra(_ text: String) throws -> ShoppingExtra {
        let cleaned = TerminalSafe.sanitized(text).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !cleaned.isEmpty else { throw PlanError("write what to buy") }
        return try database.write { db in
            var record = ShoppingExtraRecord(id: nil, text: cleaned, ticked: false, createdAt: now())
            try record.insert(db)
            return ShoppingExtra(id: record.id ?? 0, text: cleaned, ticked: false)
        }
    }

    public func setExtraTicked(id: Int64, _ ticked: Bool) throws {
        try database.write { db in try db.execute(sql: "UPDATE shoppingExtra SET ticked = ? WHERE id = ?", arguments: [ticked, id]) }
    }

    @discardableResult
    public func removeExtra(id: Int64) throws -> Bool {
        try database.write { db in try ShoppingExtraRecord.deleteOne(db, key: id) }
    }

    // MARK: Pantry

    public func pantry() throws -> [PantryItem] {
        try database.read { db in try PantryItemRecord.order(Column("name")).fetchAll(db).map(\.item) }
    }

    /// Adds a staple ("salt") or an amount on the shelf ("500 g flour"); the same product replaces what was there.
    @discardableResult
    public func addToPantry(_ line: String) throws -> PantryItem {
        let cleaned = TerminalSafe.sanitized(line).trimmingCharacters(in: .whitespacesAndNewlines)
        guard case .ingredient(let parsed) = IngredientLineParser.parse(cleaned), !parsed.name.isEmpty else {
            throw PlanError("write what the pantry has, e.g. \"salt\" or \"500 g flour\"")
        }
        let item = PantryItem(name: parsed.name, quantity: parsed.quantity, unit: parsed.unit)
        try database.write { db in try PantryItemRecord(item).save(db) }
        return item
    }

    /// Removes the pantry entry for a product; false when there was none.
    @discardableResult
    public func removeFromPantry(_ name: String) throws -> Bool {
        let key = PantryItem(name: name).key
        return try database.write { db in
            try db.execute(sql: "DELETE FROM pantryItem WHERE key = ?", arguments: [key])
            return db.changesCount > 0
        }
    }

    // MARK: Aisles

    public func aisleChoices() throws -> [String: Aisle] {
        try database.read { db in
            var choices: [String: Aisle] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, aisle FROM aisleChoice") {
                if let aisle = Aisle(rawValue: row["aisle"]) { choices[row["key"]] = aisle }
            }
            return choices
        }
    }

    /// Puts a product in another aisle from now on (nil: back to the built-in one).
    public func setAisle(_ name: String, _ aisle: Aisle?) throws {
        let key = PantryItem(name: name).key
        try database.write { db in
            if let aisle {
                try db.execute(sql: "INSERT OR REPLACE INTO aisleChoice (key, aisle) VALUES (?, ?)", arguments: [key, aisle.rawValue])
            } else {
                try db.execute(sql: "DELETE FROM aisleChoice WHERE key = ?", arguments: [key])
            }
        }
    }
}
