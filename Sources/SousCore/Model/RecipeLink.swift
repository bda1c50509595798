/// Another recipe named from this one: a variant, or the original a variant came from.
public struct RecipeLink: Hashable, Sendable, Codable {
    public var id: Int64
    public var title: String

    public init(id: Int64, title: String) {
        self.id = id
        self.title = title
    }
}
