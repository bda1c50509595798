/// A colour as the terminal is told it: a palette index, or a 24-bit value on direct-colour terminals.
public enum TerminalColor: Hashable, Sendable {
    case index(UInt8)
    case rgb(RGB)
}

extension ColorDepth {
    /// The colour to send at this depth; nil at mono, where only attributes are drawn.
    ///
    /// `ansi` is a theme's hand-picked 0-15 colour for the 16 and 8 colour depths; at 8 colours a
    /// bright hint (8-15) becomes its basic colour.
    public func color(for rgb: RGB, ansi: UInt8? = nil) -> TerminalColor? {
        switch self {
        case .truecolor: return .rgb(rgb)
        case .ansi256: return .index(rgb.nearest256)
        case .ansi16: return .index(ansi.map { $0 & 0x0F } ?? rgb.nearest16)
        case .ansi8: return .index(ansi.map { $0 & 0x07 } ?? rgb.nearest8)
        case .mono: return nil
        }
    }
}
