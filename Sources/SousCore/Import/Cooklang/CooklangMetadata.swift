import Foundation

/// A recipe's metadata in the order written, from YAML front matter or `>> key: value` lines.
///
/// Keys keep their spelling ("Prep Time"); `value(for:)` looks them up loosely, because Cooklang
/// files in the wild write "prep time", "prep_time" and "time.prep" for the same thing. Nested
/// YAML maps are flattened to dotted keys ("source.url").
public struct CooklangMetadata: Hashable, Sendable {
    /// One key and its value; a list keeps its items and joins them with ", " in `value`.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        /// The items of a YAML list; empty for a plain value.
        public var items: [String]

        public init(key: String, value: String, items: [String] = []) {
            self.key = key
            self.value = value
            self.items = items
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The last entry whose key matches one of `keys`, ignoring case, spaces, `_` and `-`.
    public func entry(for keys: String...) -> Entry? {
        let wanted = Set(keys.map(Self.normalizedKey))
        return entries.last { wanted.contains(Self.normalizedKey($0.key)) }
    }

    /// The value of the first of `keys` found, trimmed; nil when absent or blank.
    public func value(for keys: String...) -> String? {
        for key in keys {
            let wanted = Self.normalizedKey(key)
            if let entry = entries.last(where: { Self.normalizedKey($0.key) == wanted }) {
                let value = entry.value.trimmingCharacters(in: .whitespacesAndNewlines)
                if !value.isEmpty { return value }
            }
        }
        return nil
    }

    /// Adds `key`; a key written twice keeps both entries, and lookups take the last, as YAML does.
    mutating func add(_ key: String, _ value: String, items: [String] = []) {
        entries.append(Entry(key: key, value: value, items: items))
    }

    /// "Prep_Time", "prep-time" and "prep time" compare equal; "time.prep" stays distinct from them.
    static func normalizedKey(_ key: String) -> String {
        key.lowercased().filter { !($0.isWhitespace || $0 == "_" || $0 == "-") }
    }
}
