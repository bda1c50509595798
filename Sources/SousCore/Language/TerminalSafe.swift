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

    /// `text` as it may be stored: every terminal control sequence removed whole (CSI with its
    /// parameters, OSC, DCS, SOS, PM and APC up to their terminator, two-byte escapes; in 7-bit
    /// and C1 form), then any other control character dropped, tabs made spaces and newlines
    /// kept only when `keepNewlines` is set. What comes in from a file, a page, a provider or a
    /// server passes here, so a stored title is "Evil RED", not "Evil [31mRED".
    public static func inert(_ text: String, keepNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let value = scalars[i].value
            switch value {
            case 0x1B:
                i = endOfEscape(scalars, from: i + 1)
                continue
            case 0x9B:  // C1 CSI
                i = endOfCSI(scalars, from: i + 1)
                continue
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // C1 DCS, SOS, OSC, PM, APC
                i = endOfString(scalars, from: i + 1)
                continue
            case 0x0A: out.append(keepNewlines ? scalars[i] : " ")
            case 0x09: out.append(" ")
            case 0x0D: out.append(" ")
            default: if !isControl(scalars[i]) { out.append(scalars[i]) }
            }
            i += 1
        }
        return String(out)
    }

    /// `inert` for text that arrives in pieces (a provider's streamed answer): a control
    /// sequence cut between two pieces is held back until its end comes, so it too is removed
    /// whole. A held-back tail longer than 4 KB is dropped (no real text looks like that).
    public struct InertStream: Sendable {
        private var pending = ""
        private let keepNewlines: Bool

        public init(keepNewlines: Bool) { self.keepNewlines = keepNewlines }

        /// The printable text `piece` completes.
        public mutating func feed(_ piece: String) -> String {
            pending += piece
            let scalars = Array(pending.unicodeScalars)
            guard let start = scalars.lastIndex(where: { [0x1B, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains($0.value) }),
                  !TerminalSafe.isComplete(scalars, from: start) else {
                defer { pending = "" }
                return TerminalSafe.inert(pending, keepNewlines: keepNewlines)
            }
            var head = String.UnicodeScalarView(), tail = String.UnicodeScalarView()
            head.append(contentsOf: scalars[..<start])
            tail.append(contentsOf: scalars[start...])
            pending = tail.count > 4096 ? "" : String(tail)
            return TerminalSafe.inert(String(head), keepNewlines: keepNewlines)
        }

        /// What is left when the stream ends (an unfinished sequence is dropped).
        public mutating func finish() -> String {
            defer { pending = "" }
            return TerminalSafe.inert(pending, keepNewlines: keepNewlines)
        }
    }

    /// Whether the sequence starting at `start` has its end within `s`.
    static func isComplete(_ s: [Unicode.Scalar], from start: Int) -> Bool {
        let value = s[start].value
        if value == 0x9B { return isCSIEnded(s, from: start + 1) }
        if value != 0x1B { return isStringEnded(s, from: start + 1) }
        guard start + 1 < s.count else { return false }
        switch s[start + 1].value {
        case 0x5B: return isCSIEnded(s, from: start + 2)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return isStringEnded(s, from: start + 2)
        case 0x20...0x2F:
            var i = start + 1
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
            return i < s.count
        default: return true
        }
    }

    private static func isCSIEnded(_ s: [Unicode.Scalar], from start: Int) -> Bool {
        var i = start
        while i < s.count, (0x20...0x3F).contains(s[i].value) { i += 1 }
        return i < s.count
    }

    private static func isStringEnded(_ s: [Unicode.Scalar], from start: Int) -> Bool {
        var i = start
        while i < s.count {
            switch s[i].value {
            case 0x07, 0x9C: return true
            case 0x1B: return i + 1 < s.count
            default: i += 1
            }
        }
        return false
    }

    /// Past an escape sequence whose ESC was at `start - 1`.
    private static func endOfEscape(_ s: [Unicode.Scalar], from start: Int) -> Int {
        guard start < s.count else { return start }
        switch s[start].value {
        case 0x5B: return endOfCSI(s, from: start + 1)  // ESC [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return endOfString(s, from: start + 1)  // ESC ] P X ^ _
        case 0x20...0x2F:  // intermediates, then one final byte (ESC ( B, ESC # 8)
            var i = start
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
            return i < s.count && (0x30...0x7E).contains(s[i].value) ? i + 1 : i
        case 0x30...0x7E: return start + 1  // ESC c, ESC 7, ESC =
        default: return start  // a lone ESC: only it goes
        }
    }

    /// Past a CSI's parameters, intermediates and final byte.
    private static func endOfCSI(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count, (0x20...0x3F).contains(s[i].value) { i += 1 }
        return i < s.count && (0x40...0x7E).contains(s[i].value) ? i + 1 : i
    }

    /// Past a control string's terminator (BEL, ESC \ or ST); an unterminated one runs to the end.
    private static func endOfString(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            switch s[i].value {
            case 0x07, 0x9C: return i + 1
            case 0x1B: return i + 1 < s.count && s[i + 1].value == 0x5C ? i + 2 : i + 1
            default: i += 1
            }
        }
        return i
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
