import SousCore

extension Buffer {
    /// The rows as text with SGR escape sequences for each run of cells in one style, for
    /// `sous render --ansi`: bug reports and docs can show a screen in its theme's colours.
    public func ansiLines(style: (StyleRole) -> TerminalStyle) -> [String] {
        (0..<size.height).map { y in
            var line = ""
            var current: TerminalStyle?
            for x in 0..<size.width where !self[x, y].isContinuation {
                let cell = self[x, y]
                let look = style(cell.role)
                if look != current {
                    line += Self.sgr(look)
                    current = look
                }
                line.append(cell.character)
            }
            return line + "\u{1B}[0m"
        }
    }

    /// "ESC[0;1;38;2;r;g;bm": reset, then the attributes and colours of `style`.
    static func sgr(_ style: TerminalStyle) -> String {
        var codes = ["0"]
        let attributes: [(TextAttributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        codes += attributes.filter { style.attributes.contains($0.0) }.map(\.1)
        if let fg = style.foreground { codes.append(color(fg, base: 30, bright: 90, extended: 38)) }
        if let bg = style.background { codes.append(color(bg, base: 40, bright: 100, extended: 48)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func color(_ color: TerminalColor, base: Int, bright: Int, extended: Int) -> String {
        switch color {
        case .rgb(let rgb): "\(extended);2;\(rgb.r);\(rgb.g);\(rgb.b)"
        case .index(let n) where n < 8: "\(base + Int(n))"
        case .index(let n) where n < 16: "\(bright + Int(n) - 8)"
        case .index(let n): "\(extended);5;\(n)"
        }
    }
}
