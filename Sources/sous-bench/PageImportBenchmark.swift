import Foundation
import SousCore
import SousTestSupport

/// Saved recipe pages read per second, and how well each field matches what a careful
/// scraper extracts (the shared test pages; none of them ship with Sous).
struct PageImportBenchmark {
    func run() throws {
        guard let pages = try? OutsideCorpora.recipePages() else {
            out("\n== Page import: ../shared/testdata/recipe-pages not found, skipped ==")
            return
        }
        let megabytes = Double(pages.reduce(0) { $0 + $1.html.utf8.count }) / 1_048_576
        var recipes = 0
        let ms = Stopwatch.time {
            for _ in 0..<5 {
                recipes = 0
                for page in pages {
                    recipes += ((try? SchemaRecipeExtractor.extract(html: page.html, source: page.name)) ?? []).count
                }
            }
        } / 5
        out("\n== Page import: \(pages.count) saved pages (\(String(format: "%.1f", megabytes)) MB), \(recipes) recipes ==")
        out("\(Stopwatch.format(ms)) ms for all: \(Int(Double(pages.count) / (ms / 1000))) pages/s")
        let score = RecipePageScore(pages: pages)
        out("fields matching recipe-scrapers, of the \(pages.count - score.noData.count) pages with recipe data:")
        for line in score.summaryLines { out("  " + line) }
    }
}
