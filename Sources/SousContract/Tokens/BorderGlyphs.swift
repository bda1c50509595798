/// The characters that draw a box and its joints; decoding fails if any part is missing.
public struct BorderGlyphs: Equatable, Sendable, Codable {
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    public var horizontal: String
    public var vertical: String
    public var teeLeft: String
    public var teeRight: String
    public var teeDown: String
    public var teeUp: String
    public var cross: String

    /// Every part with its name, so validation can report the offending one.
    public var parts: [(name: String, glyph: String)] {
        [
            ("topLeft", topLeft), ("topRight", topRight), ("bottomLeft", bottomLeft),
            ("bottomRight", bottomRight), ("horizontal", horizontal), ("vertical", vertical),
            ("teeLeft", teeLeft), ("teeRight", teeRight), ("teeDown", teeDown), ("teeUp", teeUp),
            ("cross", cross),
        ]
    }
}
