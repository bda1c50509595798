/// Character tests shared by the scanners, kept ASCII-aware so that "٣" or "①" never reach `Int()`.
enum CharacterClass {
    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    static func isLetter(_ c: Character) -> Bool { c.isLetter }

    static func isSpace(_ c: Character) -> Bool { c == " " }

    /// Letters of scripts written without spaces (Chinese, Japanese), after which an amount may follow directly.
    static func isUnspacedScript(_ c: Character) -> Bool {
        guard c.isLetter, let scalar = c.unicodeScalars.first else { return false }
        return scalar.value >= 0x2E80 && scalar.value < 0xA000
    }

    /// Dashes people type between the two ends of a range.
    static let dashes: Set<Character> = ["-", "–", "—", "‒", "―", "−", "~"]

    /// Whether a quantity could start at `i`: a digit, a vulgar fraction or ".5" / ",5".
    static func startsNumber(_ chars: [Character], at i: Int) -> Bool {
        guard i < chars.count else { return false }
        let c = chars[i]
        if isDigit(c) || VulgarFraction.value(of: c) != nil { return true }
        return (c == "." || c == ",") && i + 1 < chars.count && isDigit(chars[i + 1])
    }

    /// The same characters lowercased one for one, so indices still line up.
    static func lowercased(_ chars: [Character]) -> [Character] {
        chars.map { c in
            let lower = String(c).lowercased()
            return lower.count == 1 ? Character(lower) : c
        }
    }

    /// The text with control characters turned into spaces, runs of whitespace collapsed and ends trimmed.
    static func normalized(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for c in text {
            let isBlank = c.isWhitespace || c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
            if isBlank {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(c)
            }
        }
        return out
    }
}
