/// One of the ~10 base colours a theme paints with; optional ones name the colour they fall back to.
public struct BaseColorToken: Equatable, Sendable, Decodable {
    public var meaning: String
    public var required: Bool
    public var fallback: String?

    public init(meaning: String, required: Bool = false, fallback: String? = nil) {
        self.meaning = meaning
        self.required = required
        self.fallback = fallback
    }

    private enum CodingKeys: String, CodingKey {
        case meaning, required, fallback
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        meaning = try container.decode(String.self, forKey: .meaning)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        fallback = try container.decodeIfPresent(String.self, forKey: .fallback)
    }
}
