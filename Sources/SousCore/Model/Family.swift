import Foundation

/// A household that shares a cookbook.
public struct Family: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64?
    public var name: String
    public var createdAt: Date

    public init(id: Int64? = nil, name: String, createdAt: Date = Date(timeIntervalSince1970: 0)) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}

/// A person in the family, with the emoji shown beside their name.
public struct FamilyMember: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64?
    public var familyId: Int64
    public var name: String
    public var avatar: String
    public var role: MemberRole

    public init(id: Int64? = nil, familyId: Int64, name: String, avatar: String = "🙂", role: MemberRole = .cook) {
        self.id = id
        self.familyId = familyId
        self.name = name
        self.avatar = avatar
        self.role = role
    }
}

/// What a member is to the family's kitchen.
public enum MemberRole: String, Hashable, Sendable, Codable, CaseIterable {
    case parent, grandparent, child, cook, guest
}

/// A member's marked recipe.
public struct Favorite: Hashable, Sendable, Codable {
    public var memberId: Int64
    public var recipeId: Int64
    public var createdAt: Date

    public init(memberId: Int64, recipeId: Int64, createdAt: Date = Date(timeIntervalSince1970: 0)) {
        self.memberId = memberId
        self.recipeId = recipeId
        self.createdAt = createdAt
    }
}

/// A named, ordered set of recipes ("Sunday lunches", "Grandma's cakes").
public struct RecipeCollection: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64?
    public var name: String
    public var description: String
    public var recipeIds: [Int64]
    public var createdAt: Date

    public init(id: Int64? = nil, name: String, description: String = "", recipeIds: [Int64] = [], createdAt: Date = Date(timeIntervalSince1970: 0)) {
        self.id = id
        self.name = name
        self.description = description
        self.recipeIds = recipeIds
        self.createdAt = createdAt
    }
}
