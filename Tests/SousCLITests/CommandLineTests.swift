import Foundation
import Testing
import SousTestSupport

/// The `sous` binary driven as a user would: real database files, real exit codes.
@Suite(.serialized) struct CommandLineTests {
    let cli = CommandRunner()

    @Test func firstRunSeedsTheStarterCookbookInTheXDGDataFolder() throws {
        let list = try cli.run(["list", "--json"])
        #expect(list.status == 0)
        let recipes = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: [[String: Any]]]
        #expect((recipes?["recipes"]?.count ?? 0) >= 40)
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("data/sous/sous.sqlite").path))
    }

    @Test func dbOptionAndEnvironmentPickTheFile() throws {
        let path = cli.folder.appendingPathComponent("other.sqlite").path
        #expect(try cli.run(["list", "--db", path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: path))
        var env = cli
        env.environment["SOUS_DB"] = cli.folder.appendingPathComponent("env.sqlite").path
        #expect(try env.run(["list"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("env.sqlite").path))
    }

    @Test func searchGarlicRanksTitlesFirst() throws {
        let result = try cli.run(["search", "garlic", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let hits = try #require(object["results"] as? [[String: Any]])
        let titles = hits.compactMap { ($0["recipe"] as? [String: Any])?["title"] as? String }
        #expect(titles.count > 5)
        let firstNonTitle = titles.firstIndex { !$0.lowercased().contains("garlic") } ?? titles.count
        #expect(titles[..<firstNonTitle].count >= 2, "recipes named after garlic come first: \(titles)")
        #expect(titles[firstNonTitle...].allSatisfy { !$0.lowercased().contains("garlic") })
    }

    @Test func searchFiltersCombine() throws {
        let result = try cli.run(["search", "--category", "dessert", "--max-time", "60", "--without", "butter", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for hit in object["results"] as? [[String: Any]] ?? [] {
            let recipe = hit["recipe"] as? [String: Any] ?? [:]
            #expect(recipe["category"] as? String == "dessert")
            #expect((recipe["totalMinutes"] as? Int ?? 999) <= 60)
        }
    }

    @Test func showScalesAndConverts() throws {
        let us = try cli.run(["show", "Lemon Tart", "--units", "us"])
        #expect(us.status == 0)
        #expect(us.stdout.contains("1 1/2 cups plain flour"))
        let half = try cli.run(["show", "Lemon Tart", "--servings", "4", "--units", "metric", "--json"])
        #expect(half.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(half.stdout.utf8)) as? [String: Any])
        #expect(object["scale"] as? String == "1/2")
        let steps = object["steps"] as? [String] ?? []
        #expect(steps.contains { $0.contains("°C") } && !steps.contains { $0.contains("°F") })
    }

    @Test func unknownAndAmbiguousRecipesExplainThemselves() throws {
        let missing = try cli.run(["show", "Beef Wellington Supreme"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no recipe matches"))
        let ambiguous = try cli.run(["show", "Chicken"])
        #expect(ambiguous.status != 0)
        #expect(ambiguous.stderr.contains("matches several recipes"))
    }

    @Test func parseIngredientReadsArgumentsAndStandardInput() throws {
        let args = try cli.run(["parse-ingredient", "2 1/2 cups flour, sifted", "--json"])
        #expect(args.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(args.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "flour")
        #expect(object["unit"] as? String == "cup")
        #expect(object["notes"] as? String == "sifted")
        #expect((object["quantity"] as? [String: String])?["value"] == "5/2")
        let stdin = try cli.run(["parse-ingredient", "-", "--json"], stdin: "For the sauce:\n1 tbsp butter\n\nsalt to taste\n")
        #expect(stdin.status == 0)
        let lines = stdin.stdout.split(separator: "\n")
        // One row per input line, the blank one included, so row n matches line n (issue 27 item 11).
        #expect(lines.count == 4)
        #expect(lines[1].contains("\"ingredientSection\":\"For the sauce\""))
        #expect(lines[2].contains("\"blank\":true"))
        #expect(lines[3].contains("\"name\":\"salt\""))
    }

    @Test func exportImportRoundTripIsByteStable() throws {
        let first = cli.folder.appendingPathComponent("first.json").path
        #expect(try cli.run(["export", "--out", first]).status == 0)
        var fresh = cli
        fresh.environment["SOUS_DB"] = cli.folder.appendingPathComponent("fresh.sqlite").path
        // Importing into a new file does not seed it: the export is the whole cookbook.
        let imported = try fresh.run(["import", first, "--json"])
        #expect(imported.status == 0)
        let second = cli.folder.appendingPathComponent("second.json").path
        #expect(try fresh.run(["export", "--out", second]).status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: first))
        let b = try Data(contentsOf: URL(fileURLWithPath: second))
        #expect(a.count > 10_000)
        #expect(a == b)
    }

    @Test func badImportsFailPerFileAndChangeNothing() throws {
        let before = try cli.run(["list", "--json"]).stdout
        let garbage = cli.folder.appendingPathComponent("garbage.json")
        try Data("{not json".utf8).write(to: garbage)
        let foreign = cli.folder.appendingPathComponent("foreign.json")
        try Data(#"{"name": "a recipe from elsewhere"}"#.utf8).write(to: foreign)
        let newer = cli.folder.appendingPathComponent("newer.json")
        try Data(#"{"format": "sous-export", "version": 99, "recipes": []}"#.utf8).write(to: newer)
        let broken = cli.folder.appendingPathComponent("broken.json")
        try Data(#"{"format": "sous-export", "version": 1, "recipes": [{"uid": "x", "title": "Ok", "description": "", "category": "dinner", "difficulty": "easy", "servings": 2, "ingredients": [], "instructions": [], "tags": [], "createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z"}, {"uid": "y", "title": "Bad", "servings": "many"}]}"#.utf8).write(to: broken)
        let result = try cli.run(["import", garbage.path, foreign.path, newer.path, broken.path, "/nonexistent/file.json"])
        #expect(result.status != 0)
        let messages = result.stderr.split(separator: "\n").map(String.init)
        #expect(messages.count == 5)
        #expect(messages[0].hasPrefix(garbage.path + ": is not valid JSON"))
        #expect(messages[1].contains("is not a Sous export"))
        #expect(messages[2].contains("newer Sous"))
        #expect(messages[3].contains("recipes[1]"))
        #expect(messages[4].contains("cannot read"))
        #expect(try cli.run(["list", "--json"]).stdout == before)
    }

    @Test func unusableDatabasePathsGiveOneLineErrors() throws {
        let notADatabase = cli.folder.appendingPathComponent("notes.txt")
        try Data(String(repeating: "hello ", count: 1000).utf8).write(to: notADatabase)
        let result = try cli.run(["list", "--db", notADatabase.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("is not a Sous database"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let folder = try cli.run(["list", "--db", cli.folder.path])
        #expect(folder.status != 0)
        #expect(folder.stderr.contains("is a folder"))
    }

    @Test func titlesWithEscapeSequencesPrintInert() throws {
        let file = cli.folder.appendingPathComponent("evil.json")
        try Data(#"{"format": "sous-export", "version": 1, "recipes": [{"uid": "evil", "title": "Tart\u001b[2J\u001b]0;owned\u0007", "description": "", "category": "dessert", "difficulty": "easy", "servings": 2, "ingredients": [], "instructions": [], "tags": [], "createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z"}]}"#.utf8).write(to: file)
        #expect(try cli.run(["import", file.path]).status == 0)
        let list = try cli.run(["list", "--category", "dessert"])
        #expect(!list.stdout.contains("\u{1b}"))
        #expect(list.stdout.contains("Tart^[[2J"))
        let show = try cli.run(["show", "Tart^"])
        #expect(!show.stdout.contains("\u{1b}") || show.status != 0)
    }
}

@Suite struct RenderCommandTests {
    @Test func rendersScreensAsTextAtTheRequestedSize() throws {
        let cli = CommandRunner()
        let detail = try cli.run(["render", "detail", "--recipe", "Lemon Tart", "--size", "60x16"])
        #expect(detail.status == 0)
        let lines = detail.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 16)
        #expect(lines[1].contains("Lemon Tart"))
        let search = try cli.run(["render", "search", "--query", "garlic", "--roles"])
        #expect(search.stdout.contains("Garlic Butter Chicken"))
        #expect(search.stdout.contains("matchHighlight"))
        let bad = try cli.run(["render", "home", "--size", "huge"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--size must look like 80x24"))
    }
}
