import Foundation
import GRDB
import SousCore

/// Cooking sessions in progress, saved on every change so a restart can resume them.
public struct WorkstateRepository: Sendable {
    let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    /// Saves the workstate (and its timers) in one transaction, merged with the stored copy
    /// (`CookingWorkstate.merged(over:)`), so a timer another Sous added meanwhile is kept.
    /// Returns what was stored.
    @discardableResult
    public func save(_ workstate: CookingWorkstate) throws -> CookingWorkstate {
        try database.write { db in
            let merged = workstate.merged(over: try Self.workstate(recipeId: workstate.recipeId, in: db))
            try Self.save(merged, in: db)
            return merged
        }
    }

    public func workstate(recipeId: Int64) throws -> CookingWorkstate? {
        try database.read { db in try Self.workstate(recipeId: recipeId, in: db) }
    }

    /// Inside another repository's transaction (a recipe deleted or put back with its session).
    static func save(_ workstate: CookingWorkstate, in db: Database) throws {
        try WorkstateRecord(workstate).upsert(db)
        try TimerRecord.filter(Column("recipeId") == workstate.recipeId).deleteAll(db)
        for timer in workstate.timers {
            try TimerRecord(timer, recipeId: workstate.recipeId).insert(db)
        }
    }

    static func workstate(recipeId: Int64, in db: Database) throws -> CookingWorkstate? {
        guard let record = try WorkstateRecord.fetchOne(db, key: recipeId) else { return nil }
        return record.workstate(timers: try timers(recipeId: recipeId, in: db))
    }

    /// The most recently touched session that is not finished, to offer resuming it; with `now`,
    /// also one finished with a timer still running then (kept running at the end).
    public func latestUnfinished(now: Date? = nil) throws -> CookingWorkstate? {
        try database.read { db in
            var records = try WorkstateRecord
                .filter(Column("mode") != CookingMode.completed.rawValue)
                .order(Column("updatedAt").desc).limit(1).fetchAll(db)
            if let now {
                records += try WorkstateRecord
                    .filter(Column("mode") == CookingMode.completed.rawValue)
                    .filter(sql: "recipeId IN (SELECT recipeId FROM cookingTimer WHERE deadline > ? OR pausedRemaining IS NOT NULL)", arguments: [now])
                    .order(Column("updatedAt").desc).limit(1).fetchAll(db)
            }
            guard let record = records.max(by: { $0.updatedAt < $1.updatedAt }) else { return nil }
            return record.workstate(timers: try Self.timers(recipeId: record.recipeId, in: db))
        }
    }

    public func delete(recipeId: Int64) throws {
        try database.write { db in _ = try WorkstateRecord.deleteOne(db, key: recipeId) }
    }

    private static func timers(recipeId: Int64, in db: Database) throws -> [TimerRecord] {
        try TimerRecord.filter(Column("recipeId") == recipeId).order(Column("createdAt"), Column("id")).fetchAll(db)
    }
}
