import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// A store whose searches wait until the test lets them answer, in the order it chooses, as a
/// slow disk or a busy machine would make them; every other effect runs at once.
final class HeldSearches: EffectHandler, @unchecked Sendable {
    let store: any EffectHandler<StoreEffect>
    var holding = false
    private let lock = NSLock()
    private var held: [StoreEffect] = []

    init(_ store: any EffectHandler<StoreEffect>) { self.store = store }

    func perform(_ effect: StoreEffect) -> [AppAction] {
        if case .search = effect, lock.withLock({ holding }) {
            lock.withLock { held.append(effect) }
            return []
        }
        return store.perform(effect)
    }

    /// The searches asked for so far, answered now by the real store (the answers, not yet sent).
    func answers() -> [[AppAction]] {
        let taken = lock.withLock { defer { held = [] }; return held }
        return taken.map { store.perform($0) }
    }
}

@Suite struct SearchEnterRaceJourneyTests {
    @Test func enterTypedAheadOfTheResultsOpensTheRecipeForTheWordsInTheBox() throws {
        let database = try AppDatabase.inMemory()
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        var handlers = EffectHandlers.app(database: database)
        let store = HeldSearches(handlers.store)
        handlers.store = store
        let app = Journey.app(database: database, effects: handlers)

        app.press(.character("2"))
        app.type("pan")
        #expect(app.state.search.results.first?.recipe.title == "Panzanella")
        // From here on the store is slower than the typist.
        store.holding = true
        app.type("cakes\n")
        #expect(app.state.detail == nil, "nothing opened from the list for “pan”")
        #expect(app.screen.contains("Searching…"))
        var answers = store.answers()
        #expect(answers.count == "cakes".count)
        let fresh = answers.removeLast()
        // The answers to "panc" … "pancake" come first: none of them opens anything.
        for answer in answers { for action in answer { app.send(action) } }
        #expect(app.state.detail == nil)
        #expect(app.screen.contains("Searching…"))
        for action in fresh { app.send(action) }
        #expect(app.state.detail?.recipe.title == "Buttermilk Pancakes")
        #expect(app.screen.contains("Buttermilk Pancakes"))
        #expect(!app.screen.contains("Searching…"))
    }

    @Test func typingOnAfterEnterCancelsTheOpen() throws {
        let database = try AppDatabase.inMemory()
        try ArchiveRepository(database).importArchive(try StarterCookbook.archive(now: Fixtures.day))
        var handlers = EffectHandlers.app(database: database)
        let store = HeldSearches(handlers.store)
        handlers.store = store
        let app = Journey.app(database: database, effects: handlers)

        app.press(.character("2"))
        store.holding = true
        app.type("lemon\n")
        app.type(" tart")
        #expect(!app.screen.contains("Searching…"))
        for answer in store.answers() { for action in answer { app.send(action) } }
        #expect(app.state.detail == nil, "the cook changed the words after Enter: nothing opens by itself")
        #expect(app.state.search.results.first?.recipe.title == "Lemon Tart")
        app.press(.enter)
        #expect(app.state.detail?.recipe.title == "Lemon Tart")
    }
}
