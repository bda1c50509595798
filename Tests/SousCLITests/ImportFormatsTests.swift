import Foundation
import Testing
import SousTestSupport

/// `sous import` with outside formats: web pages, Cooklang, schema.org JSON; the report,
/// dry runs and duplicates.
@Suite(.serialized) struct ImportFormatsTests {
    let cli: CommandRunner

    init() {
        var runner = CommandRunner()
        runner.environment["SOUS_DB"] = runner.folder.appendingPathComponent("import.sqlite").path
        cli = runner
    }

    var page: String { TestData.fixtures.appendingPathComponent("recipe-pages/aubreyskitchen.com/aubreyskitchen_2.html").path }

    func count() throws -> Int {
        let out = try cli.run(["list", "--json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: [Any]]
        return object?["recipes"]?.count ?? -1
    }

    @Test func aSavedPageIsImportedWithAReportAndFoundBySearch() throws {
        #expect(FileManager.default.fileExists(atPath: page), "shared test data is missing: \(page)")
        let dry = try cli.run(["import", page, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("would add 1"))
        #expect(try count() == 0, "a dry run stores nothing")
        let real = try cli.run(["import", page])
        #expect(real.stdout.contains("+ Whiskey Pecan Pie"))
        #expect(try cli.run(["search", "whiskey", "pecan"]).stdout.contains("Whiskey Pecan Pie"))
        let again = try cli.run(["import", page])
        #expect(again.stdout.contains("skipped, already in the cookbook"))
        #expect(try count() == 1)
        #expect(try cli.run(["import", page, "--duplicates", "keep"]).stdout.contains("kept beside"))
        #expect(try count() == 2)
    }

    @Test func cooklangAndSchemaJSONFilesAreRead() throws {
        let cook = cli.folder.appendingPathComponent("Weeknight Pasta.cook")
        try Data(">> servings: 2\n\nBoil @water{1%l} for ~{10%minutes}.\nAdd @spaghetti{200%g} and @salt.\n".utf8).write(to: cook)
        let json = cli.folder.appendingPathComponent("mealie.json")
        try Data(#"{"@context": "https://schema.org", "@type": "Recipe", "name": "Tomato Soup", "recipeYield": "4 servings", "recipeIngredient": ["1 kg tomatoes", "1 onion"], "recipeInstructions": [{"@type": "HowToStep", "text": "Simmer for 20 minutes."}]}"#.utf8).write(to: json)
        let result = try cli.run(["import", cook.path, json.path, "--json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 2)
        let titles = lines.compactMap { ($0["recipe"] as? [String: Any])?["title"] as? String }
        #expect(titles == ["Weeknight Pasta", "Tomato Soup"])
        #expect(lines.allSatisfy { $0["action"] as? String == "added" && $0["report"] != nil })
        let show = try cli.run(["show", "Tomato Soup"])
        #expect(show.stdout.contains("1 kg tomatoes"))
        #expect(show.stdout.contains("[20 min]"))
    }

    @Test func unreadableFilesGiveOneLineEachAndTheBatchGoesOn() throws {
        let binary = cli.folder.appendingPathComponent("photo.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]).write(to: binary)
        let noRecipe = cli.folder.appendingPathComponent("blog.html")
        try Data("<html><body><p>Just a story about my week.</p></body></html>".utf8).write(to: noRecipe)
        let result = try cli.run(["import", binary.path, noRecipe.path, page])
        #expect(result.status != 0)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 2)
        #expect(errors[0].contains("binary file"))
        #expect(errors[1].contains("no recipe data found"))
        #expect(try count() == 1, "the good page still went in")
    }

    @Test func aPaprikaExportAndBadInputsInOneBatch() throws {
        let recipes: [[String: Any]] = [
            ["uid": "AAAA-1", "name": "Lemon Drizzle Cake", "ingredients": "225 g butter\n225 g caster sugar\n4 eggs\n1 lemon, zested",
             "directions": "Beat the butter and sugar.\nAdd the eggs and lemon.\nBake for 45 minutes.", "servings": "8", "prep_time": "15 min",
             "cook_time": "45 min", "categories": ["Baking"], "photo_data": "aGVsbG8="],
            ["uid": "AAAA-2", "name": "Green Salad", "ingredients": "1 lettuce\n2 tbsp olive oil", "directions": "Toss.", "servings": "2"],
        ]
        let export = cli.folder.appendingPathComponent("My Recipes.paprikarecipes")
        try ZipFixture.paprika(recipes).write(to: export)
        let damaged = cli.folder.appendingPathComponent("damaged.paprikarecipes")
        try ZipFixture.paprika(recipes).prefix(200).write(to: damaged)
        let huge = cli.folder.appendingPathComponent("huge.html")
        try Data(repeating: UInt8(ascii: "a"), count: 5_000).write(to: huge)
        let brokenLD = cli.folder.appendingPathComponent("broken.html")
        try Data(#"<html><script type="application/ld+json">{"@type": "Recipe", "name": </script></html>"#.utf8).write(to: brokenLD)
        let result = try cli.run(["import", "--max-file-bytes", "4000", damaged.path, huge.path, brokenLD.path, export.path])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 3, "\(errors)")
        #expect(errors[0].hasPrefix(damaged.path + ": ") && errors[0].contains("zip"))
        #expect(errors[1].hasPrefix(huge.path + ": is too large"))
        #expect(errors[2].hasPrefix(brokenLD.path + ": no recipe data found"))
        #expect(result.stdout.contains("2 recipes read, added 2"))
        #expect(result.stdout.contains("+ Lemon Drizzle Cake"))
        #expect(result.stdout.contains("the photo was not imported"))
        #expect(try count() == 2)
        let again = try cli.run(["import", export.path])
        #expect(again.stdout.contains("added 0"), "the same export again is all duplicates")
        #expect(try cli.run(["show", "Lemon Drizzle"]).stdout.contains("225 g caster sugar"))
    }

    @Test func aFolderImportsTheRecipeFilesInIt() throws {
        let folder = cli.folder.appendingPathComponent("cooklang")
        let nested = folder.appendingPathComponent("soups")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("Toast @bread{2%slices}.\n".utf8).write(to: folder.appendingPathComponent("Toast.cook"))
        try Data("Simmer @lentils{200%g} for ~{25%minutes}.\n".utf8).write(to: nested.appendingPathComponent("Lentil Soup.cook"))
        try Data("shopping list".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let empty = cli.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try cli.run(["import", folder.path, empty.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("+ Toast") && result.stdout.contains("+ Lentil Soup"))
        #expect(result.stderr.contains("is a folder with no recipe files in it"))
        #expect(try count() == 2)
    }
}
