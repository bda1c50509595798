/// One line of a recipe's ingredient list, parsed, with the line it came from.
public struct Ingredient: Hashable, Sendable, Codable {
    /// Nil for "salt to taste" and other lines without an amount.
    public var quantity: Quantity?
    /// A canonical unit symbol from `Units` (e.g. "cup", "g") or the word as written when unknown.
    public var unit: String?
    public var name: String
    /// What follows the name: "sifted", "finely chopped", "to taste".
    public var notes: String?
    /// The group heading this line sits under ("For the sauce").
    public var section: String?
    public var optional: Bool
    /// The line as the user or the source wrote it.
    public var text: String

    public init(
        quantity: Quantity? = nil,
        unit: String? = nil,
        name: String,
        notes: String? = nil,
        section: String? = nil,
        optional: Bool = false,
        text: String = ""
    ) {
        self.quantity = quantity
        self.unit = unit
        self.name = name
        self.notes = notes
        self.section = section
        self.optional = optional
        self.text = text
    }
}
