/// Turns typed or recognised text into lowercase word tokens the grammar can match.
///
/// Accents are folded ("sauté" -> "saute"), punctuation becomes spaces, "5min" splits into
/// "5 min", and clock-like "5:30", decimals "1.5" and fractions "1/2" stay single tokens.
public struct TextNormalizer: Hashable, Sendable {
    /// Input beyond this many characters is ignored, so a pasted essay stays cheap.
    public static let maxCharacters = 2_000
    /// Matching looks at no more than this many words.
    public static let maxTokens = 64

    public var rewrites: [String: [String]]

    public init(rewrites: [String: String] = [:]) {
        var table: [String: [String]] = [:]
        for (key, value) in rewrites {
            table[Self.fold(key)] = Self.rawTokens(Self.fold(value))
        }
        self.rewrites = table
    }

    /// The tokens of `text`, rewritten and capped at `maxTokens`.
    public func tokens(_ text: String) -> [String] {
        var result: [String] = []
        for token in Self.rawTokens(Self.fold(String(text.prefix(Self.maxCharacters)))) {
            if let replacement = rewrites[token] {
                result += replacement
            } else {
                result += Self.dropApostrophes(token)
            }
            if result.count >= Self.maxTokens { break }
        }
        return Array(result.prefix(Self.maxTokens))
    }

    /// Lowercased, accents removed, typographic apostrophes made plain.
    static func fold(_ text: String) -> String {
        let decomposed = text.lowercased().decomposedStringWithCanonicalMapping
        var scalars = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: continue
            default: break
            }
            scalars.append(["\u{2019}", "\u{2018}", "`", "\u{00B4}"].contains(scalar) ? "'" : scalar)
        }
        return String(scalars)
    }

    /// Splits on anything that is not a letter, digit or in-word apostrophe.
    static func rawTokens(_ text: String) -> [String] {
        let chars = Array(text)
        var tokens: [String] = []
        var current = ""
        func flush() {
            let trimmed = current.trimmingApostrophes()
            if !trimmed.isEmpty { tokens += splitDigitsFromLetters(trimmed) }
            current = ""
        }
        for (i, c) in chars.enumerated() {
            if c.isLetter || c.isNumber {
                current.append(c)
            } else if c == "'" {
                current.append(c)
            } else if ":./,".contains(c), let last = current.last, last.isASCIIDigit,
                      i + 1 < chars.count, chars[i + 1].isASCIIDigit {
                if c != "," { current.append(c) }
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    /// "5min" -> ["5", "min"]; ordinals such as "3rd" stay whole.
    static func splitDigitsFromLetters(_ token: String) -> [String] {
        guard token.contains(where: \.isASCIIDigit), token.contains(where: \.isLetter) else { return [token] }
        for suffix in ["st", "nd", "rd", "th"] where token.hasSuffix(suffix) {
            if token.dropLast(2).allSatisfy(\.isASCIIDigit) { return [token] }
        }
        var parts: [String] = []
        var current = ""
        for c in token {
            if let last = current.last, last.isASCIIDigit != c.isASCIIDigit, last.isLetter || c.isLetter {
                parts.append(current)
                current = ""
            }
            current.append(c)
        }
        parts.append(current)
        return parts
    }

    /// Unlisted "rice's" reads as "rice"; other apostrophes are dropped ("dont" -> "dont").
    static func dropApostrophes(_ token: String) -> [String] {
        guard token.contains("'") else { return [token] }
        let base = token.hasSuffix("'s") ? String(token.dropLast(2)) : token
        let cleaned = base.replacingOccurrences(of: "'", with: "")
        return cleaned.isEmpty ? [] : [cleaned]
    }
}

extension Character {
    /// Only 0-9: other scripts' digits are letters as far as the grammar is concerned.
    var isASCIIDigit: Bool { isASCII && isNumber }
}

private extension String {
    func trimmingApostrophes() -> String {
        var s = Substring(self)
        while s.first == "'" { s = s.dropFirst() }
        while s.last == "'" { s = s.dropLast() }
        return String(s)
    }
}
