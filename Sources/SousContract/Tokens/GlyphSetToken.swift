/// A named set of glyphs; glyphs it leaves out come from its fallback set, ending at `ascii`.
public struct GlyphSetToken: Equatable, Sendable, Decodable {
    public var description: String
    public var fallback: String?
    public var glyphs: [String: String]
}
