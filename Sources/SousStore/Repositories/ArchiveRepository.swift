import Foundation
import GRDB
import SousCore

/// Moves whole cookbooks in and out as `SousArchive`s.
public struct ArchiveRepository: Sendable {
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// Everything in the database, as one archive.
    public func export() throws -> SousArchive {
        let recipes = try RecipeRepository(database).all()
        let uidById = Dictionary(uniqueKeysWithValues: recipes.compactMap { r in r.id.map { ($0, r.uid) } })
        return try database.read { db in
            let favorites = Dictionary(grouping: try FavoriteRecord.order(Column("memberId"), Column("recipeId")).fetchAll(db), by: \.memberId)
            let members = Dictionary(grouping: try MemberRecord.order(Column("id")).fetchAll(db), by: \.familyId)
            let families = try FamilyRecord.order(Column("id")).fetchAll(db).map { family in
                ArchivedFamily(name: family.name, createdAt: family.createdAt, members: (members[family.id ?? 0] ?? []).map { m in
                    ArchivedMember(name: m.name, avatar: m.avatar, role: MemberRole(rawValue: m.role) ?? .cook,
                                   favorites: (favorites[m.id ?? 0] ?? []).compactMap { uidById[$0.recipeId] })
                })
            }
            let links = Dictionary(grouping: try CollectionRecipeRecord.order(Column("position")).fetchAll(db), by: \.collectionId)
            let collections = try CollectionRecord.order(Column("id")).fetchAll(db).map { c in
                ArchivedCollection(name: c.name, description: c.description, createdAt: c.createdAt,
                                   recipes: (links[c.id ?? 0] ?? []).compactMap { uidById[$0.recipeId] })
            }
            let settings = try SettingsRecord.fetchOne(db, key: 1)?.settings
            let memories = try archivedMemories(uidById: uidById, in: db)
            return SousArchive(recipes: recipes, families: families, collections: collections, settings: settings,
                               planning: try planning(in: db), memories: memories.isEmpty ? nil : memories)
        }
    }

    /// The plan, pantry, aisle choices, ticks and hand-added lines, in a stable order.
    func planning(in db: Database) throws -> ArchivedPlanning {
        ArchivedPlanning(
            meals: try String.fetchAll(db, sql: "SELECT name FROM meal ORDER BY position"),
            entries: try MealPlanEntryRecord.order(sql: "day, meal, position, id").fetchAll(db).compactMap(\.entry),
            pantry: try PantryItemRecord.order(Column("key")).fetchAll(db).map(\.item),
            aisles: Dictionary(try Row.fetchAll(db, sql: "SELECT key, aisle FROM aisleChoice").compactMap { row in
                Aisle(rawValue: row["aisle"]).map { (row["key"] as String, $0) }
            }, uniquingKeysWith: { a, _ in a }),
            ticked: try String.fetchAll(db, sql: "SELECT key FROM shoppingTick ORDER BY key"),
            extras: try ShoppingExtraRecord.order(Column("id")).fetchAll(db).map {
                ArchivedExtra(text: $0.text, ticked: $0.ticked, createdAt: $0.createdAt)
            })
    }

    /// What can still be read from a damaged database: every recipe that reads whole (one by
    /// one, so a damaged page loses only the recipes on it) and, if they read, the family,
    /// collections and settings. Returns the archive and how many recipes could not be read.
    public func exportReadable() throws -> (archive: SousArchive, unreadable: Int) {
        if let whole = try? export() { return (whole, 0) }
        let repository = RecipeRepository(database)
        let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM recipe ORDER BY id") }
        var recipes: [Recipe] = []
        var unreadable = 0
        for id in ids {
            if let recipe = try? repository.recipe(id: id) { recipes.append(recipe) } else { unreadable += 1 }
        }
        var archive = SousArchive(recipes: recipes)
        if let rest = try? export() {
            archive.families = rest.families
            archive.collections = rest.collections
            archive.settings = rest.settings
            archive.planning = rest.planning
        }
        return (archive, unreadable)
    }

    /// Imports an archive in one transaction: everything, or nothing if any row is invalid.
    ///
    /// A recipe whose uid is already stored is skipped (never overwritten). Families,
    /// members and collections with the same name are merged. Settings are applied only
    /// when `applySettings` is set.
    @discardableResult
    public func importArchive(_ archive: SousArchive, applySettings: Bool = false) throws -> ImportSummary {
        try Self.check(archive)
        return try database.write { db in
            var summary = ImportSummary()
            var idByUid: [String: Int64] = [:]
            try importRecipes(archive.recipes[...], idByUid: &idByUid, summary: &summary, in: db)
            try importRest(of: archive, applySettings: applySettings, idByUid: idByUid, summary: &summary, in: db)
            return summary
        }
    }

    /// Imports an archive in one transaction, asking `progress(recipesDone)` every `batchSize`
    /// recipes whether to go on. When it says no, the recipes stored so far are kept (each
    /// whole), the summary is marked interrupted, and families, collections and settings are
    /// left out; an error stores nothing.
    @discardableResult
    public func importArchive(_ archive: SousArchive, applySettings: Bool = false, batchSize: Int,
                              progress: (Int) -> Bool) throws -> ImportSummary {
        try Self.check(archive)
        return try database.write { db in
            var summary = ImportSummary()
            var idByUid: [String: Int64] = [:]
            var start = 0
            while start < archive.recipes.count {
                let end = min(start + max(1, batchSize), archive.recipes.count)
                try importRecipes(archive.recipes[start..<end], idByUid: &idByUid, summary: &summary, in: db)
                start = end
                if !progress(end), end < archive.recipes.count {
                    summary.interrupted = true
                    return summary
                }
            }
            try importRest(of: archive, applySettings: applySettings, idByUid: idByUid, summary: &summary, in: db)
            return summary
        }
    }

    /// The same recipe for a uid: titles equal but for case and spacing.
    static func sameTitle(_ a: String, _ b: String) -> Bool {
        func key(_ text: String) -> String { text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return key(a) == key(b)
    }

    /// Refuses an archive whose plan the schema would refuse, naming the entry, before anything is stored.
    static func check(_ archive: SousArchive) throws {
        if let problem = archive.planning?.problem { throw StorageError(reason: "nothing was stored: \(problem)") }
    }

    private func importRecipes(_ recipes: ArraySlice<Recipe>, idByUid: inout [String: Int64], summary: inout ImportSummary, in db: Database) throws {
        let repository = RecipeRepository(database, now: now)
        for recipe in recipes {
            var incoming = recipe
            if let existing = try Row.fetchOne(db, sql: "SELECT id, title FROM recipe WHERE uid = ?", arguments: [recipe.uid]) {
                let title: String = existing["title"]
                if Self.sameTitle(title, recipe.title) {
                    idByUid[recipe.uid] = idByUid[recipe.uid] ?? existing["id"]
                    summary.skipped.append(recipe.title)
                    continue
                }
                // Another recipe under a uid already taken: both are kept, the newcomer under a
                // new uid, and the report names the clash (the archive's links keep the first).
                incoming.uid = UUID().uuidString.lowercased()
                summary.uidClashes.append(.init(added: recipe.title, existing: title))
            }
            incoming.category = incoming.category.lowercased()
            let stored = try repository.insert(incoming, in: db)
            idByUid[recipe.uid] = idByUid[recipe.uid] ?? stored.id
            summary.added.append(stored.title)
        }
    }

    private func importRest(of archive: SousArchive, applySettings: Bool, idByUid: [String: Int64], summary: inout ImportSummary, in db: Database) throws {
        for family in archive.families {
            try importFamily(family, idByUid: idByUid, in: db, summary: &summary)
        }
        for collection in archive.collections {
            try importCollection(collection, idByUid: idByUid, in: db)
        }
        if let planning = archive.planning {
            try importPlanning(planning, summary: &summary, in: db)
        }
        try importMemories(archive.memories ?? [], idByUid: idByUid, summary: &summary, in: db)
        if applySettings, var settings = archive.settings {
            settings.currentMemberId = nil
            try SettingsRecord(settings).upsert(db)
        }
    }

    private func importFamily(_ family: ArchivedFamily, idByUid: [String: Int64], in db: Database, summary: inout ImportSummary) throws {
        var record = try FamilyRecord.filter(Column("name") == family.name).fetchOne(db)
            ?? FamilyRecord(Family(name: family.name, createdAt: family.createdAt))
        if record.id == nil { try record.insert(db) }
        for member in family.members {
            var row = try MemberRecord.filter(Column("familyId") == record.id! && Column("name") == member.name).fetchOne(db)
                ?? MemberRecord(FamilyMember(familyId: record.id!, name: member.name, avatar: member.avatar, role: member.role))
            if row.id == nil {
                try row.insert(db)
                summary.members.append(member.name)
            }
            for uid in member.favorites {
                guard let recipeId = idByUid[uid] else { continue }
                try FavoriteRecord(memberId: row.id!, recipeId: recipeId, createdAt: now()).insert(db, onConflict: .ignore)
            }
        }
    }

    private func importCollection(_ collection: ArchivedCollection, idByUid: [String: Int64], in db: Database) throws {
        var record = try CollectionRecord.filter(Column("name") == collection.name).fetchOne(db)
            ?? CollectionRecord(id: nil, name: collection.name, description: collection.description, createdAt: collection.createdAt)
        if record.id == nil { try record.insert(db) }
        var position = try Int.fetchOne(db, sql: "SELECT coalesce(max(position) + 1, 0) FROM collectionRecipe WHERE collectionId = ?", arguments: [record.id!]) ?? 0
        for uid in collection.recipes {
            guard let recipeId = idByUid[uid] else { continue }
            try CollectionRecipeRecord(collectionId: record.id!, recipeId: recipeId, position: position).insert(db, onConflict: .ignore)
            position += 1
        }
    }
}

/// What an import did.
public struct ImportSummary: Equatable, Sendable {
    /// Titles of the recipes stored.
    public var added: [String] = []
    /// Titles of recipes already present (same uid), left as they were.
    public var skipped: [String] = []
    /// Recipes that came with a uid another recipe here (or earlier in the archive) has:
    /// added under a new uid, both kept.
    public var uidClashes: [UidClash] = []

    public struct UidClash: Equatable, Sendable, Encodable {
        public var added: String
        public var existing: String
    }
    /// Names of family members created.
    public var members: [String] = []
    /// Meal plan entries added (entries already planned are not added twice).
    public var planEntries = 0
    /// Spoken memories added, and those left out because their audio file was not found.
    public var memories = 0
    public var memoriesWithoutAudio = 0
    /// Stopped between two recipes: families, collections, settings and the plan were not imported.
    public var interrupted = false

    public init() {}
}
