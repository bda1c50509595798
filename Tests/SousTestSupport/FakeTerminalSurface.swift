import SousCore
import SousUI

/// A terminal for headless tests: keys come from a queue, frames are kept.
public final class FakeTerminalSurface: TerminalSurface {
    public var size: Size
    public var colorDepth: ColorDepth = .mono
    public var keys: [KeyEvent]
    public private(set) var frames: [Buffer] = []
    public private(set) var bells = 0

    public init(size: Size = Size(width: 80, height: 24), keys: [KeyEvent] = []) {
        self.size = size
        self.keys = keys
    }

    public func readKey(timeoutMilliseconds: Int) -> KeyEvent? {
        keys.isEmpty ? .ctrl("c") : keys.removeFirst()
    }

    public func present(_ buffer: Buffer, style: (StyleRole) -> TerminalStyle) {
        frames.append(buffer)
    }

    public func bell() {
        bells += 1
    }

    /// The text of the last frame.
    public var screen: String { frames.last?.lines.joined(separator: "\n") ?? "" }
}
