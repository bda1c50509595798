import SousCore

/// The terminal as the run loop sees it: a size, keys in, finished frames out.
///
/// The live implementation (ncurses) is in SousTerminal; tests use a fake.
public protocol TerminalSurface: AnyObject {
    var size: Size { get }
    var colorDepth: ColorDepth { get }
    /// The next key, or nil after `timeoutMilliseconds` without one.
    func readKey(timeoutMilliseconds: Int) -> KeyEvent?
    /// Shows `buffer`, drawing only what changed since the last frame.
    func present(_ buffer: Buffer, style: (StyleRole) -> TerminalStyle)
    func bell()
}
