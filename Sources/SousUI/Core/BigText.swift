import Foundation

/// Words drawn in big letters built from terminal glyphs (`BigFont`), like a big-digit clock,
/// for the kitchen-distance view. Three sizes, largest first; `ascii` draws with "#" only.
public enum BigText {
    public enum Size: Hashable, Sendable, CaseIterable {
        /// Each font pixel is two columns by one row of "█": 5 rows, about 8 columns a letter.
        case large
        /// Two font pixels per row with half blocks (▀ ▄ █): 3 rows, about 4 columns a letter.
        case small
        /// Each font pixel one column by one row: 5 rows, about 4 columns a letter (condensed, as
        /// tall as large); also the smallest size where half blocks cannot be drawn (ASCII).
        case narrow

        /// Terminal rows one line of big text takes.
        public var rows: Int { self == .small ? 3 : BigFont.height }
        /// Columns one font pixel takes.
        var pixelColumns: Int { self == .large ? 2 : 1 }
    }

    /// The sizes worth trying, largest first: narrow keeps the large height with half the width,
    /// small needs half blocks (Unicode).
    public static func sizes(ascii: Bool) -> [Size] {
        ascii ? [.large, .narrow] : [.large, .narrow, .small]
    }

    /// Whether every character of `text` has a big glyph.
    public static func canDraw(_ text: String) -> Bool {
        text.allSatisfy { BigFont.glyph(for: $0) != nil }
    }

    /// Columns `text` takes at `size` (one blank pixel between letters); characters the font
    /// lacks count as nothing, so check `canDraw` first.
    public static func width(of text: String, size: Size) -> Int {
        let pixels = text.compactMap { BigFont.glyph(for: $0)?.first?.count }
        guard !pixels.isEmpty else { return 0 }
        return (pixels.reduce(0, +) + pixels.count - 1) * size.pixelColumns
    }

    /// The terminal rows that draw `text` at `size`; `ink` fills a pixel ("█", or "#" in ASCII).
    public static func rows(_ text: String, size: Size, ascii: Bool = false) -> [String] {
        var pixels = Array(repeating: "", count: BigFont.height)
        for (i, character) in text.enumerated() {
            guard let glyph = BigFont.glyph(for: character) else { continue }
            for row in 0..<BigFont.height { pixels[row] += (i == 0 ? "" : ".") + glyph[row] }
        }
        let ink = ascii ? "#" : "█"
        switch size {
        case .large, .narrow:
            let on = String(repeating: ink, count: size.pixelColumns)
            let off = String(repeating: " ", count: size.pixelColumns)
            return pixels.map { row in row.map { $0 == "#" ? on : off }.joined() }
        case .small:
            return stride(from: 0, to: BigFont.height, by: 2).map { top in
                let upper = Array(pixels[top])
                let lower = top + 1 < BigFont.height ? Array(pixels[top + 1]) : Array(repeating: ".", count: upper.count)
                return String(zip(upper, lower).map { pair -> Character in
                    switch pair {
                    case ("#", "#"): "█"
                    case ("#", _): "▀"
                    case (_, "#"): "▄"
                    default: " "
                    }
                })
            }
        }
    }

    /// `text` in upper case, broken at spaces into lines at most `width` columns wide at `size`;
    /// a word longer than a line is cut. Returns nil when the font lacks a character.
    public static func wrap(_ text: String, width: Int, size: Size) -> [String]? {
        let words = text.uppercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard canDraw(words.joined()), width > 0 else { return nil }
        var lines: [String] = []
        var line = ""
        for var word in words {
            let joined = line.isEmpty ? word : line + " " + word
            if Self.width(of: joined, size: size) <= width { line = joined; continue }
            if !line.isEmpty { lines.append(line) }
            while Self.width(of: word, size: size) > width {
                var head = ""
                for character in word {
                    guard Self.width(of: head + String(character), size: size) <= width else { break }
                    head.append(character)
                }
                guard !head.isEmpty else { return nil }
                lines.append(head)
                word.removeFirst(head.count)
            }
            line = word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Draws `text` (already upper case and wrapped) with its top-left corner at `point`.
    @discardableResult
    static func draw(_ text: String, size: Size, ascii: Bool, at point: Point, role: StyleRole, into buffer: inout Buffer, clip: Rect) -> Int {
        var widest = 0
        for (i, row) in rows(text, size: size, ascii: ascii).enumerated() {
            // Paper is left as it is, so only ink is written.
            for (x, character) in row.enumerated() where character != " " {
                buffer.put(String(character), at: Point(x: point.x + x, y: point.y + i), role: role, clip: clip)
            }
            widest = max(widest, row.count)
        }
        return widest
    }
}
