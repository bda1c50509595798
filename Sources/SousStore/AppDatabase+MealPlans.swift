import GRDB
import SousCore

extension AppDatabase {
    /// Meal plans, the household's meals, the pantry, shopping ticks and hand-added items, aisle choices.
    static func createMealPlans(_ db: Database) throws {
        try db.create(table: "meal") { t in
            t.primaryKey("name", .text).collate(.nocase).check { length($0) > 0 }
            t.column("position", .integer).notNull()
        }
        for (position, name) in MealPlanning.defaultMeals.enumerated() {
            try db.execute(sql: "INSERT INTO meal (name, position) VALUES (?, ?)", arguments: [name, position])
        }
        try db.create(table: "mealPlanEntry") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("day", .text).notNull().check { $0.like("____-__-__") }
            // By name, not a foreign key: renaming the meals keeps old entries readable.
            t.column("meal", .text).notNull().check { length($0) > 0 }
            // By uid, not id: a plan survives delete-and-undo and means the same in another kitchen.
            t.column("recipeUid", .text)
            t.column("recipeTitle", .text)
            t.column("servings", .integer).check { $0 == nil || ($0 >= 1 && $0 <= 1000) }
            t.column("note", .text)
            t.column("cookedAt", .datetime)
            t.column("position", .integer).notNull().defaults(to: 0)
            t.check(sql: "recipeUid IS NOT NULL OR note IS NOT NULL")
        }
        try db.create(index: "mealPlanEntry_on_day", on: "mealPlanEntry", columns: ["day", "meal", "position"])
        try db.create(index: "mealPlanEntry_on_recipeUid", on: "mealPlanEntry", columns: ["recipeUid"])
        try db.create(table: "pantryItem") { t in
            t.primaryKey("key", .text)
            t.column("name", .text).notNull()
            t.column("quantityLow", .text)
            t.column("quantityHigh", .text)
            t.column("unit", .text)
        }
        for staple in ShoppingKnowledge.defaultStaples {
            try PantryItemRecord(PantryItem(name: staple)).insert(db)
        }
        try db.create(table: "shoppingTick") { t in
            t.primaryKey("key", .text)
            t.column("tickedAt", .datetime).notNull()
        }
        try db.create(table: "shoppingExtra") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("text", .text).notNull().check { length($0) > 0 }
            t.column("ticked", .boolean).notNull().defaults(to: false)
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "aisleChoice") { t in
            t.primaryKey("key", .text)
            t.column("aisle", .text).notNull().check { Aisle.allCases.map(\.rawValue).contains($0) }
        }
    }
}
