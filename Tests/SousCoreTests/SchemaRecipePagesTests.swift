import Foundation
import SousCore
import SousTestSupport
import Testing

/// Imports the 58 saved recipe pages and compares each field with recipe-scrapers' answers.
///
/// The expected values come from site-specific scrapers that sometimes read the visible HTML
/// instead of the schema data, so a few differences are the page's own (schema and page
/// disagree); the targets leave room for that, and the table names every page that differs.
@Suite struct SchemaRecipePagesTests {
    struct Page {
        var name: String
        var html: String
        var expected: [String: Any]
    }

    static func pages() throws -> [Page] {
        let folder = TestData.sharedTestdata.appendingPathComponent("recipe-pages")
        _ = try TestData.shared("recipe-pages/LICENSE")
        var pages: [Page] = []
        for site in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let siteURL = folder.appendingPathComponent(site)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: siteURL.path) else { continue }
            for file in files.sorted() where file.hasSuffix(".html") {
                let base = String(file.dropLast(5))
                let html = try Data(contentsOf: siteURL.appendingPathComponent(file))
                let json = try Data(contentsOf: siteURL.appendingPathComponent(base + ".expected.json"))
                let expected = try JSONSerialization.jsonObject(with: json) as? [String: Any] ?? [:]
                pages.append(Page(name: base, html: String(decoding: html, as: UTF8.self), expected: expected))
            }
        }
        return pages
    }

    final class Tally {
        var matched: [String: Int] = [:]
        var compared: [String: Int] = [:]
        var failures: [String: [String]] = [:]

        func record(_ field: String, _ ok: Bool, page: String) {
            compared[field, default: 0] += 1
            if ok { matched[field, default: 0] += 1 } else { failures[field, default: []].append(page) }
        }

        func rate(_ field: String) -> Double {
            Double(matched[field] ?? 0) / Double(max(1, compared[field] ?? 0))
        }
    }

    /// Pages whose schema.org data say something else than the visible page that
    /// recipe-scrapers read with a site-specific scraper; checked by hand, with the reason.
    static let schemaDiffersFromPage: [String: [String: String]] = [
        "ingredients": [
            "bodybuilding": "schema has '1 whole red onion', the page '1 red onion'",
            "eggsca_1": "the page adds metric amounts '(375 mL)' the schema lacks",
            "eggsca_2": "the page adds metric amounts '(315 mL)' the schema lacks",
            "tasteau_1": "the page names the brand ('coles durum wheat') the schema leaves out",
            "tasteau_2": "schema gives '36.40 gm olive oil', the page '2 tbsp olive oil'",
            "thespruceeats_1": "schema adds ', any color' to the bell pepper",
            "thespruceeats_2": "the page lists a tablespoon of butter and different amounts the schema lacks",
        ],
        "steps": [
            "bodybuilding": "the page numbers its steps ('1. Dice'), the schema does not",
            "sunbasket": "schema steps are titles only ('Cook the rice noodles'); the page has the full method",
        ],
    ]

    static func printFirstDifference(_ page: String, _ ours: [String], _ expected: [String]) {
        let index = zip(ours, expected).enumerated().first(where: { RecipePageComparison.words($1.0) != RecipePageComparison.words($1.1) })?.offset
            ?? min(ours.count, expected.count)
        let mine = index < ours.count ? ours[index] : "(none)"
        let theirs = index < expected.count ? expected[index] : "(none)"
        print("  \(page): \(ours.count) vs \(expected.count) lines; first difference at \(index + 1): '\(mine.prefix(120))' / expected '\(theirs.prefix(120))'")
    }

    @Test func realPagesMatchTheExpectedFields() throws {
        let pages = try Self.pages()
        #expect(pages.count == 58, "expected the 58 saved pages")
        let tally = Tally()
        var noData: [String] = []
        var lines = (matched: 0, total: 0)
        for page in pages {
            let recipes: [ImportedRecipe]
            do {
                recipes = try SchemaRecipeExtractor.extract(html: page.html, source: page.name)
            } catch {
                #expect(error.reason.hasPrefix("no recipe data found"))
                noData.append(page.name)
                continue
            }
            let recipe = recipes[0].recipe
            let title = page.expected["title"] as? String ?? ""
            tally.record("title", RecipePageComparison.collapsed(recipe.title) == RecipePageComparison.collapsed(title), page: page.name)

            let ingredients = recipe.ingredients.map(\.text)
            let expectedIngredients = page.expected["ingredients"] as? [String] ?? []
            let sameIngredients = RecipePageComparison.sameLines(ingredients, expectedIngredients)
            tally.record("ingredients", sameIngredients, page: page.name)
            if !sameIngredients { Self.printFirstDifference(page.name, ingredients, expectedIngredients) }
            lines.matched += RecipePageComparison.matchingLines(ingredients, expectedIngredients)
            lines.total += expectedIngredients.count

            let steps = recipe.instructions.map(\.text)
            let expectedSteps = page.expected["instructions_list"] as? [String] ?? []
            let sameSteps = RecipePageComparison.sameSteps(steps, expectedSteps)
            tally.record("steps", sameSteps, page: page.name)
            if !sameSteps { Self.printFirstDifference(page.name, steps, expectedSteps) }

            if let yields = page.expected["yields"] as? String, let number = RecipePageComparison.firstNumber(yields) {
                tally.record("yields", recipe.servings == number, page: page.name)
            }
            for (field, value) in [("total_time", recipe.totalMinutes), ("prep_time", recipe.prepMinutes), ("cook_time", recipe.cookMinutes)] {
                if let expected = page.expected[field] as? Int { tally.record(field, value == expected, page: page.name) }
            }
        }
        print("schema.org extraction over \(pages.count) pages; no recipe data on \(noData.count): \(noData.joined(separator: ", "))")
        for field in ["title", "ingredients", "steps", "yields", "total_time", "prep_time", "cook_time"] {
            let rate = Int((tally.rate(field) * 100).rounded(.down))
            print("\(field) \(tally.matched[field] ?? 0)/\(tally.compared[field] ?? 0) \(rate)%  failing: \((tally.failures[field] ?? []).joined(separator: ", "))")
        }
        print("ingredient lines \(lines.matched)/\(lines.total)")
        #expect(tally.compared["title", default: 0] >= 50, "at least 50 pages carry schema.org data")
        #expect(tally.rate("title") == 1)
        for field in ["ingredients", "steps"] {
            let unexplained = Set(tally.failures[field] ?? []).subtracting((Self.schemaDiffersFromPage[field] ?? [:]).keys)
            #expect(unexplained.isEmpty, "\(field) differ on pages whose schema data agree with the page: \(unexplained.sorted())")
        }
        #expect(tally.rate("ingredients") >= 0.85)
        #expect(tally.rate("steps") >= 0.95)
    }
}
