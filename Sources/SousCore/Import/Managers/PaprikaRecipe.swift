/// One recipe of a Paprika export (`.paprikarecipes`), translated into a schema.org node.
///
/// Paprika writes one JSON object per recipe: `name`, `ingredients` and `directions` as
/// newline-separated text, `servings` and `prep_time`/`cook_time`/`total_time` as free text
/// ("4 servings", "1 hr 10 mins"), `categories` as names, `source` and `source_url`,
/// `notes`, `difficulty`, `rating` and a base64 `photo_data`, which Sous does not keep.
public enum PaprikaRecipe {
    /// The recipe in one entry's JSON text.
    public static func importRecipe(json text: String, source: String, position: Int) throws(ImportError) -> ImportedRecipe {
        let value: JSONValue
        do throws(TolerantJSONParser.Failure) {
            value = try TolerantJSONParser.parse(text, lenient: true)
        } catch {
            throw ImportError("is not valid JSON (\(error.message) at byte \(error.offset))")
        }
        guard case .object = value, value["name"] != nil || value["ingredients"] != nil else {
            throw ImportError("not a Paprika recipe (no name or ingredients)")
        }
        var imported = SchemaRecipeBuilder.build(node(from: value), source: source, position: position, pageNotes: [])
        if let uid = value["uid"]?.scalarText, !uid.isEmpty { imported.recipe.uid = "paprika-" + uid.lowercased() }
        if let difficulty = value["difficulty"]?.scalarText.flatMap({ Difficulty(rawValue: WebText.clean($0).lowercased()) }) {
            imported.recipe.difficulty = difficulty
        }
        if let notes = value["notes"]?.scalarText.map(WebText.clean), !notes.isEmpty {
            imported.recipe.description += (imported.recipe.description.isEmpty ? "" : "\n\n") + "Notes: " + notes
            imported.report.missingFields.removeAll { $0 == "description" }
        }
        if let photo = value["photo_data"]?.scalarText, !photo.isEmpty {
            imported.report.notes.append("the photo was not imported (Sous keeps no images)")
        }
        return imported
    }

    static func node(from value: JSONValue) -> JSONValue {
        var members: [JSONValue.Member] = [.init(key: "@type", value: .string("Recipe"))]
        func add(_ key: String, _ field: JSONValue?) {
            guard let field, field != .null, field != .string("") else { return }
            members.append(.init(key: key, value: field))
        }
        add("name", value["name"])
        add("description", value["description"])
        add("recipeIngredient", value["ingredients"])
        add("recipeInstructions", value["directions"])
        add("recipeYield", value["servings"])
        add("prepTime", value["prep_time"])
        add("cookTime", value["cook_time"])
        add("totalTime", value["total_time"])
        add("recipeCategory", value["categories"])
        let author = value["source"]?.scalarText.flatMap { $0.isEmpty ? nil : JSONValue.object([.init(key: "name", value: .string($0))]) }
        add("author", author)
        add("url", value["source_url"])
        return .object(members)
    }
}
