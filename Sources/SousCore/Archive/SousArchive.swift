import Foundation

/// Sous's own JSON export: every recipe with every field, the families, favourites,
/// collections and settings, (from version 2) the meal plan, pantry and shopping list, and (from
/// version 3) the spoken memories, whose audio files travel beside the JSON.
/// Links between them use recipe `uid`s, so an archive can be
/// imported into any database. Encoding is deterministic (sorted keys), so an export,
/// imported and exported again, is byte for byte the same.
public struct SousArchive: Hashable, Sendable, Codable {
    public static let formatName = "sous-export"
    public static let currentVersion = 3

    public var format: String
    public var version: Int
    public var recipes: [Recipe]
    public var families: [ArchivedFamily]
    public var collections: [ArchivedCollection]
    public var settings: Settings?
    /// Nil in version 1 archives and single-recipe exports: import then leaves the plan as it is.
    public var planning: ArchivedPlanning?
    /// Nil before version 3 and when there are none (the key is then left out).
    public var memories: [ArchivedMemory]?

    public init(recipes: [Recipe], families: [ArchivedFamily] = [], collections: [ArchivedCollection] = [], settings: Settings? = nil,
                planning: ArchivedPlanning? = nil, memories: [ArchivedMemory]? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.recipes = recipes
        self.families = families
        self.collections = collections
        self.settings = settings
        self.planning = planning
        self.memories = memories
    }

    private enum CodingKeys: String, CodingKey { case format, version, recipes, families, collections, settings, planning, memories }

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
        memories = try c.decodeIfPresent([ArchivedMemory].self, forKey: .memories)
    }
}

/// A spoken memory in an archive: its recipe by uid, its member by name, its audio by file name
/// (in the `<archive>.memories/` folder beside the JSON).
public struct ArchivedMemory: Hashable, Sendable, Codable {
    public var recipe: String?
    public var member: String?
    public var questionId: String?
    public var question: String?
    public var speaker: String?
    public var recordedAt: Date
    public var durationSeconds: Double
    public var audioFile: String
    public var transcript: String
    public var transcriptEdited: Bool

    public init(recipe: String?, member: String?, questionId: String?, question: String?, speaker: String?, recordedAt: Date,
                durationSeconds: Double, audioFile: String, transcript: String, transcriptEdited: Bool) {
        self.recipe = recipe
        self.member = member
        self.questionId = questionId
        self.question = question
        self.speaker = speaker
        self.recordedAt = recordedAt
        self.durationSeconds = durationSeconds
        self.audioFile = audioFile
        self.transcript = transcript
        self.transcriptEdited = transcriptEdited
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
