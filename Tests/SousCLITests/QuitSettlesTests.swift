import Foundation
import Testing
import SousApp
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Quitting straight after a change: the change still reaches the store. Effects run on a
/// background queue, so without waiting for it a quick `q` ended the process first (seen in CI: a
/// draft thrown away just before quitting came back on the next start).
@Suite struct QuitSettlesTests {
    /// Lets every effect through, but takes its time over the ones named.
    final class SlowEffects: EffectHandler, @unchecked Sendable {
        let inner: StoreEffectHandler
        let slow: (StoreEffect) -> Bool
        private let lock = NSLock()
        private var finished: [StoreEffect] = []
        init(_ inner: StoreEffectHandler, slow: @escaping (StoreEffect) -> Bool) {
            self.inner = inner
            self.slow = slow
        }
        func perform(_ effect: StoreEffect) -> [AppAction] {
            if slow(effect) { usleep(300_000) }
            let results = inner.perform(effect)
            lock.withLock { finished.append(effect) }
            return results
        }
        var done: [StoreEffect] { lock.withLock { finished } }
    }

    @Test func aDraftDiscardedJustBeforeQuittingStaysDiscarded() throws {
        let temporary = TemporaryFolder("sous-quit")
        let database = try AppDatabase.open(path: temporary.url.appendingPathComponent("db.sqlite").path)
        let effects = SlowEffects(StoreEffectHandler(database: database)) { if case .discardDraft = $0 { true } else { false } }
        // Start a recipe (each key keeps a draft), leave the form, throw it away, quit at once.
        let keys: [KeyEvent] = [.character("3")] + "Unfinished Stew".map { .character($0) } + [.escape, .character("y"), .character("q")]
        let surface = InMemoryTerminalSurface(size: Size(width: 100, height: 30), keys: keys)
        var handlers = EffectHandlers.app(database: database)
        handlers.store = effects
        let runtime = AppRuntime(surface: surface, effects: handlers,
                                 style: { _ in TerminalStyle(foreground: nil, background: nil, attributes: []) })
        runtime.run(pollMilliseconds: 0)
        #expect(runtime.state.isQuitting && runtime.state.editor == nil)
        #expect(effects.done.contains { if case .saveDraft = $0 { true } else { false } }, "the form kept a draft")
        #expect(effects.done.last.map { if case .discardDraft = $0 { true } else { false } } == true, "quitting waited for the draft to be thrown away")
        #expect(try DraftRepository(database).drafts().isEmpty)
    }
}
