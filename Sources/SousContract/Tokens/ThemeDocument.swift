/// A theme file (`themes/<name>.yaml`) as written, shaped by the tokens file's `theme_schema`.
public struct ThemeDocument: Equatable, Sendable, Decodable {
    public var name: String
    public var description: String
    /// Base colour name to `#rrggbb`.
    public var palette: [String: String]
    /// Base colour name to a hand-picked ANSI colour (0-15) for the 16 and 8 colour depths.
    public var paletteANSI: [String: Int]
    public var roles: [String: RoleOverride]
    public var border: String
    public var borderFocused: String?
    public var glyphSet: String
    /// Glyph name to the text drawn instead of the glyph set's (for example an emoji).
    public var glyphs: [String: String]

    /// The keys a theme file may use; a test keeps them equal to `theme_schema`.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, description, palette
        case paletteANSI = "palette_ansi"
        case roles, border
        case borderFocused = "border_focused"
        case glyphSet = "glyph_set"
        case glyphs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decode(String.self, forKey: .description)
        palette = try container.decode([String: String].self, forKey: .palette)
        paletteANSI = try container.decodeIfPresent([String: Int].self, forKey: .paletteANSI) ?? [:]
        roles = try container.decodeIfPresent([String: RoleOverride].self, forKey: .roles) ?? [:]
        border = try container.decode(String.self, forKey: .border)
        borderFocused = try container.decodeIfPresent(String.self, forKey: .borderFocused)
        glyphSet = try container.decode(String.self, forKey: .glyphSet)
        glyphs = try container.decodeIfPresent([String: String].self, forKey: .glyphs) ?? [:]
    }

    /// Decodes a theme and checks it against `tokens`; errors name `file` and every problem.
    public init(yaml: String, file: String, tokens: DesignTokens = .builtIn) throws(ContractError) {
        let decoded = try ContractYAML.decode(ThemeDocument.self, from: yaml, file: file)
        let problems = tokens.problems(in: decoded)
        guard problems.isEmpty else {
            throw ContractError(file: file, reason: problems.joined(separator: "; "))
        }
        self = decoded
    }
}
