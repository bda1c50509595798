import Foundation
import GRDB
import SousCore

/// A row of the `family` table.
struct FamilyRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "family"

    var id: Int64?
    var name: String
    var createdAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    init(_ f: Family) {
        id = f.id
        name = f.name
        createdAt = f.createdAt
    }

    var family: Family { Family(id: id, name: name, createdAt: createdAt) }
}

/// A row of the `familyMember` table.
struct MemberRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "familyMember"

    var id: Int64?
    var familyId: Int64
    var name: String
    var avatar: String
    var role: String

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    init(_ m: FamilyMember) {
        id = m.id
        familyId = m.familyId
        name = m.name
        avatar = m.avatar
        role = m.role.rawValue
    }

    var member: FamilyMember {
        FamilyMember(id: id, familyId: familyId, name: name, avatar: avatar, role: MemberRole(rawValue: role) ?? .cook)
    }
}

/// A row of the `favorite` table.
struct FavoriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "favorite"

    var memberId: Int64
    var recipeId: Int64
    var createdAt: Date
}

/// A row of the `collection` table (its recipes live in `collectionRecipe`).
struct CollectionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "collection"

    var id: Int64?
    var name: String
    var description: String
    var createdAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A row of the `collectionRecipe` join table.
struct CollectionRecipeRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "collectionRecipe"

    var collectionId: Int64
    var recipeId: Int64
    var position: Int
}

/// The single row of the `settings` table.
struct SettingsRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "settings"

    var id: Int64 = 1
    var theme: String
    var units: String
    var voiceEnabled: Bool
    var voiceName: String
    var voiceRate: Int
    var voicePitch: Int
    var speakSteps: Bool
    var wakeWord: String?
    var listening: String
    var microphone: String?
    var currentMemberId: Int64?
    var kitchenDistance: Bool
    var aiProvider: String?
    var noiseSuppression: Int

    init(_ s: Settings) {
        theme = s.theme
        units = s.units.rawValue
        voiceEnabled = s.voiceEnabled
        voiceName = s.voiceName
        voiceRate = s.voiceRate
        voicePitch = s.voicePitch
        speakSteps = s.speakSteps
        wakeWord = s.wakeWord
        listening = s.listening.rawValue
        microphone = s.microphone
        currentMemberId = s.currentMemberId
        kitchenDistance = s.kitchenDistance
        aiProvider = s.aiProvider
        noiseSuppression = s.noiseSuppression
    }

    var settings: Settings {
        Settings(
            theme: theme, units: UnitSystem(rawValue: units) ?? .asWritten, voiceEnabled: voiceEnabled,
            voiceName: voiceName, voiceRate: voiceRate, voicePitch: voicePitch, speakSteps: speakSteps,
            wakeWord: wakeWord, listening: ListeningMode(rawValue: listening) ?? .wakeWord, microphone: microphone,
            currentMemberId: currentMemberId, kitchenDistance: kitchenDistance, aiProvider: aiProvider,
            noiseSuppression: noiseSuppression
        )
    }
}
