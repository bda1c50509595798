import GRDB

extension IngredientRecord {
    /// Read column by column, not through `Decodable`: the shopping list for a month reads about
    /// a thousand ingredient rows, and GRDB's record decoder was most of that read's cost.
    init(row: Row) throws {
        id = row["id"]
        recipeId = row["recipeId"]
        position = row["position"]
        quantityLow = row["quantityLow"]
        quantityHigh = row["quantityHigh"]
        unit = row["unit"]
        name = row["name"]
        notes = row["notes"]
        section = row["section"]
        optional = row["optional"]
        text = row["text"]
    }
}
