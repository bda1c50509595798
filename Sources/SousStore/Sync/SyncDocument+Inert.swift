import Foundation
import SousCore

/// Another kitchen's text reaches this one's terminal: stored inert, like a page's or a file's.
extension SyncDocument {
    /// `fields` with every string in them inert (`TerminalSafe.inert`, newlines kept). A field is
    /// JSON text, where a control character is escaped (`\u001b`): only such a field is parsed
    /// and written again.
    static func inert(_ fields: Fields) -> Fields {
        fields.mapValues { text in
            guard text.contains("\\u00") || text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
                return text
            }
            guard let parsed = value(text) else { return TerminalSafe.inert(text, keepNewlines: true) }
            return Self.text(inertStrings(parsed))
        }
    }

    private static func inertStrings(_ value: Any) -> Any {
        switch value {
        case let string as String: TerminalSafe.inert(string, keepNewlines: true)
        case let array as [Any]: array.map(inertStrings)
        case let object as [String: Any]: object.mapValues(inertStrings)
        default: value
        }
    }
}
