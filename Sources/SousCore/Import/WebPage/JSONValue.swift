/// A JSON value as read from a web page, keeping object members in page order.
///
/// Our own type rather than `JSONSerialization` output: the tolerant parser has to build
/// values from text Foundation refuses, and lookups in schema.org data must ignore key case
/// ("RecipeInstructions" occurs in the wild).
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    struct Member: Hashable, Sendable {
        var key: String
        var value: JSONValue
    }

    /// The first member named `key`, compared without regard to case.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        if let exact = members.first(where: { $0.key == key }) { return exact.value }
        let lowered = key.lowercased()
        return members.first(where: { $0.key.lowercased() == lowered })?.value
    }

    /// The first member present among `keys`, in the order given.
    func first(_ keys: String...) -> JSONValue? {
        for key in keys {
            if let value = self[key], value != .null { return value }
        }
        return nil
    }

    /// A string or a number as text; nil for anything else.
    var scalarText: String? {
        switch self {
        case .string(let text): text
        case .number(let number): Self.format(number)
        default: nil
        }
    }

    /// Every piece of text in a string, number or array of them, in order (nested arrays too).
    var texts: [String] {
        switch self {
        case .string, .number: scalarText.map { [$0] } ?? []
        case .array(let items): items.flatMap(\.texts)
        case .object: self["name"]?.scalarText.map { [$0] } ?? []
        default: []
        }
    }

    /// The elements of an array, or the value itself as a one-element list.
    var elements: [JSONValue] {
        switch self {
        case .array(let items): items
        case .null: []
        default: [self]
        }
    }

    /// Whole numbers without a decimal point, so a yield of 4 reads "4", not "4.0".
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
