/// Makes text from recipes safe to print on a terminal.
///
/// A recipe title from an imported web page can hold escape sequences that would
/// move the cursor, change colours or retitle the window. Control characters are shown
/// inert instead: ESC as `^[`, other C0 and C1 controls and DEL in caret or `<U+0085>` form.
public enum TerminalSafe {
    /// `text` with every control character made visible; tabs become spaces, and
    /// newlines are kept only when `keepNewlines` is set.
    public static func sanitized(_ text: String, keepNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepNewlines: out.append(scalar)
            case 0x09: out.append(" ")
            case 0x0A, 0x0D: out.append(" ")
            case 0x00...0x1F: out.append(contentsOf: "^".unicodeScalars); out.append(Unicode.Scalar(scalar.value + 0x40)!)
            case 0x7F: out.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F: out.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4))>".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
