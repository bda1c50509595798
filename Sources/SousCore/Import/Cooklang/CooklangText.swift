import Foundation

/// Character helpers shared by the Cooklang reader and writer.
enum CooklangText {
    /// Characters a backslash makes literal. Any other backslash is kept as written, so a
    /// Windows path or a stray `\` in prose survives unchanged.
    static let escapable: Set<Character> = ["@", "#", "~", "{", "}", "[", "]", "(", ")", "-", "%", "\\", ">", "=", "|"]

    /// The characters without leading and trailing whitespace (any Unicode space).
    static func trimmed(_ chars: [Character]) -> [Character] {
        var start = 0
        var end = chars.count
        while start < end, chars[start].isWhitespace { start += 1 }
        while end > start, chars[end - 1].isWhitespace { end -= 1 }
        return Array(chars[start..<end])
    }

    /// The text with escapes resolved: `\@` becomes `@`.
    static func unescaped(_ chars: [Character]) -> String {
        var out = ""
        var i = 0
        while i < chars.count {
            if chars[i] == "\\", i + 1 < chars.count, escapable.contains(chars[i + 1]) {
                out.append(chars[i + 1])
                i += 2
            } else {
                out.append(chars[i])
                i += 1
            }
        }
        return out
    }

    /// Whether `c` may be part of a one-word name (`@salt`): anything but whitespace and punctuation.
    static func isWordCharacter(_ c: Character) -> Bool {
        !(c.isWhitespace || c.isPunctuation)
    }
}

extension CooklangText {
    /// The text on one line: a step or note cannot hold a line break, so each becomes a space.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 }).trimmingCharacters(in: .whitespaces)
    }
}
