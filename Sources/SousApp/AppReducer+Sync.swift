import Foundation
import SousCore

extension AppReducer {
    /// Seconds of quiet after the last saved change before a sync starts: a burst of edits
    /// (ticks on the shopping list, a recipe and its favourite) goes out as one sync.
    public static let syncQuietSeconds = 3.0

    /// Sync's own slice: when to start one (only one at a time), and what its results say.
    static func reduceSync(_ sync: inout SyncState, _ action: SyncAction) -> [Effect] {
        switch action {
        case .requested:
            return startSync(&sync)
        case .statusLoaded(let status):
            let first = sync.setup == nil
            sync.setup = status.setup
            sync.last = status.last ?? sync.last
            sync.openConflicts = status.openConflicts
            // The first status at start: a kitchen in a family syncs straight away.
            return first ? startSync(&sync) : []
        case .quietAfterChange(let serial):
            // A later change restarted the wait; its own answer starts the sync.
            guard serial == sync.changeSerial else { return [] }
            return startSync(&sync)
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
                return startSync(&sync)
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
    static func startSync(_ sync: inout SyncState) -> [Effect] {
        guard sync.isSetUp else { return [] }
        if sync.phase == .syncing {
            sync.isRequestedAgain = true
            return []
        }
        sync.phase = .syncing
        return [.sync(.run)]
    }

    /// What sync's results mean for the rest of the app: reloads after a pull, banners.
    static func reduceSyncInApp(_ state: inout AppState, _ action: SyncAction) -> [Effect] {
        let wasSetUp = state.sync.setup
        var effects = reduceSync(&state.sync, action)
        switch action {
        case .requested where wasSetUp != nil && !state.sync.isSetUp:
            state.banner = Banner(.info, "This kitchen shares no cookbook yet: run `sous family create-server URL` or `sous family join CODE URL`.")
        case .finished(.synced(let run, _)) where run.pulled > 0:
            // Another kitchen's changes are in the database: the lists and an open recipe show them.
            effects += reloadLists(state)
            if let detail = state.detail, let id = detail.recipe.id {
                effects += [.store(.loadRecipe(id: id))]
            }
        case .restored(_, let field):
            state.banner = Banner(.success, "Restored the \(field); it reaches the other kitchens at the next sync.")
            if let id = state.detail?.recipe.id { effects += [.store(.loadRecipe(id: id))] }
            effects += noteSavedChange(&state.sync)
        case .restoreFailed(let message):
            state.banner = Banner(.error, message)
        default:
            break
        }
        return effects
    }

    /// Sync's part in every action: the status at start, the open recipe's conflicts, and a
    /// sync a few seconds after the last change that other kitchens share.
    static func followForSync(_ action: AppAction, _ effects: [Effect], _ state: inout AppState) -> [Effect] {
        var more: [Effect] = []
        if action == .started { more.append(.sync(.loadStatus)) }
        guard state.sync.isSetUp else { return more }
        if case .detail(.recipeLoaded(let recipe, _)) = action {
            more.append(.sync(.loadConflicts(recipeUid: recipe.uid)))
        }
        if state.detail == nil { state.sync.recipeConflicts = nil }
        if effects.contains(where: \.changesSharedData) { more += noteSavedChange(&state.sync) }
        return more
    }

    static func noteSavedChange(_ sync: inout SyncState) -> [Effect] {
        guard sync.isSetUp else { return [] }
        sync.changeSerial += 1
        return [.sync(.quiet(serial: sync.changeSerial, seconds: syncQuietSeconds))]
    }
}

extension Effect {
    /// Whether the effect writes something the family's kitchens share (recipes, members,
    /// favourites, collections, the plan, shopping ticks), so a sync should follow it.
    var changesSharedData: Bool {
        switch self {
        case .store(let effect): effect.changesSharedData
        case .transfer(.commitImport): true
        case .transfer, .assistant, .voice, .terminal, .sync, .ai: false
        }
    }
}

extension StoreEffect {
    var changesSharedData: Bool {
        switch self {
        case .setFavorite, .saveRecipe, .deleteRecipe, .restoreRecipe, .deleteAllRecipes, .addMember, .updateMember, .removeMember,
             .markCooked, .addNote, .addToPlan, .removePlanEntry, .restorePlanEntry, .setPlanEntryCooked, .movePlanEntry,
             .copyWeek, .clearWeek, .setShoppingTick, .setShoppingExtraTicked, .addShoppingExtra, .clearShoppingTicks,
             .createCollection, .renameCollection, .deleteCollection, .setInCollection, .saveVariant:
            true
        case .loadHousehold, .loadCookbook, .loadCookbookPage, .loadRecipe, .search, .saveSettings, .loadUnfinishedWork,
             .saveDraft, .discardDraft, .startCooking, .loadWorkstate, .saveWorkstate, .loadMeals, .loadWeek,
             .loadShoppingList, .loadCollections, .loadVariants:
            false
        }
    }
}
