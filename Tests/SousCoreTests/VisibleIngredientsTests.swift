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

    // Issue 27 item 22.

    @Test func linesTheSchemaRanTogetherAreSplitAsThePageShowsThem() throws {
        let html = Self.page(schema: ["3 tablespoons chilli powder 2 tablespoons sesame oil2 small onions, chopped."],
                             visible: ["3 tablespoons chilli powder", "2 tablespoons sesame oil", "2 small onions, chopped."], plugin: true)
        #expect(try lines(html) == ["3 tablespoons chilli powder", "2 tablespoons sesame oil", "2 small onions, chopped."])
    }

    @Test func aShownListWithoutItsAmountsKeepsTheSchema() throws {
        let html = """
            <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Beef", "recipeIngredient": ["2 pounds beef", "1 onion", "3 cups stock"]}</script></head>
            <body><ul><li><span class="ingredient-amount">2 pounds</span> <span class="ingredient-name">beef</span></li>
            <li><span class="ingredient-amount">1</span> <span class="ingredient-name">onion</span></li>
            <li><span class="ingredient-amount">3 cups</span> <span class="ingredient-name">stock</span></li></ul></body></html>
            """
        #expect(try lines(html) == ["2 pounds beef", "1 onion", "3 cups stock"])
    }

    @Test func fullerAmountsOnThePageWinEvenUnderAPluginCard() throws {
        let html = Self.page(schema: ["3 tbsp olive oil", "5 tsp grated ginger", "1 onion"],
                             visible: ["3 tbsp olive oil", "1.5 tsp grated ginger", "1 onion"], plugin: true)
        #expect(try lines(html) == ["3 tbsp olive oil", "1.5 tsp grated ginger", "1 onion"])
    }

    @Test func implausibleAmountsInTheSchemaGiveWayToTheShownList() throws {
        let html = Self.page(schema: ["500 grams tomatoes", "0 As required salt", "0 As required water"],
                             visible: ["500 gm tomatoes", "salt as required", "water as required"])
        #expect(try lines(html) == ["500 gm tomatoes", "salt as required", "water as required"])
    }

    @Test func bareNamesInTheSchemaTakeTheShownAmounts() throws {
        // The amount sits outside the element marked as the ingredient, so the schema has names only.
        let html = Self.page(schema: ["Tequila", "Triple sec", "Lime juice"], visible: ["4 cl Tequila", "2 cl Triple sec", "2 cl Lime juice"], plugin: true)
        #expect(try lines(html) == ["4 cl Tequila", "2 cl Triple sec", "2 cl Lime juice"])
        // A name the shown line does not hold is another list.
        let other = Self.page(schema: ["Tequila", "Triple sec", "Lime juice"], visible: ["4 cl Gin", "2 cl Triple sec", "2 cl Lime juice"], plugin: true)
        #expect(try lines(other) == ["Tequila", "Triple sec", "Lime juice"])
    }

    @Test func aListOfNamesDoesNotReplaceSchemaLinesWithOddAmounts() throws {
        // One odd amount in the schema, but a shown list of bare names loses all the others.
        let html = Self.page(schema: ["1/2 cup warm milk", "2 tbsp instant coffee", "0 as required sugar"],
                             visible: ["x warm milk", "x instant coffee", "x sugar"], plugin: true)
            .replacingOccurrences(of: ">x <", with: "><")
        #expect(try lines(html) == ["1/2 cup warm milk", "2 tbsp instant coffee", "0 as required sugar"])
    }

    @Test func linesTheSchemaBrokeAtCommasAreJoinedAsThePageShowsThem() throws {
        let html = Self.page(schema: ["250 g pork", " in pieces", "250 g beef", " in pieces", "1", "5 tsp mustard", "1 tsp herbs (Thyme", "Oregano)", "1 egg"],
                             visible: ["250 g pork, in pieces", "250 g beef, in pieces", "1,5 tsp mustard", "1 tsp herbs (Thyme, Oregano)", "1 egg"])
        #expect(try lines(html) == ["250 g pork, in pieces", "250 g beef, in pieces", "1,5 tsp mustard", "1 tsp herbs (Thyme, Oregano)", "1 egg"])
        // A page that runs two lines together does not make them one.
        let glued = Self.page(schema: ["6 ears corn", "3 tbsp butter", "Sea salt or smoked salt"],
                              visible: ["6 ears corn", "3 tbsp butter Sea salt or smoked salt"])
        #expect(try lines(glued) == ["6 ears corn", "3 tbsp butter", "Sea salt or smoked salt"])
    }

    @Test func aFractionReadBackAsLatin1LosesItsStrayLetter() throws {
        let html = Self.page(schema: ["1\\u00c2\\u00bc cups half and half", "\\u00c2\\u00bd teaspoon vanilla"], visible: [])
        #expect(try lines(html) == ["1¼ cups half and half", "½ teaspoon vanilla"])
    }

    @Test func aPageWithNoRecipeDataIsReadFromItsHeadedLists() throws {
        let html = """
            <html><head><meta property="og:title" content="Pancakes | Site"></head><body>
            <nav><h3>Ingredients</h3><ul><li>Recipes</li><li>About</li></ul></nav>
            <h1>Banana pancakes</h1><p>Serves 2.</p>
            <h2>Ingredients<br></h2><ul><li> 1 banana </li><li>100 grams plain flour</li></ul>
            <h4>For the topping</h4><ul><li>maple syrup, to serve</li></ul>
            <h3>Method</h3><ol><li>Mash the banana.</li><li>Fry the batter.</li></ol>
            <footer><ul><li>Contact</li></ul></footer></body></html>
            """
        let recipe = try #require(try SchemaRecipeExtractor.extract(html: html, source: "test").first).recipe
        #expect(recipe.title == "Banana pancakes")
        #expect(recipe.ingredients.map(\.text) == ["1 banana", "100 grams plain flour", "maple syrup, to serve"])
        #expect(recipe.instructions.map(\.text) == ["Mash the banana.", "Fry the batter."])
    }

    @Test func anItemWrittenOverSeveralSourceLinesIsOneLine() throws {
        // Line breaks in the HTML source are spacing; only <br> breaks an item into lines.
        let html = """
            <html><body><h1>Fig bars</h1><h2>Ingredients</h2><ul class="field-items">
            <li>
              2 cups dried figs
              <span class="notes">(chopped)</span>
            </li>
            <li>
              1/2 cup
              walnuts</li>
            <li>1 egg<br>2 tbsp milk</li></ul></body></html>
            """
        #expect(try lines(html) == ["2 cups dried figs (chopped)", "1/2 cup walnuts", "1 egg", "2 tbsp milk"])
    }

    @Test func aPageWithNeitherRecipeDataNorAListStillFails() {
        #expect(throws: ImportError.self) {
            try SchemaRecipeExtractor.extract(html: "<html><h1>News</h1><h2>Ingredients</h2><p>none here</p></html>", source: "test")
        }
    }

    // Pages with no recipe data (issue 27 item 22, the last round).

    func recipe(_ html: String) throws -> Recipe {
        try #require(try SchemaRecipeExtractor.extract(html: html, source: "test").first).recipe
    }

    @Test func aHeadingIndentedInTheSourceIsStillAHeading() throws {
        let indent = String(repeating: " ", count: 70)
        let html = "<html><body><h1>\n\(indent)Cheese toastie\n</h1><h2>\n\(indent)Ingredients\n\(indent)</h2>\n"
            + "<ul> \t<li>1 tbsp pesto</li> \t<li>2 slices bread</li> </ul></body></html>"
        let read = try recipe(html)
        #expect(read.title == "Cheese toastie")
        #expect(read.ingredients.map(\.text) == ["1 tbsp pesto", "2 slices bread"])
    }

    @Test func headingsWithAnEmojiOrACurlyApostropheAreHeadings() throws {
        let html = """
            <html><body><h1>Chili</h1><h2>&#128722; What You&rsquo;ll Need</h2><ul><li>2 lbs beef</li><li>1 onion, diced</li></ul>
            <h2>&#129348; Equipment</h2><ul><li>Slow cooker</li><li>Ladle</li></ul>
            <h2>Instructions</h2><ol><li>Brown the beef.</li></ol></body></html>
            """
        let read = try recipe(html)
        #expect(read.ingredients.map(\.text) == ["2 lbs beef", "1 onion, diced"])
        #expect(read.instructions.map(\.text) == ["Brown the beef."])
    }

    @Test func microdataIngredientsOutsideARecipeItemAreAList() throws {
        let html = """
            <html><head><meta property="og:title" content="Carbonara"></head><body><h3 itemprop="recipeYield">For 2:</h3><ul>
            <li itemprop="ingredients"><span>250 g tagliatelle</span></li><li itemprop="ingredients">1 egg</li></ul></body></html>
            """
        #expect(try recipe(html).ingredients.map(\.text) == ["250 g tagliatelle", "1 egg"])
    }

    @Test func paragraphsAfterAHeadingAreTheList() throws {
        let html = """
            <html><body><h1>Apple tart</h1><div class="article"><p>What a treat!</p><p><strong>Ingredients:</strong></p>
            <p>- 250g shortcrust pastry</p><p>&bull; 50g ground almonds</p><p>Zutaten</p><p>3 egg yolks<br>Dash of whiskey</p>
            <p><strong>Method:</strong></p><p>Line the tins with the pastry.</p><p>Bake for 20 minutes.</p></div></body></html>
            """
        let read = try recipe(html)
        #expect(read.ingredients.map(\.text) == ["250g shortcrust pastry", "50g ground almonds", "3 egg yolks", "Dash of whiskey"])
        #expect(read.instructions.map(\.text) == ["Line the tins with the pastry.", "Bake for 20 minutes."])
    }

    @Test func aParagraphBeforeTheListIsNotAnItem() throws {
        // A group heading in a paragraph of its own, then the group's list.
        let grouped = """
            <html><body><h1>Burritos</h1><div><p>INGREDIENTS:</p></div><div><p><b>Tortillas</b></p></div>
            <div><ul><li>2 cups flour</li><li>1 tsp salt</li></ul></div></body></html>
            """
        #expect(try recipe(grouped).ingredients.map(\.text) == ["2 cups flour", "1 tsp salt"])
        // A note between the heading and the list.
        let noted = """
            <html><body><h1>Rice</h1><h2>Ingredients</h2><div><p>Serves 4</p><ul><li>1 cup rice</li><li>2 cups water</li></ul></div></body></html>
            """
        #expect(try recipe(noted).ingredients.map(\.text) == ["1 cup rice", "2 cups water"])
    }

    @Test func aRecipeCardShownTwiceIsReadOnce() throws {
        let card = "<ul><li itemprop=\"recipeIngredient\">pasta</li><li itemprop=\"recipeIngredient\">1 aubergine</li></ul>"
        let html = "<html><body><h1>Pasta</h1>\(card)<div class=\"modal\">\(card)</div></body></html>"
        #expect(try recipe(html).ingredients.map(\.text) == ["pasta", "1 aubergine"])
    }

    @Test func aPlainLineThePageShowsAsAHeadingIsASection() throws {
        let schema = ["Sauce", "1/2 cup soy sauce", "1 cup stock", "Salt", "2 eggs", "Meatballs", "400 grams beef", "Parsley", "pepper to taste"]
        let json = schema.map { "\"\($0)\"" }.joined(separator: ", ")
        let html = """
            <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Meatballs", "recipeIngredient": [\(json)]}</script></head>
            <body><div class="wprm-recipe"><h4 class="wprm-recipe-group-name">Sauce</h4><p><strong>Meatballs&nbsp;</strong></p>
            <div class="recipe-ingredients__title"> Parsley </div></div></body></html>
            """
        let ingredients = try recipe(html).ingredients
        // "Salt" is shown as no heading; "Parsley" is followed by no amount.
        #expect(ingredients.map(\.text) == ["1/2 cup soy sauce", "1 cup stock", "Salt", "2 eggs", "400 grams beef", "Parsley", "pepper to taste"])
        #expect(ingredients.map { $0.section ?? "" } == ["Sauce", "Sauce", "Sauce", "Sauce", "Meatballs", "Meatballs", "Meatballs"])
    }
}
