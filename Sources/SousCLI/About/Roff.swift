/// Text made safe for roff, the man page's markup.
enum Roff {
    /// Backslashes written as `\e`, hyphens as `\-` (so they copy as ASCII), other characters
    /// than ASCII as `\[u2191]` (so the page needs no input encoding), and a line that would start
    /// with a control character (`.` or `'`) guarded by `\&`.
    static func escaped(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var body = ""
            for scalar in line.unicodeScalars {
                switch scalar {
                case "\\": body += "\\e"
                case "-": body += "\\-"
                case _ where scalar.isASCII: body.unicodeScalars.append(scalar)
                default: body += "\\[u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "]"
                }
            }
            return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
        }
        return lines.joined(separator: "\n")
    }

    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// A quoted macro argument (`.SS "sous plan add"`).
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    /// Paragraphs: text split at blank lines, each line joined as roff fills it; a line that
    /// starts with spaces (an example) is kept as written.
    static func paragraphs(_ text: String) -> [String] {
        var out: [String] = []
        for block in text.components(separatedBy: "\n\n") where !block.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            out.append(".PP")
            for line in block.split(separator: "\n") {
                if line.first == " " {
                    out += [".nf", escaped(String(line)), ".fi"]
                } else {
                    out.append(escaped(line.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return out
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
