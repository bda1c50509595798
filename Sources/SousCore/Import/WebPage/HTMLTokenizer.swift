/// A small, forgiving HTML tokenizer: start tags with attributes, end tags and text.
///
/// It is enough for finding JSON-LD scripts and microdata, not a full HTML5 parser: comments,
/// doctypes and processing instructions are skipped, `<script>`/`<style>` content is raw text
/// up to the matching end tag, and malformed markup degrades to text. Every step moves
/// forward, so the work is linear in the input.
struct HTMLTokenizer: IteratorProtocol {
    enum Token: Hashable {
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(name: String)
        /// Text as written (entities still encoded); `raw` marks script and style content.
        case text(ArraySlice<UInt8>, raw: Bool)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var rawTextEnd: String?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Token? {
        guard index < bytes.count else { return nil }
        if let name = rawTextEnd {
            rawTextEnd = nil
            let start = index
            let end = find(closing: name, from: index) ?? bytes.count
            index = end
            if end > start { return .text(bytes[start..<end], raw: true) }
        }
        while index < bytes.count, bytes[index] == UInt8(ascii: "<"), isDeclaration(at: index + 1) {
            index = skipDeclaration(from: index + 1)
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "<"), let token = tag() { return token }
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return .text(bytes[start..<index], raw: false)
    }

    /// A tag at `index`, or nil (leaving `index` alone) when the `<` does not start one.
    private mutating func tag() -> Token? {
        let after = index + 1
        guard after < bytes.count else { return nil }
        let first = bytes[after]
        let closing = first == UInt8(ascii: "/")
        var i = closing ? after + 1 : after
        guard i < bytes.count, Self.isLetter(bytes[i]) else { return nil }
        let nameStart = i
        while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
        let name = Self.lowered(bytes[nameStart..<i])
        if closing {
            while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
            index = min(bytes.count, i + 1)
            return .end(name: name)
        }
        var attributes: [String: String] = [:]
        var selfClosing = false
        while i < bytes.count {
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { break }
            if bytes[i] == UInt8(ascii: ">") { i += 1; break }
            if bytes[i] == UInt8(ascii: "/") {
                selfClosing = true
                i += 1
                continue
            }
            selfClosing = false
            let attrStart = i
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">") { i += 1 }
            if i == attrStart { i += 1; continue }
            let attrName = Self.lowered(bytes[attrStart..<i])
            var j = i
            while j < bytes.count, Self.isSpace(bytes[j]) { j += 1 }
            var value = ""
            if j < bytes.count, bytes[j] == UInt8(ascii: "=") {
                j += 1
                while j < bytes.count, Self.isSpace(bytes[j]) { j += 1 }
                (value, i) = attributeValue(from: j)
            }
            if attributes[attrName] == nil { attributes[attrName] = value }
        }
        index = i
        if name == "script" || name == "style" || name == "textarea" || name == "title", !selfClosing { rawTextEnd = name }
        return .start(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    private func attributeValue(from start: Int) -> (String, Int) {
        guard start < bytes.count else { return ("", start) }
        let quote = bytes[start]
        var i = start
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            i += 1
            let valueStart = i
            while i < bytes.count, bytes[i] != quote { i += 1 }
            let value = String(decoding: bytes[valueStart..<i], as: UTF8.self)
            return (HTMLEntities.decode(value), min(bytes.count, i + 1))
        }
        while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { i += 1 }
        return (HTMLEntities.decode(String(decoding: bytes[start..<i], as: UTF8.self)), i)
    }

    private func isDeclaration(at after: Int) -> Bool {
        after < bytes.count && (bytes[after] == UInt8(ascii: "!") || bytes[after] == UInt8(ascii: "?"))
    }

    /// Skips `<!-- ... -->`, `<![CDATA[ ... ]]>`, `<!DOCTYPE ...>` or `<? ... >`; returns the index after it.
    private func skipDeclaration(from after: Int) -> Int {
        if Self.matches(bytes, at: after, "!--") {
            return find(sequence: Array("-->".utf8), from: after + 3).map { $0 + 3 } ?? bytes.count
        }
        if Self.matches(bytes, at: after, "![CDATA[") {
            return find(sequence: Array("]]>".utf8), from: after + 8).map { $0 + 3 } ?? bytes.count
        }
        var i = after
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
        return min(bytes.count, i + 1)
    }

    /// Where `</name` starts (any case), searching from `start`.
    private func find(closing name: String, from start: Int) -> Int? {
        let pattern = Array("</\(name)".utf8)
        var i = start
        while let found = find(sequence: [UInt8(ascii: "<"), UInt8(ascii: "/")], from: i) {
            if Self.matches(bytes, at: found, pattern, ignoringCase: true) { return found }
            i = found + 2
        }
        return nil
    }

    private func find(sequence: [UInt8], from start: Int) -> Int? {
        guard !sequence.isEmpty, start < bytes.count else { return nil }
        var i = start
        while i + sequence.count <= bytes.count {
            if bytes[i] == sequence[0], Self.matches(bytes, at: i, sequence) { return i }
            i += 1
        }
        return nil
    }

    static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        matches(bytes, at: index, Array(text.utf8))
    }

    static func matches(_ bytes: [UInt8], at index: Int, _ pattern: [UInt8], ignoringCase: Bool = false) -> Bool {
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        for (offset, expected) in pattern.enumerated() {
            let actual = bytes[index + offset]
            if actual == expected { continue }
            if ignoringCase, isLetter(actual), actual | 0x20 == expected | 0x20 { continue }
            return false
        }
        return true
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    static func lowered(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice.prefix(64).map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
