/// Reads `@type` values the many ways pages write them.
///
/// "Recipe", "schema:Recipe", "http://schema.org/Recipe" and arrays such as
/// `["Recipe", "NewsArticle"]` all name the same type; only the last path segment counts.
enum SchemaTypes {
    /// The lowercased local names of a node's `@type` (or microdata `itemtype`).
    static func names(of node: JSONValue) -> [String] {
        guard let type = node["@type"] else { return [] }
        return type.elements.compactMap(\.scalarText).map(localName)
    }

    static func localName(_ type: String) -> String {
        let trimmed = type.trimmingSpaces
        let tail = trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last ?? ""
        return tail.lowercased()
    }

    static func isRecipe(_ node: JSONValue) -> Bool {
        names(of: node).contains("recipe")
    }
}
