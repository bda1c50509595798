import Foundation
import SousCore
import Testing

/// The extractor on small hand-written pages: shapes of JSON-LD, repairs, fields and hostile input.
@Suite struct SchemaRecipeExtractorTests {
    static func page(_ json: String, scriptTag: String = #"<script type="application/ld+json">"#) -> String {
        "<html><head><title>t</title>\(scriptTag)\(json)</script></head><body><p>hello</p></body></html>"
    }

    static func recipe(_ json: String) throws -> ImportedRecipe {
        let recipes = try SchemaRecipeExtractor.extract(html: page(json), source: "test")
        return try #require(recipes.first)
    }

    static func minimal(_ extra: String) -> String {
        #"{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 cup water"] \#(extra)}"#
    }

    @Test func aPageWithoutRecipeDataIsAnError() {
        #expect(throws: ImportError("no recipe data found (no schema.org Recipe in JSON-LD or microdata)")) {
            try SchemaRecipeExtractor.extract(html: "<html><body>nothing</body></html>", source: "x")
        }
    }

    @Test func readsTheBasicFields() throws {
        let imported = try Self.recipe(#"""
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Tomato &amp;amp; Basil Soup",
         "description": "<p>A quick soup.</p>", "recipeIngredient": ["2 1/2 cups tomatoes, chopped", "Salt"],
         "recipeInstructions": "Chop the tomatoes.\nSimmer for 20 minutes.",
         "recipeYield": "4 servings", "prepTime": "PT10M", "cookTime": "PT20M",
         "recipeCategory": ["Soups"], "recipeCuisine": "Italian", "keywords": "quick, vegan",
         "author": {"@type": "Person", "name": "Ada"}, "url": "https://example.com/soup"}
        """#)
        let recipe = imported.recipe
        #expect(recipe.title == "Tomato & Basil Soup")
        #expect(recipe.description == "A quick soup.")
        #expect(recipe.ingredients.map(\.text) == ["2 1/2 cups tomatoes, chopped", "Salt"])
        #expect(recipe.ingredients[0].unit == "cup")
        #expect(recipe.instructions.map(\.text) == ["Chop the tomatoes.", "Simmer for 20 minutes."])
        #expect(recipe.instructions[1].duration == DurationRange(seconds: 1200))
        #expect(recipe.servings == 4)
        #expect(recipe.prepMinutes == 10 && recipe.cookMinutes == 20)
        #expect(recipe.category == "soup")
        #expect(recipe.tags == ["italian", "quick", "vegan"])
        #expect(recipe.source == "Ada, https://example.com/soup")
        #expect(imported.report.missingFields.isEmpty)
        #expect(imported.report.notes.isEmpty)
    }

    @Test func findsRecipesInGraphsArraysAndMainEntity() throws {
        let graph = #"{"@context": "https://schema.org", "@graph": [{"@type": "WebPage", "name": "page"}, {"@type": ["Recipe", "NewsArticle"], "name": "A"}]}"#
        #expect(try Self.recipe(graph).recipe.title == "A")
        let array = #"[{"@type": "Organization"}, {"@type": "http://schema.org/Recipe", "name": "B"}]"#
        #expect(try Self.recipe(array).recipe.title == "B")
        let nested = #"{"@type": "WebPage", "mainEntity": {"@type": "ItemList", "itemListElement": [{"@type": "ListItem", "item": {"@type": "schema:Recipe", "name": "C"}}]}}"#
        #expect(try Self.recipe(nested).recipe.title == "C")
        let two = Self.page(#"{"@type": "Recipe", "name": "D"}"#) + Self.page(#"{"@type": "Recipe", "name": "E"}"#)
        #expect(try SchemaRecipeExtractor.extract(html: two, source: "x").map(\.recipe.title) == ["D", "E"])
    }

    @Test func scriptTagsInAnyCaseQuotingAndWrapper() throws {
        for tag in [#"<SCRIPT TYPE='application/ld+json'>"#, #"<script id="x" type=application/ld+json >"#, #"<script type="application/ld+json; charset=utf-8">"#] {
            #expect(try SchemaRecipeExtractor.extract(html: Self.page(#"{"@type":"Recipe","name":"A"}"#, scriptTag: tag), source: "x").count == 1)
        }
        let wrapped = "<!--//<![CDATA[\n{\"@type\":\"Recipe\",\"name\":\"W\"}\n//]]>-->"
        #expect(try Self.recipe(wrapped).recipe.title == "W")
    }

    @Test func repairsBrokenJSONLDAndSaysSo() throws {
        let broken = "{\"@type\": \"Recipe\", \"name\": \"Don\\'t \tPanic\", \"recipeIngredient\": [\"1 egg\",],\n \"description\": \"line one\nline two\",}"
        let imported = try Self.recipe(broken)
        #expect(imported.recipe.title == "Don't Panic")
        #expect(imported.recipe.description == "line one line two")
        #expect(imported.report.notes.contains("JSON-LD block 1 was malformed and was read after repair"))
        let concatenated = #"{"@type": "WebSite"}{"@type": "Recipe", "name": "Second"}"#
        #expect(try Self.recipe(concatenated).recipe.title == "Second")
        let entities = #"{&quot;@type&quot;: &quot;Recipe&quot;, &quot;name&quot;: &quot;Escaped&quot;}"#
        #expect(try Self.recipe(entities).recipe.title == "Escaped")
    }

    @Test func skipsAnUnreadableBlockAndKeepsTheRecipeBesideIt() throws {
        let html = Self.page("{\"@type\": \"Organization\", \"name\": ") + Self.page(#"{"@type": "Recipe", "name": "Kept"}"#)
        let imported = try #require(try SchemaRecipeExtractor.extract(html: html, source: "x").first)
        #expect(imported.recipe.title == "Kept")
        #expect(imported.report.notes.contains { $0.hasPrefix("JSON-LD block 1 skipped: unreadable JSON") })
    }

    @Test func howToSectionsStepsAndTips() throws {
        let json = Self.minimal(#"""
        , "recipeInstructions": [
          {"@type": "HowToSection", "name": "For the sauce:", "itemListElement": [
            {"@type": "HowToStep", "text": "Melt the butter."},
            {"@type": "HowToStep", "name": "Make a roux", "text": "Whisk in the flour for 2 minutes."},
            {"@type": "HowToTip", "text": "Use a wooden spoon."}]},
          {"@type": "HowToSection", "name": "Empty", "itemListElement": []},
          {"@type": "HowToStep", "name": "Step 3", "text": "Serve."},
          {"@type": "HowToStep", "name": "Bake the…", "text": "Bake the pie."},
          [["Nested string."]]]
        """#)
        let steps = try Self.recipe(json).recipe.instructions
        #expect(steps.map(\.text) == ["For the sauce: Melt the butter.", "Make a roux: Whisk in the flour for 2 minutes.", "Serve.", "Bake the pie.", "Nested string."])
        #expect(steps[1].tip == "Use a wooden spoon.")
        #expect(steps[1].duration == DurationRange(seconds: 120))
        #expect(steps.map(\.step) == [1, 2, 3, 4, 5])
    }

    /// Issue 27 item 22: a step named "1" is not headed "1:", and a step name that repeats its
    /// section's heading is not written twice.
    @Test func numberedAndRepeatedStepNamesAreNotHeadings() throws {
        let json = Self.minimal(#"""
        , "recipeInstructions": [
          {"@type": "HowToStep", "name": "1", "text": "Make apple slaw."},
          {"@type": "HowToStep", "name": "2.", "text": "Toast the seeds."},
          {"@type": "HowToSection", "name": "Roast the sweet potato", "itemListElement": [
            {"@type": "HowToStep", "name": "Roast sweet potato:", "text": "Heat the oven."}]}]
        """#)
        let steps = try Self.recipe(json).recipe.instructions
        #expect(steps.map(\.text) == ["Make apple slaw.", "Toast the seeds.", "Roast the sweet potato: Heat the oven."])
    }

    @Test func stepTextsNumberedInOrderLoseTheirNumbers() throws {
        let numbered = Self.minimal(#", "recipeInstructions": ["1. Mix the sugar.", "2. Add 1 cup of berries.", "Step 3: Bake.", "Enjoy!"]"#)
        #expect(try Self.recipe(numbered).recipe.instructions.map(\.text) == ["Mix the sugar.", "Add 1 cup of berries.", "Bake.", "Enjoy!"])
        // Out of order, the numbers are the text's own.
        let counted = Self.minimal(#", "recipeInstructions": ["2 eggs go in first.", "1. Then the flour."]"#)
        #expect(try Self.recipe(counted).recipe.instructions.map(\.text) == ["2 eggs go in first.", "1. Then the flour."])
    }

    @Test(arguments: [
        ("PT1H30M", 90), ("P0DT0H20M", 20), ("PT90M", 90), ("PT0.5H", 30), ("pt15m", 15), ("PT1H", 60),
        ("P1DT2H", 1560), ("PT45S", 1), ("PT20", 20), ("P20M", 20), ("30 mins", 30), ("1 hour 20 minutes", 80), ("45", 45),
    ])
    func isoDurations(text: String, minutes: Int) throws {
        let recipe = try Self.recipe(Self.minimal(#", "prepTime": "\#(text)""#)).recipe
        #expect(recipe.prepMinutes == minutes, "\(text)")
    }

    @Test(arguments: ["", "P", "soon", "PT99999H", "P1Y", "-PT5M"])
    func unreadableDurationsAreReported(text: String) throws {
        let imported = try Self.recipe(Self.minimal(#", "prepTime": "\#(text)""#))
        #expect(imported.recipe.prepMinutes == nil)
        #expect(imported.report.missingFields.contains("prepMinutes"))
    }

    @Test func totalTimeFillsTheCookTime() throws {
        let recipe = try Self.recipe(Self.minimal(#", "prepTime": "PT10M", "totalTime": "PT1H""#)).recipe
        #expect(recipe.cookMinutes == 50 && recipe.totalMinutes == 60)
    }

    @Test(arguments: [
        (#"4"#, 4, false), (#""4 servings""#, 4, false), (#""Serves 4-6""#, 4, true), (#""Makes 24 cookies""#, 24, true),
        (#"["4", "4 servings"]"#, 4, false), (#"["20", "2 pies"]"#, 20, true), (#""1/2 cake""#, 1, true),
        (#""serves four""#, 4, false), (#""0""#, 1, true), (#""100000 people""#, 1000, true),
    ])
    func yields(json: String, servings: Int, noted: Bool) throws {
        let imported = try Self.recipe(Self.minimal(#", "recipeYield": \#(json)"#))
        #expect(imported.recipe.servings == servings, "\(json)")
        #expect(imported.report.notes.contains { $0.hasPrefix("yield") } == noted, "\(json)")
    }

    @Test func decodesEntitiesAndStripsTags() throws {
        let json = Self.minimal(#", "description": "Caf&eacute; &#8211; &#x2018;cr&egrave;me&#x2019; &frac12; &amp;amp; 5 &lt; 6 <b>bold</b> &unknown; &#0; &#x1B;[31m""#)
        // `&#x1B;[31m` spells a colour change: removed whole, not left as "[31m" (issue 43).
        #expect(try Self.recipe(json).recipe.description == "Café – ‘crème’ ½ & 5 < 6 bold &unknown;")
    }

    @Test func escapeSequencesComeOutInert() throws {
        let json = #"{"@type": "Recipe", "name": "Evil\u001b]0;owned\u0007\u001b[2J Pie\u009b", "recipeIngredient": ["1 cup \u001b[31mred\u001b[0m"], "recipeInstructions": ["Bake\u0000 it\u202e."]}"#
        let recipe = try Self.recipe(json).recipe
        let texts = [recipe.title, recipe.ingredients[0].text, recipe.instructions[0].text]
        #expect(texts == ["Evil Pie", "1 cup red", "Bake it."])
        #expect(texts.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) } })
    }

    @Test func readsMicrodataWhenThereIsNoJSONLD() throws {
        let html = """
        <div itemscope itemtype="http://schema.org/Recipe">
          <h1 itemprop="name">Micro &amp; Data Cake</h1>
          <img itemprop="image" src="cake.jpg">
          <meta itemprop="prepTime" content="PT15M"><time itemprop="cookTime" datetime="PT30M">30 min</time>
          <span itemprop="recipeYield">8 slices</span>
          <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Bo</span></div>
          <ul><li itemprop="ingredients">2 cups flour</li><li itemprop="ingredients">1 cup <b>sugar</b></li></ul>
          <div itemprop="recipeInstructions"><p>Mix.</p><p>Bake 30 minutes.</p></div>
        </div>
        """
        let imported = try #require(try SchemaRecipeExtractor.extract(html: html, source: "m").first)
        let recipe = imported.recipe
        #expect(recipe.title == "Micro & Data Cake")
        #expect(recipe.ingredients.map(\.text) == ["2 cups flour", "1 cup sugar"])
        #expect(recipe.instructions.map(\.text) == ["Mix.", "Bake 30 minutes."])
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == 30 && recipe.servings == 8)
        #expect(recipe.source == "Bo")
        #expect(imported.report.notes.contains("read from microdata (the page has no JSON-LD recipe)"))
    }

    /// An ingredient item whose amount, unit and name sit on separate source lines is one line:
    /// in HTML a newline is a space; only block elements break lines.
    @Test func microdataSourceLineBreaksAreSpaces() throws {
        let html = """
        <div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pasta</h1>
        <ul><li itemprop="recipeIngredient">
        6
        oz.
        Cremini Mushrooms
        </li><li itemprop="recipeIngredient">1<br>Lemon</li></ul></div>
        """
        let recipe = try #require(try SchemaRecipeExtractor.extract(html: html, source: "m").first).recipe
        #expect(recipe.ingredients.map(\.text) == ["6 oz. Cremini Mushrooms", "1", "Lemon"])
        #expect(recipe.ingredients.first?.name == "Cremini Mushrooms")
    }

    /// An ingredient item laid out as a table row keeps its cells apart (swissmilk.ch read
    /// "150 gRisottoreis", so the unit and the name were lost).
    @Test func microdataTableCellsAreSeparateWords() throws {
        let html = """
        <div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Risotto</h1><table>
        <tr itemprop="recipeIngredient"><td><span>150</span><span> g</span></td><th>Risottoreis, z.B. Carnaroli</th></tr>
        </table></div>
        """
        let recipe = try #require(try SchemaRecipeExtractor.extract(html: html, source: "m").first).recipe
        #expect(recipe.ingredients.map(\.text) == ["150 g Risottoreis, z.B. Carnaroli"])
        #expect(recipe.ingredients.first?.unit == "g")
        #expect(recipe.ingredients.first?.name == "Risottoreis")
    }

    @Test func hostileInputNeverCrashes() throws {
        let deepJSON = String(repeating: "[", count: 100_000) + #"{"@type":"Recipe","name":"Deep"}"# + String(repeating: "]", count: 100_000)
        #expect(throws: ImportError.self) { try SchemaRecipeExtractor.extract(html: Self.page(deepJSON), source: "x") }
        let deepHTML = String(repeating: "<div itemscope itemtype=\"x/Recipe\"><span itemprop=\"name\">a", count: 20_000)
        _ = try? SchemaRecipeExtractor.extract(html: deepHTML, source: "x")
        let nestedProperties = String(repeating: "<span itemprop=\"name\">", count: 600) + String(repeating: "text ", count: 400_000)
        let nested = try SchemaRecipeExtractor.extract(html: "<div itemscope itemtype=\"https://schema.org/Recipe\">" + nestedProperties, source: "x")
        #expect(nested[0].recipe.title.count <= 300)
        let junk = String(decoding: (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
        _ = try? SchemaRecipeExtractor.extract(html: junk, source: "x")
        let comments = String(repeating: "<!---->", count: 200_000) + String(repeating: "<a<b", count: 50_000) + String(repeating: "&amp", count: 50_000)
        _ = try? SchemaRecipeExtractor.extract(html: comments, source: "x")
        let unclosed = Self.page(#"{"@type":"Recipe","name":"\#(String(repeating: "x", count: 100_000))"#)
        _ = try? SchemaRecipeExtractor.extract(html: unclosed, source: "x")
    }

    @Test func hugePagesAreCappedAndSaySo() throws {
        let padding = String(repeating: "<p>filler text</p>", count: 700_000)
        let html = Self.page(#"{"@type":"Recipe","name":"Early"}"#) + padding + Self.page(#"{"@type":"Recipe","name":"Late"}"#)
        let recipes = try SchemaRecipeExtractor.extract(html: html, source: "x")
        #expect(recipes.map(\.recipe.title) == ["Early"])
        #expect(recipes[0].report.notes.contains { $0.hasPrefix("page is larger than") })
    }

    @Test func reportsMissingFieldsAndUnparsedIngredients() throws {
        let imported = try Self.recipe(#"{"@type": "Recipe", "name": "Bare", "recipeIngredient": ["2"]}"#)
        #expect(imported.report.missingFields == ["description", "steps", "servings", "prepMinutes", "cookMinutes", "category"])
        #expect(imported.report.unparsedIngredients == ["2"])
        #expect(imported.report.source == "test")
    }
}
