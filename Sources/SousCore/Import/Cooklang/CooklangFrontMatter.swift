import Foundation

/// Reads the YAML front matter of a `.cook` file: the small part of YAML recipes use.
///
/// SousCore imports nothing but Foundation, so this is not a YAML parser. It reads `key: value`
/// lines with plain, single- or double-quoted scalars, flow (`[a, b]`) and block (`- a`) lists,
/// block scalars (`|`, `>`) and nested maps, which become dotted keys (`source.url`). Anything
/// else is read as plain text rather than refused: metadata is never worth losing a recipe over.
enum CooklangFrontMatter {
    /// Nesting deeper than this adds no more key parts, so a staircase of indents cannot build
    /// ever longer keys (recipes nest one or two levels).
    static let maxDepth = 8

    static func parse(_ lines: [String]) -> CooklangMetadata {
        var metadata = CooklangMetadata()
        var parents: [(indent: Int, key: String)] = []
        var listTarget: Int?
        var i = 0
        while i < lines.count {
            let line = lines[i]
            i += 1
            let content = line.trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            if content == "-" || content.hasPrefix("- ") {
                if let target = listTarget {
                    var entry = metadata.entries[target]
                    entry.items.append(scalar(String(content.dropFirst()).trimmingCharacters(in: .whitespaces)))
                    entry.value = entry.items.joined(separator: ", ")
                    metadata.entries[target] = entry
                }
                continue
            }
            guard let colon = content.firstIndex(of: ":") else { continue }
            let key = scalar(String(content[..<colon]).trimmingCharacters(in: .whitespaces))
            let raw = String(content[content.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { continue }
            while let last = parents.last, last.indent >= indent { parents.removeLast() }
            let fullKey = (parents.map(\.key) + [key]).joined(separator: ".")
            listTarget = nil
            if raw.isEmpty || raw.hasPrefix("#") {
                metadata.entries.append(.init(key: fullKey, value: ""))
                listTarget = metadata.entries.count - 1
                if parents.count < maxDepth { parents.append((indent, key)) }
            } else if let style = raw.first, style == "|" || style == ">", raw.count <= 3 {
                let (text, next) = blockScalar(lines, from: i, indent: indent, folded: style == ">")
                metadata.entries.append(.init(key: fullKey, value: text))
                i = next
            } else if raw.hasPrefix("[") {
                let items = flowList(raw)
                metadata.entries.append(.init(key: fullKey, value: items.joined(separator: ", "), items: items))
            } else {
                metadata.entries.append(.init(key: fullKey, value: scalar(raw)))
            }
        }
        return removingEmptyParents(metadata)
    }

    /// A parent key left empty because its value was a nested map.
    private static func removingEmptyParents(_ metadata: CooklangMetadata) -> CooklangMetadata {
        var parents: Set<String> = []
        for entry in metadata.entries {
            var key = Substring(entry.key)
            while let dot = key.lastIndex(of: ".") {
                key = key[..<dot]
                parents.insert(String(key))
            }
        }
        let entries = metadata.entries.filter { entry in
            !(entry.value.isEmpty && entry.items.isEmpty && parents.contains(entry.key))
        }
        return CooklangMetadata(entries: entries)
    }

    /// The lines indented under a `|` or `>` key, kept as lines or folded into one, and the next line's index.
    private static func blockScalar(_ lines: [String], from start: Int, indent: Int, folded: Bool) -> (String, Int) {
        var body: [String] = []
        var i = start
        while i < lines.count {
            let line = lines[i]
            let blank = line.trimmingCharacters(in: .whitespaces).isEmpty
            let lineIndent = line.prefix { $0 == " " || $0 == "\t" }.count
            guard blank || lineIndent > indent else { break }
            body.append(line.trimmingCharacters(in: .whitespaces))
            i += 1
        }
        while body.last?.isEmpty == true { body.removeLast() }
        return (body.joined(separator: folded ? " " : "\n"), i)
    }

    /// `[a, "b, c", d]` as its items.
    static func flowList(_ raw: String) -> [String] {
        var inner = Substring(raw.dropFirst())
        if let close = inner.lastIndex(of: "]") { inner = inner[..<close] }
        var items: [String] = []
        var current = ""
        var quote: Character?
        for c in inner {
            if let q = quote {
                current.append(c)
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
                current.append(c)
            } else if c == "," {
                items.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        items.append(current)
        return items.map { scalar($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    /// A scalar's text: quotes removed and escapes read, or a plain value without its `#` comment.
    static func scalar(_ raw: String) -> String {
        guard let first = raw.first else { return "" }
        if first == "\"" { return doubleQuoted(raw.dropFirst()) }
        if first == "'" { return singleQuoted(raw.dropFirst()) }
        if let comment = raw.range(of: " #") { return String(raw[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
        return raw
    }

    private static func singleQuoted(_ body: Substring) -> String {
        var out = ""
        var chars = body.makeIterator()
        while let c = chars.next() {
            guard c == "'" else {
                out.append(c)
                continue
            }
            guard let next = chars.next(), next == "'" else { break }
            out.append("'")
        }
        return out
    }

    private static func doubleQuoted(_ body: Substring) -> String {
        var out = ""
        var chars = Array(body)[...]
        while let c = chars.popFirst() {
            if c == "\"" { break }
            guard c == "\\", let escaped = chars.popFirst() else {
                out.append(c)
                continue
            }
            switch escaped {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u", "U", "x":
                let length = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
                let hex = String(chars.prefix(length))
                if hex.count == length, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    out.unicodeScalars.append(scalar)
                    chars = chars.dropFirst(length)
                } else {
                    out.append(escaped)
                }
            default: out.append(escaped)
            }
        }
        return out
    }
}
