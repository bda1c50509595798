import Foundation
import GRDB
import SousCore

/// Reads and writes recipes, keeping the full-text index in step in the same transaction.
public struct RecipeRepository: Sendable {
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// Stores a new recipe and returns it with its id (timestamps set when unset).
    @discardableResult
    public func insert(_ recipe: Recipe) throws -> Recipe {
        try write { db in try insert(recipe, in: db) }
    }

    /// Stores many recipes in one transaction: all or none.
    @discardableResult
    public func insert(_ recipes: [Recipe]) throws -> [Recipe] {
        try write { db in try recipes.map { try insert($0, in: db) } }
    }

    /// Replaces a stored recipe (matched by id) and bumps `updatedAt`.
    ///
    /// With `unchangedSince` (the `updatedAt` the edit started from), a recipe changed since by
    /// someone else is not overwritten: `RecipeEditConflict` carries the stored copy.
    @discardableResult
    public func update(_ recipe: Recipe, unchangedSince base: Date? = nil) throws -> Recipe {
        guard let id = recipe.id else { throw StorageError(reason: "cannot update a recipe that was never saved") }
        try Self.validate(recipe)
        return try write { db in
            guard let current = try RecipeRecord.fetchOne(db, key: id) else {
                throw StorageError(reason: "recipe \(id) no longer exists")
            }
            if let base, RecipeEditConflict.isStale(base: base, stored: current.updatedAt),
               let theirs = try Self.fetchRecipe(db, current) {
                throw RecipeEditConflict(theirs: theirs)
            }
            var stored = recipe
            stored.updatedAt = now()
            try SearchIndex.remove(id: id, in: db)
            let record = RecipeRecord(stored)
            try record.update(db)
            try IngredientRecord.filter(Column("recipeId") == id).deleteAll(db)
            try InstructionRecord.filter(Column("recipeId") == id).deleteAll(db)
            try insertChildren(of: stored, id: id, in: db)
            try SearchIndex.add(stored, id: id, in: db)
            return stored
        }
    }

    /// Deletes a recipe (its ingredients, steps, favourites and sessions go with it).
    @discardableResult
    public func delete(id: Int64) throws -> Bool {
        try write { db in
            try SearchIndex.remove(id: id, in: db)
            return try RecipeRecord.deleteOne(db, key: id)
        }
    }

    /// Records that the recipe was cooked (for "recently cooked" sorting).
    public func markCooked(id: Int64, at date: Date) throws {
        try write { db in
            try db.execute(sql: "UPDATE recipe SET lastCookedAt = ? WHERE id = ?", arguments: [date, id])
        }
    }

    public func recipe(id: Int64) throws -> Recipe? {
        try read { db in try Self.fetchRecipe(db, RecipeRecord.fetchOne(db, key: id)) }
    }

    public func recipe(uid: String) throws -> Recipe? {
        try read { db in try Self.fetchRecipe(db, RecipeRecord.filter(Column("uid") == uid).fetchOne(db)) }
    }

    /// Every recipe in full, ordered by id (for export).
    public func all() throws -> [Recipe] {
        try read { db in
            let records = try RecipeRecord.order(Column("id")).fetchAll(db)
            let ingredients = Dictionary(grouping: try IngredientRecord.fetchAll(db), by: \.recipeId)
            let steps = Dictionary(grouping: try InstructionRecord.fetchAll(db), by: \.recipeId)
            return records.map { r in
                r.recipe(ingredients: ingredients[r.id ?? 0] ?? [], instructions: steps[r.id ?? 0] ?? [])
            }
        }
    }

    public func count() throws -> Int {
        try read { db in try RecipeRecord.fetchCount(db) }
    }

    /// Summaries for a list screen, filtered and sorted; `limit` rows from `offset` (all when nil).
    ///
    /// Reads only the summary columns, in an order the indexes serve, so the first page of a
    /// 100,000-recipe cookbook costs about as much as the first page of a small one.
    public func list(_ filter: RecipeListFilter = RecipeListFilter(), offset: Int = 0, limit: Int? = nil) throws -> [RecipeSummary] {
        try read { db in
            let (from, conditions, arguments) = Self.listSource(filter)
            let order = switch filter.sort {
            case .title: "r.title COLLATE NOCASE, r.id"
            case .totalTime: "r.totalMinutes IS NULL, r.totalMinutes, r.title COLLATE NOCASE, r.id"
            case .recentlyAdded: "r.createdAt DESC, r.id DESC"
            case .recentlyCooked: "r.lastCookedAt IS NULL, r.lastCookedAt DESC, r.title COLLATE NOCASE, r.id"
            }
            let rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(RecipeSummary.columns) FROM \(from) WHERE \(conditions) ORDER BY \(order) LIMIT ? OFFSET ?
                """), arguments: arguments + [limit ?? -1, max(offset, 0)])
            return rows.map(RecipeSummary.init(row:))
        }
    }

    /// How many recipes `list(filter)` would show in all.
    public func count(_ filter: RecipeListFilter) throws -> Int {
        try read { db in
            let (from, conditions, arguments) = Self.listSource(filter)
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(from) WHERE \(conditions)"), arguments: arguments) ?? 0
        }
    }

    static func listSource(_ filter: RecipeListFilter) -> (from: String, conditions: String, arguments: StatementArguments) {
        var from = "recipe r"
        var conditions = ["1"]
        var arguments: StatementArguments = []
        if let collection = filter.collectionId {
            from += " JOIN collectionRecipe cr ON cr.recipeId = r.id AND cr.collectionId = ?"
            arguments += [collection]
        }
        if let category = filter.category {
            conditions.append("r.category = ?")
            arguments += [category]
        }
        if let member = filter.favoritesOf {
            conditions.append("r.id IN (SELECT recipeId FROM favorite WHERE memberId = ?)")
            arguments += [member]
        }
        return (from, conditions.joined(separator: " AND "), arguments)
    }

    /// Finds a recipe by id, exact title, or unique title prefix (case-insensitive).
    public func resolve(_ reference: String) throws -> RecipeReference {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .notFound }
        return try read { db in
            if let id = Int64(trimmed), let record = try RecipeRecord.fetchOne(db, key: id) {
                return .found(try Self.fetchRecipe(db, record)!)
            }
            let exact = try RecipeRecord.filter(sql: "title = ? COLLATE NOCASE", arguments: [trimmed]).fetchAll(db)
            if exact.count == 1 { return .found(try Self.fetchRecipe(db, exact[0])!) }
            let pattern = trimmed.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
            let prefixed = try RecipeRecord.filter(sql: "title LIKE ? ESCAPE '\\'", arguments: [pattern])
                .order(Column("title")).limit(11).fetchAll(db)
            switch prefixed.count {
            case 0: return .notFound
            case 1: return .found(try Self.fetchRecipe(db, prefixed[0])!)
            default: return .ambiguous(prefixed.prefix(10).map(\.summary))
            }
        }
    }

    /// Refuses a recipe the schema's CHECKs would refuse, naming the field in the user's words.
    static func validate(_ recipe: Recipe) throws {
        let problems = recipe.validationProblems()
        guard !problems.isEmpty else { return }
        let error = RecipeValidationError(invalid: [.init(number: nil, title: recipe.title, problems: problems)])
        throw StorageError(kind: .invalid, reason: error.description)
    }

    func insert(_ recipe: Recipe, in db: Database) throws -> Recipe {
        try Self.validate(recipe)
        var stored = recipe
        let timestamp = now()
        if stored.createdAt.timeIntervalSince1970 == 0 { stored.createdAt = timestamp }
        if stored.updatedAt.timeIntervalSince1970 == 0 { stored.updatedAt = stored.createdAt }
        var record = RecipeRecord(stored)
        record.id = nil
        try record.insert(db)
        guard let id = record.id else { throw StorageError(reason: "the database gave no id") }
        stored.id = id
        try insertChildren(of: stored, id: id, in: db)
        try SearchIndex.add(stored, id: id, in: db)
        return stored
    }

    /// Ingredient and step rows through cached statements: an import writes hundreds of
    /// thousands of them, and encoding each through Codable cost more than SQLite's work.
    func insertChildren(of recipe: Recipe, id: Int64, in db: Database) throws {
        let ingredient = try db.cachedStatement(sql: """
            INSERT INTO ingredient(recipeId, position, quantityLow, quantityHigh, unit, name, notes, section, optional, text)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, item) in recipe.ingredients.enumerated() {
            let row = IngredientRecord(item, recipeId: id, position: position)
            try ingredient.execute(arguments: [id, position, row.quantityLow, row.quantityHigh, row.unit, row.name, row.notes, row.section, row.optional, row.text])
        }
        let step = try db.cachedStatement(sql: "INSERT INTO instruction(recipeId, step, text, durationLow, durationHigh, tip) VALUES (?, ?, ?, ?, ?, ?)")
        for (index, instruction) in recipe.instructions.enumerated() {
            try step.execute(arguments: [id, index + 1, instruction.text, instruction.duration?.low, instruction.duration?.high, instruction.tip])
        }
    }

    static func fetchRecipe(_ db: Database, _ record: RecipeRecord?) throws -> Recipe? {
        guard let record, let id = record.id else { return nil }
        let ingredients = try IngredientRecord.filter(Column("recipeId") == id).fetchAll(db)
        let steps = try InstructionRecord.filter(Column("recipeId") == id).fetchAll(db)
        return record.recipe(ingredients: ingredients, instructions: steps)
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T { try database.read(body) }

    func write<T>(_ body: (Database) throws -> T) throws -> T { try database.write(body) }
}

/// The outcome of looking a recipe up by id or title.
public enum RecipeReference: Equatable, Sendable {
    case found(Recipe)
    case notFound
    case ambiguous([RecipeSummary])
}

extension RecipeRepository {
    /// A stored recipe that `recipe` duplicates: the same uid, or the same title (ignoring
    /// case) with the same ingredient names.
    public func duplicate(of recipe: Recipe) throws -> RecipeSummary? {
        try read { db in try duplicate(of: recipe, in: db) }
    }

    func duplicate(of recipe: Recipe, in db: Database) throws -> RecipeSummary? {
        if let same = try RecipeRecord.filter(Column("uid") == recipe.uid).fetchOne(db) { return same.summary }
        let names = Set(recipe.ingredients.map { $0.name.lowercased() })
        for record in try RecipeRecord.filter(sql: "title = ? COLLATE NOCASE", arguments: [recipe.title]).fetchAll(db) {
            let stored = try IngredientRecord.filter(Column("recipeId") == record.id!).fetchAll(db)
            if Set(stored.map { $0.name.lowercased() }) == names { return record.summary }
        }
        return nil
    }

    /// What `insertUnlessDuplicate` did: the stored recipe (nil when skipped) and the
    /// recipe it duplicates, if any.
    public struct InsertResult: Sendable {
        public var stored: Recipe?
        public var duplicate: RecipeSummary?

        public init(stored: Recipe?, duplicate: RecipeSummary?) {
            self.stored = stored
            self.duplicate = duplicate
        }
    }

    /// Looks for a duplicate and stores the recipe in one transaction: skipped when it is a
    /// duplicate, or stored beside it under a new uid when `keepBoth`.
    public func insertUnlessDuplicate(_ recipe: Recipe, keepBoth: Bool) throws -> InsertResult {
        try write { db in try insertUnlessDuplicate(recipe, keepBoth: keepBoth, in: db) }
    }

    /// Stores recipes as `insertUnlessDuplicate` does, in one transaction that ends at a recipe
    /// boundary: after the last one, or as soon as `goOn(storedSoFar)` returns false.
    ///
    /// One transaction for many recipes keeps the full-text index from flushing a segment per
    /// recipe (about 80 page writes each); every recipe in it is still whole.
    public func insertUnlessDuplicate(_ recipes: ArraySlice<Recipe>, keepBoth: Bool, goOn: (Int) -> Bool) throws -> [InsertResult] {
        try write { db in
            var results: [InsertResult] = []
            for recipe in recipes {
                results.append(try insertUnlessDuplicate(recipe, keepBoth: keepBoth, in: db))
                if !goOn(results.count) { break }
            }
            return results
        }
    }

    private func insertUnlessDuplicate(_ recipe: Recipe, keepBoth: Bool, in db: Database) throws -> InsertResult {
        let duplicate = try duplicate(of: recipe, in: db)
        guard duplicate == nil || keepBoth else { return InsertResult(stored: nil, duplicate: duplicate) }
        var incoming = recipe
        if duplicate != nil { incoming.uid = UUID().uuidString.lowercased() }
        return InsertResult(stored: try insert(incoming, in: db), duplicate: duplicate)
    }
}
