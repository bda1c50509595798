/// A role's look after the theme is applied: colours still 24-bit, depth not yet chosen.
public struct ResolvedStyle: Hashable, Sendable {
    public var foreground: RGB
    public var background: RGB
    public var attributes: TextAttributes
    /// Attributes used when there is no colour, chosen so meaning survives without it.
    public var monoAttributes: TextAttributes
    /// The theme's hand-picked ANSI colours (0-15) for the 16 and 8 colour depths, if any.
    public var foregroundANSI: UInt8?
    public var backgroundANSI: UInt8?

    public init(
        foreground: RGB,
        background: RGB,
        attributes: TextAttributes = [],
        monoAttributes: TextAttributes? = nil,
        foregroundANSI: UInt8? = nil,
        backgroundANSI: UInt8? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.monoAttributes = monoAttributes ?? attributes
        self.foregroundANSI = foregroundANSI
        self.backgroundANSI = backgroundANSI
    }

    /// The one place colour depth is applied: what the terminal layer should actually draw.
    public func painted(at depth: ColorDepth) -> TerminalStyle {
        guard depth != .mono else {
            return TerminalStyle(foreground: nil, background: nil, attributes: monoAttributes)
        }
        return TerminalStyle(
            foreground: depth.color(for: foreground, ansi: foregroundANSI),
            background: depth.color(for: background, ansi: backgroundANSI),
            attributes: attributes
        )
    }
}
