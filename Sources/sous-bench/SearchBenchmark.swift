import Foundation
import SousCore
import SousStore
import SousTestSupport

/// Search latency on a synthetic cookbook, against the naive LIKE scan.
struct SearchBenchmark {
    var size: Int

    static let queries: [(String, SearchQuery)] = [
        ("c", SearchQuery(text: "c")),
        ("ch", SearchQuery(text: "ch")),
        ("chick", SearchQuery(text: "chick")),
        ("chicken", SearchQuery(text: "chicken ")),
        ("garlic butter", SearchQuery(text: "garlic butter ")),
        ("garlic but", SearchQuery(text: "garlic but")),
        ("salt", SearchQuery(text: "salt ")),
        ("creamy tomato soup", SearchQuery(text: "creamy tomato soup ")),
        ("saffron", SearchQuery(text: "saffron ")),
        ("gooseberries crumble", SearchQuery(text: "gooseberries crumble ")),
        ("zzyzx (no match)", SearchQuery(text: "zzyzx ")),
        ("chicken +dinner", SearchQuery(text: "chicken ", category: "dinner")),
        ("chicken +dessert", SearchQuery(text: "chicken ", category: "dessert")),
        ("garlic +30min +easy", SearchQuery(text: "garlic ", difficulty: .easy, maxTotalMinutes: 30)),
        ("pasta +garlic -cream", SearchQuery(text: "pasta ", withIngredients: ["garlic"], withoutIngredients: ["double cream"])),
        ("(filters) +lentils", SearchQuery(withIngredients: ["lentils"])),
    ]

    func run() throws {
        let path = NSTemporaryDirectory() + "sous-bench-\(size).sqlite"
        let (database, buildMs) = try build(path: path)
        let fast = RecipeSearch(database)
        let naive = NaiveSearch(database)
        let mb = Double(database.fileSize()) / 1_048_576
        out("\n== Search, \(size) recipes (built in \(Stopwatch.format(buildMs / 1000)) s, database \(String(format: "%.1f", mb)) MB) ==")
        out(pad("query", 24) + pad("matches", 9) + pad("p50 ms", 9) + pad("p99 ms", 9) + pad("naive p50", 11) + pad("naive p99", 11) + pad("x faster", 9) + "top results (sous | naive)")
        var worstP99 = 0.0
        var worstRatio = Double.infinity
        for (label, query) in Self.queries {
            let fastRuns = size > 20_000 ? 300 : 1000
            let naiveRuns = size > 20_000 ? 5 : 40
            var result = try fast.search(query)
            var fastSamples: [Double] = []
            for _ in 0..<fastRuns { fastSamples.append(try Stopwatch.time { result = try fast.search(query) }) }
            var naiveResult = try naive.search(query)
            var naiveSamples: [Double] = []
            for _ in 0..<naiveRuns { naiveSamples.append(try Stopwatch.time { naiveResult = try naive.search(query) }) }
            let p50 = Stopwatch.percentile(fastSamples, 50), p99 = Stopwatch.percentile(fastSamples, 99)
            let n50 = Stopwatch.percentile(naiveSamples, 50), n99 = Stopwatch.percentile(naiveSamples, 99)
            worstP99 = max(worstP99, p99)
            worstRatio = min(worstRatio, n50 / max(p50, 0.0001))
            let matches = "\(result.totalCount)\(result.countIsCapped ? "+" : "")"
            let tops = result.hits.prefix(2).map(\.recipe.title).joined(separator: "; ") + " | " + naiveResult.hits.prefix(2).map(\.recipe.title).joined(separator: "; ")
            out(pad(label, 24) + pad(matches, 9) + pad(Stopwatch.format(p50), 9) + pad(Stopwatch.format(p99), 9)
                  + pad(Stopwatch.format(n50), 11) + pad(Stopwatch.format(n99), 11) + pad(String(format: "%.0f", n50 / max(p50, 0.0001)), 9) + tops)
        }
        out("worst p99: \(Stopwatch.format(worstP99)) ms; smallest speed-up over the naive scan: \(String(format: "%.0f", worstRatio))x")
    }

    /// Builds (or reuses) the synthetic database of `size` recipes.
    func build(path: String) throws -> (AppDatabase, Double) {
        if FileManager.default.fileExists(atPath: path), let existing = try? AppDatabase.open(path: path),
           (try? RecipeRepository(existing).count()) == size {
            return (existing, 0)
        }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let database = try AppDatabase.open(path: path)
        var generator = SyntheticCookbook(seed: 42)
        let repo = RecipeRepository(database)
        let ms = try Stopwatch.time {
            var batch: [Recipe] = []
            for n in 0..<size {
                batch.append(generator.recipe(number: n))
                if batch.count == 5_000 || n == size - 1 {
                    try repo.insert(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
        }
        return (database, ms)
    }
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
