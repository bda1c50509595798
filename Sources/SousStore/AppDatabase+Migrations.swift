import GRDB

extension AppDatabase {
    /// Named, append-only migrations. Never edit a shipped migration: add a new one.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-cookbook", migrate: createCookbook)
        migrator.registerMigration("v1-family", migrate: createFamily)
        migrator.registerMigration("v1-cooking", migrate: createCooking)
        migrator.registerMigration("v1-search", migrate: createSearch)
        migrator.registerMigration("v2-drafts", migrate: createDrafts)
        migrator.registerMigration("v3-listening", migrate: addListening)
        migrator.registerMigration("v4-kitchen-distance", migrate: addKitchenDistance)
        migrator.registerMigration("v5-meal-plans", migrate: createMealPlans)
        migrator.registerMigration("v6-draft-per-form", migrate: keyDraftsByForm)
        migrator.registerMigration("v7-ai-providers", migrate: createAIProviders)
        migrator.registerMigration("v8-sync-changelog", migrate: createSyncChangeLog)
        migrator.registerMigration("v9-memories", migrate: createMemories)
        migrator.registerMigration("v10-ai-choice", migrate: addAIChoice)
        migrator.registerMigration("v11-sync-shopping-extras", migrate: addSyncShoppingExtras)
        migrator.registerMigration("v12-recipe-variants", migrate: addRecipeVariants)
        migrator.registerMigration("v13-sync-memories", migrate: addSyncMemories)
        migrator.registerMigration("v14-transcript-pending", migrate: addTranscriptPending)
        migrator.registerMigration("v15-noise-suppression", migrate: addNoiseSuppression)
        return migrator
    }()

    /// A memory's row is stored before its (slow) transcription, so a recording interrupted
    /// there is still a memory: "transcript pending" until one is made.
    /// DeepFilterNet's limit in dB, 0 for off (issue 40).
    private static func addNoiseSuppression(_ db: Database) throws {
        try db.alter(table: "settings") { t in
            t.add(column: "noiseSuppression", .integer).notNull().defaults(to: 100).check { $0 >= 0 && $0 <= 100 }
        }
    }

    private static func addTranscriptPending(_ db: Database) throws {
        try db.alter(table: "memory") { t in t.add(column: "transcriptPending", .boolean).notNull().defaults(to: false) }
    }

    private static func createCookbook(_ db: Database) throws {
        try db.create(table: "recipe") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("uid", .text).notNull().unique()
            t.column("title", .text).notNull().check { length($0) > 0 }
            t.column("description", .text).notNull().defaults(to: "")
            t.column("category", .text).notNull()
            t.column("difficulty", .text).notNull().check { ["easy", "medium", "hard"].contains($0) }
            t.column("prepMinutes", .integer).check { $0 == nil || $0 >= 0 }
            t.column("cookMinutes", .integer).check { $0 == nil || $0 >= 0 }
            t.column("totalMinutes", .integer).indexed()
            t.column("servings", .integer).notNull().check { $0 > 0 }
            t.column("tags", .jsonText).notNull().defaults(to: "[]")
            t.column("source", .text)
            t.column("memoryStory", .text)
            t.column("memoryFrom", .text)
            t.column("memoryYear", .integer)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.column("lastCookedAt", .datetime)
        }
        // The list screens sort by title (ignoring case), by time, by date added or cooked.
        try db.execute(sql: "CREATE INDEX recipe_on_title ON recipe(title COLLATE NOCASE, id)")
        try db.execute(sql: "CREATE INDEX recipe_on_category_title ON recipe(category, title COLLATE NOCASE, id)")
        try db.create(index: "recipe_on_createdAt", on: "recipe", columns: ["createdAt"])
        try db.create(index: "recipe_on_lastCookedAt", on: "recipe", columns: ["lastCookedAt"])
        try db.create(table: "ingredient") { t in
            t.autoIncrementedPrimaryKey("id")
            t.belongsTo("recipe", onDelete: .cascade, indexed: false).notNull() // covered by the unique key
            t.column("position", .integer).notNull()
            t.column("quantityLow", .text)
            t.column("quantityHigh", .text)
            t.column("unit", .text)
            t.column("name", .text).notNull()
            t.column("notes", .text)
            t.column("section", .text)
            t.column("optional", .boolean).notNull().defaults(to: false)
            t.column("text", .text).notNull()
            t.uniqueKey(["recipeId", "position"])
        }
        try db.create(table: "instruction") { t in
            t.autoIncrementedPrimaryKey("id")
            t.belongsTo("recipe", onDelete: .cascade, indexed: false).notNull() // covered by the unique key
            t.column("step", .integer).notNull().check { $0 > 0 }
            t.column("text", .text).notNull()
            t.column("durationLow", .integer).check { $0 == nil || $0 >= 0 }
            t.column("durationHigh", .integer)
            t.column("tip", .text)
            t.uniqueKey(["recipeId", "step"])
        }
    }

    private static func createFamily(_ db: Database) throws {
        try db.create(table: "family") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("name", .text).notNull().check { length($0) > 0 }
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "familyMember") { t in
            t.autoIncrementedPrimaryKey("id")
            t.belongsTo("family", onDelete: .cascade).notNull()
            t.column("name", .text).notNull().check { length($0) > 0 }
            t.column("avatar", .text).notNull()
            t.column("role", .text).notNull().check { ["parent", "grandparent", "child", "cook", "guest"].contains($0) }
        }
        try db.create(table: "favorite") { t in
            t.belongsTo("member", inTable: "familyMember", onDelete: .cascade).notNull()
            t.belongsTo("recipe", onDelete: .cascade).notNull()
            t.column("createdAt", .datetime).notNull()
            t.primaryKey(["memberId", "recipeId"])
        }
        try db.create(table: "collection") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("name", .text).notNull().unique().check { length($0) > 0 }
            t.column("description", .text).notNull().defaults(to: "")
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "collectionRecipe") { t in
            t.belongsTo("collection", onDelete: .cascade).notNull()
            t.belongsTo("recipe", onDelete: .cascade).notNull()
            t.column("position", .integer).notNull()
            t.primaryKey(["collectionId", "recipeId"])
        }
        try db.create(table: "settings") { t in
            t.primaryKey("id", .integer).check { $0 == 1 }
            t.column("theme", .text).notNull()
            t.column("units", .text).notNull().check { ["original", "metric", "us"].contains($0) }
            t.column("voiceEnabled", .boolean).notNull()
            t.column("voiceName", .text).notNull()
            t.column("voiceRate", .integer).notNull().check { $0 >= 80 && $0 <= 450 }
            t.column("voicePitch", .integer).notNull().check { $0 >= 0 && $0 <= 100 }
            t.column("speakSteps", .boolean).notNull()
            t.column("wakeWord", .text)
            t.belongsTo("currentMember", inTable: "familyMember", onDelete: .setNull)
        }
    }

    /// When speech is acted on (always, after a wake phrase, after the talk key) and which microphone.
    private static func addListening(_ db: Database) throws {
        try db.alter(table: "settings") { t in
            t.add(column: "listening", .text).notNull().defaults(to: "wakeWord")
                .check { ["always", "wakeWord", "pushToTalk"].contains($0) }
            t.add(column: "microphone", .text)
        }
    }

    /// The cooking overlay in big letters (issue 27 item 24).
    private static func addKitchenDistance(_ db: Database) throws {
        try db.alter(table: "settings") { t in
            t.add(column: "kitchenDistance", .boolean).notNull().defaults(to: false)
        }
    }

    /// The recipe form's unsaved work: one draft, rewritten as it changes.
    private static func createDrafts(_ db: Database) throws {
        try db.create(table: "recipeDraft") { t in
            t.primaryKey("id", .integer).check { $0 == 1 }
            // A draft outlives the recipe it edits: deleting the recipe makes it a new one.
            t.column("recipeId", .integer).references("recipe", onDelete: .setNull)
            t.column("fields", .jsonText).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
    }

    /// One draft per form (issue 27 item 4): two forms, in one Sous or two, no longer share a slot.
    /// The one stored draft is kept, under its edit form's key or as a new form's.
    private static func keyDraftsByForm(_ db: Database) throws {
        try db.rename(table: "recipeDraft", to: "recipeDraftV2")
        try db.create(table: "recipeDraft") { t in
            t.primaryKey("form", .text)
            t.column("recipeId", .integer).references("recipe", onDelete: .setNull)
            t.column("fields", .jsonText).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.execute(sql: """
            INSERT INTO recipeDraft (form, recipeId, fields, updatedAt)
            SELECT CASE WHEN recipeId IS NULL THEN 'new-migrated' ELSE 'recipe-' || recipeId END, recipeId, fields, updatedAt
            FROM recipeDraftV2
            """)
        try db.drop(table: "recipeDraftV2")
    }

    private static func createCooking(_ db: Database) throws {
        try db.create(table: "cookingWorkstate") { t in
            t.primaryKey("recipeId", .integer).references("recipe", onDelete: .cascade)
            t.column("stepIndex", .integer).notNull().check { $0 >= 0 }
            t.column("completedSteps", .jsonText).notNull()
            t.column("scaleFactor", .text).notNull()
            t.column("servingsTarget", .integer)
            t.column("mode", .text).notNull()
            t.column("lastIntent", .text)
            t.column("lastQuery", .text)
            t.column("lastResponse", .text)
            t.column("constraints", .jsonText).notNull()
            t.column("startedAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull().indexed()
        }
        try db.create(table: "cookingTimer") { t in
            t.primaryKey("id", .text)
            t.column("recipeId", .integer).notNull().indexed()
                .references("cookingWorkstate", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("durationSeconds", .integer).notNull().check { $0 > 0 }
            t.column("deadline", .datetime)
            t.column("pausedRemaining", .integer)
            t.column("stepIndex", .integer)
            t.column("createdAt", .datetime).notNull()
        }
    }

    private static func createSearch(_ db: Database) throws {
        // Two full-text indexes whose rowids are ranking keys (see SearchKey): iterating
        // matches in rowid order yields them best first, so a page costs O(page), not O(matches).
        // `facets` holds filter tokens (category, difficulty, time buckets; see SearchFacets).
        // titleSearch carries the ingredients only so must-have / must-not filters stay in the MATCH.
        try db.create(virtualTable: "titleSearch", using: FTS5()) { t in
            t.tokenizer = SearchIndex.tokenizer
            t.prefixes = [1, 2, 3]
            t.column("title")
            t.column("tags")
            t.column("ingredients")
            t.column("facets")
        }
        try db.create(virtualTable: "recipeSearch", using: FTS5()) { t in
            t.tokenizer = SearchIndex.tokenizer
            t.prefixes = [1, 2, 3]
            t.column("title")
            t.column("tags")
            t.column("ingredients")
            t.column("description")
            t.column("memory")
            t.column("facets")
        }
        // Which index rows belong to which recipe, so they can be removed exactly.
        try db.create(table: "recipeSearchKey") { t in
            t.primaryKey("recipeId", .integer).references("recipe", onDelete: .cascade)
            t.column("titleKey", .integer).notNull()
            t.column("allKey", .integer).notNull()
        }
        // Every indexed term with its document count, to expand a typed prefix into whole terms.
        try db.create(table: "searchVocabulary", options: .withoutRowID) { t in
            t.primaryKey("term", .text)
            t.column("docs", .integer).notNull()
        }
    }
}
