/// Parses JSON-LD text, strictly or with the repairs real pages need.
///
/// Strict mode is plain JSON. Lenient mode also accepts what recipe plugins and hand-edited
/// templates leave behind: trailing commas, raw newlines and control characters inside strings,
/// unknown escapes (`\'`), comments, `NaN`/`undefined`, missing commas between members and
/// several values one after another (read as an array). Nesting is capped, so hostile input
/// fails with an error instead of exhausting the stack.
struct TolerantJSONParser {
    struct Failure: Error, Hashable {
        var message: String
        var offset: Int

        /// "line 3, column 14" for the failure's byte offset in `text`, as an editor counts them.
        func position(in text: String) -> String {
            let bytes = Array(text.utf8.prefix(offset))
            let line = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            let lineStart = (bytes.lastIndex(of: 0x0A) ?? -1) + 1
            let column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
            return "line \(line), column \(column)"
        }
    }

    static let maxDepth = 64

    private let bytes: [UInt8]
    private let lenient: Bool
    private var index = 0

    private init(bytes: [UInt8], lenient: Bool) {
        self.bytes = bytes
        self.lenient = lenient
    }

    /// The value in `text`; several top-level values become an array in lenient mode.
    static func parse(_ text: String, lenient: Bool) throws(Failure) -> JSONValue {
        var parser = TolerantJSONParser(bytes: Array(text.utf8), lenient: lenient)
        return try parser.document()
    }

    private mutating func document() throws(Failure) -> JSONValue {
        var values: [JSONValue] = []
        skipSpace()
        while index < bytes.count {
            values.append(try value(depth: 0))
            skipSpace()
            if !lenient, index < bytes.count { throw fail("unexpected text after the value") }
            while lenient, index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: ";") {
                index += 1
                skipSpace()
            }
        }
        switch values.count {
        case 0: throw fail("no JSON value")
        case 1: return values[0]
        default: return .array(values)
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maxDepth else { throw fail("nested deeper than \(Self.maxDepth) levels") }
        skipSpace()
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string(quote: UInt8(ascii: "\"")))
        case UInt8(ascii: "'") where lenient: return .string(try string(quote: UInt8(ascii: "'")))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: return try word()
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [JSONValue.Member] = []
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("unclosed object") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            if bytes[index] == UInt8(ascii: ",") {
                guard lenient else { throw fail("misplaced comma") }
                index += 1
                continue
            }
            let key: String
            switch bytes[index] {
            case UInt8(ascii: "\""): key = try string(quote: UInt8(ascii: "\""))
            case UInt8(ascii: "'") where lenient: key = try string(quote: UInt8(ascii: "'"))
            default:
                guard lenient else { throw fail("expected a member name") }
                key = bareWord()
                guard !key.isEmpty else { throw fail("expected a member name") }
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            index += 1
            members.append(.init(key: key, value: try value(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw fail("unclosed object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                if !lenient {
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw fail("trailing comma") }
                }
            } else if bytes[index] != UInt8(ascii: "}"), !lenient {
                throw fail("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("unclosed array") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            if bytes[index] == UInt8(ascii: ",") {
                guard lenient else { throw fail("misplaced comma") }
                index += 1
                continue
            }
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw fail("unclosed array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                if !lenient {
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw fail("trailing comma") }
                }
            } else if bytes[index] != UInt8(ascii: "]"), !lenient {
                throw fail("expected ',' or ']'")
            }
        }
    }

    private mutating func string(quote: UInt8) throws(Failure) -> String {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == quote { return String(decoding: out, as: UTF8.self) }
            if byte < 0x20, !lenient { throw fail("control character in a string") }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "b"), UInt8(ascii: "f"): out.append(UInt8(ascii: " "))
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): out.append(contentsOf: try unicodeEscape())
            default:
                guard lenient else { throw fail("unknown escape") }
                out.append(escaped)
            }
        }
        throw fail("unclosed string")
    }

    /// A `\u` escape with four hex digits (index just past the `u`), joining surrogate pairs; lone halves become U+FFFD.
    private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
        guard let high = hex4() else {
            if lenient { return Array("u".utf8) }
            throw fail("bad \\u escape")
        }
        var scalar = Unicode.Scalar(high)
        if (0xD800...0xDBFF).contains(high), index + 1 < bytes.count,
           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            let saved = index
            index += 2
            if let low = hex4(), (0xDC00...0xDFFF).contains(low) {
                scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            } else {
                index = saved
            }
        }
        return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            guard let digit = Self.hexDigit(byte) else { return nil }
            value = value * 16 + digit
        }
        index += 4
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let lexeme = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(lexeme) else { throw fail("bad number") }
        return .number(number)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func word() throws(Failure) -> JSONValue {
        let word = bareWord()
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case _ where lenient && ["NaN", "undefined", "Infinity"].contains(word): return .null
        default: throw fail(word.isEmpty ? "unexpected character" : "unexpected word")
        }
    }

    private mutating func bareWord() -> String {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whitespace, and in lenient mode `//` and `/* */` comments too.
    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case 0xEF where lenient && index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF: index += 3
            case UInt8(ascii: "/") where lenient && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where lenient && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            case let byte where lenient && byte < 0x20: index += 1
            default: return
            }
        }
    }

    private func fail(_ message: String) -> Failure {
        Failure(message: message, offset: index)
    }
}
