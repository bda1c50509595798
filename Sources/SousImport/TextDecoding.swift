import Foundation

/// Bytes to text for pages and files: UTF-8 when they are valid UTF-8; otherwise the charset
/// the server or the page declares (`<meta charset>`, `http-equiv`), so a Windows-1252 page's
/// curly quotes and "½" survive; Latin-1 as the last resort, which never fails.
enum TextDecoding {
    static func decode(_ data: Data, declared: String? = nil) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        let charset = declared ?? metaCharset(data)
        if let encoding = charset.flatMap(encoding(named:)), let text = String(data: data, encoding: encoding) { return text }
        // Windows-1252 is what pages mislabelled as Latin-1 really are (the WHATWG rule).
        return String(data: data, encoding: .windowsCP1252) ?? String(data: data, encoding: .isoLatin1)
            ?? String(decoding: data, as: UTF8.self)
    }

    /// Text that says what it is by a byte-order mark (UTF-8, UTF-16, UTF-32), or UTF-16 that
    /// shows it by its zero bytes (ASCII text saved as "Unicode" on Windows), as a string
    /// without the mark; nil for anything else, which is left to `decode`.
    static func unicodeText(_ data: Data) -> String? {
        let marks: [([UInt8], String.Encoding)] = [
            ([0xEF, 0xBB, 0xBF], .utf8),
            ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian), ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
            ([0xFE, 0xFF], .utf16BigEndian), ([0xFF, 0xFE], .utf16LittleEndian),
        ]
        for (mark, encoding) in marks where data.starts(with: mark) {
            return String(data: data.dropFirst(mark.count), encoding: encoding)
        }
        guard data.count >= 4, data.count % 2 == 0 else { return nil }
        let sample = Array(data.prefix(1024))
        let evenZeros = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
        let oddZeros = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
        let half = sample.count / 2
        if oddZeros * 10 >= half * 9, evenZeros * 10 < half { return String(data: data, encoding: .utf16LittleEndian) }
        if evenZeros * 10 >= half * 9, oddZeros * 10 < half { return String(data: data, encoding: .utf16BigEndian) }
        return nil
    }

    static func encoding(named name: String) -> String.Encoding? {
        switch name.lowercased() {
        case "utf-8", "utf8": .utf8
        case "windows-1252", "cp1252", "iso-8859-1", "latin1", "latin-1", "us-ascii", "ascii": .windowsCP1252
        case "iso-8859-2", "windows-1250": .windowsCP1250
        case "windows-1251": .windowsCP1251
        case "utf-16", "utf16": .utf16
        default: nil
        }
    }

    /// The charset a page declares in its first 4 KB.
    static func metaCharset(_ data: Data) -> String? {
        let head = String(decoding: data.prefix(4096), as: UTF8.self).lowercased()
        guard let range = head.range(of: "charset=") else { return nil }
        let value = head[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
        let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
