import Foundation
import SousApp
import SousCore
import SousUI

/// A clock the test moves by hand.
public final class HandClock: @unchecked Sendable {
    public var now: Date
    public init(_ now: Date) { self.now = now }
    public func advance(_ seconds: Double) { now = now.addingTimeInterval(seconds) }
}

/// The whole app driven headless as a cook would: keys, typed text, spoken commands, time passing;
/// and what the screen shows. Every journey test speaks this one language.
///
/// Build one around a runtime that runs its effects inline (SousCLITests' `Journey.app` does,
/// over a real store); each step ends with a tick and a frame drawn, as the run loop would.
public final class Journey {
    public let runtime: AppRuntime
    public let surface: InMemoryTerminalSurface
    /// The clock the runtime reads, when the test moves time itself.
    public let clock: HandClock?
    /// Seconds the clock moves after each `press` (timers that must visibly count down).
    public var secondsPerPress: Double = 0

    public init(runtime: AppRuntime, surface: InMemoryTerminalSurface, clock: HandClock? = nil) {
        self.runtime = runtime
        self.surface = surface
        self.clock = clock
    }

    public var state: AppState { runtime.state }
    /// The last frame, one line per row.
    public var screen: String { surface.lastLines.joined(separator: "\n") }
    /// The top line, where the tabs and a session's chip show.
    public var tabBar: String { surface.lastLines.first ?? "" }

    /// Keys, one after another, then a frame.
    public func press(_ keys: KeyEvent...) {
        for key in keys { runtime.handle(key) }
        if let clock, secondsPerPress > 0 { clock.advance(secondsPerPress) }
        settle()
    }

    /// Text typed key by key; a newline is Enter.
    public func type(_ text: String) {
        for c in text { runtime.handle(c == "\n" ? .enter : .character(c)) }
        settle()
    }

    /// A question typed into the cooking overlay's prompt (`:`), sent with Enter.
    public func ask(_ question: String) {
        runtime.handle(.character(":"))
        for c in question { runtime.handle(.character(c)) }
        press(.enter)
    }

    /// Words the recogniser heard, with its confidence, as the voice layer posts them.
    public func say(_ words: String, confidence: Double = 0.9) {
        send(.voice(.heard(words, confidence: confidence)))
    }

    /// An action from outside the keyboard (the microphone's other events, `sous cook`'s start).
    public func send(_ action: AppAction) {
        runtime.send(action)
        settle()
    }

    /// Time passes on the hand clock (timers count down and ring).
    public func wait(_ seconds: Double) {
        clock?.advance(seconds)
        settle()
    }

    private func settle() {
        runtime.tick()
        runtime.draw()
    }
}
