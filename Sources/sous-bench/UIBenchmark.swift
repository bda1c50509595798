import Foundation
import SousApp
import SousCLI
import SousCore
import SousStore
import SousTestSupport
import SousUI

/// The terminal UI's costs on a large cookbook, without the terminal itself (ncurses adds a
/// few milliseconds per frame: see docs/DECISIONS.md, terminal layer).
struct UIBenchmark {
    var database: AppDatabase
    var size: Int

    func run() throws {
        out("\n== Terminal UI on \(size) recipes (headless: state, store, render; no ncurses) ==")
        let plain = TerminalStyle(foreground: nil, background: nil, attributes: [])
        var firstFrame = 0.0
        var runtime: AppRuntime!
        var surface: InMemoryTerminalSurface!
        firstFrame = Stopwatch.time {
            surface = InMemoryTerminalSurface(size: Size(width: 100, height: 30))
            runtime = AppRuntime(surface: surface, effects: .app(database: database), style: { _ in plain }, runsEffectsInline: true)
            runtime.send(.started)
            runtime.draw()
        }
        out("first full frame (household, first page of the list and its count, render): \(Stopwatch.format(firstFrame)) ms")
        runtime.handle(.character("2"))
        var samples: [Double] = []
        for _ in 0..<20 {
            for character in "garlic butter" {
                samples.append(Stopwatch.time {
                    runtime.handle(.character(character))
                    runtime.draw()
                })
            }
            for _ in 0..<13 { runtime.handle(.backspace) }
        }
        out("keystroke to frame while typing \"garlic butter\" (search every key): p50 \(Stopwatch.format(Stopwatch.percentile(samples, 50))) ms, p99 \(Stopwatch.format(Stopwatch.percentile(samples, 99))) ms")
        for character in "garlic butter" { runtime.handle(.character(character)) }
        runtime.handle(.enter)
        let big = Size(width: 200, height: 60)
        var redraws: [Double] = []
        for _ in 0..<200 { redraws.append(Stopwatch.time { _ = AppView.render(runtime.state, size: big) }) }
        let previous = AppView.render(runtime.state, size: big)
        var next = runtime.state
        next.detail?.servings += 1
        let changed = AppView.render(next, size: big).changes(since: previous).count
        out("full redraw of a recipe at 200x60: p50 \(Stopwatch.format(Stopwatch.percentile(redraws, 50))) ms; cells changed by '+' (servings): \(changed) of \(200 * 60)")
    }
}
