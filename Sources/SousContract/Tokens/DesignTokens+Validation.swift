import SousCore

/// The checks every tokens file must pass; each problem is one readable sentence.
extension DesignTokens {
    /// Every problem found, sorted by section then name so messages are stable.
    func problems() -> [String] {
        var found: [String] = []
        if version != 1 { found.append("version \(version) is not supported (expected 1)") }
        found += baseColorProblems()
        found += roleProblems()
        found += borderProblems()
        found += glyphProblems()
        found += depthProblems()
        found += monoProblems()
        if themeSchema.isEmpty { found.append("theme_schema is empty") }
        return found
    }

    private func baseColorProblems() -> [String] {
        var found: [String] = []
        if !baseColors.values.contains(where: \.required) { found.append("base_colors: no colour is required") }
        for (name, color) in baseColors.sorted(by: { $0.key < $1.key }) {
            if !Self.isIdentifier(name) { found.append("base colour '\(name)' is not a camelCase name") }
            if color.required && color.fallback != nil {
                found.append("base colour '\(name)' is required, so it cannot have a fallback")
            }
            if !color.required && color.fallback == nil {
                found.append("base colour '\(name)' is optional but has no fallback")
            }
            if case .failure(let failure) = baseColorChain(from: name) {
                found.append(failure.describe("base colour '\(name)':"))
            }
        }
        return found
    }

    private func roleProblems() -> [String] {
        var found: [String] = []
        if roles.isEmpty { found.append("roles: none defined") }
        for (name, role) in roles.sorted(by: { $0.key < $1.key }) {
            if !Self.isIdentifier(name) { found.append("role '\(name)' is not a camelCase name") }
            if baseColors[name] != nil { found.append("role '\(name)' has the same name as a base colour") }
            if let bg = role.bg, baseColors[bg] == nil {
                found.append("role '\(name)': bg '\(bg)' is not a base colour")
            }
            if case .failure(let failure) = roleChain(from: name) {
                found.append(failure.describe("role '\(name)':"))
            }
        }
        return found
    }

    private func borderProblems() -> [String] {
        var found: [String] = []
        if borderStyles[Self.asciiName] == nil { found.append("border_styles: 'ascii' is missing") }
        for (name, style) in borderStyles.sorted(by: { $0.key < $1.key }) {
            let ascii = style.glyphs.parts.allSatisfy { Self.isPrintableASCII($0.glyph) }
            for part in style.glyphs.parts where part.glyph.count != 1 {
                found.append("border style '\(name)': \(part.name) '\(part.glyph)' must be exactly one character")
            }
            if name == Self.asciiName && !ascii {
                found.append("border style 'ascii' must use printable ASCII only")
            }
            if style.fallback == nil && !ascii {
                found.append("border style '\(name)' is not ASCII and has no fallback")
            }
            let chain = FallbackChain.follow(from: name, next: { borderStyles[$0]?.fallback }, exists: { borderStyles[$0] != nil })
            if case .failure(let failure) = chain { found.append(failure.describe("border style '\(name)':")) }
        }
        return found
    }

    private func glyphProblems() -> [String] {
        var found: [String] = []
        guard let ascii = glyphSets[Self.asciiName] else { return ["glyph_sets: 'ascii' is missing"] }
        if ascii.fallback != nil { found.append("glyph set 'ascii' is the last fallback and cannot have one") }
        for name in glyphs.keys.sorted() {
            guard let value = ascii.glyphs[name] else {
                found.append("glyph '\(name)' has no ASCII fallback in glyph set 'ascii'")
                continue
            }
            if value.isEmpty || value.count > 3 || !Self.isPrintableASCII(value) {
                found.append("glyph '\(name)' in set 'ascii' must be 1-3 printable ASCII characters, not '\(value)'")
            }
        }
        for (setName, set) in glyphSets.sorted(by: { $0.key < $1.key }) {
            for glyph in set.glyphs.keys.sorted() where glyphs[glyph] == nil {
                found.append("glyph set '\(setName)': '\(glyph)' is not listed under glyphs")
            }
            for (glyph, value) in set.glyphs.sorted(by: { $0.key < $1.key }) where value.isEmpty {
                found.append("glyph set '\(setName)': '\(glyph)' is empty")
            }
            for (glyph, value) in set.glyphs.sorted(by: { $0.key < $1.key }) where Self.hasVariationSelector(value) {
                found.append("glyph set '\(setName)': '\(glyph)' \(Self.variationSelectorProblem)")
            }
            switch glyphSetChain(from: setName) {
            case .failure(let failure):
                found.append(failure.describe("glyph set '\(setName)':"))
            case .success(let chain) where chain.last != Self.asciiName:
                found.append("glyph set '\(setName)' must fall back to 'ascii' (\(chain.joined(separator: " -> ")))")
            case .success:
                break
            }
        }
        return found
    }

    private func depthProblems() -> [String] {
        let expected = Set(ColorDepth.allCases.map(\.rawValue))
        let actual = Set(colorDepths.keys)
        var found: [String] = []
        for missing in expected.subtracting(actual).sorted() { found.append("color_depths: '\(missing)' is missing") }
        for extra in actual.subtracting(expected).sorted() { found.append("color_depths: '\(extra)' is not a known depth") }
        return found
    }

    private func monoProblems() -> [String] {
        let bodyMono = roles["body"]?.mono
        if bodyMono == nil { return ["roles: 'body' is missing (mono rules compare against it)"] }
        var found: [String] = []
        for name in monoMustStandOut {
            guard let role = roles[name] else {
                found.append("mono_must_stand_out: '\(name)' is not a role")
                continue
            }
            if role.mono.isEmpty || role.mono == bodyMono {
                found.append("role '\(name)' must stand out in mono but its mono attributes \(role.mono.names) match body text")
            }
        }
        return found
    }

    /// Token names become Swift identifiers: a lower-case letter, then letters and digits.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// Printable ASCII (space to tilde), what every terminal and locale can show.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value <= 0x7E }
    }
}
