import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

@Suite struct SyncReducerTests {
    let server = "postgres://sous_k_1@127.0.0.1:5432/sous"
    let at = Date(timeIntervalSince1970: 1_790_000_000)

    func status(server: String?, conflicts: Int = 0) -> SyncStatusSnapshot {
        SyncStatusSnapshot(setup: SyncSetup(server: server, family: server == nil ? nil : "Ours"), last: nil, openConflicts: conflicts)
    }

    /// A kitchen in a family, its first sync done.
    func shared() -> AppState {
        var state = SampleScreens.detail
        _ = AppReducer.reduce(&state, .sync(.statusLoaded(status(server: server))))
        _ = AppReducer.reduce(&state, .sync(.finished(.synced(SyncRun(at: at, pushed: 0, pulled: 0, conflicts: 0), status: status(server: server)))))
        return state
    }

    @Test func aKitchenInAFamilySyncsAtStartAndOneInNoneDoesNot() {
        var state = AppState()
        #expect(AppReducer.reduce(&state, .started).contains(.sync(.loadStatus)))
        #expect(AppReducer.reduce(&state, .sync(.statusLoaded(status(server: server)))) == [.sync(.run)])
        #expect(state.sync.phase == .syncing)

        var alone = AppState()
        #expect(AppReducer.reduce(&alone, .sync(.statusLoaded(status(server: nil)))) == [])
        // Asked for anyway: the banner says which command sets it up.
        #expect(AppReducer.reduce(&alone, .sync(.requested)) == [])
        #expect(alone.banner?.text.contains("sous family create-server") == true)
    }

    @Test func onlyOneSyncRunsAndOneAskedForMeanwhileFollowsIt() {
        var state = shared()
        #expect(AppReducer.reduce(&state, .sync(.requested)) == [.sync(.run)])
        #expect(AppReducer.reduce(&state, .sync(.requested)) == [])
        #expect(AppReducer.reduce(&state, .sync(.requested)) == [])
        let done = SyncOutcome.synced(SyncRun(at: at, pushed: 1, pulled: 0, conflicts: 0), status: status(server: server))
        #expect(AppReducer.reduce(&state, .sync(.finished(done))) == [.sync(.run)])
        // The last one schedules the next, to bring the other kitchens' edits in.
        #expect(AppReducer.reduce(&state, .sync(.finished(done))) == [.sync(.quiet(serial: 0, seconds: state.sync.interval))])
        #expect(state.sync.phase == .idle && state.sync.last?.pushed == 1 && state.sync.lastExchange?.pushed == 1)
        #expect(AppReducer.reduce(&state, .sync(.quietAfterChange(serial: 0))) == [.sync(.run)])
    }

    @Test func aSavedChangeSyncsAfterTheQuietAndALaterChangeRestartsTheWait() throws {
        var state = shared()
        let recipe = try #require(state.detail?.recipe)
        let first = AppReducer.reduce(&state, .detail(.favoriteToggled))
        #expect(first.contains(.sync(.quiet(serial: 1, seconds: AppReducer.syncQuietSeconds))))
        _ = AppReducer.reduce(&state, .detail(.favoriteToggled))
        #expect(state.sync.changeSerial == 2)
        #expect(AppReducer.reduce(&state, .sync(.quietAfterChange(serial: 1))) == [])
        #expect(AppReducer.reduce(&state, .sync(.quietAfterChange(serial: 2))) == [.sync(.run)])
        // Reading does not count as a change.
        let serial = state.sync.changeSerial
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(recipe, isFavorite: false)))
        #expect(state.sync.changeSerial == serial)
    }

    @Test func anUnreachableServerIsAStatusNotAnError() {
        var state = shared()
        _ = AppReducer.reduce(&state, .sync(.requested))
        _ = AppReducer.reduce(&state, .sync(.finished(.offline("127.0.0.1:5432 did not answer"))))
        #expect(state.sync.phase == .offline("127.0.0.1:5432 did not answer"))
        #expect(state.banner == nil && state.dialog == nil)
    }

    @Test func aPullThatChangedDataReloadsTheListsAndTheOpenRecipe() throws {
        var state = shared()
        let id = try #require(state.detail?.recipe.id)
        _ = AppReducer.reduce(&state, .sync(.requested))
        let pulled = SyncOutcome.synced(SyncRun(at: at, pushed: 0, pulled: 3, conflicts: 0), status: status(server: server, conflicts: 0))
        let effects = AppReducer.reduce(&state, .sync(.finished(pulled)))
        #expect(effects.contains(.store(.loadRecipe(id: id))))
        #expect(effects.contains { if case .store(.loadCookbook) = $0 { true } else { false } })
        _ = AppReducer.reduce(&state, .sync(.requested))
        let nothing = SyncOutcome.synced(SyncRun(at: at, pushed: 2, pulled: 0, conflicts: 0), status: status(server: server))
        #expect(!AppReducer.reduce(&state, .sync(.finished(nothing))).contains { if case .store = $0 { true } else { false } })
    }

    @Test func aRecipesConflictsAreListedAndOneIsRestored() throws {
        var state = shared()
        let recipe = try #require(state.detail?.recipe)
        #expect(AppReducer.reduce(&state, .detail(.recipeLoaded(recipe, isFavorite: false))).contains(.sync(.loadConflicts(recipeUid: recipe.uid))))
        let items = [
            SyncConflictItem(id: 4, field: "title", kept: "Theirs", lost: "Mine", lostFromHere: true, at: at, restoredAt: nil),
            SyncConflictItem(id: 5, field: "servings", kept: "6", lost: "4", lostFromHere: false, at: at, restoredAt: at),
        ]
        _ = AppReducer.reduce(&state, .sync(.conflictsLoaded(recipeUid: recipe.uid, items)))
        #expect(state.sync.recipeConflicts?.toReview == 1)
        #expect(items[0].here == "Mine" && items[0].other == "Theirs")
        _ = AppReducer.reduce(&state, .sync(.conflictsToggled))
        _ = AppReducer.reduce(&state, .sync(.conflictMoved(by: 5)))
        // The second is restored already: nothing to do but say so.
        #expect(AppReducer.reduce(&state, .sync(.restoreRequested)) == [.terminal(.ringBell)])
        _ = AppReducer.reduce(&state, .sync(.conflictMoved(by: -1)))
        #expect(AppReducer.reduce(&state, .sync(.restoreRequested)) == [.sync(.restore(conflictId: 4, recipeUid: recipe.uid))])
        let after = AppReducer.reduce(&state, .sync(.restored(recipeUid: recipe.uid, field: "title")))
        #expect(after.contains(.sync(.loadConflicts(recipeUid: recipe.uid))))
        #expect(after.contains(.store(.loadRecipe(id: recipe.id!))))
        #expect(after.contains { if case .sync(.quiet) = $0 { true } else { false } })
        // Leaving the recipe forgets its conflicts.
        _ = AppReducer.reduce(&state, .back)
        _ = AppReducer.reduce(&state, .back)
        #expect(state.detail == nil && state.sync.recipeConflicts == nil)
    }
}
