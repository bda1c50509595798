import Foundation
import SousStore
import SousCore
import SousUI
import SousTestSupport
@testable import SousCLI

extension AppRuntime {
    /// The whole app on a real store at `path`, effects run inline, time from `clock`: started
    /// and drawn once, as the journeys begin.
    static func storeBacked(surface: FakeTerminalSurface, path: String, clock: HandClock) throws -> AppRuntime {
        let runtime = AppRuntime(surface: surface, effects: .app(database: try AppDatabase.open(path: path), now: { clock.now }),
                                 style: { _ in TerminalStyle(foreground: nil, background: nil, attributes: []) },
                                 runsEffectsInline: true, clock: { clock.now })
        runtime.tick(force: true)
        runtime.send(.started)
        runtime.draw()
        return runtime
    }
}
