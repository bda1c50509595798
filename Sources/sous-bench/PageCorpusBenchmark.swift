import Foundation
import SousCore
import SousTestSupport

/// `sous-bench pages-all`: every test page of recipe-scrapers (`outside/recipe-scrapers`, about
/// 1,100 pages from 630 sites) against its expected answer, as the share of pages (with an
/// expected ingredient list) whose title, ingredient list and steps match exactly; a page Sous
/// reads no recipe from counts as a miss. Every fifth page in path order is held out: those
/// are never looked at while tuning and are reported apart. `pages-all verbose` lists the
/// tuning part's differences (`SOUS_PAGES_FULL=1`: every line of them); `SOUS_PAGES_ONLY=name,name`
/// reads only those pages.
struct PageCorpusBenchmark {
    var verbose = false

    func run() throws {
        // SOUS_PAGES_DIR: another copy of recipe-scrapers' test_data, when ../shared has none.
        let folder = ProcessInfo.processInfo.environment["SOUS_PAGES_DIR"].map { URL(fileURLWithPath: $0) }
            ?? OutsideCorpora.root.appendingPathComponent("outside/recipe-scrapers")
        guard let pages = try? RecipePageScore.pages(in: folder, html: ".testhtml", expected: ".json"), !pages.isEmpty else {
            out("\n== Page corpus: \(folder.path) not found, skipped ==")
            return
        }
        var usable = pages.filter { !($0.expected["ingredients"] as? [String] ?? []).isEmpty }
        let holdout = Set(usable.indices.filter { $0 % 5 == 0 }.map { usable[$0].name + "#" + String($0) })
        var keys = usable.indices.map { usable[$0].name + "#" + String($0) }
        if let only = ProcessInfo.processInfo.environment["SOUS_PAGES_ONLY"] {
            let names = Set(only.split(separator: ",").map(String.init))
            let kept = usable.indices.filter { names.contains(usable[$0].name) }
            keys = kept.map { keys[$0] }
            usable = kept.map { usable[$0] }
        }
        out("\n== Page corpus: recipe-scrapers' \(pages.count) test pages, \(usable.count) with an expected ingredient list ==")
        // Each page is read once; the parts are tallied from the per-page results.
        var tallies: [String: [String: Int]] = [:]
        var counts: [String: Int] = [:]
        var differences: [RecipePageScore.Difference] = []
        var noRecipe: [String] = []
        var headingsAsLines: [String: Int] = [:]
        for (page, key) in zip(usable, keys) {
            let score = RecipePageScore(pages: [page])
            let part = holdout.contains(key) ? "held-out part (every fifth)" : "tuning part"
            for label in ["all", part] {
                counts[label, default: 0] += 1
                for field in ["title", "ingredients", "steps"] { tallies[label, default: [:]][field, default: 0] += score.matched[field] ?? 0 }
                if !score.noData.isEmpty { tallies[label, default: [:]]["none", default: 0] += 1 }
                headingsAsLines[label, default: 0] += score.headingsAsLines.count
            }
            if part == "tuning part" {
                differences += (score.differences["ingredients"] ?? []).map { var d = $0; d.page = "I " + d.page; return d }
                differences += (score.differences["steps"] ?? []).map { var d = $0; d.page = "S " + d.page; return d }
                noRecipe += score.noData
            }
        }
        for label in ["all", "tuning part", "held-out part (every fifth)"] {
            let n = counts[label] ?? 0
            func line(_ field: String) -> String {
                let matched = tallies[label]?[field] ?? 0
                return "\(field) \(matched)/\(n) \(String(format: "%.1f", 100 * Double(matched) / Double(max(1, n))))%"
            }
            out("\(label): " + ["title", "ingredients", "steps"].map(line).joined(separator: ", ") + "; no recipe read on \(tallies[label]?["none"] ?? 0)"
                + "; ingredient lists exact only with group headings as lines: \(headingsAsLines[label] ?? 0)")
        }
        if verbose {
            // SOUS_PAGES_FULL=1 prints every line of each difference, ours then expected.
            let full = ProcessInfo.processInfo.environment["SOUS_PAGES_FULL"] != nil
            for d in differences {
                out(Self.firstDifference(d))
                guard full else { continue }
                for line in d.ours { out("    < " + line) }
                for line in d.expected { out("    > " + line) }
            }
            out("no recipe: " + noRecipe.joined(separator: ", "))
        }
    }

    static func firstDifference(_ d: RecipePageScore.Difference) -> String {
        let index = zip(d.ours, d.expected).enumerated()
            .first(where: { RecipePageComparison.words($1.0) != RecipePageComparison.words($1.1) })?.offset ?? min(d.ours.count, d.expected.count)
        let mine = index < d.ours.count ? d.ours[index] : "(none)"
        let theirs = index < d.expected.count ? d.expected[index] : "(none)"
        return "\(d.page): \(d.ours.count) vs \(d.expected.count); at \(index + 1): '\(mine.prefix(100))' / '\(theirs.prefix(100))'"
    }
}

/// `sous-bench lines`: ingredient lines of the BBC, Cookstr and Taste Cooking sets
/// (`outside/ingredient-parser`), scored as `IngredientCorpusScore` says; `lines verbose`
/// prints the tuning part's misses.
struct IngredientCorpusBenchmark {
    var verbose = false

    func run() throws {
        out("\n== Ingredient lines: outside corpora (quantity / unit / name / all three right) ==")
        for (corpus, file) in IngredientCorpusScore.corpora {
            guard let lines = try? IngredientCorpusScore.lines(file) else {
                out("\(corpus): \(file) not found, skipped")
                continue
            }
            let score = IngredientCorpusScore(lines: lines, keepMisses: verbose)
            out("\(corpus) tuning part: \(score.tune.summary)")
            out("\(corpus) held-out part (every fifth): \(score.holdout.summary)")
            if verbose {
                for miss in score.misses {
                    out("M \(corpus) [\(miss.what)] \(miss.line.input) => \(miss.ours) || label \(miss.line.quantities.joined(separator: " ")) | \(miss.line.units.joined(separator: " ")) | \(miss.line.name)")
                }
            }
        }
    }
}
