import Foundation

/// Sharing the cookbook with the family's other kitchens: what the tab bar, Settings and the
/// recipe view show about sync. Filled by `.sync` results; the reducer owns only this slice.
public struct SyncState: Equatable, Sendable {
    /// Whether this kitchen is in a family; nil until the first status arrives.
    public var setup: SyncSetup?
    public var phase: SyncPhase = .idle
    /// The last sync that finished, and what it did.
    public var last: SyncRun?
    /// The last one this session that moved anything (most syncs find nothing new).
    public var lastExchange: SyncRun?
    /// Conflict records not restored yet, over every recipe.
    public var openConflicts = 0
    /// A sync was asked for while one ran: run again when it ends (only one at a time).
    public var isRequestedAgain = false
    /// Bumped by each saved change; a debounce that ends with an older number is stale.
    public var changeSerial = 0
    /// The open recipe's conflict records (loaded with the recipe).
    public var recipeConflicts: RecipeConflicts?
    /// Seconds between syncs while nothing changes here, to bring in the other kitchens' edits
    /// (and retry when offline). `SOUS_SYNC_INTERVAL` sets it.
    public var interval: Double = 60

    public init() {}

    public var isSetUp: Bool { setup?.server != nil }
}

public struct SyncSetup: Equatable, Sendable {
    /// The server's URL without a password; nil: not in a family.
    public var server: String?
    public var family: String?

    public init(server: String?, family: String?) {
        self.server = server
        self.family = family
    }
}

public enum SyncPhase: Equatable, Sendable {
    case idle
    case syncing
    /// The server did not answer: a status, not an error (the kitchen works on).
    case offline(String)
    /// Something else went wrong (a refused password, a newer server): said in Settings.
    case failed(String)
}

/// What one finished sync did.
public struct SyncRun: Equatable, Sendable {
    public var at: Date
    public var pushed: Int
    public var pulled: Int
    public var conflicts: Int
    /// What the cook should know beyond the counts (recordings missing, a server to upgrade).
    public var note: String?

    public init(at: Date, pushed: Int, pulled: Int, conflicts: Int, note: String? = nil) {
        self.at = at
        self.pushed = pushed
        self.pulled = pulled
        self.conflicts = conflicts
        self.note = note
    }

    public var summary: String { "pushed \(pushed), pulled \(pulled), conflicts \(conflicts)" }
    public var movedAnything: Bool { pushed + pulled + conflicts > 0 }
}

/// The status read from the store: set up or not, the last sync, open conflicts.
public struct SyncStatusSnapshot: Equatable, Sendable {
    public var setup: SyncSetup
    public var last: SyncRun?
    public var openConflicts: Int

    public init(setup: SyncSetup, last: SyncRun?, openConflicts: Int) {
        self.setup = setup
        self.last = last
        self.openConflicts = openConflicts
    }
}

/// How a sync ended.
public enum SyncOutcome: Equatable, Sendable {
    case synced(SyncRun, status: SyncStatusSnapshot)
    case offline(String)
    case failed(String)
    case notSetUp
}

/// One conflict record of a recipe: a field where the other kitchen's edit won (or this one's),
/// the losing value kept to restore.
public struct SyncConflictItem: Equatable, Sendable {
    public var id: Int64
    public var field: String
    /// The value the recipe has now.
    public var kept: String
    /// The value that lost.
    public var lost: String
    /// Whether the lost value was this kitchen's.
    public var lostFromHere: Bool
    public var at: Date
    public var restoredAt: Date?

    public init(id: Int64, field: String, kept: String, lost: String, lostFromHere: Bool, at: Date, restoredAt: Date?) {
        self.id = id
        self.field = field
        self.kept = kept
        self.lost = lost
        self.lostFromHere = lostFromHere
        self.at = at
        self.restoredAt = restoredAt
    }

    /// This kitchen's value and the other kitchen's.
    public var here: String { lostFromHere ? lost : kept }
    public var other: String { lostFromHere ? kept : lost }
}

/// The open recipe's conflicts, and the list over the recipe when shown.
public struct RecipeConflicts: Equatable, Sendable {
    public var recipeUid: String
    public var items: [SyncConflictItem]
    public var isShown = false
    public var selection = 0

    public init(recipeUid: String, items: [SyncConflictItem]) {
        self.recipeUid = recipeUid
        self.items = items
    }

    public var toReview: Int { items.filter { $0.restoredAt == nil }.count }
    public var selected: SyncConflictItem? { items.indices.contains(selection) ? items[selection] : nil }
}

/// Sync's actions: keys and the results of `.sync` effects.
public enum SyncAction: Equatable, Sendable {
    /// Settings "Sync now" or the global key.
    case requested
    case statusLoaded(SyncStatusSnapshot)
    /// A few seconds passed since the change numbered `serial` was saved.
    case quietAfterChange(serial: Int)
    case finished(SyncOutcome)
    case conflictsLoaded(recipeUid: String, [SyncConflictItem])
    /// C on a recipe with conflicts: the list over it, or back.
    case conflictsToggled
    case conflictMoved(by: Int)
    /// r in the list: the selected conflict's lost value back into the recipe.
    case restoreRequested
    case restored(recipeUid: String, field: String)
    case restoreFailed(String)
}

/// What sync asks of the world; handled by one `SyncEffectHandler`, off the effects queue.
public enum SyncEffect: Equatable, Sendable {
    case loadStatus
    /// Push and pull now; the answer is `.sync(.finished)`.
    case run
    /// Answers `.sync(.quietAfterChange(serial))` after `seconds` (the debounce).
    case quiet(serial: Int, seconds: Double)
    case loadConflicts(recipeUid: String)
    case restore(conflictId: Int64, recipeUid: String)
}
