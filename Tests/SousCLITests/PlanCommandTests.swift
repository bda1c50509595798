import Foundation
import Testing
import SousTestSupport

/// `sous plan`, `shop`, `pantry`, `nutrition` and the plan through `export` / `import`, on the real binary.
@Suite(.serialized) struct PlanCommandTests {
    let cli = CommandRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    /// Sunday evening: three dinners, two ticks, a line by hand, flour on the shelf.
    func planTheWeek(_ cli: CommandRunner) throws {
        for (recipe, date) in [("Beef and Guinness", "2026-11-30"), ("Black Bean Tacos", "2026-12-01"), ("Chicken Tikka", "2026-12-02")] {
            let planned = try cli.run(["plan", "add", recipe, "--date", date, "--meal", "dinner", "--servings", "4"])
            #expect(planned.status == 0, "\(planned.stderr)")
        }
        #expect(try cli.run(["shop", "tick", "garlic"]).status == 0)
        #expect(try cli.run(["shop", "tick", "onions"]).status == 0)
        // Nothing on any list is not "Ticked" (issue 43).
        let unicorn = try cli.run(["shop", "tick", "unicorn horn"])
        #expect(unicorn.status != 0 && unicorn.stderr.contains("“unicorn horn” is on no planned meal's shopping list"), "\(unicorn.stderr)")
        #expect(try cli.run(["shop", "add", "kitchen roll"]).status == 0)
        #expect(try cli.run(["pantry", "add", "500 g plain flour"]).status == 0)
    }

    /// The servings the shopping list uses are said wherever the plan is (issue 43, item 8): the
    /// household's size when none were asked, beside what the recipe was written for.
    @Test func aPlannedMealSaysTheServingsTheListUses() throws {
        // The starter household has five members; the tortilla is written for six.
        let added = try cli.run(["plan", "add", "Spanish Tortilla", "--date", "2026-12-01", "--meal", "lunch"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("for 5 (the household; written for 6)"), "\(added.stdout)")
        let asked = try cli.run(["plan", "add", "Lemon Tart", "--date", "2026-12-01", "--servings", "3"])
        #expect(asked.stdout.contains("for 3 (written for 8)"), "\(asked.stdout)")
        let week = try cli.run(["plan", "show", "--week", "2026-12-01"])
        #expect(week.stdout.contains("lunch: Spanish Tortilla (5 servings, the household)"), "\(week.stdout)")
        #expect(week.stdout.contains("dinner: Lemon Tart (3 servings)"))
    }

    @Test func theListAndTheNutritionOfTheWeekComeBackAfterExportAndImportIntoAnotherDatabase() throws {
        try planTheWeek(cli)
        let list = try cli.run(["shop", "--from", "2026-11-30", "--json"])
        #expect(list.status == 0, "\(list.stderr)")
        let items = try #require(try json(list.stdout)["items"] as? [[String: Any]])
        let garlic = try #require(items.first { $0["key"] as? String == "garlic" })
        #expect(garlic["ticked"] as? Bool == true)
        #expect((garlic["recipes"] as? [String])?.count == 3)
        // Things bought whole: a whole number to buy, at most one more than the exact need kept beside it.
        var rounded = 0
        for item in items {
            for amount in item["amounts"] as? [[String: Any]] ?? [] {
                guard let needed = (amount["needed"] as? [String: String])?["value"] else { continue }
                let buy = try #require((amount["quantity"] as? [String: String])?["value"])
                let parts = needed.split(separator: "/").compactMap { Double($0) }
                let exact = parts.count == 2 ? parts[0] / parts[1] : (parts.first ?? 0)
                #expect(Int(buy) != nil && Double(buy)! > exact && Double(buy)! < exact + 1, "\(item["key"] ?? ""): \(buy) for \(needed)")
                rounded += 1
            }
        }
        #expect(rounded > 0, "these three dinners need part of an onion, a lime or a can")

        let file = cli.folder.appendingPathComponent("kitchen.json").path
        #expect(try cli.run(["export", "--out", file]).status == 0)
        var other = cli
        other.environment["SOUS_DB"] = cli.folder.appendingPathComponent("other.sqlite").path
        let imported = try other.run(["import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("and 3 meal plan entries"), "\(imported.stdout)")
        #expect(try other.run(["shop", "--from", "2026-11-30", "--json"]).stdout == list.stdout)
        let text = try other.run(["shop", "--from", "2026-11-30"]).stdout
        #expect(text.contains("[x] garlic") && text.contains("kitchen roll") && text.contains("plain flour (have 500 g)"), "\(text)")
        #expect(try other.run(["nutrition", "--week", "2026-11-30", "--json"]).stdout
                == (try cli.run(["nutrition", "--week", "2026-11-30", "--json"]).stdout))
    }

    @Test func nutritionPerDaySaysWhatItRestsOn() throws {
        try planTheWeek(cli)
        let day = try cli.run(["nutrition", "--day", "2026-12-01"])
        #expect(day.status == 0, "\(day.stderr)")
        #expect(day.stdout.contains("Tuesday 1 December: Black Bean Tacos"))
        #expect(day.stdout.contains("one serving of each, about:"))
        #expect(day.stdout.contains("all 4 planned servings"))
        #expect(day.stdout.range(of: #"estimated from \d+ of \d+ ingredients"#, options: .regularExpression) != nil, "\(day.stdout)")
        let object = try json(try cli.run(["nutrition", "--day", "2026-12-01", "--json"]).stdout)
        let perPerson = try #require(object["perPerson"] as? [String: Double])
        let total = try #require(object["total"] as? [String: Double])
        #expect(abs((perPerson["kcal"] ?? 0) * 4 - (total["kcal"] ?? 0)) < 0.5, "one dish at 4 servings")
        #expect(try cli.run(["nutrition", "--day", "2026-12-03"]).stdout.contains("no recipes planned"))
    }

    @Test func badInputGetsOneClearLine() throws {
        let date = try cli.run(["nutrition", "--day", "2026-02-30"])
        #expect(date.status != 0 && date.stderr.contains("\"2026-02-30\" is not a date"))
        let servings = try cli.run(["plan", "add", "Black Bean Tacos", "--servings", "0"])
        #expect(servings.status != 0 && servings.stderr.contains("servings must be between 1 and 1000 (got 0)"))
        let unknown = try cli.run(["plan", "add", "Unicorn Pie"])
        #expect(unknown.status != 0 && unknown.stderr.contains("Unicorn Pie"))
        #expect(try cli.run(["nutrition"]).stderr.contains("name a recipe, or give --day or --week"))
    }
}
