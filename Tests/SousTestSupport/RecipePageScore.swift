import Foundation
import SousCore

/// Imports saved recipe pages and scores each field against recipe-scrapers' expected answers:
/// the fixtures' subset in the page test, larger sets in `make bench`.
public struct RecipePageScore {
    public struct Page {
        public var name: String
        public var html: String
        public var expected: [String: Any]
    }

    /// One page whose field differs, with our lines and the expected ones.
    public struct Difference {
        public var page: String
        public var ours: [String]
        public var expected: [String]
    }

    public static let fields = ["title", "ingredients", "steps", "yields", "total_time", "prep_time", "cook_time"]

    public var matched: [String: Int] = [:]
    public var compared: [String: Int] = [:]
    public var failures: [String: [String]] = [:]
    public var differences: [String: [Difference]] = [:]
    /// Pages that carry no schema.org recipe at all.
    public var noData: [String] = []
    public var ingredientLines = (matched: 0, total: 0)
    /// Pages whose ingredient list matches only when Sous's group headings (kept as each
    /// ingredient's section) are written as lines, as the expected answer lists them.
    public var headingsAsLines: [String] = []
    /// Pages with no schema.org recipe that Sous read from their visible lists instead.
    public var fromVisibleLists: [String] = []

    /// The pages in `Tests/Fixtures/recipe-pages`.
    public static func fixturePages() throws -> [Page] {
        _ = try TestData.fixture("recipe-pages/LICENSE")
        return try pages(in: TestData.fixtures.appendingPathComponent("recipe-pages"), html: ".html", expected: ".expected.json")
    }


    /// Every `<site>/<name><html>` page with its `<name><expected>` answer, in path order;
    /// a page without its answer file is skipped.
    public static func pages(in folder: URL, html htmlSuffix: String, expected expectedSuffix: String) throws -> [Page] {
        var pages: [Page] = []
        for site in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let siteURL = folder.appendingPathComponent(site)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: siteURL.path) else { continue }
            for file in files.sorted() where file.hasSuffix(htmlSuffix) {
                let base = String(file.dropLast(htmlSuffix.count))
                let html = try Data(contentsOf: siteURL.appendingPathComponent(file))
                guard let json = try? Data(contentsOf: siteURL.appendingPathComponent(base + expectedSuffix)) else { continue }
                let expected = try JSONSerialization.jsonObject(with: json) as? [String: Any] ?? [:]
                pages.append(Page(name: base, html: String(decoding: html, as: UTF8.self), expected: expected))
            }
        }
        return pages
    }

    public init(pages: [Page]) {
        for page in pages {
            guard let imported = try? SchemaRecipeExtractor.extract(html: page.html, source: page.name).first else {
                noData.append(page.name)
                continue
            }
            if imported.report.notes.contains(where: { $0.hasPrefix("read from the page's visible lists") }) { fromVisibleLists.append(page.name) }
            score(imported.recipe, against: page)
        }
    }

    /// The share of compared pages whose field matched (0...1).
    public func rate(_ field: String) -> Double {
        Double(matched[field] ?? 0) / Double(max(1, compared[field] ?? 0))
    }

    /// The share of compared pages, leaving out `pages`, whose field matched.
    public func rate(_ field: String, excluding pages: [String]) -> Double {
        let left = pages.filter { page in compared[field] != nil && !(failures[field] ?? []).contains(page) }.count
        let failed = pages.filter { (failures[field] ?? []).contains($0) }.count
        let total = (compared[field] ?? 0) - left - failed
        return Double((matched[field] ?? 0) - left) / Double(max(1, total))
    }

    /// "ingredients 49/51 96%" for each field, one line each.
    public var summaryLines: [String] {
        Self.fields.map { field in
            "\(field) \(matched[field] ?? 0)/\(compared[field] ?? 0) \(Int((rate(field) * 100).rounded(.down)))%"
        }
    }

    private mutating func record(_ field: String, _ ok: Bool, page: String) {
        compared[field, default: 0] += 1
        if ok { matched[field, default: 0] += 1 } else { failures[field, default: []].append(page) }
    }

    private mutating func score(_ recipe: Recipe, against page: Page) {
        let title = page.expected["title"] as? String ?? ""
        record("title", RecipePageComparison.collapsed(recipe.title) == RecipePageComparison.collapsed(title), page: page.name)

        let ingredients = recipe.ingredients.map(\.text)
        let expectedIngredients = page.expected["ingredients"] as? [String] ?? []
        var sameIngredients = RecipePageComparison.sameLines(ingredients, expectedIngredients)
        if !sameIngredients, RecipePageComparison.sameLines(RecipePageComparison.withSectionHeadings(recipe.ingredients), expectedIngredients) {
            sameIngredients = true
            headingsAsLines.append(page.name)
        }
        record("ingredients", sameIngredients, page: page.name)
        if !sameIngredients { differences["ingredients", default: []].append(Difference(page: page.name, ours: ingredients, expected: expectedIngredients)) }
        ingredientLines.matched += RecipePageComparison.matchingLines(ingredients, expectedIngredients)
        ingredientLines.total += expectedIngredients.count

        let steps = recipe.instructions.map(\.text)
        let expectedSteps = page.expected["instructions_list"] as? [String] ?? []
        let sameSteps = RecipePageComparison.sameSteps(steps, expectedSteps)
        record("steps", sameSteps, page: page.name)
        if !sameSteps { differences["steps", default: []].append(Difference(page: page.name, ours: steps, expected: expectedSteps)) }

        if let yields = page.expected["yields"] as? String, let number = RecipePageComparison.firstNumber(yields) {
            record("yields", recipe.servings == number, page: page.name)
        }
        for (field, value) in [("total_time", recipe.totalMinutes), ("prep_time", recipe.prepMinutes), ("cook_time", recipe.cookMinutes)] {
            if let expected = page.expected[field] as? Int { record(field, value == expected, page: page.name) }
        }
    }
}
