import Foundation
import GRDB
import SousCore

/// Why a plan change was refused, in the cook's words.
public struct PlanError: Error, Equatable, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The meal plan: which recipes (or notes) for which meals on which days.
public struct PlanRepository: Sendable {
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// The household's meals in order ("breakfast", "lunch", "dinner", "snack" until changed).
    public func meals() throws -> [String] {
        try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM meal ORDER BY position") }
    }

    /// Replaces the set of meals; entries of a removed meal stay and still show under its name.
    public func setMeals(_ names: [String]) throws {
        let cleaned = names.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        guard !cleaned.isEmpty else { throw PlanError("a plan needs at least one meal") }
        guard Set(cleaned).count == cleaned.count else { throw PlanError("a meal is named twice") }
        try database.write { db in
            try db.execute(sql: "DELETE FROM meal")
            for (position, name) in cleaned.enumerated() {
                try db.execute(sql: "INSERT INTO meal (name, position) VALUES (?, ?)", arguments: [name, position])
            }
        }
    }

    /// Entries from `from` to `to` (both included), by day, meal order, then position; titles are
    /// the recipe's current ones, or the title kept when it was planned if it has since been deleted.
    public func entries(from: PlanDay, to: PlanDay) throws -> [PlannedEntry] {
        try database.read { db in
            let meals = try String.fetchAll(db, sql: "SELECT name FROM meal ORDER BY position").map { $0.lowercased() }
            let rows = try Row.fetchAll(db, sql: """
                SELECT e.*, r.id AS liveId, r.title AS liveTitle, r.servings AS liveServings
                FROM mealPlanEntry e LEFT JOIN recipe r ON r.uid = e.recipeUid
                WHERE e.day BETWEEN ? AND ? ORDER BY e.day, e.position, e.id
                """, arguments: [from.description, to.description])
            let planned = try rows.compactMap { row -> PlannedEntry? in
                guard var entry = try MealPlanEntryRecord(row: row).entry else { return nil }
                let liveTitle: String? = row["liveTitle"]
                if let liveTitle { entry.recipeTitle = liveTitle }
                return PlannedEntry(entry: entry, recipeId: row["liveId"], recipeServings: row["liveServings"])
            }
            return planned.sorted {
                ($0.entry.day, meals.firstIndex(of: $0.entry.meal.lowercased()) ?? meals.count, $0.entry.position)
                    < ($1.entry.day, meals.firstIndex(of: $1.entry.meal.lowercased()) ?? meals.count, $1.entry.position)
            }
        }
    }

    /// Plans a recipe (or a note) for a meal, after what is already there.
    @discardableResult
    public func add(day: PlanDay, meal: String, recipeId: Int64? = nil, servings: Int? = nil, note: String? = nil) throws -> MealPlanEntry {
        if let servings, let problem = MealPlanning.servingsProblem(servings) { throw PlanError(problem) }
        let note = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard recipeId != nil || !(note ?? "").isEmpty else { throw PlanError("plan a recipe or write a note") }
        return try database.write { db in
            let meals = try String.fetchAll(db, sql: "SELECT name FROM meal ORDER BY position")
            guard let mealName = MealPlanning.meal(meal, in: meals) else {
                throw PlanError("no meal called \"\(meal)\" (meals: \(meals.joined(separator: ", ")))")
            }
            var uid: String?, title: String?
            if let recipeId {
                guard let row = try Row.fetchOne(db, sql: "SELECT uid, title FROM recipe WHERE id = ?", arguments: [recipeId]) else {
                    throw PlanError("no recipe with id \(recipeId)")
                }
                uid = row["uid"]
                title = row["title"]
            }
            let next = try Int.fetchOne(db, sql: "SELECT coalesce(max(position) + 1, 0) FROM mealPlanEntry WHERE day = ? AND meal = ?",
                                        arguments: [day.description, mealName]) ?? 0
            var record = MealPlanEntryRecord(MealPlanEntry(day: day, meal: mealName, recipeUID: uid, recipeTitle: title,
                                                           servings: servings, note: (note ?? "").isEmpty ? nil : note, position: next))
            try record.insert(db)
            return record.entry!
        }
    }

    /// Puts back an entry taken off (undo) as it was: day, meal, position, servings, note, cooked mark.
    @discardableResult
    public func restore(_ entry: MealPlanEntry) throws -> MealPlanEntry {
        try database.write { db in
            var copy = entry
            copy.id = nil
            var record = MealPlanEntryRecord(copy)
            try record.insert(db)
            return record.entry ?? copy
        }
    }

    @discardableResult
    public func remove(id: Int64) throws -> Bool {
        try database.write { db in try MealPlanEntryRecord.deleteOne(db, key: id) }
    }

    /// Moves an entry to another day or meal, at the end of what is there.
    public func move(id: Int64, to day: PlanDay, meal: String) throws {
        try database.write { db in
            let meals = try String.fetchAll(db, sql: "SELECT name FROM meal ORDER BY position")
            guard let mealName = MealPlanning.meal(meal, in: meals) else { throw PlanError("no meal called \"\(meal)\"") }
            guard var record = try MealPlanEntryRecord.fetchOne(db, key: id) else { throw PlanError("no plan entry \(id)") }
            record.position = try Int.fetchOne(db, sql: "SELECT coalesce(max(position) + 1, 0) FROM mealPlanEntry WHERE day = ? AND meal = ?",
                                               arguments: [day.description, mealName]) ?? 0
            record.day = day.description
            record.meal = mealName
            try record.update(db)
        }
    }

    public func setServings(id: Int64, servings: Int?) throws {
        if let servings, let problem = MealPlanning.servingsProblem(servings) { throw PlanError(problem) }
        try database.write { db in
            try db.execute(sql: "UPDATE mealPlanEntry SET servings = ? WHERE id = ?", arguments: [servings, id])
        }
    }

    /// Marks (or unmarks) an entry cooked.
    public func setCooked(id: Int64, _ cooked: Bool) throws {
        try database.write { db in
            try db.execute(sql: "UPDATE mealPlanEntry SET cookedAt = ? WHERE id = ?", arguments: [cooked ? now() : nil, id])
        }
    }

    /// Cooking mode finished a recipe: the nearest uncooked plan entry for it, today or up to two
    /// days before, is marked cooked. Returns whether one was.
    @discardableResult
    public func markCooked(recipeId: Int64, on day: PlanDay) throws -> Bool {
        try database.write { db in
            guard let uid = try String.fetchOne(db, sql: "SELECT uid FROM recipe WHERE id = ?", arguments: [recipeId]) else { return false }
            guard let id = try Int64.fetchOne(db, sql: """
                SELECT id FROM mealPlanEntry WHERE recipeUid = ? AND cookedAt IS NULL AND day BETWEEN ? AND ?
                ORDER BY day DESC, position LIMIT 1
                """, arguments: [uid, day.adding(days: -2).description, day.description]) else { return false }
            try db.execute(sql: "UPDATE mealPlanEntry SET cookedAt = ? WHERE id = ?", arguments: [now(), id])
            return true
        }
    }

    /// Removes every entry of the week (Monday to Sunday) that holds `day`; returns how many.
    @discardableResult
    public func clearWeek(of day: PlanDay) throws -> Int {
        try database.write { db in
            try db.execute(sql: "DELETE FROM mealPlanEntry WHERE day BETWEEN ? AND ?",
                           arguments: [day.weekStart.description, day.weekStart.adding(days: 6).description])
            return db.changesCount
        }
    }

    /// Copies the week holding `from` onto the week holding `to`, after what that week has; returns how many.
    @discardableResult
    public func copyWeek(from: PlanDay, to: PlanDay) throws -> Int {
        guard from.weekStart != to.weekStart else { throw PlanError("that is the same week") }
        return try database.write { db in
            let source = try MealPlanEntryRecord
                .filter(sql: "day BETWEEN ? AND ?", arguments: [from.weekStart.description, from.weekStart.adding(days: 6).description])
                .order(sql: "day, position, id").fetchAll(db).compactMap(\.entry)
            for entry in MealPlanning.copied(source, fromWeekOf: from, toWeekOf: to) {
                var copy = entry
                copy.position = try Int.fetchOne(db, sql: "SELECT coalesce(max(position) + 1, 0) FROM mealPlanEntry WHERE day = ? AND meal = ?",
                                                 arguments: [copy.day.description, copy.meal]) ?? 0
                var record = MealPlanEntryRecord(copy)
                try record.insert(db)
            }
            return source.count
        }
    }
}

/// A plan entry with what it is read against now: its recipe's id and servings (nil: deleted or a note).
public struct PlannedEntry: Hashable, Sendable {
    public var entry: MealPlanEntry
    public var recipeId: Int64?
    public var recipeServings: Int?

    public init(entry: MealPlanEntry, recipeId: Int64?, recipeServings: Int?) {
        self.entry = entry
        self.recipeId = recipeId
        self.recipeServings = recipeServings
    }

    /// The recipe was deleted since it was planned.
    public var isMissingRecipe: Bool { entry.recipeUID != nil && recipeId == nil }
}
