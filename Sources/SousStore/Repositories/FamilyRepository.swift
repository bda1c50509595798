import Foundation
import GRDB
import SousCore

/// Families, their members, and each member's favourite recipes.
public struct FamilyRepository: Sendable {
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    @discardableResult
    public func insert(_ family: Family) throws -> Family {
        try database.write { db in
            var record = FamilyRecord(family)
            if record.createdAt.timeIntervalSince1970 == 0 { record.createdAt = now() }
            try record.insert(db)
            return record.family
        }
    }

    public func families() throws -> [Family] {
        try database.read { db in try FamilyRecord.order(Column("id")).fetchAll(db).map(\.family) }
    }

    @discardableResult
    public func insert(_ member: FamilyMember) throws -> FamilyMember {
        try database.write { db in
            var record = MemberRecord(member)
            try record.insert(db)
            return record.member
        }
    }

    public func update(_ member: FamilyMember) throws {
        try database.write { db in try MemberRecord(member).update(db) }
    }

    @discardableResult
    public func deleteMember(id: Int64) throws -> Bool {
        try database.write { db in try MemberRecord.deleteOne(db, key: id) }
    }

    public func members(familyId: Int64? = nil) throws -> [FamilyMember] {
        try database.read { db in
            var request = MemberRecord.order(Column("id"))
            if let familyId { request = request.filter(Column("familyId") == familyId) }
            return try request.fetchAll(db).map(\.member)
        }
    }

    public func member(named name: String) throws -> FamilyMember? {
        try database.read { db in
            try MemberRecord.filter(sql: "name = ? COLLATE NOCASE", arguments: [name]).fetchOne(db)?.member
        }
    }

    /// Marks or unmarks a favourite; returns whether it is a favourite afterwards.
    @discardableResult
    public func setFavorite(_ isFavorite: Bool, memberId: Int64, recipeId: Int64) throws -> Bool {
        try database.write { db in
            if isFavorite {
                try FavoriteRecord(memberId: memberId, recipeId: recipeId, createdAt: now()).insert(db, onConflict: .ignore)
            } else {
                _ = try FavoriteRecord.deleteOne(db, key: ["memberId": memberId, "recipeId": recipeId])
            }
            return isFavorite
        }
    }

    public func isFavorite(memberId: Int64, recipeId: Int64) throws -> Bool {
        try database.read { db in try FavoriteRecord.exists(db, key: ["memberId": memberId, "recipeId": recipeId]) }
    }

    public func favoriteRecipeIds(memberId: Int64) throws -> Set<Int64> {
        try database.read { db in
            Set(try Int64.fetchAll(db, sql: "SELECT recipeId FROM favorite WHERE memberId = ?", arguments: [memberId]))
        }
    }

    /// Every favourite of every member (for export).
    public func allFavorites() throws -> [Favorite] {
        try database.read { db in
            try FavoriteRecord.order(Column("memberId"), Column("recipeId")).fetchAll(db).map {
                Favorite(memberId: $0.memberId, recipeId: $0.recipeId, createdAt: $0.createdAt)
            }
        }
    }
}
