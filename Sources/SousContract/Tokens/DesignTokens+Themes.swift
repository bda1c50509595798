import SousCore

/// Checking a theme against the contract, and turning it into one `ResolvedStyle` per role.
extension DesignTokens {
    /// Every way `theme` breaks the contract, in a stable order.
    public func problems(in theme: ThemeDocument) -> [String] {
        var found: [String] = []
        for (name, color) in baseColors.sorted(by: { $0.key < $1.key }) where color.required && theme.palette[name] == nil {
            found.append("palette: required base colour '\(name)' is missing")
        }
        for (name, hex) in theme.palette.sorted(by: { $0.key < $1.key }) {
            if baseColors[name] == nil { found.append("palette: '\(name)' is not a base colour") }
            if RGB(hex: hex) == nil { found.append("palette: \(name) '\(hex)' is not a #rrggbb colour") }
        }
        for (name, index) in theme.paletteANSI.sorted(by: { $0.key < $1.key }) {
            if baseColors[name] == nil { found.append("palette_ansi: '\(name)' is not a base colour") }
            if !(0...15).contains(index) { found.append("palette_ansi: \(name) \(index) is not 0-15") }
        }
        for (name, override) in theme.roles.sorted(by: { $0.key < $1.key }) {
            if roles[name] == nil { found.append("roles: '\(name)' is not a role") }
            for (field, value) in [("fg", override.fg), ("bg", override.bg)] {
                guard let value, !isColorReference(value) else { continue }
                found.append("roles: \(name).\(field) '\(value)' is neither a base colour nor #rrggbb")
            }
        }
        for (field, style) in [("border", theme.border), ("border_focused", theme.borderFocused)] {
            if let style, borderStyles[style] == nil { found.append("\(field): '\(style)' is not a border style") }
        }
        if glyphSets[theme.glyphSet] == nil { found.append("glyph_set: '\(theme.glyphSet)' is not a glyph set") }
        for (name, text) in theme.glyphs.sorted(by: { $0.key < $1.key }) {
            if glyphs[name] == nil { found.append("glyphs: '\(name)' is not a glyph") }
            if text.isEmpty { found.append("glyphs: '\(name)' is empty") }
            if Self.hasVariationSelector(text) { found.append("glyphs: '\(name)' \(Self.variationSelectorProblem)") }
        }
        return found
    }

    /// The look of `role` under `theme`: overrides first, then the fallback chain, then the palette.
    ///
    /// The foreground is the first `fg` override met along the chain, else the base colour the
    /// chain ends at; the background likewise with `bg` (theme first, then contract). Mono
    /// attributes always come from the contract so a theme cannot hide selection without colour.
    public func style(for role: String, in theme: ThemeDocument) -> ResolvedStyle? {
        guard let resolved = resolve(role: role) else { return nil }
        let roleSteps = resolved.chain.filter { roles[$0] != nil }
        let fgRef = roleSteps.lazy.compactMap { theme.roles[$0]?.fg }.first ?? resolved.foreground
        let bgRef = roleSteps.lazy.compactMap { theme.roles[$0]?.bg ?? self.roles[$0]?.bg }.first
            ?? Self.defaultBackground
        guard let fg = color(fgRef, in: theme), let bg = color(bgRef, in: theme) else { return nil }
        return ResolvedStyle(
            foreground: fg.rgb, background: bg.rgb,
            attributes: theme.roles[role]?.attrs ?? resolved.attributes,
            monoAttributes: resolved.monoAttributes,
            foregroundANSI: fg.ansi, backgroundANSI: bg.ansi
        )
    }

    /// Every role's style under `theme`; roles that cannot resolve are left out (validation prevents it).
    public func styles(for theme: ThemeDocument) -> [String: ResolvedStyle] {
        var result: [String: ResolvedStyle] = [:]
        for name in roles.keys {
            result[name] = style(for: name, in: theme)
        }
        return result
    }

    /// A colour reference's RGB, and the ANSI hint of the base colour that actually supplied it.
    private func color(_ reference: String, in theme: ThemeDocument) -> (rgb: RGB, ansi: UInt8?)? {
        if let rgb = RGB(hex: reference) { return (rgb, nil) }
        guard case .success(let chain) = baseColorChain(from: reference),
              let source = chain.first(where: { theme.palette[$0] != nil }),
              let rgb = theme.palette[source].flatMap(RGB.init(hex:))
        else { return nil }
        let ansi = theme.paletteANSI[source].flatMap { (0...15).contains($0) ? UInt8($0) : nil }
        return (rgb, ansi)
    }

    /// An emoji variation selector (U+FE0F) after a character that is text by default ("⏲️"):
    /// wcwidth terminals (xterm, VTE, tmux 3.3) draw it one cell wide, others two, so no width
    /// count matches every terminal and a glyph like this leaves a stray letter on some.
    static func hasVariationSelector(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value == 0xFE0F }
    }

    static let variationSelectorProblem =
        "uses an emoji variation selector (U+FE0F), which terminals draw one or two cells wide; use a character that is an emoji by itself (⏳, ❗)"

    private func isColorReference(_ value: String) -> Bool {
        baseColors[value] != nil || RGB(hex: value) != nil
    }
}
