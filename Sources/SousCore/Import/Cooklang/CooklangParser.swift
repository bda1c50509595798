import Foundation

/// Reads Cooklang (`.cook`) text, following the spec as its canonical tests (version 7) pin it down.
///
/// Pure and total: any input gives a document, never an error, and the work is linear in the
/// length of the text, so a hostile 1 MB file costs what a 1 MB recipe would. What the spec leaves
/// open is decided the way its reference parsers do: a broken component (`@ salt`, an unclosed
/// `{`) stays as text, and nothing written is silently dropped except comments.
///
/// Beyond the canonical tests the parser also reads `>> key: value` metadata, `= Section =`
/// headings, `> note` paragraphs, block comments, backslash escapes (`\@`), mixed numbers
/// (`1 1/2`) and an ingredient's preparation in parentheses right after its braces.
public enum CooklangParser {
    public static func parse(_ text: String) -> CooklangDocument {
        var lines = splitLines(Array(text))
        if let first = lines.first, first.first == "\u{FEFF}" { lines[0].removeFirst() }
        var metadata = CooklangMetadata()
        var bodyStart = 0
        if let (frontMatter, end) = frontMatter(lines) {
            metadata = CooklangFrontMatter.parse(frontMatter)
            bodyStart = end
        }
        let body = Array(lines[bodyStart...].joined(separator: ["\n"]))
        var builder = BlockBuilder(metadata: metadata)
        for line in strippingComments(body) {
            builder.add(line)
        }
        return builder.finish()
    }

    /// The lines of `chars`, split at "\n", "\r\n" and "\r".
    static func splitLines(_ chars: [Character]) -> [[Character]] {
        var lines: [[Character]] = []
        var current: [Character] = []
        for c in chars {
            if isLineBreak(c) {
                lines.append(current)
                current = []
            } else {
                current.append(c)
            }
        }
        lines.append(current)
        return lines
    }

    static func isLineBreak(_ c: Character) -> Bool {
        c == "\n" || c == "\r\n" || c == "\r"
    }

    /// The YAML lines between a first line `---` and the next `---`, and the line after the closing one.
    static func frontMatter(_ lines: [[Character]]) -> ([String], Int)? {
        guard let first = lines.first, isFence(first) else { return nil }
        guard let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) }) else { return nil }
        return (lines[1..<close].map { String($0) }, close + 1)
    }

    private static func isFence(_ line: [Character]) -> Bool {
        String(line).trimmingCharacters(in: .whitespaces) == "---"
    }

    /// A line of the body after comments were taken out.
    struct Line {
        var chars: [Character]
        /// True when a comment was removed from it: a line that held only a comment is skipped
        /// instead of ending the paragraph, as a truly blank line does.
        var hadComment: Bool
    }

    /// The body's lines without `-- line` and `[- block -]` comments.
    ///
    /// One pass with a single forward search for each block's end; once a `[-` has no `-]` after
    /// it, no later one can, so the search never repeats. `--` inside a longer run of dashes
    /// ("hello ---") is text, as the canonical tests require. Escaped characters are copied
    /// with their backslash for the inline reader to resolve.
    static func strippingComments(_ chars: [Character]) -> [Line] {
        var lines: [Line] = []
        var current: [Character] = []
        var hadComment = false
        var blockCommentsClosed = true
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\n" {
                lines.append(Line(chars: current, hadComment: hadComment))
                current = []
                hadComment = false
                i += 1
            } else if c == "\\", i + 1 < chars.count, chars[i + 1] != "\n" {
                current.append(contentsOf: chars[i...(i + 1)])
                i += 2
            } else if c == "-" {
                var end = i
                while end < chars.count, chars[end] == "-" { end += 1 }
                if end - i == 2 {
                    while end < chars.count, chars[end] != "\n" { end += 1 }
                    hadComment = true
                } else {
                    current.append(contentsOf: chars[i..<end])
                }
                i = end
            } else if c == "[", blockCommentsClosed, i + 1 < chars.count, chars[i + 1] == "-" {
                if let close = blockCommentEnd(chars, from: i + 2) {
                    hadComment = true
                    i = close
                } else {
                    blockCommentsClosed = false
                    current.append(c)
                    i += 1
                }
            } else {
                current.append(c)
                i += 1
            }
        }
        lines.append(Line(chars: current, hadComment: hadComment))
        return lines
    }

    /// The index just after the `-]` that closes a block comment, searching from `start`.
    private static func blockCommentEnd(_ chars: [Character], from start: Int) -> Int? {
        var j = start
        while j + 1 < chars.count {
            if chars[j] == "-", chars[j + 1] == "]" { return j + 2 }
            j += 1
        }
        return nil
    }
}
