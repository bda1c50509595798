import Foundation
import GRDB
import SousCore

/// A row of `mealPlanEntry`.
struct MealPlanEntryRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "mealPlanEntry"
    var id: Int64?
    var day: String
    var meal: String
    var recipeUid: String?
    var recipeTitle: String?
    var servings: Int?
    var note: String?
    var cookedAt: Date?
    var position: Int

    init(_ entry: MealPlanEntry) {
        id = entry.id
        day = entry.day.description
        meal = entry.meal
        recipeUid = entry.recipeUID
        recipeTitle = entry.recipeTitle
        servings = entry.servings
        note = entry.note
        cookedAt = entry.cookedAt
        position = entry.position
    }

    var entry: MealPlanEntry? {
        guard let planDay = PlanDay(day) else { return nil }
        return MealPlanEntry(id: id, day: planDay, meal: meal, recipeUID: recipeUid, recipeTitle: recipeTitle,
                             servings: servings, note: note, cookedAt: cookedAt, position: position)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A row of `pantryItem`: a staple (no amount) or what is on the shelf.
struct PantryItemRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "pantryItem"
    var key: String
    var name: String
    var quantityLow: String?
    var quantityHigh: String?
    var unit: String?

    init(_ item: PantryItem) {
        key = item.key
        name = item.name
        quantityLow = item.quantity?.low.description
        quantityHigh = item.quantity.map { $0.high != $0.low ? $0.high.description : nil } ?? nil
        unit = item.unit
    }

    var item: PantryItem {
        var quantity: Quantity?
        if let low = quantityLow.flatMap(Rational.init(exactString:)) {
            quantity = quantityHigh.flatMap(Rational.init(exactString:)).map { .range(low, $0) } ?? .exact(low)
        }
        return PantryItem(name: name, quantity: quantity, unit: unit)
    }
}

/// A row of `shoppingExtra`: something the cook added to the list by hand.
struct ShoppingExtraRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "shoppingExtra"
    var id: Int64?
    var text: String
    var ticked: Bool
    var createdAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
