import SousCore
import SousUI

/// The loop behind `sous terminal-check`: shows what the terminal can do and the last key.
///
/// Written against `TerminalSurface`, so tests run it headless on a `InMemoryTerminalSurface`.
struct TerminalCheck {
    /// What the screen shows besides the live size and key.
    struct Facts: Equatable {
        var terminalName: String
        var colorDepth: ColorDepth
        /// Milliseconds from `start()` to the first frame on screen, once measured.
        var firstFrameMilliseconds: Double?
    }

    /// How long one key wait lasts; also bounds how late a termination signal is noticed.
    static let keyTimeoutMilliseconds = 250

    var facts: Facts
    var lastKey: KeyEvent?

    init(terminalName: String, colorDepth: ColorDepth) {
        facts = Facts(terminalName: terminalName, colorDepth: colorDepth)
    }

    /// Runs until `q` (status 0), Ctrl-C (130) or a termination signal (128 + signal).
    ///
    /// `firstFrameMeasured` is called once right after the first frame and returns the time
    /// since start, which is then shown; the clock stays outside so tests are deterministic.
    mutating func run(on surface: TerminalSurface, firstFrameMeasured: () -> Double? = { nil }) -> Int32 {
        surface.present(render(size: surface.size), style: Self.style(at: surface.colorDepth))
        if let elapsed = firstFrameMeasured() {
            facts.firstFrameMilliseconds = elapsed
            surface.present(render(size: surface.size), style: Self.style(at: surface.colorDepth))
        }
        while true {
            let key = surface.readKey(timeoutMilliseconds: Self.keyTimeoutMilliseconds)
            if let signal = surface.pendingSignal { return 128 + signal }
            guard let key else { continue }
            switch key {
            case .character("q"): return 0
            case .ctrl("c"): return 130
            case .resize: break
            default: lastKey = key
            }
            surface.present(render(size: surface.size), style: Self.style(at: surface.colorDepth))
        }
    }
}
