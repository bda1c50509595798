/// How many terminal columns a character takes: 0, 1 or 2.
///
/// Terminals follow wcwidth: East Asian wide and fullwidth characters and emoji take two
/// columns, combining marks and zero-width characters none. Swift does not expose the
/// East Asian Width property, so the wide ranges are listed here (Unicode 15).
public enum TextWidth {
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A ZWJ sequence (a family, a profession) is one wide picture where the terminal joins it.
        if scalars.count > 1, scalars.contains(where: { $0.value == 0x200D }) { return 2 }
        // The variation selector U+FE0F does not widen: wcwidth terminals (xterm, VTE, tmux 3.3)
        // draw "⏲️" in one cell like "⏲", and a count of two left a stray letter behind it. Such
        // sequences are refused in themes (the contract), as other terminals draw them wide.
        return width(of: first)
    }

    public static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(v) ? 2 : 1
    }

    /// Columns taken by a whole string.
    public static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The longest prefix of `text` that fits in `columns`, with its width.
    public static func prefix(_ text: some StringProtocol, fitting columns: Int) -> (text: Substring, width: Int) {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = width(of: text[index])
            if used + w > columns { break }
            used += w
            end = text.index(after: index)
        }
        return (Substring(text[text.startIndex..<end]), used)
    }

    /// `text` cut to `columns` display columns, ending in `ellipsis` when it was cut: the one
    /// truncation every screen uses.
    ///
    /// The cut falls at the last space when that keeps two thirds of the room or more ("Garlic…", not
    /// "Garlic Bu…"); a single long word is cut inside. Spaces and commas before the ellipsis go.
    public static func truncated(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        if width(of: text) <= columns { return text }
        let room = columns - width(of: ellipsis)
        guard room > 0 else { return String(prefix(text, fitting: columns).text) }
        let head = prefix(text, fitting: room).text
        var cut = head
        let endsAtWord = head.endIndex < text.endIndex && text[head.endIndex].isWhitespace
        if !endsAtWord, let space = head.lastIndex(where: \.isWhitespace), width(of: head[..<space]) * 3 >= room * 2 {
            cut = head[..<space]
        }
        while let last = cut.last, last.isWhitespace || ",;:".contains(last) { cut = cut.dropLast() }
        return (cut.isEmpty ? head : cut) + ellipsis
    }

    /// A file path cut to `columns` from its start, so the file's own name stays readable:
    /// "…/recipe-pages/afullliving_1.html". The cut falls after a "/" when one is in reach.
    public static func truncatedPath(_ path: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        if width(of: path) <= columns { return path }
        let room = columns - width(of: ellipsis)
        guard room > 0 else { return String(prefix(path, fitting: columns).text) }
        var used = 0
        var start = path.endIndex
        while start > path.startIndex {
            let before = path.index(before: start)
            let w = width(of: path[before])
            if used + w > room { break }
            used += w
            start = before
        }
        var tail = path[start...]
        if tail.first != "/", let slash = tail.firstIndex(of: "/"), tail.index(after: slash) < tail.endIndex {
            tail = tail[slash...]
        }
        return ellipsis + tail
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    static func isWide(_ v: UInt32) -> Bool {
        var lo = 0, hi = wideRanges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if wideRanges[mid].upperBound < v { lo = mid + 1 } else if wideRanges[mid].lowerBound > v { hi = mid - 1 } else { return true }
        }
        return false
    }
}
