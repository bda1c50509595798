/// What the terminal layer draws for one role at one depth; nil colours mean the terminal default.
public struct TerminalStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var attributes: TextAttributes

    public init(foreground: TerminalColor?, background: TerminalColor?, attributes: TextAttributes) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}
