/// Maps 24-bit colours to the nearest palette index a lesser terminal can show.
///
/// Nearest means smallest OKLab distance (see `OKLab`). Palette colours are converted once; a
/// theme has a few dozen colours and the terminal layer caches results, so a linear scan is enough.
public enum ColorQuantizer {
    /// The nearest xterm 256-colour index, from the cube and grey ramp only (16-255).
    ///
    /// Indices 0-15 are skipped: terminal colour schemes redefine them, so they would not look
    /// like the colour asked for. Pure red is 196, white 231, black 16, greys land on 232-255.
    public static func nearest256(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        nearest(RGB(r: r, g: g, b: b), in: palette256, firstIndex: 16)
    }

    /// The nearest of the 16 ANSI colours, measured against xterm's defaults.
    public static func nearest16(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        nearest(RGB(r: r, g: g, b: b), in: palette16, firstIndex: 0)
    }

    /// The nearest of the 8 basic ANSI colours (0-7).
    public static func nearest8(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        nearest(RGB(r: r, g: g, b: b), in: Array(palette16.prefix(8)), firstIndex: 0)
    }

    private static let palette256: [OKLab] = (16...255).map { XtermPalette.color(at: UInt8($0)).okLab }
    private static let palette16: [OKLab] = XtermPalette.ansi16.map(\.okLab)

    /// The first index of the closest entry; ties keep the lower index so answers are stable.
    private static func nearest(_ color: RGB, in palette: [OKLab], firstIndex: Int) -> UInt8 {
        let target = color.okLab
        var best = 0
        var bestDistance = Double.infinity
        for (offset, candidate) in palette.enumerated() {
            let distance = target.distanceSquared(to: candidate)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
        }
        return UInt8(firstIndex + best)
    }
}

extension RGB {
    /// Shorthand for `ColorQuantizer.nearest256`.
    public var nearest256: UInt8 { ColorQuantizer.nearest256(r: r, g: g, b: b) }
    /// Shorthand for `ColorQuantizer.nearest16`.
    public var nearest16: UInt8 { ColorQuantizer.nearest16(r: r, g: g, b: b) }
    /// Shorthand for `ColorQuantizer.nearest8`.
    public var nearest8: UInt8 { ColorQuantizer.nearest8(r: r, g: g, b: b) }
}
