extension String {
    /// Where `needle` (ASCII) first occurs, as a UTF-8 offset, or nil. ASCII bytes never occur
    /// inside a multi-byte character, so a byte search is exact. Why not `range(of:)` or
    /// `firstRange(of:)`: on Linux both cost about 11,000 instructions on a short name, and the
    /// shopping list searches each of its ~300 names and ~200 products several times.
    func utf8Offset(of needle: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return 0 }
        var text = self
        text.makeContiguousUTF8() // a no-op for native strings
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.count >= pattern.count else { return nil }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
                var matched = true
                for k in 1..<pattern.count where bytes[start + k] != pattern[k] {
                    matched = false
                    break
                }
                if matched { return start }
            }
            return nil
        } ?? nil
    }

    /// The text before the first of the ASCII `stops`, whichever comes first.
    func prefix(beforeAny stops: [String]) -> String {
        let end = stops.compactMap { utf8Offset(of: $0) }.min()
        guard let end else { return self }
        return String(decoding: utf8.prefix(end), as: UTF8.self)
    }

    /// The text before and after the first `separator` (ASCII), or nil when it does not occur.
    func split(atFirst separator: String) -> (String, String)? {
        guard let at = utf8Offset(of: separator) else { return nil }
        return (String(decoding: utf8.prefix(at), as: UTF8.self),
                String(decoding: utf8.dropFirst(at + separator.utf8.count), as: UTF8.self))
    }
}
