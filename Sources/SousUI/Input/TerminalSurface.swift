import SousCore

/// The screen and keyboard as the run loop sees them: a live ncurses session or a fake.
///
/// Deliberately small so the app can run headless in tests: it reads keys, shows whole
/// buffers (the surface decides what actually changed) and reports what the terminal can do.
/// Implementations are used from one thread only (ncurses is not thread-safe).
public protocol TerminalSurface: AnyObject {
    /// The size in cells, current as of the last `readKey` (a `.resize` key announces changes).
    var size: Size { get }

    /// How many colours the terminal shows, after `NO_COLOR`; themes resolve roles against it.
    var colorDepth: ColorDepth { get }

    /// A termination signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) that has arrived, if any.
    ///
    /// The loop checks it after every `readKey`, then stops and exits with status 128 + signal,
    /// so the terminal is restored by ordinary code rather than inside a signal handler.
    var pendingSignal: Int32? { get }

    /// Waits up to `timeoutMilliseconds` (0: do not wait) for a key; nil when none came.
    func readKey(timeoutMilliseconds: Int) -> KeyEvent?

    /// Shows `buffer`, mapping each cell's role to a concrete style with `style`.
    func present(_ buffer: Buffer, style: (StyleRole) -> TerminalStyle)

    /// Forgets what is on screen, so the next `present` draws every cell: the styles changed
    /// (a new theme) while the cells, which hold roles, did not.
    func invalidate()

    /// Rings the terminal bell (or flashes, as the terminal prefers).
    func bell()
}
