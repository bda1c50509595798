/// An API key. Its description shows only the first three characters and the last four
/// (`sk-…9f2c`), so no log, error or screen can print the value by accident.
public struct Secret: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself: read only where it is sent (a request header) or stored (the key store).
    public let value: String

    public init(_ value: String) {
        self.value = value.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public var description: String { Self.mask(value) }
    public var debugDescription: String { Self.mask(value) }
    /// `dump` and string interpolation of enclosing values show the mask, not the stored field.
    public var customMirror: Mirror { Mirror(self, children: ["masked": description]) }

    public var isEmpty: Bool { value.isEmpty }

    /// `sk-…9f2c`; keys under 12 characters show only the ellipsis, as 7 of them would give
    /// too much away.
    public static func mask(_ value: String) -> String {
        guard value.count >= 12 else { return "…" }
        return "\(value.prefix(3))…\(value.suffix(4))"
    }
}

import Foundation
