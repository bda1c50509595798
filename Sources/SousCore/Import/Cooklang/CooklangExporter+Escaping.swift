extension CooklangExporter {
    /// Characters that start markup anywhere in a step.
    static let markupCharacters: Set<Character> = ["@", "#", "~", "{", "}", "\\"]

    /// `text` with a backslash before anything Cooklang would read as markup: components, braces,
    /// `--` and `[-` comments, and a leading `>` or `=` that would make a note or a section.
    static func escaped(_ text: String, extra: Set<Character> = []) -> String {
        let chars = Array(text)
        var out = ""
        var atStart = true
        var i = 0
        while i < chars.count {
            let c = chars[i]
            defer { atStart = atStart && c.isWhitespace }
            if c == "-" {
                var end = i
                while end < chars.count, chars[end] == "-" { end += 1 }
                out += end - i == 2 ? "-\\-" : String(chars[i..<end])
                i = end
                continue
            }
            let opensComment = c == "[" && i + 1 < chars.count && chars[i + 1] == "-"
            let startsBlock = atStart && (c == ">" || c == "=")
            if markupCharacters.contains(c) || extra.contains(c) || opensComment || startsBlock {
                out.append("\\")
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// A YAML scalar: plain when that reads back unchanged, otherwise double-quoted.
    static func yaml(_ value: String) -> String {
        let special: Set<Character> = [":", "#", "\"", "'", "\\", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">", "%", "@", "`"]
        let plain = !value.isEmpty && value.first != "-" && value.first != "?" && value.first != " " && value.last != " "
            && !value.contains(where: { special.contains($0) || $0.isNewline || $0 == "\t" })
        if plain { return value }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
