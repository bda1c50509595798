/// Text attributes a role may ask for; kept as a bit set so a cell stores them in one byte.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    public static let italic = TextAttributes(rawValue: 1 << 4)

    /// The attribute names files use, in the order they are written back.
    public static let named: [(name: String, attribute: TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("underline", .underline), ("reverse", .reverse), ("italic", .italic),
    ]

    /// Parses names such as `["bold", "reverse"]`; nil when any name is unknown.
    public init?(names: [String]) {
        var result: TextAttributes = []
        for name in names {
            guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
            result.insert(match.attribute)
        }
        self = result
    }

    /// The names of the attributes set, in canonical order.
    public var names: [String] {
        Self.named.filter { contains($0.attribute) }.map(\.name)
    }
}

extension TextAttributes: Codable {
    /// Decodes a list of names so files read `[bold, underline]`, and names the unknown one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let names = try container.decode([String].self)
        guard let parsed = TextAttributes(names: names) else {
            let unknown = names.filter { name in !Self.named.contains { $0.name == name } }
            let allowed = Self.named.map(\.name).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown attribute \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (allowed: \(allowed))"
            )
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
