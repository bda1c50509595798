/// The styling contract (`contract/design-tokens.yaml`): base colours, roles, borders, glyphs, depths.
///
/// Build it with `init(yaml:file:)` or `builtIn`, which validate, so resolution can rely on every
/// fallback resolving, no cycles and every glyph and border having an ASCII form.
public struct DesignTokens: Equatable, Sendable, Decodable {
    public var version: Int
    public var baseColors: [String: BaseColorToken]
    public var roles: [String: RoleToken]
    public var borderStyles: [String: BorderStyleToken]
    /// Every glyph name the UI draws, with what it is for.
    public var glyphs: [String: String]
    public var glyphSets: [String: GlyphSetToken]
    public var colorDepths: [String: ColorDepthToken]
    /// How the depth is chosen, as prose; `ColorDepth.detect` implements it.
    public var depthDetection: [String]
    /// Roles that must stay distinguishable from body text when there is no colour.
    public var monoMustStandOut: [String]
    public var themeSchema: [String: ThemeFieldToken]

    /// The name of the set every glyph and border must have, used wherever Unicode cannot be drawn.
    public static let asciiName = "ascii"

    private enum CodingKeys: String, CodingKey {
        case version
        case baseColors = "base_colors"
        case roles
        case borderStyles = "border_styles"
        case glyphs
        case glyphSets = "glyph_sets"
        case colorDepths = "color_depths"
        case depthDetection = "depth_detection"
        case monoMustStandOut = "mono_must_stand_out"
        case themeSchema = "theme_schema"
    }
}
