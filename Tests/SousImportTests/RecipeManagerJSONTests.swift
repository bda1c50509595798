import Foundation
import SousCore
@testable import SousImport
import Testing

/// Recipe JSON from Mealie (backup snake_case and API camelCase) and Nextcloud Cookbook, in
/// the shapes those apps write, read through the same path as `sous import`.
@Suite struct RecipeManagerJSONTests {
    static let mealieBackup = #"""
    {"id": "f3a1c2d4-5b6e-4f70-8a91-b2c3d4e5f607", "slug": "chicken-tikka-masala", "name": "Chicken Tikka Masala",
     "description": "A weeknight curry.", "recipe_yield": "4 servings", "recipe_servings": 4,
     "prep_time": "20 minutes", "perform_time": "30 minutes", "total_time": "50 minutes", "cook_time": null,
     "org_url": "https://example.org/tikka", "rating": 4,
     "recipe_category": [{"id": "c1", "name": "Dinner", "slug": "dinner"}],
     "tags": [{"id": "t1", "name": "Indian", "slug": "indian"}, {"id": "t2", "name": "Spicy", "slug": "spicy"}],
     "recipe_ingredient": [
       {"title": "", "note": "boneless, cut into chunks", "unit": {"name": "pound"}, "food": {"name": "chicken thighs"}, "quantity": 1.5, "display": "1 1/2 pounds chicken thighs, boneless, cut into chunks", "original_text": "1.5 lb chicken thighs, boneless, cut into chunks", "reference_id": "r1"},
       {"title": "", "note": "2 tbsp garam masala", "unit": null, "food": null, "quantity": 0, "display": "", "original_text": null},
       {"title": "", "note": "", "unit": {"name": "can"}, "food": {"name": "crushed tomatoes"}, "quantity": 1, "display": null, "original_text": null}
     ],
     "recipe_instructions": [
       {"id": "i1", "title": "Marinate", "text": "Mix the chicken with the yogurt and spices; leave for 20 minutes.", "ingredient_references": []},
       {"id": "i2", "title": "", "text": "Simmer the sauce for 15 minutes, add the chicken and cook through.", "ingredient_references": []}
     ],
     "notes": [{"title": "Tip", "text": "Better the next day."}], "extras": {}, "assets": [], "comments": []}
    """#

    static let mealieAPI = #"""
    {"id": "0b9d7c6e-1111-2222-3333-444455556666", "name": "Banana Bread", "recipeYield": "1 loaf", "recipeServings": 8,
     "prepTime": "PT15M", "performTime": "1 Hour", "totalTime": "1 Hour 15 Minutes", "orgURL": null,
     "recipeCategory": [{"name": "Baking"}], "tags": [],
     "recipeIngredient": [{"note": "3 ripe bananas", "display": "3 ripe bananas", "originalText": "3 ripe bananas", "quantity": 0},
                          {"note": "", "display": "250 g plain flour", "quantity": 250, "unit": {"name": "g"}, "food": {"name": "plain flour"}}],
     "recipeInstructions": [{"title": "", "text": "Mash, mix and bake for 1 hour."}]}
    """#

    static let nextcloud = #"""
    {"@context": "http://schema.org", "@type": "Recipe", "id": "1024", "name": "Gazpacho", "description": "",
     "url": "https://example.org/gazpacho", "image": "", "prepTime": "PT0H20M0S", "cookTime": null, "totalTime": "PT2H20M0S",
     "recipeCategory": "Soup", "keywords": "summer,cold", "recipeYield": 6, "tool": ["blender"],
     "recipeIngredient": ["1 kg ripe tomatoes", "1 cucumber", "2 tbsp sherry vinegar"],
     "recipeInstructions": ["Blend everything until smooth.", "Chill for 2 hours."],
     "nutrition": {"@type": "NutritionInformation"}, "dateCreated": "2024-06-01T10:00:00+0000", "dateModified": null,
     "printImage": true, "imageUrl": "/apps/cookbook/recipes/1024/image?size=full"}
    """#

    func read(_ json: String, name: String = "recipe.json") throws -> [ImportedRecipe] {
        let batch = try ImportFormatReader.read(Data(json.utf8), name: name, location: name, limits: ImportLimits())
        guard case .recipes(let recipes) = batch.contents else { return [] }
        return recipes
    }

    @Test func mealieBackupShape() throws {
        let read = try read(Self.mealieBackup)
        #expect(read.count == 1)
        let recipe = read[0].recipe
        #expect(recipe.title == "Chicken Tikka Masala")
        #expect(recipe.uid == "mealie-f3a1c2d4-5b6e-4f70-8a91-b2c3d4e5f607")
        #expect(recipe.ingredients.map(\.text) == ["1 1/2 pounds chicken thighs, boneless, cut into chunks", "2 tbsp garam masala", "1 can crushed tomatoes"])
        #expect(recipe.instructions.map(\.text).first == "Marinate: Mix the chicken with the yogurt and spices; leave for 20 minutes.")
        #expect(recipe.instructions.count == 2)
        #expect(recipe.servings == 4)
        #expect(recipe.prepMinutes == 20 && recipe.cookMinutes == 30)
        #expect(recipe.category == "dinner")
        #expect(recipe.tags == ["indian", "spicy"])
        #expect(recipe.source == "https://example.org/tikka")
    }

    @Test func mealieAPIShape() throws {
        let recipe = try read(Self.mealieAPI)[0].recipe
        #expect(recipe.ingredients.map(\.text) == ["3 ripe bananas", "250 g plain flour"])
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == 60)
        #expect(recipe.instructions.count == 1)
    }

    @Test func nextcloudCookbookShape() throws {
        let read = try read(Self.nextcloud)
        let recipe = read[0].recipe
        #expect(recipe.title == "Gazpacho")
        #expect(recipe.ingredients.count == 3)
        #expect(recipe.instructions.map(\.text) == ["Blend everything until smooth.", "Chill for 2 hours."])
        #expect(recipe.servings == 6)
        #expect(recipe.prepMinutes == 20 && recipe.cookMinutes == 120)
        #expect(recipe.category == "soup" || recipe.tags.contains("summer"))
    }

    @Test func anArrayOfRecipesIsReadWhole() throws {
        let many = "[" + (0..<120).map { #"{"@type": "Recipe", "name": "Soup \#($0)", "recipeIngredient": ["1 onion"]}"# }.joined(separator: ",") + "]"
        #expect(try read(many).count == 120)
        #expect(try read("[\(Self.mealieBackup), \(Self.nextcloud)]").map(\.recipe.title) == ["Chicken Tikka Masala", "Gazpacho"])
    }

    @Test func windows1252PagesAreDecodedByTheirMetaCharset() throws {
        let page = #"<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><script type="application/ld+json">{"@type": "Recipe", "name": "Café “au lait”", "recipeIngredient": ["½ cup milk"]}</script></head></html>"#
        let batch = try ImportFormatReader.read(page.data(using: .windowsCP1252)!, name: "cafe.html", location: "cafe.html", limits: ImportLimits())
        guard case .recipes(let recipes) = batch.contents else {
            Issue.record("no recipes")
            return
        }
        #expect(recipes[0].recipe.title == "Café “au lait”")
        #expect(recipes[0].recipe.ingredients[0].text == "½ cup milk")
    }

    @Test func fetchFailuresHaveOneLineReasons() {
        #expect(FetchDelegate.reason(for: URLError(.cannotFindHost), timeout: 15).reason == "the host name could not be found (DNS)")
        #expect(FetchDelegate.reason(for: URLError(.timedOut), timeout: 15).reason == "no answer within 15 s (timed out)")
        #expect(FetchedPage.contentType("text/HTML; Charset=\"Windows-1252\"") == ("text/html", "windows-1252"))
    }
}
