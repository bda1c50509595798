/// Decodes HTML character references: named, decimal and hex.
///
/// The named table covers what recipe pages use (punctuation, fractions, degrees, accented
/// letters); an unknown name is left as written so no text is lost. References that would
/// produce a control character or an invalid scalar become nothing, never an escape byte.
enum HTMLEntities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ensp": " ", "emsp": " ",
        "thinsp": " ", "shy": "", "zwj": "", "zwnj": "", "lrm": "", "rlm": "",
        "ndash": "–", "mdash": "—", "hellip": "…", "bull": "•", "middot": "·", "prime": "′", "Prime": "″",
        "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„",
        "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac15": "⅕",
        "frac18": "⅛", "frac38": "⅜", "frac58": "⅝", "frac78": "⅞", "frasl": "⁄",
        "deg": "°", "times": "×", "divide": "÷", "plusmn": "±", "minus": "−", "micro": "µ",
        "copy": "©", "reg": "®", "trade": "™", "sect": "§", "para": "¶", "dagger": "†", "Dagger": "‡",
        "cent": "¢", "pound": "£", "euro": "€", "yen": "¥", "sup1": "¹", "sup2": "²", "sup3": "³",
        "ordf": "ª", "ordm": "º", "iexcl": "¡", "iquest": "¿", "szlig": "ß", "colon": ":", "comma": ",",
        "period": ".", "excl": "!", "quest": "?", "num": "#", "percnt": "%", "lpar": "(", "rpar": ")",
        "ast": "*", "plus": "+", "sol": "/", "semi": ";", "equals": "=", "lsqb": "[", "rsqb": "]",
        "hyphen": "-", "dash": "‐", "star": "☆", "starf": "★", "check": "✓", "cross": "✗",
        "agrave": "à", "aacute": "á", "acirc": "â", "atilde": "ã", "auml": "ä", "aring": "å", "aelig": "æ",
        "ccedil": "ç", "egrave": "è", "eacute": "é", "ecirc": "ê", "euml": "ë", "igrave": "ì", "iacute": "í",
        "icirc": "î", "iuml": "ï", "eth": "ð", "ntilde": "ñ", "ograve": "ò", "oacute": "ó", "ocirc": "ô",
        "otilde": "õ", "ouml": "ö", "oslash": "ø", "ugrave": "ù", "uacute": "ú", "ucirc": "û", "uuml": "ü",
        "yacute": "ý", "yuml": "ÿ", "thorn": "þ", "oelig": "œ", "scaron": "š", "zcaron": "ž",
        "Agrave": "À", "Aacute": "Á", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä", "Aring": "Å", "AElig": "Æ",
        "Ccedil": "Ç", "Egrave": "È", "Eacute": "É", "Ecirc": "Ê", "Euml": "Ë", "Igrave": "Ì", "Iacute": "Í",
        "Icirc": "Î", "Iuml": "Ï", "ETH": "Ð", "Ntilde": "Ñ", "Ograve": "Ò", "Oacute": "Ó", "Ocirc": "Ô",
        "Otilde": "Õ", "Ouml": "Ö", "Oslash": "Ø", "Ugrave": "Ù", "Uacute": "Ú", "Ucirc": "Û", "Uuml": "Ü",
        "Yacute": "Ý", "THORN": "Þ", "OElig": "Œ", "Scaron": "Š", "Zcaron": "Ž", "Yuml": "Ÿ",
    ]

    /// Longest name in the table, so a stray `&` never starts a long scan.
    static let maxNameLength = 8

    /// `text` with every reference decoded once. With `keepingControls`, a reference to a
    /// control character (`&#27;`) becomes that character, for a caller that then removes whole
    /// control sequences (`TerminalSafe.inert`); otherwise it becomes nothing.
    static func decode(_ text: String, keepingControls: Bool = false) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest.index(after: amp)
            if let (decoded, end) = reference(in: rest, from: after, keepingControls: keepingControls) {
                out += decoded
                rest = rest[end...]
            } else {
                out += "&"
                rest = rest[after...]
            }
        }
        out += rest
        return out
    }

    /// The decoded reference starting just after an `&`, and where the text resumes.
    private static func reference(in text: Substring, from start: Substring.Index, keepingControls: Bool) -> (String, Substring.Index)? {
        var i = start
        var name = ""
        if i < text.endIndex, text[i] == "#" {
            i = text.index(after: i)
            var radix = 10
            if i < text.endIndex, text[i] == "x" || text[i] == "X" {
                radix = 16
                i = text.index(after: i)
            }
            var digits = ""
            while i < text.endIndex, digits.count < 8, text[i].isASCII, text[i].isHexDigit, radix == 16 || text[i].isWholeNumber {
                digits.append(text[i])
                i = text.index(after: i)
            }
            guard !digits.isEmpty, let value = UInt32(digits, radix: radix) else { return nil }
            if i < text.endIndex, text[i] == ";" { i = text.index(after: i) }
            return (numericScalar(value, keepingControls: keepingControls), i)
        }
        while i < text.endIndex, name.count <= maxNameLength, text[i].isASCII, text[i].isLetter || text[i].isNumber {
            name.append(text[i])
            i = text.index(after: i)
        }
        guard let decoded = named[name] else { return nil }
        if i < text.endIndex, text[i] == ";" {
            return (decoded, text.index(after: i))
        }
        return ["amp", "lt", "gt", "quot", "nbsp"].contains(name) ? (decoded, i) : nil
    }

    /// The character for a numeric reference; Windows-1252 quirks for 128-159, controls dropped.
    private static func numericScalar(_ value: UInt32, keepingControls: Bool) -> String {
        if (0x80...0x9F).contains(value), let mapped = windows1252[value] { return mapped }
        if keepingControls, value > 0, value < 0x20 || (0x7F...0x9F).contains(value), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        guard let scalar = Unicode.Scalar(value), value >= 0x20 || value == 0x0A || value == 0x09,
              !(0x7F...0x9F).contains(value) else { return "" }
        return String(Character(scalar))
    }

    /// Pages written in Windows-1252 encode curly quotes as `&#146;`; browsers show the quote.
    private static let windows1252: [UInt32: String] = [
        0x80: "€", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x99: "™",
    ]
}
