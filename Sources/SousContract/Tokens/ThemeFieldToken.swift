/// One field a theme file may contain, as documented in the tokens file's `theme_schema`.
public struct ThemeFieldToken: Equatable, Sendable, Decodable {
    public var required: Bool
    public var type: String
    public var description: String
}
