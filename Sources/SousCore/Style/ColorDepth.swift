/// How many colours the terminal can show, best first; everything else is derived from this.
public enum ColorDepth: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case mono
    case ansi8 = "8"
    case ansi16 = "16"
    case ansi256 = "256"
    case truecolor

    /// Ordered by capability so a preferred depth can be capped at what the terminal supports.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    /// Picks the depth from the environment and the terminal's capabilities, as the tokens file describes.
    ///
    /// - Parameters:
    ///   - environment: the process environment; only `NO_COLOR` is read.
    ///   - colorCount: the terminfo colour count (ncurses `COLORS`), 0 or less when colour is absent.
    ///   - directColor: the terminfo `RGB` flag: colour numbers are 0xRRGGBB.
    ///   - preferred: the user's choice from settings, capped at what the terminal supports.
    public static func detect(
        environment: [String: String],
        colorCount: Int,
        directColor: Bool,
        preferred: ColorDepth? = nil
    ) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .mono }
        let supported: ColorDepth
        if directColor && colorCount >= 8 {
            supported = .truecolor
        } else if colorCount >= 256 {
            supported = .ansi256
        } else if colorCount >= 16 {
            supported = .ansi16
        } else if colorCount >= 8 {
            supported = .ansi8
        } else {
            supported = .mono
        }
        guard let preferred else { return supported }
        return min(preferred, supported)
    }
}
