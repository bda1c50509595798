/// An ingredient replaced for one cooking session ("eggs -> applesauce").
///
/// Stored in `CookingWorkstate.constraints` as `original -> replacement`, with the amount after
/// `|` when known, so a swap survives a restart without a schema change.
public struct IngredientSwap: Hashable, Sendable {
    public var original: String
    public var replacement: String
    /// How much to use, written to be read aloud ("a quarter cup for each egg").
    public var amount: String?

    public init(original: String, replacement: String, amount: String? = nil) {
        self.original = original
        self.replacement = replacement
        self.amount = amount
    }

    static let arrow = " -> "

    /// The text kept in the workstate.
    public var constraint: String {
        original + Self.arrow + replacement + (amount.map { " | " + $0 } ?? "")
    }

    /// Reads a stored constraint; nil for constraints that are not swaps (dietary notes).
    public init?(constraint: String) {
        let parts = constraint.components(separatedBy: Self.arrow)
        guard parts.count == 2 else { return nil }
        let rest = parts[1].components(separatedBy: " | ")
        let original = parts[0].trimmingSpaces, replacement = rest[0].trimmingSpaces
        guard !original.isEmpty, !replacement.isEmpty else { return nil }
        self.init(original: original, replacement: replacement,
                  amount: rest.count > 1 ? rest.dropFirst().joined(separator: " | ").trimmingSpaces : nil)
    }
}
