import SousCore

/// A theme's partial override of one role; fields left out keep the contract's defaults.
public struct RoleOverride: Equatable, Sendable, Decodable {
    /// A base colour name or `#rrggbb`.
    public var fg: String?
    /// A base colour name or `#rrggbb`.
    public var bg: String?
    /// Replaces the role's default attributes (mono attributes stay the contract's).
    public var attrs: TextAttributes?

    public init(fg: String? = nil, bg: String? = nil, attrs: TextAttributes? = nil) {
        self.fg = fg
        self.bg = bg
        self.attrs = attrs
    }
}
