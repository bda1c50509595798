/// Word wrapping by display width (wide characters count double; long words are cut).
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var w = TextWidth.width(of: word)
                if lineWidth > 0, lineWidth + 1 + w <= width {
                    line += " " + word
                    lineWidth += 1 + w
                    continue
                }
                if lineWidth > 0 { lines.append(line) }
                while w > width {
                    let head = TextWidth.prefix(word, fitting: width)
                    lines.append(String(head.text))
                    word = String(word.dropFirst(head.text.count))
                    w = TextWidth.width(of: word)
                }
                line = word
                lineWidth = w
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` wrapped, at most `rows` lines; when it is longer the last line shown ends in `ellipsis`.
    public static func lines(_ text: String, width: Int, rows: Int, ellipsis: String = "…") -> [String] {
        clipped(lines(text, width: width), width: width, rows: rows, ellipsis: ellipsis)
    }

    /// The first `rows` of already wrapped `lines`; the last one ends in `ellipsis` when some are left out.
    public static func clipped(_ lines: [String], width: Int, rows: Int, ellipsis: String = "…") -> [String] {
        guard rows > 0 else { return [] }
        guard lines.count > rows else { return lines }
        var shown = Array(lines.prefix(rows))
        let rest = lines[rows...].joined(separator: " ")
        shown[rows - 1] = TextWidth.truncated(shown[rows - 1] + " " + rest, to: width, ellipsis: ellipsis)
        return shown
    }
}
