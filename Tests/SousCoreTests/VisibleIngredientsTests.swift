import SousCore
import Testing

/// When a page's schema.org ingredients differ from the list it shows, the shown list wins,
/// but only when it is plainly the same list and no recipe plugin wrote both.
@Suite struct VisibleIngredientsTests {
    static func page(schema: [String], visible: [String], itemClass: String = "ingredient", plugin: Bool = false) -> String {
        let json = schema.map { "\"\($0)\"" }.joined(separator: ", ")
        let items = visible.map { "<li class=\"\(itemClass)\"><span class=\"ingredient__amount\">\($0.split(separator: " ")[0]) </span><span class=\"ingredient__name\">\($0.split(separator: " ").dropFirst().joined(separator: " "))</span></li>" }.joined()
        let card = plugin ? "<div class=\"wprm-recipe-container\">" : "<div class=\"recipe\">"
        return """
            <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Custard", "recipeIngredient": [\(json)]}</script></head>
            <body>\(card)<ul class="ingredients">\(items)</ul><p hidden class="ingredient-note">x</p></div></body></html>
            """
    }

    func lines(_ html: String) throws -> [String] {
        try SchemaRecipeExtractor.extract(html: html, source: "test").first?.recipe.ingredients.map(\.text) ?? []
    }

    @Test func theShownListWinsWhenItIsTheSameList() throws {
        let html = Self.page(schema: ["1 1/2 cups whipping cream", "4 egg yolks", "1 tsp vanilla"],
                             visible: ["1½ cups (375 mL) whipping cream", "4 egg yolks", "1 tsp vanilla"])
        #expect(try lines(html) == ["1½ cups (375 mL) whipping cream", "4 egg yolks", "1 tsp vanilla"])
        let report = try SchemaRecipeExtractor.extract(html: html, source: "test")[0].report
        #expect(report.notes.contains { $0.contains("page's own list") })
    }

    @Test func aPluginCardKeepsTheSchema() throws {
        let html = Self.page(schema: ["2 tsp vanilla", "1 cup milk"], visible: ["2 teaspoon vanilla", "1 cup (240 ml) milk"], plugin: true)
        #expect(try lines(html) == ["2 tsp vanilla", "1 cup milk"])
    }

    @Test func aDifferentListKeepsTheSchema() throws {
        let other = Self.page(schema: ["2 eggs", "1 cup milk", "3 tbsp sugar"], visible: ["1 lemon", "2 limes", "1 orange"])
        #expect(try lines(other) == ["2 eggs", "1 cup milk", "3 tbsp sugar"])
        let longer = Self.page(schema: ["2 eggs", "1 cup milk"], visible: ["2 eggs", "1 cup milk", "1 lemon", "2 limes", "1 orange"])
        #expect(try lines(longer) == ["2 eggs", "1 cup milk"])
    }
}
