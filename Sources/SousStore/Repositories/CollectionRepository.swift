import Foundation
import GRDB
import SousCore

/// Named, ordered sets of recipes.
public struct CollectionRepository: Sendable {
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// Stores a new collection with its recipes in the given order.
    @discardableResult
    public func insert(_ collection: RecipeCollection) throws -> RecipeCollection {
        try database.write { db in
            var record = CollectionRecord(id: nil, name: collection.name, description: collection.description,
                                          createdAt: collection.createdAt.timeIntervalSince1970 == 0 ? now() : collection.createdAt)
            try record.insert(db)
            var stored = collection
            stored.id = record.id
            stored.createdAt = record.createdAt
            try replaceRecipes(of: record.id!, with: collection.recipeIds, in: db)
            return stored
        }
    }

    /// Replaces the recipes of a collection.
    public func setRecipes(collectionId: Int64, recipeIds: [Int64]) throws {
        try database.write { db in try replaceRecipes(of: collectionId, with: recipeIds, in: db) }
    }

    /// Adds a recipe at the end of a collection (no-op if already there).
    public func add(recipeId: Int64, to collectionId: Int64) throws {
        try database.write { db in
            let next = try Int.fetchOne(db, sql: "SELECT coalesce(max(position) + 1, 0) FROM collectionRecipe WHERE collectionId = ?", arguments: [collectionId]) ?? 0
            try CollectionRecipeRecord(collectionId: collectionId, recipeId: recipeId, position: next).insert(db, onConflict: .ignore)
        }
    }

    /// A new, empty collection (or holding `recipeId`), its name checked first.
    @discardableResult
    public func create(name: String, recipeId: Int64? = nil) throws -> RecipeCollection {
        let name = try checked(name, besides: nil)
        return try insert(RecipeCollection(name: name, recipeIds: recipeId.map { [$0] } ?? [], createdAt: now()))
    }

    /// Renames a collection; its recipes stay as they are.
    public func rename(id: Int64, to name: String) throws {
        let name = try checked(name, besides: id)
        try database.write { db in
            guard var record = try CollectionRecord.fetchOne(db, key: id) else { throw Self.gone }
            record.name = name
            try record.update(db)
        }
    }

    /// Takes a recipe out of a collection (the recipe stays in the cookbook).
    public func remove(recipeId: Int64, from collectionId: Int64) throws {
        try database.write { db in
            _ = try CollectionRecipeRecord.filter(Column("collectionId") == collectionId && Column("recipeId") == recipeId).deleteAll(db)
        }
    }

    /// Deletes the collection only: its recipes stay in the cookbook.
    @discardableResult
    public func delete(id: Int64) throws -> Bool {
        try database.write { db in try CollectionRecord.deleteOne(db, key: id) }
    }

    /// The longest name a collection takes.
    public static let maxNameLength = 60

    /// The name trimmed, or why it cannot be used: empty, too long, or another collection's
    /// (ignoring case, so "Sunday baking" and "Sunday Baking" are not two).
    private func checked(_ name: String, besides id: Int64?) throws -> String {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw StorageError(reason: "A collection needs a name.") }
        guard name.count <= Self.maxNameLength else {
            throw StorageError(reason: "A collection's name is at most \(Self.maxNameLength) characters.")
        }
        if try collections().contains(where: { $0.id != id && $0.name.lowercased() == name.lowercased() }) {
            throw StorageError(reason: "There is already a collection called “\(name)”.")
        }
        return name
    }

    static let gone = StorageError(reason: "That collection is no longer there (deleted in another Sous?).")

    /// Every collection with its recipe ids in order.
    public func collections() throws -> [RecipeCollection] {
        try database.read { db in
            let links = Dictionary(grouping: try CollectionRecipeRecord.order(Column("position")).fetchAll(db), by: \.collectionId)
            return try CollectionRecord.order(Column("name")).fetchAll(db).map { record in
                RecipeCollection(id: record.id, name: record.name, description: record.description,
                                 recipeIds: (links[record.id ?? 0] ?? []).map(\.recipeId), createdAt: record.createdAt)
            }
        }
    }

    private func replaceRecipes(of collectionId: Int64, with recipeIds: [Int64], in db: Database) throws {
        try CollectionRecipeRecord.filter(Column("collectionId") == collectionId).deleteAll(db)
        var seen = Set<Int64>()
        for recipeId in recipeIds where seen.insert(recipeId).inserted {
            try CollectionRecipeRecord(collectionId: collectionId, recipeId: recipeId, position: seen.count - 1).insert(db)
        }
    }
}
