import Dispatch
import Foundation
import SousApp
import SousCore

/// The single-threaded run loop: keys -> actions -> reducer -> effects -> frames.
///
/// It owns the state and the terminal; effects run on a background queue and post
/// their results into an inbox that the loop drains between keys, so nothing but this
/// loop ever touches the terminal (ncurses is not thread-safe).
public final class AppRuntime {
    /// A theme's name to its style function, and a problem to show if its file was broken.
    public typealias ThemeStyles = (String) -> (style: (StyleRole) -> TerminalStyle, glyphs: Glyphs, problem: String?)

    public private(set) var state: AppState
    let surface: any TerminalSurface
    let effects: EffectHandlers
    /// The symbols in use; a theme brings its own set (playful draws emoji).
    public private(set) var glyphs: Glyphs
    /// The style table in use; `.applyTheme` swaps it for the named theme's.
    public private(set) var style: (StyleRole) -> TerminalStyle
    /// The style table of a theme by name, and any problem loading it, from the host
    /// (which knows the theme files and the colour depth). Without one, `.applyTheme` does nothing.
    let themeStyles: ThemeStyles?
    let inbox = Inbox()
    /// Tests run effects inline so every step is deterministic.
    let runsEffectsInline: Bool
    private let queue = DispatchQueue(label: "sous.effects")
    private var needsDraw = true
    /// What time it is; tests pass a clock they move by hand.
    let clock: () -> Date
    private var lastTickSecond: Int?

    public init(state: AppState = AppState(), surface: any TerminalSurface, effects: EffectHandlers, glyphs: Glyphs = .unicode,
                style: @escaping (StyleRole) -> TerminalStyle, themeStyles: ThemeStyles? = nil,
                runsEffectsInline: Bool = false, clock: @escaping () -> Date = { Date() }) {
        self.clock = clock
        self.state = state
        self.surface = surface
        self.effects = effects
        self.glyphs = glyphs
        self.style = style
        self.themeStyles = themeStyles
        self.runsEffectsInline = runsEffectsInline
    }

    /// The signal that ended the loop (SIGTERM, SIGHUP, ...), if one did.
    public private(set) var endedBySignal: Int32?

    /// Runs until the state says to quit or a termination signal arrives; returns the final state.
    @discardableResult
    public func run(pollMilliseconds: Int = 100, then initial: [AppAction] = []) -> AppState {
        tick(force: true)
        send(.started)
        for action in initial { send(action) }
        while !state.isQuitting {
            for action in inbox.drain() { send(action) }
            tick()
            if needsDraw { draw() }
            let key = surface.readKey(timeoutMilliseconds: pollMilliseconds)
            if let signal = surface.pendingSignal {
                endedBySignal = signal
                break
            }
            if let key { handle(key) }
        }
        settle()
        return state
    }

    /// Waits (at most `timeout` seconds) for the effects already started to finish, so a save or a
    /// discarded draft asked for just before quitting reaches the store before the process ends.
    /// Their results are not reduced: nothing is drawn any more.
    @discardableResult
    public func settle(timeout: TimeInterval = 5) -> Bool {
        guard !runsEffectsInline else { return true }
        let done = DispatchSemaphore(value: 0)
        // The queue is serial: this runs after every effect queued before it.
        queue.async { done.signal() }
        return done.wait(timeout: .now() + timeout) == .success
    }

    /// Feeds one key as if typed (journey tests drive the app through this).
    public func handle(_ key: KeyEvent) {
        tick(force: true)
        if key == .resize {
            needsDraw = true
            return
        }
        if let action = KeyMap.action(for: key, in: state, screen: surface.size) { send(action) }
    }

    /// Tells the state the time: every new second (timers count down), and before every key
    /// (so a timer set by a key starts from the moment it was pressed).
    public func tick(force: Bool = false) {
        let now = clock()
        let second = Int(now.timeIntervalSince1970.rounded(.down))
        guard force || second != lastTickSecond else { return }
        lastTickSecond = second
        // Idle screens without a session or a provider request (nor a plan being generated) have
        // nothing that changes with time.
        let generating = state.planForMe.proposal?.isGenerating == true
        if !force && state.cooking == nil && state.ai.request == nil && !generating { return }
        send(.tick(now))
    }

    /// Hands actions from another thread (the microphone) to the loop, which reduces them next pass.
    public var poster: @Sendable ([AppAction]) -> Void {
        let inbox = self.inbox
        return { inbox.post($0) }
    }

    /// Reduces an action and starts the effects it asks for.
    public func send(_ action: AppAction) {
        let requested = AppReducer.reduce(&state, action)
        needsDraw = true
        for effect in requested { dispatch(effect) }
    }

    /// Routes an effect to its domain's handler: the terminal's here on the loop, the others on
    /// the effects queue, in order (a settings save reaches the store before the voice restarts).
    func dispatch(_ effect: Effect) {
        switch effect {
        case .terminal(let effect):
            perform(effect)
        case .store(let effect):
            background { $0.store.perform(effect) }
        case .transfer(let effect):
            background { $0.transfer.perform(effect) }
        case .assistant(let effect):
            background { $0.assistant.perform(effect) }
        case .voice(let effect):
            background { $0.voice.perform(effect) }
        case .sync(let effect):
            // Beside the effects queue, each on its own thread: a sync that waits on the network,
            // or a debounce that waits out the quiet, holds up no save. The reducer starts only
            // one sync at a time.
            if runsEffectsInline {
                for result in effects.sync.perform(effect) { send(result) }
            } else {
                let handlers = effects, inbox = inbox
                DispatchQueue.global().async { inbox.post(handlers.sync.perform(effect)) }
            }
        case .ai(let effect):
            streaming(effect, effects.ai)
        case .memory(let effect):
            streaming(effect, effects.memory)
        }
    }

    /// Provider work runs on its own threads, beside the serial queue: a request that takes a
    /// minute must not hold up a save. Its pieces reach the inbox as they come.
    private func streaming<Handled: Sendable>(_ effect: Handled, _ handler: any StreamingEffectHandler<Handled>) {
        if runsEffectsInline {
            let collected = Collected()
            handler.perform(effect) { collected.append($0) }
            for action in collected.taken() { send(action) }
        } else {
            let inbox = inbox
            DispatchQueue.global().async { handler.perform(effect) { inbox.post($0) } }
        }
    }

    /// The terminal and the style table belong to this loop, so their effects run here.
    private func perform(_ effect: TerminalEffect) {
        switch effect {
        case .ringBell:
            surface.bell()
        case .redraw:
            surface.invalidate()
            needsDraw = true
        case .applyTheme(let name):
            guard let theme = themeStyles?(name) else { return }
            style = theme.style
            glyphs = theme.glyphs
            // Cells hold roles, so the diff sees no change: every cell must be drawn again.
            surface.invalidate()
            if let problem = theme.problem { send(.failed(.theme(problem))) }
        }
    }

    private func background(_ work: @escaping @Sendable (EffectHandlers) -> [AppAction]) {
        if runsEffectsInline {
            for result in work(effects) { send(result) }
        } else {
            let handlers = effects, inbox = inbox
            queue.async { inbox.post(work(handlers)) }
        }
    }

    /// Renders the state and shows it.
    public func draw() {
        surface.present(AppView.render(state, size: surface.size, glyphs: glyphs), style: style)
        needsDraw = false
    }
}

/// Actions posted by effect threads, drained by the run loop.
final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [AppAction] = []

    func post(_ actions: [AppAction]) {
        lock.lock()
        pending += actions
        lock.unlock()
    }

    func drain() -> [AppAction] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending = []
        return taken
    }
}

/// What an inline handler posted, sent once it returns (tests).
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [AppAction] = []

    func append(_ more: [AppAction]) { lock.withLock { actions += more } }
    func taken() -> [AppAction] { lock.withLock { actions } }
}
