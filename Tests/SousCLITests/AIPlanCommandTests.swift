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
