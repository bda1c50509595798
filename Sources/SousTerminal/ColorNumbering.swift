import SousCore

/// Turns a `TerminalColor` into the colour number ncurses expects on this terminal.
///
/// Themes resolve colours against the detected depth already; this is the last guard so a style
/// meant for a richer terminal still shows something sensible. On direct-colour terminals
/// (terminfo `RGB`) numbers below 8 are the ANSI palette and every other number is 0xRRGGBB,
/// so palette indices from 8 up are sent as their xterm RGB values, not as tiny blue numbers.
public struct ColorNumbering: Hashable, Sendable {
    public var colorCount: Int
    public var directColor: Bool
    public var defaultColors: Bool

    /// - Parameters:
    ///   - colorCount: ncurses `COLORS`.
    ///   - directColor: the terminfo `RGB` flag.
    ///   - defaultColors: `use_default_colors` succeeded, so -1 means the terminal's own colour.
    public init(colorCount: Int, directColor: Bool, defaultColors: Bool) {
        self.colorCount = colorCount
        self.directColor = directColor
        self.defaultColors = defaultColors
    }

    /// The number for `color`; nil (the default) is -1, or white/black without default colours.
    public func number(for color: TerminalColor?, isForeground: Bool) -> Int32 {
        guard let color, colorCount >= 8 else { return defaultNumber(isForeground: isForeground) }
        switch color {
        case .index(let index):
            if directColor { return index < 8 ? Int32(index) : Int32(XtermPalette.color(at: index).packed) }
            if Int(index) < colorCount { return Int32(index) }
            return number(for: .rgb(XtermPalette.color(at: index)), isForeground: isForeground)
        case .rgb(let rgb):
            if directColor { return Int32(rgb.packed) }
            if colorCount >= 256 { return Int32(rgb.nearest256) }
            if colorCount >= 16 { return Int32(rgb.nearest16) }
            return Int32(rgb.nearest8)
        }
    }

    private func defaultNumber(isForeground: Bool) -> Int32 {
        if defaultColors || colorCount < 8 { return -1 }
        return isForeground ? 7 : 0
    }
}
