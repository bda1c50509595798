import Foundation
import GRDB
import SousCore

/// Reads an entity's synced fields from the app's tables and writes them back: the only place
/// that knows how a recipe, a member, a collection, a planned meal or a tick looks as fields.
/// Each field's value is canonical JSON text (sorted keys), so equal values compare equal.
enum SyncDocument {
    typealias Fields = [String: String]

    // MARK: Reading

    /// The entity's fields as stored now, or nil when it does not exist here.
    static func read(_ entity: SyncEntity, key: String, in db: Database) throws -> Fields? {
        switch entity {
        case .recipe:
            guard let record = try RecipeRecord.filter(Column("uid") == key).fetchOne(db),
                  let recipe = try RecipeRepository.fetchRecipe(db, record) else { return nil }
            let object = try JSONSerialization.jsonObject(with: try encoder.encode(recipe)) as? [String: Any] ?? [:]
            var fields: Fields = [:]
            for (name, value) in object where !["id", "uid", "updatedAt"].contains(name) {
                fields[name] = text(value)
            }
            return fields
        case .member:
            guard let id = try localId(entity, key: key, in: db),
                  let row = try Row.fetchOne(db, sql: "SELECT name, avatar, role FROM familyMember WHERE id = ?", arguments: [id])
            else { return nil }
            let favorites = try String.fetchAll(db, sql: """
                SELECT r.uid FROM favorite f JOIN recipe r ON r.id = f.recipeId WHERE f.memberId = ? ORDER BY r.uid
                """, arguments: [id])
            return ["name": text(row["name"] as String), "avatar": text(row["avatar"] as String),
                    "role": text(row["role"] as String), "favorites": text(favorites)]
        case .collection:
            guard let id = try localId(entity, key: key, in: db),
                  let row = try Row.fetchOne(db, sql: "SELECT name, description FROM collection WHERE id = ?", arguments: [id])
            else { return nil }
            let recipes = try String.fetchAll(db, sql: """
                SELECT r.uid FROM collectionRecipe c JOIN recipe r ON r.id = c.recipeId WHERE c.collectionId = ? ORDER BY c.position
                """, arguments: [id])
            return ["name": text(row["name"] as String), "description": text(row["description"] as String), "recipes": text(recipes)]
        case .plan:
            guard let id = try localId(entity, key: key, in: db),
                  let row = try Row.fetchOne(db, sql: "SELECT * FROM mealPlanEntry WHERE id = ?", arguments: [id])
            else { return nil }
            return ["day": text(row["day"] as String), "meal": text(row["meal"] as String),
                    "recipeUid": text(row["recipeUid"] as String?), "recipeTitle": text(row["recipeTitle"] as String?),
                    "servings": text(row["servings"] as Int?), "note": text(row["note"] as String?),
                    "cookedAt": text((row["cookedAt"] as Date?).map(milliseconds)), "position": text(row["position"] as Int)]
        case .tick:
            guard let tickedAt = try Date.fetchOne(db, sql: "SELECT tickedAt FROM shoppingTick WHERE key = ?", arguments: [key])
            else { return nil }
            return ["tickedAt": text(milliseconds(tickedAt))]
        case .extra:
            guard let id = try localId(entity, key: key, in: db),
                  let row = try Row.fetchOne(db, sql: "SELECT text, ticked, createdAt FROM shoppingExtra WHERE id = ?", arguments: [id])
            else { return nil }
            return ["text": text(row["text"] as String), "ticked": text(row["ticked"] as Bool),
                    "createdAt": text(milliseconds(row["createdAt"] as Date))]
        case .memory:
            guard let id = try localId(entity, key: key, in: db),
                  let row = try Row.fetchOne(db, sql: """
                      SELECT m.*, r.uid AS recipeUid, i.uid AS memberUid, a.sha256, a.bytes FROM memory m
                      LEFT JOIN recipe r ON r.id = m.recipeId
                      LEFT JOIN syncIdentity i ON i.entity = 'member' AND i.localId = m.memberId
                      LEFT JOIN syncAudio a ON a.memoryId = m.id WHERE m.id = ?
                      """, arguments: [id])
            else { return nil }
            // The audio is named by its hash and size (null until the engine hashed the file);
            // the bytes themselves travel beside the change, not in it.
            return ["recipeUid": text(row["recipeUid"] as String?), "memberUid": text(row["memberUid"] as String?),
                    "questionId": text(row["questionId"] as String?), "question": text(row["question"] as String?),
                    "speaker": text(row["speaker"] as String?), "recordedAt": text(milliseconds(row["recordedAt"] as Date)),
                    "durationSeconds": text(row["durationSeconds"] as Double), "transcript": text(row["transcript"] as String),
                    "transcriptEdited": text(row["transcriptEdited"] as Bool), "audioFile": text(row["audioPath"] as String),
                    "audioSHA256": text(row["sha256"] as String?), "audioBytes": text(row["bytes"] as Int64?)]
        }
    }

    /// A short name for the entity, for conflict lists.
    static func title(_ entity: SyncEntity, fields: Fields, key: String) -> String {
        let name = fields["title"] ?? fields["name"] ?? fields["note"] ?? fields["recipeTitle"] ?? fields["text"] ?? fields["question"]
        if let name, let value = value(name) as? String { return value }
        return key
    }

    // MARK: Writing

    /// Makes the app's tables hold `fields` for the entity (or removes it when `deleted`).
    static func write(_ entity: SyncEntity, key: String, fields given: Fields, deleted: Bool, family: String?,
                      recipes repository: RecipeRepository, in db: Database) throws {
        if deleted { return try remove(entity, key: key, in: db) }
        // Another kitchen's text reaches this one's terminal: inert, like a page's or a file's.
        let fields = inert(given)
        switch entity {
        case .recipe:
            var object: [String: Any] = [:]
            for (name, text) in fields where name != SyncChange.deleted {
                if let value = value(text), !(value is NSNull) { object[name] = value }
            }
            object["uid"] = key
            object["updatedAt"] = milliseconds(Date())
            var recipe = try decoder.decode(Recipe.self, from: JSONSerialization.data(withJSONObject: object))
            if let id = try Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE uid = ?", arguments: [key]) {
                recipe.id = id
                try repository.replace(recipe, id: id, in: db)
            } else {
                _ = try repository.insert(recipe, in: db)
                try linkWaiting(recipeUid: key, in: db)
            }
        case .member:
            let familyId = try localFamily(named: family, in: db)
            let arguments: StatementArguments = [string(fields["name"]), string(fields["avatar"]), string(fields["role"])]
            let id = try upsert(entity, key: key, in: db, adopt: string(fields["name"]).map { ("name", $0) },
                                update: ("UPDATE familyMember SET name = ?, avatar = ?, role = ? WHERE id = ?", arguments),
                                insert: ("INSERT INTO familyMember (name, avatar, role, familyId) VALUES (?, ?, ?, ?)", arguments + [familyId]))
            try linkWaiting(memberUid: key, in: db)
            try db.execute(sql: "DELETE FROM favorite WHERE memberId = ?", arguments: [id])
            for uid in strings(fields["favorites"]) {
                try db.execute(sql: "INSERT OR IGNORE INTO favorite (memberId, recipeId, createdAt) SELECT ?, id, ? FROM recipe WHERE uid = ?",
                               arguments: [id, Date(), uid])
            }
        case .collection:
            var name = string(fields["name"]) ?? key
            let current = try localId(entity, key: key, in: db)
            if try Int64.fetchOne(db, sql: """
                SELECT c.id FROM collection c JOIN syncIdentity i ON i.entity = 'collection' AND i.localId = c.id
                WHERE c.name = ? AND c.id IS NOT ? AND EXISTS (SELECT 1 FROM syncShadow s WHERE s.entity = 'collection' AND s.key = i.uid)
                """, arguments: [name, current]) != nil {
                // Two kitchens named a collection alike: keep both, told apart.
                name += " (\(key.prefix(4)))"
            }
            let arguments: StatementArguments = [name, string(fields["description"]) ?? ""]
            let id = try upsert(entity, key: key, in: db, adopt: string(fields["name"]).map { ("name", $0) },
                                update: ("UPDATE collection SET name = ?, description = ? WHERE id = ?", arguments),
                                insert: ("INSERT INTO collection (name, description, createdAt) VALUES (?, ?, ?)", arguments + [Date()]))
            try db.execute(sql: "DELETE FROM collectionRecipe WHERE collectionId = ?", arguments: [id])
            var position = 0
            for uid in strings(fields["recipes"]) {
                try db.execute(sql: "INSERT OR IGNORE INTO collectionRecipe (collectionId, recipeId, position) SELECT ?, id, ? FROM recipe WHERE uid = ?",
                               arguments: [id, position, uid])
                position += 1
            }
        case .plan:
            let arguments: StatementArguments = [
                string(fields["day"]), string(fields["meal"]), string(fields["recipeUid"]), string(fields["recipeTitle"]),
                int(fields["servings"]), string(fields["note"]), int(fields["cookedAt"]).map(date), int(fields["position"]) ?? 0,
            ]
            _ = try upsert(entity, key: key, in: db,
                           update: ("UPDATE mealPlanEntry SET day = ?, meal = ?, recipeUid = ?, recipeTitle = ?, servings = ?, note = ?, cookedAt = ?, position = ? WHERE id = ?", arguments),
                           insert: ("INSERT INTO mealPlanEntry (day, meal, recipeUid, recipeTitle, servings, note, cookedAt, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", arguments))
        case .tick:
            try db.execute(sql: "INSERT OR REPLACE INTO shoppingTick (key, tickedAt) VALUES (?, ?)",
                           arguments: [key, date(int(fields["tickedAt"]) ?? 0)])
        case .extra:
            let arguments: StatementArguments = [string(fields["text"]) ?? key, bool(fields["ticked"]) ?? false,
                                                 date(int(fields["createdAt"]) ?? 0)]
            // A joining kitchen's own item of the same text becomes the family's item, not a twin.
            _ = try upsert(entity, key: key, in: db, adopt: string(fields["text"]).map { ("text", $0) },
                           update: ("UPDATE shoppingExtra SET text = ?, ticked = ?, createdAt = ? WHERE id = ?", arguments),
                           insert: ("INSERT INTO shoppingExtra (text, ticked, createdAt) VALUES (?, ?, ?)", arguments))
        case .memory:
            guard let audio = string(fields["audioFile"]), Memory.isSafeRelativePath(audio) else {
                throw StorageError(reason: "the memory's recording path \(fields["audioFile"] ?? "null") is not inside the memories folder")
            }
            let recipeId = try string(fields["recipeUid"]).flatMap { try Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE uid = ?", arguments: [$0]) }
            // The member's row, not just its identity: a member deleted here keeps its identity.
            let memberId = try string(fields["memberUid"]).flatMap { try Int64.fetchOne(db, sql: memberByUid, arguments: [$0]) }
            let arguments: StatementArguments = [
                recipeId, memberId, string(fields["questionId"]), string(fields["question"]), string(fields["speaker"]),
                date(int(fields["recordedAt"]) ?? 0), double(fields["durationSeconds"]) ?? 0, string(fields["transcript"]) ?? "",
                bool(fields["transcriptEdited"]) ?? false, audio,
            ]
            // The same recording imported in both kitchens (same file name) is one memory, not two.
            let id = try upsert(entity, key: key, in: db, adopt: ("audioPath", audio), update: ("""
                UPDATE memory SET recipeId = ?, memberId = ?, questionId = ?, question = ?, speaker = ?, recordedAt = ?,
                durationSeconds = ?, transcript = ?, transcriptEdited = ?, audioPath = ? WHERE id = ?
                """, arguments), insert: ("""
                INSERT INTO memory (recipeId, memberId, questionId, question, speaker, recordedAt, durationSeconds, transcript,
                transcriptEdited, audioPath) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments))
            if let sha = string(fields["audioSHA256"]), let bytes = int(fields["audioBytes"]) {
                try db.execute(sql: "INSERT OR REPLACE INTO syncAudio (memoryId, sha256, bytes) VALUES (?, ?, ?)", arguments: [id, sha, bytes])
            } else {
                try db.execute(sql: "DELETE FROM syncAudio WHERE memoryId = ?", arguments: [id])
            }
        }
    }

    /// A new recipe decoded once from its fields: each value is already JSON text, so the
    /// fields are joined into one JSON object and decoded, not parsed, re-serialised and parsed
    /// again as `write` does. Nil when a name or value does not fit (`write` then decides).
    static func newRecipe(key: String, fields given: Fields) -> Recipe? {
        let fields = inert(given)
        var json = "{"
        json.reserveCapacity(fields.values.reduce(64) { $0 + $1.utf8.count + 24 })
        for (name, text) in fields where text != "null" && !["_deleted", "id", "uid", "updatedAt"].contains(name) {
            guard !name.isEmpty, name.utf8.allSatisfy(isNameByte), isOneValue(text) else { return nil }
            json += "\"\(name)\":\(text),"
        }
        json += "\"uid\":\"\",\"updatedAt\":0}"
        guard var recipe = try? decoder.decode(Recipe.self, from: Data(json.utf8)) else { return nil }
        // Set here, not in the text: a value that smuggled in a key of its own cannot name them.
        recipe.id = nil
        recipe.uid = key
        recipe.updatedAt = date(Int(milliseconds(Date())))
        return recipe
    }

    /// Whether `text` cannot end its value early: no `,` `:` or unmatched bracket outside a
    /// string, so a value like `4,"title":"x"` cannot add a field of its own to the joined object
    /// (the decoder then checks the rest, and what it refuses goes the general way).
    private static func isOneValue(_ text: String) -> Bool {
        var depth = 0, inString = false, escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return false }
            case UInt8(ascii: ","), UInt8(ascii: ":"): if depth == 0 { return false }
            default: break
            }
        }
        return depth == 0 && !inString && !text.isEmpty
    }

    /// Field names are plain words (ASCII letters, digits, `_`), safe to put in JSON unescaped.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Favourites and collection entries that named this recipe before it arrived here (a
    /// member pulled in an earlier batch than the recipe, or a recipe restored) are made now
    /// from their synced state, so they are not dropped (nor the drop pushed back later).
    static func linkWaiting(recipeUid uid: String, in db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT entity, key FROM syncShadow WHERE entity IN ('member', 'collection', 'memory') AND instr(fields, ?) > 0
            """, arguments: [uid])
        for row in rows {
            if row["entity"] == SyncEntity.memory.rawValue {
                try linkMemory(row["key"], column: "recipeId", field: "recipeUid", uid: uid, lookup: "SELECT id FROM recipe WHERE uid = ?", in: db)
                continue
            }
            guard let entity = SyncEntity(rawValue: row["entity"]), let id = try localId(entity, key: row["key"], in: db) else { continue }
            let shadow = try Shadow.load(entity, key: row["key"], in: db)
            guard shadow[SyncChange.deleted]?.v != "true" else { continue }
            if entity == .member, strings(shadow["favorites"]?.v).contains(uid) {
                try db.execute(sql: """
                    INSERT OR IGNORE INTO favorite (memberId, recipeId, createdAt)
                    SELECT m.id, r.id, ? FROM familyMember m, recipe r WHERE m.id = ? AND r.uid = ?
                    """, arguments: [Date(), id, uid])
            } else if entity == .collection, let position = strings(shadow["recipes"]?.v).firstIndex(of: uid) {
                try db.execute(sql: """
                    INSERT OR IGNORE INTO collectionRecipe (collectionId, recipeId, position)
                    SELECT c.id, r.id, ? FROM collection c, recipe r WHERE c.id = ? AND r.uid = ?
                    """, arguments: [position, id, uid])
            }
        }
    }

    /// Memories that named this member before it arrived here (a memory pulled in an earlier
    /// batch, or a member restored) are linked now, as `linkWaiting(recipeUid:)` does.
    static func linkWaiting(memberUid uid: String, in db: Database) throws {
        let keys = try String.fetchAll(db, sql: "SELECT key FROM syncShadow WHERE entity = 'memory' AND instr(fields, ?) > 0", arguments: [uid])
        for key in keys {
            try linkMemory(key, column: "memberId", field: "memberUid", uid: uid, lookup: memberByUid, in: db)
        }
    }

    static let memberByUid = "SELECT m.id FROM familyMember m JOIN syncIdentity i ON i.entity = 'member' AND i.localId = m.id WHERE i.uid = ?"

    /// Sets a memory's unset link (`column`) to the row `lookup` finds for `uid`, when the
    /// memory's synced state names that uid (an unset link that the family's state does not
    /// name was unset on purpose).
    private static func linkMemory(_ key: String, column: String, field: String, uid: String, lookup: String, in db: Database) throws {
        let shadow = try Shadow.load(.memory, key: key, in: db)
        guard shadow[SyncChange.deleted]?.v != "true", string(shadow[field]?.v) == uid,
              let memoryId = try localId(.memory, key: key, in: db) else { return }
        try db.execute(sql: "UPDATE memory SET \(column) = (\(lookup)) WHERE id = ? AND \(column) IS NULL", arguments: [uid, memoryId])
    }

    private static func remove(_ entity: SyncEntity, key: String, in db: Database) throws {
        switch entity {
        case .recipe:
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE uid = ?", arguments: [key]) else { return }
            try SearchIndex.remove(id: id, in: db)
            try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
        case .member, .collection, .plan, .extra, .memory:
            // A memory's file is removed by the ledger after the pull commits (`removeOrphanedAudio`).
            guard let id = try localId(entity, key: key, in: db) else { return }
            let table = SyncEntity.identified.first { $0.0 == entity }!.1
            try db.execute(sql: "DELETE FROM \(table) WHERE id = ?", arguments: [id])
        case .tick:
            try db.execute(sql: "DELETE FROM shoppingTick WHERE key = ?", arguments: [key])
        }
    }

    /// Updates the row the uid names, or inserts one and gives it that uid; returns its id.
    private static func upsert(_ entity: SyncEntity, key: String, in db: Database,
                               adopt: (column: String, value: String)? = nil,
                               update: (String, StatementArguments), insert: (String, StatementArguments)) throws -> Int64 {
        let table = SyncEntity.identified.first { $0.0 == entity }!.1
        if let id = try localId(entity, key: key, in: db),
           try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE id = ?", arguments: [id]) == 1 {
            try db.execute(sql: update.0, arguments: update.1 + [id])
            return id
        }
        if let adopt, let id = try Int64.fetchOne(db, sql: """
            SELECT t.id FROM \(table) t JOIN syncIdentity i ON i.entity = ? AND i.localId = t.id
            WHERE t.\(adopt.column) = ? COLLATE NOCASE
            AND NOT EXISTS (SELECT 1 FROM syncShadow s WHERE s.entity = i.entity AND s.key = i.uid) LIMIT 1
            """, arguments: [entity.rawValue, adopt.value]) {
            // A kitchen joining a family has the same starter members (or a collection of the
            // same name) under its own uid: the family's copy takes that row over, no twin.
            try db.execute(sql: "DELETE FROM syncPending WHERE entity = ? AND key = (SELECT uid FROM syncIdentity WHERE entity = ? AND localId = ?)",
                           arguments: [entity.rawValue, entity.rawValue, id])
            try db.execute(sql: "UPDATE syncIdentity SET uid = ? WHERE entity = ? AND localId = ?", arguments: [key, entity.rawValue, id])
            try db.execute(sql: update.0, arguments: update.1 + [id])
            return id
        }
        try db.execute(sql: insert.0, arguments: insert.1)
        let id = db.lastInsertedRowID
        try db.execute(sql: "DELETE FROM syncIdentity WHERE uid = ?", arguments: [key])
        try db.execute(sql: "UPDATE syncIdentity SET uid = ? WHERE entity = ? AND localId = ?", arguments: [key, entity.rawValue, id])
        return id
    }

    static func localId(_ entity: SyncEntity, key: String, in db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT localId FROM syncIdentity WHERE entity = ? AND uid = ?", arguments: [entity.rawValue, key])
    }

    /// Members join this kitchen's family (the first one), made when there is none.
    private static func localFamily(named name: String?, in db: Database) throws -> Int64 {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM family ORDER BY id LIMIT 1") { return id }
        try db.execute(sql: "INSERT INTO family (name, createdAt) VALUES (?, ?)", arguments: [name ?? "Family", Date()])
        return db.lastInsertedRowID
    }

    // MARK: Canonical JSON

    static func text(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        return data.flatMap { String(data: $0, encoding: .utf8) } ?? "null"
    }

    static func value(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    private static func string(_ text: String?) -> String? { text.flatMap(value) as? String }
    private static func int(_ text: String?) -> Int? { (text.flatMap(value) as? NSNumber)?.intValue }
    private static func bool(_ text: String?) -> Bool? { (text.flatMap(value) as? NSNumber)?.boolValue }
    private static func double(_ text: String?) -> Double? { (text.flatMap(value) as? NSNumber)?.doubleValue }
    static func strings(_ text: String?) -> [String] { text.flatMap(value) as? [String] ?? [] }

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }
    private static func date(_ ms: Int) -> Date { Date(timeIntervalSince1970: Double(ms) / 1000) }

    /// Dates as whole milliseconds: exact to compare, the same text in every kitchen.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(milliseconds(date))
        }
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            Date(timeIntervalSince1970: Double(try decoder.singleValueContainer().decode(Int64.self)) / 1000)
        }
        return decoder
    }()
}
