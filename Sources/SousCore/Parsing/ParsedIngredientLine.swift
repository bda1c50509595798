/// What one line of an ingredient list turned out to be.
public enum ParsedIngredientLine: Hashable, Sendable {
    /// A group heading ("For the sauce:"), with the colon dropped; following lines belong to it.
    case section(title: String)
    /// An ingredient; `text` keeps the line exactly as written.
    case ingredient(Ingredient)
    /// Nothing but whitespace or control characters: callers skip it.
    case blank
}
