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
