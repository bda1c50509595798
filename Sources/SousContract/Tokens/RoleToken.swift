import SousCore

/// A semantic style role: what it is for, where its colour comes from, and its default attributes.
public struct RoleToken: Equatable, Sendable, Decodable {
    public var description: String
    /// A role or base colour this role takes its foreground from unless a theme overrides it.
    public var fallback: String
    /// The base colour behind the role; nil inherits along the fallback chain, then `background`.
    public var bg: String?
    public var attrs: TextAttributes
    /// Attributes at the mono depth; defaults to `attrs`.
    public var mono: TextAttributes

    public init(description: String, fallback: String, bg: String? = nil, attrs: TextAttributes = [], mono: TextAttributes? = nil) {
        self.description = description
        self.fallback = fallback
        self.bg = bg
        self.attrs = attrs
        self.mono = mono ?? attrs
    }

    private enum CodingKeys: String, CodingKey {
        case description, fallback, bg, attrs, mono
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        description = try container.decode(String.self, forKey: .description)
        fallback = try container.decode(String.self, forKey: .fallback)
        bg = try container.decodeIfPresent(String.self, forKey: .bg)
        attrs = try container.decodeIfPresent(TextAttributes.self, forKey: .attrs) ?? []
        mono = try container.decodeIfPresent(TextAttributes.self, forKey: .mono) ?? attrs
    }
}
