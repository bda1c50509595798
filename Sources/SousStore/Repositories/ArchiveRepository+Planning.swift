import Foundation
import GRDB
import SousCore

extension ArchiveRepository {
    /// Brings in an archive's plan and shopping side without losing anything already here.
    ///
    /// Into a kitchen with no plan of its own yet (see `hasOwnPlanning`), the archive's meals and
    /// pantry are taken as they are, so an export imported into a fresh database gives the same
    /// list. Otherwise missing meals are added at the end, pantry items, aisle choices and ticks
    /// only where the product has none, and an entry only when the same recipe or note is not
    /// already planned for that meal on that day (so importing twice adds nothing).
    func importPlanning(_ planning: ArchivedPlanning, summary: inout ImportSummary, in db: Database) throws {
        let fresh = try !hasOwnPlanning(db)
        var meals = try String.fetchAll(db, sql: "SELECT name FROM meal ORDER BY position")
        var incoming: [String] = []
        for meal in planning.meals.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() })
        where !meal.isEmpty && !incoming.contains(meal) { incoming.append(meal) }
        if fresh, !incoming.isEmpty {
            try db.execute(sql: "DELETE FROM meal")
            meals = []
        }
        for meal in incoming where !meals.contains(where: { $0.lowercased() == meal }) {
            try db.execute(sql: "INSERT INTO meal (name, position) VALUES (?, ?)", arguments: [meal, meals.count])
            meals.append(meal)
        }
        for entry in planning.entries {
            let meal = MealPlanning.meal(entry.meal, in: meals) ?? entry.meal
            let note = entry.note.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
            let planned = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM mealPlanEntry WHERE day = ? AND meal = ? COLLATE NOCASE AND recipeUid IS ? AND note IS ?)
                """, arguments: [entry.day.description, meal, entry.recipeUID, note]) ?? false
            if planned { continue }
            var copy = entry
            copy.id = nil
            copy.meal = meal
            copy.note = note
            copy.position = try Int.fetchOne(db, sql: "SELECT coalesce(max(position) + 1, 0) FROM mealPlanEntry WHERE day = ? AND meal = ?",
                                             arguments: [copy.day.description, meal]) ?? 0
            var record = MealPlanEntryRecord(copy)
            try record.insert(db)
            summary.planEntries += 1
        }
        if fresh, !planning.pantry.isEmpty { try db.execute(sql: "DELETE FROM pantryItem") }
        for item in planning.pantry {
            try PantryItemRecord(item).insert(db, onConflict: .ignore)
        }
        for (key, aisle) in planning.aisles.sorted(by: { $0.key < $1.key }) {
            try db.execute(sql: "INSERT OR IGNORE INTO aisleChoice (key, aisle) VALUES (?, ?)", arguments: [key, aisle.rawValue])
        }
        for key in planning.ticked {
            try db.execute(sql: "INSERT OR IGNORE INTO shoppingTick (key, tickedAt) VALUES (?, ?)", arguments: [key, now()])
        }
        for extra in planning.extras {
            let text = TerminalSafe.sanitized(extra.text).trimmingCharacters(in: .whitespacesAndNewlines)
            let there = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM shoppingExtra WHERE text = ?)", arguments: [text]) ?? false
            if text.isEmpty || there { continue }
            var record = ShoppingExtraRecord(id: nil, text: text, ticked: extra.ticked, createdAt: extra.createdAt)
            try record.insert(db)
        }
    }

    /// Whether the kitchen has made the plan side its own: any entry, tick, hand-added line or
    /// aisle choice, or meals or a pantry other than the ones a new database starts with.
    func hasOwnPlanning(_ db: Database) throws -> Bool {
        for table in ["mealPlanEntry", "shoppingTick", "shoppingExtra", "aisleChoice"] {
            if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table))") ?? false { return true }
        }
        let meals = try String.fetchAll(db, sql: "SELECT name FROM meal ORDER BY position")
        if meals != MealPlanning.defaultMeals { return true }
        let pantry = try PantryItemRecord.fetchAll(db)
        let staples = Set(ShoppingKnowledge.defaultStaples.map { PantryItem(name: $0).key })
        return pantry.contains { $0.quantityLow != nil } || Set(pantry.map(\.key)) != staples
    }
}
