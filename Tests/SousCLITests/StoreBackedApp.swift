import Foundation
import SousApp
import SousStore
import SousCore
import SousUI
import SousTestSupport
@testable import SousCLI

extension Journey {
    /// The whole app on a real store, effects run inline, started and drawn once, as the journeys
    /// begin. Time comes from `clock` (the real time without one); `effects` replaces the app's
    /// handlers (a store that fails, a voice that records).
    static func app(database: AppDatabase, clock: HandClock? = nil, size: Size = Size(width: 100, height: 30),
                    effects: EffectHandlers? = nil) -> Journey {
        let surface = InMemoryTerminalSurface(size: size)
        let now: @Sendable () -> Date
        if let clock { now = { clock.now } } else { now = { Date() } }
        // Each app its own, as the host does: new forms' drafts keep apart between two apps.
        var state = AppState()
        state.instance = String(UUID().uuidString.prefix(8)).lowercased()
        let runtime = AppRuntime(state: state, surface: surface, effects: effects ?? .app(database: database, now: now),
                                 style: { _ in TerminalStyle(foreground: nil, background: nil, attributes: []) },
                                 themeStyles: { FullScreenApp.themeStyle($0, configDirectory: nil, depth: .ansi256) },
                                 runsEffectsInline: true, clock: now)
        runtime.tick(force: true)
        runtime.send(.started)
        runtime.draw()
        return Journey(runtime: runtime, surface: surface, clock: clock)
    }

    /// The app on the store file at `path` (a second `app` on the same file is a restart).
    static func app(path: String, clock: HandClock? = nil) throws -> Journey {
        app(database: try AppDatabase.open(path: path), clock: clock)
    }
}
