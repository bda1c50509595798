/// A 24-bit colour as themes write it (`#rrggbb`), before any terminal depth is applied.
public struct RGB: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// Parses `#rrggbb` (case-insensitive); anything else is nil so loaders can name the bad value.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
              let value = UInt32(String(decoding: digits[1...], as: UTF8.self), radix: 16)
        else { return nil }
        self.init(r: UInt8(value >> 16 & 0xFF), g: UInt8(value >> 8 & 0xFF), b: UInt8(value & 0xFF))
    }

    /// The `#rrggbb` spelling, lower case, as written in theme files.
    public var hex: String {
        let value = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let digits = String(value, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// The packed 0xRRGGBB value direct-colour terminals take as a colour number.
    public var packed: Int { Int(r) << 16 | Int(g) << 8 | Int(b) }
}

extension RGB: CustomStringConvertible {
    public var description: String { hex }
}
