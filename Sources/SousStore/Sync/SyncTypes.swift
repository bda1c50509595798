import Foundation

/// What the sync engine carries between kitchens, one kind of document each.
public enum SyncEntity: String, Sendable, CaseIterable, Codable {
    /// `extra`: a hand-added shopping item (v11-sync-shopping-extras); `memory`: a spoken
    /// memory, its audio carried beside the change by its SHA-256 (v13-sync-memories).
    case recipe, member, collection, plan, tick, extra, memory

    /// The order a capture and a first pull handle kinds in: recipes before what refers to them.
    static let order: [SyncEntity] = [.recipe, .member, .collection, .plan, .tick, .extra, .memory]

    /// Kinds whose rows have local ids, given a uid in `syncIdentity`, with their table.
    static let identified: [(SyncEntity, String)] = identifiedSinceV8 + [(.extra, "shoppingExtra"), (.memory, "memory")]

    /// The kinds the v8 migration gave identities and triggers (frozen: a shipped migration
    /// must not change; later kinds get theirs from their own migration).
    static let identifiedSinceV8: [(SyncEntity, String)] = [(.member, "familyMember"), (.collection, "collection"), (.plan, "mealPlanEntry")]

    /// Fields holding a list that a conflict merges line by line instead of replacing.
    static let listFields: Set<String> = ["ingredients", "instructions", "favorites", "recipes"]

    var rank: Int { Self.order.firstIndex(of: self)! }
}

/// One change to one entity: the fields it set (canonical JSON text each; `_deleted` "true"
/// for a tombstone), stamped with a hybrid logical clock and the kitchen that made it.
public struct SyncChange: Sendable, Equatable {
    public var id: UUID
    public var entity: SyncEntity
    public var key: String
    public var fields: [String: String]
    public var hlc: Int64
    public var node: String
    /// The server's order; 0 until pushed.
    public var seq: Int64

    public init(id: UUID, entity: SyncEntity, key: String, fields: [String: String], hlc: Int64, node: String, seq: Int64 = 0) {
        self.id = id
        self.entity = entity
        self.key = key
        self.fields = fields
        self.hlc = hlc
        self.node = node
        self.seq = seq
    }

    static let deleted = "_deleted"
}

/// A change that lost to another kitchen's change of the same field, kept so the cook can restore it.
public struct SyncConflict: Sendable, Equatable, Codable {
    public var id: Int64
    public var entity: SyncEntity
    public var key: String
    /// The recipe's title, the member's name...: what the cook sees.
    public var title: String
    public var field: String
    public var keptValue: String
    public var lostValue: String
    /// Whether the lost value was this kitchen's.
    public var lostFromHere: Bool
    public var at: Date
    public var restoredAt: Date?
}

/// Where this kitchen stands: which server and family, where its pull stopped, what waits.
public struct SyncStatus: Sendable, Equatable {
    public var nodeId: String
    public var serverURL: String?
    public var familyId: String?
    public var familyName: String?
    public var pullCursor: Int64
    public var lastSyncAt: Date?
    public var lastReport: String?
    /// Changes captured and not yet acknowledged by the server.
    public var outbox: Int
    /// Entities edited since the last capture.
    public var pending: Int
    public var openConflicts: Int
}

/// What applying one pulled batch did.
public struct SyncApplyResult: Sendable, Equatable {
    public var applied = 0
    public var conflicts = 0
    /// Of `applied`, new recipes stored straight from their fields (the first pull's fast path).
    public var insertedDirectly = 0
    public init() {}
}
