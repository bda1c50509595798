/// Turns text taken from a web page into plain, printable text.
///
/// Schema.org values carry markup (`<p>`, `<br>`), entities (often double-encoded:
/// `&amp;amp;`), stray control characters and odd spacing. Everything that reaches a recipe
/// passes through here, so nothing from a page can carry an escape sequence to the terminal.
enum WebText {
    /// Longest text kept for any one field; a longer one is cut, to bound the work downstream.
    static let maxFieldLength = 20_000

    /// One line: entities decoded, tags removed, whitespace collapsed, controls dropped.
    static func clean(_ raw: String) -> String {
        lines(raw).joined(separator: " ")
    }

    /// The non-empty lines of `raw`; `<br>`, `<p>` and `<li>` boundaries count as line breaks.
    static func lines(_ raw: String) -> [String] {
        var text = raw.utf8.count > maxFieldLength * 4 ? String(raw.prefix(maxFieldLength)) : raw
        text = TerminalSafe.inert(text, keepNewlines: true)
        text = HTMLEntities.decode(text, keepingControls: true)
        text = strippingTags(text)
        if text.contains("&") { text = HTMLEntities.decode(text, keepingControls: true) }
        // An entity can spell a control character ("&#27;[31m"): removed whole once decoded too.
        text = TerminalSafe.inert(text, keepNewlines: true)
        // A no-break space written as UTF-8 and read back as Latin-1 ("2/3 cupÂ orange juice").
        if text.contains("\u{00C2}\u{00A0}") { text = text.replacingOccurrences(of: "\u{00C2}\u{00A0}", with: " ") }
        if text.contains("\u{00C2}") { text = repairingLatin1Fractions(text) }
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { collapsed($0) }
            .filter { !$0.isEmpty }
    }

    /// "1Â¼ cups", "Â½ tsp": a character of U+00A1–U+00BF (¼ ½ ¾ ° …) written as UTF-8 and read
    /// back as Latin-1 gains an "Â" before it; no word spells "Â" right before such a sign.
    static func repairingLatin1Fractions(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            if scalar.value == 0xC2, i + 1 < scalars.count, (0xA1...0xBF).contains(scalars[i + 1].value) { continue }
            out.append(scalar)
        }
        return String(out)
    }

    /// Whitespace runs become one space, controls and invisible formatting characters vanish.
    static func collapsed(_ text: Substring) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        var kept = 0
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !out.isEmpty
            } else if !isInvisible(scalar) {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
                kept += 1
            }
            if kept >= maxFieldLength { break }
        }
        return String(out)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// C0 and C1 controls, DEL, zero-width and bidirectional formatting characters.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFB: true
        default: false
        }
    }

    /// Removes `<tag ...>` markup, turning block boundaries into newlines; a `<` that does not
    /// open a tag ("cook < 5 min") is kept.
    static func strippingTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            let after = rest.index(after: open)
            guard after < rest.endIndex, rest[after].isLetter || rest[after] == "/" || rest[after] == "!" else {
                out += "<"
                rest = rest[after...]
                continue
            }
            guard let close = rest[after...].firstIndex(of: ">") else { break }
            let name = rest[after..<close].drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
            if blockTags.contains(name) { out += "\n" }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }

    static let blockTags: Set<String> = [
        "br", "p", "li", "div", "ul", "ol", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "hr", "dt", "dd",
    ]
}
