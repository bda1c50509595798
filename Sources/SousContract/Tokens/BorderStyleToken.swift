/// A border style a theme may choose, with the style to draw instead where it cannot be shown.
public struct BorderStyleToken: Equatable, Sendable, Decodable {
    public var description: String
    public var fallback: String?
    public var glyphs: BorderGlyphs
}
