import Foundation
import SousTestSupport
import Testing

/// `sous ai plan` on the real binary over the starter cookbook: favourites first, the diet kept,
/// no recipe twice, a preview until --save, planned days kept.
@Suite(.serialized) struct AIPlanCommandTests {
    let cli: CommandRunner

    init() {
        var runner = CommandRunner()
        runner.environment["SOUS_DB"] = runner.folder.appendingPathComponent("plan.sqlite").path
        runner.environment["SOUS_LOCAL_AI_URLS"] = ""
        cli = runner
    }

    func days(_ text: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["days"] as? [[String: Any]])
    }

    @Test func aVegetarianWeekFavouritesFirstNoRepeatsThenSaved() throws {
        let preview = try cli.run(["ai", "plan", "--days", "7", "--from", "2026-12-07", "--diet", "vegetarian", "--json"])
        #expect(preview.status == 0, "\(preview.stderr)")
        let planned = try days(preview.stdout)
        #expect(planned.map { $0["day"] as? String } == (7...13).map { "2026-12-\(String(format: "%02d", $0))" })
        let titles = planned.compactMap { $0["title"] as? String }
        #expect(titles.count == 7 && Set(titles).count == 7, "no recipe twice: \(titles)")
        let favourites = planned.map { $0["favourite"] as? Bool ?? false }
        #expect(favourites == favourites.sorted { $0 && !$1 }, "favourites first: \(favourites)")
        // With no diet the starter's favourite stew leads.
        let anyDiet = try days(try cli.run(["ai", "plan", "--days", "3", "--from", "2026-12-07", "--json"]).stdout)
        #expect(anyDiet.first?["favourite"] as? Bool == true, "\(anyDiet)")
        #expect(!titles.contains("Beef and Guinness Stew"), "not vegetarian")
        for title in titles {
            let check = try cli.run(["ai", "adapt", title, "--diet", "vegetarian", "--json"])
            let changes = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])["changes"] as? [Any]
            #expect(changes?.isEmpty == true, "\(title) is vegetarian")
        }
        let week = try cli.run(["plan", "show", "--week", "2026-12-07", "--json"])
        #expect(!week.stdout.contains(titles[0]), "a preview saves nothing")

        let saved = try cli.run(["ai", "plan", "--days", "7", "--from", "2026-12-07", "--diet", "vegetarian", "--save"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("Saved into the meal plan"))
        let after = try cli.run(["plan", "show", "--week", "2026-12-07", "--json"])
        for title in titles { #expect(after.stdout.contains(title)) }

        // Planned days are kept, not planned twice.
        let again = try days(try cli.run(["ai", "plan", "--days", "8", "--from", "2026-12-07", "--json"]).stdout)
        #expect(again.prefix(7).allSatisfy { $0["alreadyPlanned"] as? String != nil && $0["title"] == nil })
        let eighth = try #require(again.last?["title"] as? String)
        #expect(!titles.contains(eighth), "a recipe already planned in the span is not chosen again")
    }

    @Test func badInputIsOneClearLine() throws {
        let diet = try cli.run(["ai", "plan", "--diet", "carnivore"])
        #expect(diet.status != 0)
        #expect(diet.stderr.contains("no diet named \"carnivore\""))
        let span = try cli.run(["ai", "plan", "--days", "0"])
        #expect(span.status != 0)
        #expect(span.stderr.contains("--days is a whole number from 1 to 31"))
    }
}

/// `sous ai plan --generate`: the days the cookbook leaves empty are asked of the provider (the
/// local test server), the brief names the meal, the diet and what is already planned.
@Suite(.serialized) struct AIPlanGenerateTests {
    let cli: CommandRunner

    init() {
        var runner = CommandRunner()
        runner.environment["SOUS_DB"] = runner.folder.appendingPathComponent("plan.sqlite").path
        runner.environment["SOUS_LOCAL_AI_URLS"] = ""
        cli = runner
    }

    static func recipe(_ title: String) -> ProviderTestServer.Reply {
        ProviderAnswers.openAI(content: ProviderAnswers.recipe.replacingOccurrences(of: "Creamy Mushroom Pasta", with: title))
    }

    func days(_ text: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["days"] as? [[String: Any]])
    }

    /// The starter cookbook has six vegan dinners, so eight days leave two to generate.
    var arguments: [String] { ["ai", "plan", "--days", "8", "--from", "2026-12-07", "--diet", "vegan", "--generate"] }

    @Test func theGapsAreFilledAskingForTheMealAndDietAndSavedOnlyWithSave() throws {
        let server = try ProviderTestServer(handler: ProviderTestServer.sequence([Self.recipe("Smoky Bean Chilli"), Self.recipe("Lentil Cottage Pie")]))
        let preview = try cli.run(arguments + ["--base-url", server.url("/v1"), "--json"])
        #expect(preview.status == 0, "\(preview.stderr)")
        let planned = try days(preview.stdout)
        #expect(planned.prefix(6).allSatisfy { $0["generated"] as? Bool == false && $0["title"] != nil })
        #expect(planned[6]["title"] as? String == "Smoky Bean Chilli")
        #expect(planned[7]["title"] as? String == "Lentil Cottage Pie")
        #expect(planned.suffix(2).allSatisfy { $0["generated"] as? Bool == true && ($0["model"] as? String)?.hasPrefix("local/") == true })
        let asked = server.requests.filter { $0.path.hasSuffix("/chat/completions") }.map(\.bodyText)
        #expect(asked.count == 2)
        let cookbookTitles = planned.prefix(6).compactMap { $0["title"] as? String }
        for brief in asked {
            #expect(brief.contains("dinner") && brief.contains("vegan"), "the brief names the meal and the diet: \(brief)")
            for title in cookbookTitles { #expect(brief.contains(title), "the brief names what is planned: \(title)") }
        }
        #expect(asked[1].contains("Smoky Bean Chilli"), "the second brief names the first generated recipe")
        #expect(!(try cli.run(["list", "--json"]).stdout.contains("Smoky Bean Chilli")), "a preview stores nothing")
        #expect(!(try cli.run(["plan", "show", "--week", "2026-12-07", "--json"]).stdout.contains("Black Bean Tacos")))

        server.answer(with: ProviderTestServer.sequence([Self.recipe("Smoky Bean Chilli"), Self.recipe("Lentil Cottage Pie")]))
        let saved = try cli.run(arguments + ["--base-url", server.url("/v1"), "--save"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("Smoky Bean Chilli — new (generated by local/"))
        #expect(saved.stdout.contains("with 2 new recipes in your cookbook"))
        let week = try cli.run(["plan", "show", "--week", "2026-12-07", "--json"]).stdout
        let next = try cli.run(["plan", "show", "--week", "2026-12-14", "--json"]).stdout
        #expect(week.contains("Black Bean Tacos") && week.contains("Smoky Bean Chilli"))
        #expect(next.contains("Lentil Cottage Pie"))
        #expect(try cli.run(["show", "Smoky Bean Chilli"]).stdout.contains("generated by local/"))
    }

    @Test func withNoProviderItSaysHowToAddOneAndTheCookbookPlanStands() throws {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no AI provider"))
        #expect(result.stderr.contains("sous ai key set openai"))
        #expect(result.stdout.contains("Black Bean Tacos"))
        #expect(result.stdout.contains("— no recipe: no provider"))
        #expect(result.stdout.contains("2 days without a recipe"))
        let json = try days(try cli.run(arguments + ["--json"]).stdout)
        #expect(json.suffix(2).allSatisfy { $0["title"] == nil && $0["problem"] as? String == "no provider" })
    }

    @Test func oneFailingGapStaysEmptyWithItsReasonAndTheRestIsPlanned() throws {
        // The first gap's answer breaks the schema twice (the repair fails too); the second fits.
        let broken = ProviderAnswers.openAI(content: ProviderAnswers.schemaBreaking)
        let server = try ProviderTestServer(handler: ProviderTestServer.sequence([broken, broken, Self.recipe("Smoky Bean Chilli")]))
        let result = try cli.run(arguments + ["--base-url", server.url("/v1"), "--save", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let planned = try days(result.stdout)
        #expect(planned[6]["title"] == nil)
        #expect((planned[6]["problem"] as? String)?.contains("does not fit the schema") == true, "\(planned[6])")
        #expect(planned[7]["title"] as? String == "Smoky Bean Chilli")
        #expect(planned[7]["recipeId"] as? Int != nil, "saved, so it has an id")
        let next = try cli.run(["plan", "show", "--week", "2026-12-14", "--json"]).stdout
        #expect(next.contains("Smoky Bean Chilli"))
        let week = try cli.run(["plan", "show", "--week", "2026-12-07", "--json"]).stdout
        #expect(week.contains("Black Bean Tacos"), "the cookbook's days are planned")
    }
}
