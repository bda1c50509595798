import Foundation
import SousCore

/// Saved recipe pages read per second (the shared test pages; none of them ship with Sous).
struct PageImportBenchmark {
    func run() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/testdata/recipe-pages")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            out("\n== Page import: ../shared/testdata/recipe-pages not found, skipped ==")
            return
        }
        let pages = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "html" }
        let texts = pages.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        let megabytes = Double(texts.reduce(0) { $0 + $1.utf8.count }) / 1_048_576
        var recipes = 0
        let ms = Stopwatch.time {
            for _ in 0..<5 {
                recipes = 0
                for (index, text) in texts.enumerated() {
                    recipes += ((try? SchemaRecipeExtractor.extract(html: text, source: pages[index].path)) ?? []).count
                }
            }
        } / 5
        out("\n== Page import: \(texts.count) saved pages (\(String(format: "%.1f", megabytes)) MB), \(recipes) recipes ==")
        out("\(Stopwatch.format(ms)) ms for all: \(Int(Double(texts.count) / (ms / 1000))) pages/s")
    }
}
