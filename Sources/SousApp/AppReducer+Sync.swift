import Foundation
import SousCore

extension AppReducer {
    /// Seconds of quiet after the last saved change before a sync starts: a burst of edits
    /// (ticks on the shopping list, a recipe and its favourite) goes out as one sync.
    public static let syncQuietSeconds = 3.0

    /// Sync on its slice, with what it reads of the rest of the app.
    static func reduceSyncInApp(_ state: inout AppState, _ action: SyncAction) -> [Effect] {
        scope(&state, \.sync, SyncReducer.Context.init(_:)) { SyncReducer.reduce(&$0, action, $1) }
    }

    /// Sync's part in every action: the status at start, the open recipe's conflicts, and a
    /// sync a few seconds after the last change that other kitchens share.
    static func followForSync(_ action: AppAction, _ effects: [Effect], _ state: inout AppState) -> [Effect] {
        // A kitchen in no family has nothing to follow but the start: no scope on every key
        // (measured: 2.5 µs of a 10 µs cursor move in a debug build).
        if !state.sync.isSetUp, action != .started { return [] }
        return scope(&state, \.sync, SyncReducer.Context.init(_:)) { SyncReducer.follow(action, effects, &$0, $1) }
    }
}

/// Sharing with the family's other kitchens, on its own slice (`\.sync`): when to start a sync
/// (only one at a time), what its results say, and the open recipe's conflicts.
enum SyncReducer {
    /// What sync reads from around it.
    struct Context: Equatable {
        /// The recipe open over the tabs: read again when a sync or a restore changed it.
        var openRecipeId: Int64?
        /// A recipe is open (its conflicts are shown only then).
        var isRecipeOpen: Bool

        init(openRecipeId: Int64? = nil, isRecipeOpen: Bool = false) {
            self.openRecipeId = openRecipeId
            self.isRecipeOpen = isRecipeOpen || openRecipeId != nil
        }

        init(_ app: AppState) {
            self.init(openRecipeId: app.detail?.recipe.id, isRecipeOpen: app.detail != nil)
        }
    }

    /// Sync's actions, and what their results mean for the rest of the app: reloads after a pull, banners.
    static func reduce(_ sync: inout SyncState, _ action: SyncAction, _ context: Context) -> Reduction {
        let wasSetUp = sync.setup
        var effects = run(&sync, action)
        let reload = context.openRecipeId.map { [Effect.store(.loadRecipe(id: $0))] } ?? []
        switch action {
        case .requested where wasSetUp != nil && !sync.isSetUp:
            return Reduction(effects, banner: Banner(.info, "This kitchen shares no cookbook yet: run sous family create-server URL, or sous family join CODE URL."))
        case .finished(.synced(let run, _)) where run.pulled > 0:
            // Another kitchen's changes are in the database: the lists and an open recipe show them.
            return Reduction(effects + reload, requests: [.reloadLists])
        case .restored(_, let field):
            effects += reload + noteSavedChange(&sync)
            return Reduction(effects, banner: Banner(.success, "Restored the \(field); it reaches the other kitchens at the next sync."))
        case .restoreFailed(let message):
            return Reduction(effects, banner: Banner(.error, message))
        default:
            return Reduction(effects)
        }
    }

    /// Sync's own part of its actions: the slice and the sync effects.
    static func run(_ sync: inout SyncState, _ action: SyncAction) -> [Effect] {
        switch action {
        case .requested:
            return start(&sync)
        case .statusLoaded(let status):
            let first = sync.setup == nil
            sync.setup = status.setup
            sync.last = status.last ?? sync.last
            sync.openConflicts = status.openConflicts
            // The first status at start: a kitchen in a family syncs straight away.
            return first ? start(&sync) : []
        case .quietAfterChange(let serial):
            // A later change restarted the wait; its own answer starts the sync.
            guard serial == sync.changeSerial else { return [] }
            return start(&sync)
        case .finished(let outcome):
            switch outcome {
            case .synced(let run, let status):
                sync.phase = .idle
                sync.last = run
                if run.movedAnything { sync.lastExchange = run }
                sync.setup = status.setup
                sync.openConflicts = status.openConflicts
            case .offline(let reason):
                sync.phase = .offline(reason)
            case .failed(let reason):
                sync.phase = .failed(reason)
            case .notSetUp:
                sync.phase = .idle
                sync.setup = SyncSetup(server: nil, family: nil)
            }
            if sync.isRequestedAgain {
                sync.isRequestedAgain = false
                return start(&sync)
            }
            // The next one in a while, unless a change here starts one sooner (its serial moves on).
            guard sync.isSetUp else { return [] }
            return [.sync(.quiet(serial: sync.changeSerial, seconds: sync.interval))]
        case .conflictsLoaded(let uid, let items):
            var conflicts = RecipeConflicts(recipeUid: uid, items: items)
            if let shown = sync.recipeConflicts, shown.recipeUid == uid {
                conflicts.isShown = shown.isShown && !items.isEmpty
                conflicts.selection = min(shown.selection, max(0, items.count - 1))
            }
            sync.recipeConflicts = items.isEmpty ? nil : conflicts
            return []
        case .conflictsToggled:
            sync.recipeConflicts?.isShown.toggle()
            return []
        case .conflictMoved(let delta):
            guard var conflicts = sync.recipeConflicts, !conflicts.items.isEmpty else { return [] }
            conflicts.selection = min(max(conflicts.selection + delta, 0), conflicts.items.count - 1)
            sync.recipeConflicts = conflicts
            return []
        case .restoreRequested:
            guard let conflicts = sync.recipeConflicts, conflicts.isShown, let item = conflicts.selected else { return [] }
            guard item.restoredAt == nil else { return [.terminal(.ringBell)] }
            return [.sync(.restore(conflictId: item.id, recipeUid: conflicts.recipeUid))]
        case .restored(let uid, _):
            return [.sync(.loadConflicts(recipeUid: uid)), .sync(.loadStatus)]
        case .restoreFailed:
            return []
        }
    }

    /// Starts a sync unless one runs (then one more follows it) or the kitchen is in no family.
    static func start(_ sync: inout SyncState) -> [Effect] {
        guard sync.isSetUp else { return [] }
        if sync.phase == .syncing {
            sync.isRequestedAgain = true
            return []
        }
        sync.phase = .syncing
        return [.sync(.run)]
    }

    /// After every action (`AppReducer.reduce`): the status at start, the open recipe's
    /// conflicts, and a sync a few seconds after the last change other kitchens share.
    static func follow(_ action: AppAction, _ effects: [Effect], _ sync: inout SyncState, _ context: Context) -> Reduction {
        var more: [Effect] = []
        if action == .started { more.append(.sync(.loadStatus)) }
        guard sync.isSetUp else { return Reduction(more) }
        if case .detail(.recipeLoaded(let recipe, _)) = action {
            more.append(.sync(.loadConflicts(recipeUid: recipe.uid)))
        }
        if !context.isRecipeOpen { sync.recipeConflicts = nil }
        if effects.contains(where: \.changesSharedData) { more += noteSavedChange(&sync) }
        return Reduction(more)
    }

    static func noteSavedChange(_ sync: inout SyncState) -> [Effect] {
        guard sync.isSetUp else { return [] }
        sync.changeSerial += 1
        return [.sync(.quiet(serial: sync.changeSerial, seconds: AppReducer.syncQuietSeconds))]
    }
}

extension Effect {
    /// Whether the effect writes something the family's kitchens share (recipes, members,
    /// favourites, collections, the plan, shopping ticks), so a sync should follow it.
    var changesSharedData: Bool {
        switch self {
        case .store(let effect): effect.changesSharedData
        case .transfer(.commitImport): true
        // Spoken memories stay in this kitchen (their audio is not synced).
        case .transfer, .assistant, .voice, .terminal, .sync, .ai, .memory: false
        }
    }
}

extension StoreEffect {
    var changesSharedData: Bool {
        switch self {
        case .setFavorite, .saveRecipe, .deleteRecipe, .restoreRecipe, .deleteAllRecipes, .addMember, .updateMember, .removeMember,
             .markCooked, .addNote, .addToPlan, .removePlanEntry, .restorePlanEntry, .setPlanEntryCooked, .movePlanEntry,
             .copyWeek, .clearWeek, .setShoppingTick, .setShoppingExtraTicked, .addShoppingExtra, .clearShoppingTicks, .removeShoppingExtra,
             .createCollection, .renameCollection, .deleteCollection, .setInCollection, .saveVariant:
            true
        case .loadHousehold, .loadCookbook, .loadCookbookPage, .loadRecipe, .search, .saveSettings, .loadUnfinishedWork,
             .saveDraft, .discardDraft, .startCooking, .loadWorkstate, .saveWorkstate, .loadMeals, .loadWeek,
             .loadShoppingList, .loadCollections, .loadVariants, .addToPantry, .removeFromPantry, .setAisle:
            false
        }
    }
}
