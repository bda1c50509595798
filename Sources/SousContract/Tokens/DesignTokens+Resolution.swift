import SousCore

/// Answers "what does this role, glyph or border look like" by following fallback chains.
extension DesignTokens {
    /// A role's default look: the base colours it ends at and its attributes, before any theme.
    public struct ResolvedRole: Equatable, Sendable {
        public var role: String
        /// The roles visited and the base colour reached, in order.
        public var chain: [String]
        public var foreground: String
        public var background: String
        public var attributes: TextAttributes
        public var monoAttributes: TextAttributes
    }

    /// The base colour every role's background defaults to.
    public static let defaultBackground = "background"

    /// Follows `role`'s fallback chain to a base colour; nil when the role does not exist.
    ///
    /// The background is the first `bg` met along the chain, else `background`. Attributes are
    /// the role's own: they are not inherited, so a bold heading does not make its dependants bold.
    public func resolve(role: String) -> ResolvedRole? {
        guard let own = roles[role], case .success(let chain) = roleChain(from: role), let base = chain.last else {
            return nil
        }
        let background = chain.lazy.compactMap { roles[$0]?.bg }.first ?? Self.defaultBackground
        return ResolvedRole(
            role: role, chain: chain, foreground: base, background: background,
            attributes: own.attrs, monoAttributes: own.mono
        )
    }

    /// The base colour a theme's palette supplies for `name`, following optional colours' fallbacks.
    public func baseColor(_ name: String, in palette: [String: RGB]) -> RGB? {
        guard case .success(let chain) = baseColorChain(from: name) else { return nil }
        return chain.lazy.compactMap { palette[$0] }.first
    }

    /// The text for `glyph` in `set`, following the set's fallbacks; `asciiOnly` for non-UTF-8 locales.
    public func glyph(_ glyph: String, set: String, overrides: [String: String] = [:], asciiOnly: Bool = false) -> String? {
        if asciiOnly { return glyphSets[Self.asciiName]?.glyphs[glyph] }
        if let override = overrides[glyph] { return override }
        guard case .success(let chain) = glyphSetChain(from: set) else { return nil }
        return chain.lazy.compactMap { glyphSets[$0]?.glyphs[glyph] }.first
    }

    /// The characters for a border style; the style's ASCII fallback when `asciiOnly`.
    public func borderGlyphs(style: String, asciiOnly: Bool = false) -> BorderGlyphs? {
        guard let chosen = borderStyles[style] else { return nil }
        guard asciiOnly else { return chosen.glyphs }
        var current = chosen
        while !current.glyphs.parts.allSatisfy({ Self.isPrintableASCII($0.glyph) }) {
            guard let next = current.fallback.flatMap({ borderStyles[$0] }) else { return nil }
            current = next
        }
        return current.glyphs
    }

    func roleChain(from role: String) -> Result<[String], FallbackChain.Failure> {
        FallbackChain.follow(
            from: role,
            next: { roles[$0]?.fallback },
            exists: { roles[$0] != nil || baseColors[$0] != nil }
        )
    }

    func baseColorChain(from name: String) -> Result<[String], FallbackChain.Failure> {
        FallbackChain.follow(from: name, next: { baseColors[$0]?.fallback }, exists: { baseColors[$0] != nil })
    }

    func glyphSetChain(from name: String) -> Result<[String], FallbackChain.Failure> {
        FallbackChain.follow(from: name, next: { glyphSets[$0]?.fallback }, exists: { glyphSets[$0] != nil })
    }
}
