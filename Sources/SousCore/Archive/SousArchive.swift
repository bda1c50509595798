import Foundation

/// Sous's own JSON export: every recipe with every field, the families, favourites,
/// collections and settings, and (from version 2) the meal plan, pantry and shopping list.
/// Links between them use recipe `uid`s, so an archive can be
/// imported into any database. Encoding is deterministic (sorted keys), so an export,
/// imported and exported again, is byte for byte the same.
public struct SousArchive: Hashable, Sendable, Codable {
    public static let formatName = "sous-export"
    public static let currentVersion = 2

    public var format: String
    public var version: Int
    public var recipes: [Recipe]
    public var families: [ArchivedFamily]
    public var collections: [ArchivedCollection]
    public var settings: Settings?
    /// Nil in version 1 archives and single-recipe exports: import then leaves the plan as it is.
    public var planning: ArchivedPlanning?

    public init(recipes: [Recipe], families: [ArchivedFamily] = [], collections: [ArchivedCollection] = [], settings: Settings? = nil,
                planning: ArchivedPlanning? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.recipes = recipes
        self.families = families
        self.collections = collections
        self.settings = settings
        self.planning = planning
    }

    private enum CodingKeys: String, CodingKey { case format, version, recipes, families, collections, settings, planning }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let format = try? c.decodeIfPresent(String.self, forKey: .format), format == Self.formatName else {
            throw ArchiveError(reason: "is not a Sous export (no \"format\": \"\(Self.formatName)\")")
        }
        guard let version = try? c.decodeIfPresent(Int.self, forKey: .version) else {
            throw ArchiveError(reason: "has no export version number")
        }
        guard version <= Self.currentVersion else {
            throw ArchiveError(reason: "was exported by a newer Sous (format version \(version); this one reads up to \(Self.currentVersion))")
        }
        self.format = format
        self.version = version
        recipes = try c.decodeIfPresent([Recipe].self, forKey: .recipes) ?? []
        families = try c.decodeIfPresent([ArchivedFamily].self, forKey: .families) ?? []
        collections = try c.decodeIfPresent([ArchivedCollection].self, forKey: .collections) ?? []
        settings = try c.decodeIfPresent(Settings.self, forKey: .settings)
        planning = try c.decodeIfPresent(ArchivedPlanning.self, forKey: .planning)
    }
}

/// A family in an archive, with its members and their favourites (by recipe uid).
public struct ArchivedFamily: Hashable, Sendable, Codable {
    public var name: String
    public var createdAt: Date
    public var members: [ArchivedMember]

    public init(name: String, createdAt: Date, members: [ArchivedMember]) {
        self.name = name
        self.createdAt = createdAt
        self.members = members
    }
}

/// A member in an archive.
public struct ArchivedMember: Hashable, Sendable, Codable {
    public var name: String
    public var avatar: String
    public var role: MemberRole
    public var favorites: [String]

    public init(name: String, avatar: String, role: MemberRole, favorites: [String]) {
        self.name = name
        self.avatar = avatar
        self.role = role
        self.favorites = favorites
    }
}

/// A collection in an archive, its recipes by uid in order.
public struct ArchivedCollection: Hashable, Sendable, Codable {
    public var name: String
    public var description: String
    public var createdAt: Date
    public var recipes: [String]

    public init(name: String, description: String, createdAt: Date, recipes: [String]) {
        self.name = name
        self.description = description
        self.createdAt = createdAt
        self.recipes = recipes
    }
}
