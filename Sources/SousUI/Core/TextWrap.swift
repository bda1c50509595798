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
}
