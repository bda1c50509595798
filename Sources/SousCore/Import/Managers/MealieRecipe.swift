/// Mealie's recipe JSON, translated into a schema.org Recipe node.
///
/// Mealie writes its own shape in two spellings: snake_case in backups (`recipe_ingredient`,
/// `recipe_instructions`, `perform_time`, `org_url`) and camelCase from its API and export
/// (`recipeIngredient`, `performTime`, `orgURL`). Ingredients are objects whose `display` is
/// the line as shown, `original_text` the line as first written, and `note` the whole line
/// when Mealie did not parse amounts. Categories and tags are objects with a `name`.
enum MealieRecipe {
    /// A Mealie recipe: it has Mealie's own keys, or ingredient objects instead of lines.
    static func isMealie(_ value: JSONValue) -> Bool {
        guard case .object = value, value["@type"] == nil else { return false }
        if value["recipe_ingredient"] != nil || value["recipe_instructions"] != nil || value["perform_time"] != nil { return true }
        let ingredients = value["recipeIngredient"]?.elements ?? []
        return ingredients.contains { if case .object = $0 { true } else { false } } || value["performTime"] != nil
    }

    static func node(from value: JSONValue) -> RecipeManagerJSON.Node {
        var members: [JSONValue.Member] = [.init(key: "@type", value: .string("Recipe"))]
        func add(_ key: String, _ field: JSONValue?) {
            if let field, field != .null { members.append(.init(key: key, value: field)) }
        }
        add("name", value["name"])
        add("description", value["description"])
        add("recipeIngredient", ingredients(value.first("recipe_ingredient", "recipeIngredient")))
        add("recipeInstructions", instructions(value.first("recipe_instructions", "recipeInstructions")))
        add("recipeYield", value.first("recipe_yield", "recipeYield", "recipe_servings", "recipeServings"))
        add("prepTime", value.first("prep_time", "prepTime"))
        add("cookTime", value.first("perform_time", "performTime", "cook_time", "cookTime"))
        add("totalTime", value.first("total_time", "totalTime"))
        add("recipeCategory", names(value.first("recipe_category", "recipeCategory")))
        add("keywords", names(value.first("tags")))
        add("url", value.first("org_url", "orgURL", "orgUrl"))
        let uid = value.first("id")?.scalarText.map { "mealie-" + $0 }
        return RecipeManagerJSON.Node(schema: .object(members), uid: uid)
    }

    /// Ingredient lines: `display`, else `original_text`, else `note` with any food and unit.
    static func ingredients(_ value: JSONValue?) -> JSONValue? {
        guard let value else { return nil }
        var lines: [JSONValue] = []
        for item in value.elements {
            guard case .object = item else {
                if let text = item.scalarText { lines.append(.string(text)) }
                continue
            }
            let display = item.first("display")?.scalarText ?? ""
            let original = item.first("original_text", "originalText")?.scalarText ?? ""
            let line = !display.isEmpty ? display : !original.isEmpty ? original : composed(item)
            if !line.isEmpty { lines.append(.string(line)) }
        }
        return .array(lines)
    }

    /// "2 cup flour, sifted" from Mealie's parsed parts when it gives no display text.
    static func composed(_ item: JSONValue) -> String {
        let quantity = item["quantity"].flatMap { $0 == .number(0) ? nil : $0.scalarText }
        let unit = item["unit"]?["name"]?.scalarText
        let food = item["food"]?["name"]?.scalarText
        let note = item["note"]?.scalarText
        let head = [quantity, unit, food].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        guard let note, !note.isEmpty else { return head }
        return head.isEmpty ? note : head + ", " + note
    }

    /// Steps from instruction objects; a step's `title` becomes the heading of its text.
    static func instructions(_ value: JSONValue?) -> JSONValue? {
        guard let value else { return nil }
        let steps: [JSONValue] = value.elements.compactMap { item in
            guard case .object = item else { return item.scalarText.map { .string($0) } }
            let text = item["text"]?.scalarText ?? ""
            guard !text.isEmpty else { return nil }
            var step: [JSONValue.Member] = [.init(key: "@type", value: .string("HowToStep")), .init(key: "text", value: .string(text))]
            if let title = item["title"]?.scalarText, !title.isEmpty { step.append(.init(key: "name", value: .string(title))) }
            return .object(step)
        }
        return .array(steps)
    }

    /// The names of Mealie's category and tag objects, or plain strings as they are.
    static func names(_ value: JSONValue?) -> JSONValue? {
        guard let value else { return nil }
        return .array(value.elements.compactMap { ($0["name"] ?? $0).scalarText.map { .string($0) } })
    }
}
