/// Reads recipe JSON written by other recipe managers: Mealie (its own recipe shape, in
/// snake_case or camelCase), Nextcloud Cookbook and any other schema.org Recipe JSON.
///
/// Each manager's shape is translated into a schema.org Recipe node, so every recipe goes
/// through the same builder, cleaning and report as a web page.
public enum RecipeManagerJSON {
    /// More recipes than this in one JSON file are refused rather than read half-way.
    public static let maxRecipes = 100_000

    /// Every recipe in the JSON text: one object, or an array of them.
    public static func importRecipes(text: String, source: String) throws(ImportError) -> [ImportedRecipe] {
        let root: JSONValue
        do throws(TolerantJSONParser.Failure) {
            root = try TolerantJSONParser.parse(text, lenient: true)
        } catch {
            throw ImportError("is not valid JSON (\(error.message) at \(error.position(in: text)))")
        }
        if root == .null { throw ImportError("holds only null, not a recipe") }
        let nodes = recipeNodes(in: root)
        guard !nodes.isEmpty else {
            throw ImportError("is not a Sous export, Mealie, Nextcloud Cookbook or schema.org Recipe JSON (no recipe object found)")
        }
        guard nodes.count <= maxRecipes else { throw ImportError("holds more than \(maxRecipes) recipes") }
        return nodes.enumerated().map { position, node in
            var imported = SchemaRecipeBuilder.build(node.schema, source: source, position: position, pageNotes: node.notes)
            if let uid = node.uid { imported.recipe.uid = uid }
            return imported
        }
    }

    struct Node {
        var schema: JSONValue
        var uid: String?
        var notes: [String] = []
    }

    /// The recipes of a file: a top-level array is read item by item, an object as one
    /// recipe, a schema.org document through the same search as a page's JSON-LD.
    static func recipeNodes(in root: JSONValue) -> [Node] {
        if case .array(let items) = root, items.count > 1 {
            return items.flatMap { recipeNodes(in: $0) }
        }
        if MealieRecipe.isMealie(root) {
            return [MealieRecipe.node(from: root)]
        }
        if case .object(let members) = root, root["@type"] == nil, root["name"] != nil,
           root["recipeIngredient"] != nil || root["recipeInstructions"] != nil {
            return [Node(schema: .object([.init(key: "@type", value: .string("Recipe"))] + members))]
        }
        var found: [JSONValue] = []
        JSONLDReader.collect(root, into: &found, depth: 0)
        return found.map { Node(schema: $0) }
    }
}
