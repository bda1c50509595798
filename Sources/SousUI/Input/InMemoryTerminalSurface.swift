import SousCore

/// A terminal surface in memory: keys come from a queue, frames are recorded.
///
/// Production uses it where the app runs without a terminal (`sous render` draws screens as
/// text, `sous terminal-check` renders before touching the real one), and the tests drive the
/// whole app through it, so it lives in SousUI beside `TerminalSurface`.
/// A queued `.resize` applies the next queued size first, as a real terminal would.
public final class InMemoryTerminalSurface: TerminalSurface {
    public private(set) var size: Size
    public var colorDepth: ColorDepth
    public var pendingSignal: Int32?
    /// Keys still to be read, first out first.
    public var queuedKeys: [KeyEvent]
    /// Sizes taken, in order, each time a `.resize` key is read.
    public var queuedSizes: [Size] = []
    /// Every buffer presented, in order.
    public private(set) var presented: [Buffer] = []
    /// The styles each presented frame asked for, by role, in the same order.
    public private(set) var presentedStyles: [[StyleRole: TerminalStyle]] = []
    public private(set) var bellCount = 0
    /// How many times the runtime asked for every cell to be drawn again.
    public private(set) var invalidationCount = 0
    /// Timeouts passed to `readKey`, so a test can see the loop never blocks forever.
    public private(set) var readTimeouts: [Int] = []
    /// A signal to raise once the key queue runs dry (simulates `kill -TERM`).
    public var signalWhenKeysRunOut: Int32?

    public init(size: Size, keys: [KeyEvent] = [], colorDepth: ColorDepth = .ansi256) {
        self.size = size
        self.queuedKeys = keys
        self.colorDepth = colorDepth
    }

    /// The last presented frame's text, one string per row.
    public var lastLines: [String] { presented.last?.lines ?? [] }

    public func readKey(timeoutMilliseconds: Int) -> KeyEvent? {
        readTimeouts.append(timeoutMilliseconds)
        guard !queuedKeys.isEmpty else {
            if let signal = signalWhenKeysRunOut { pendingSignal = signal }
            return nil
        }
        let key = queuedKeys.removeFirst()
        if key == .resize, !queuedSizes.isEmpty { size = queuedSizes.removeFirst() }
        return key
    }

    public func present(_ buffer: Buffer, style: (StyleRole) -> TerminalStyle) {
        presented.append(buffer)
        var styles: [StyleRole: TerminalStyle] = [:]
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width where styles[buffer[x, y].role] == nil {
                styles[buffer[x, y].role] = style(buffer[x, y].role)
            }
        }
        presentedStyles.append(styles)
    }

    public func invalidate() {
        invalidationCount += 1
    }

    public func bell() {
        bellCount += 1
    }
}
