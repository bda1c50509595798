/// The colours xterm shows for each palette index, the reference the quantisers measure against.
public enum XtermPalette {
    /// xterm's default 16 ANSI colours; other terminals differ slightly, xterm's are the common reference.
    public static let ansi16: [RGB] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map(rgb)

    /// The six levels of each axis of the 6x6x6 colour cube (indices 16-231).
    public static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The colour of a 256-colour palette index: ANSI 16, then the cube, then 24 greys from 8 to 238.
    public static func color(at index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return ansi16[Int(index)]
        case 16..<232:
            let i = Int(index) - 16
            return RGB(r: cubeLevels[i / 36], g: cubeLevels[i / 6 % 6], b: cubeLevels[i % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(r: level, g: level, b: level)
        }
    }

    private static func rgb(_ packed: Int) -> RGB {
        RGB(r: UInt8(packed >> 16 & 0xFF), g: UInt8(packed >> 8 & 0xFF), b: UInt8(packed & 0xFF))
    }
}
