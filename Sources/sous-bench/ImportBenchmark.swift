import Foundation
import SousCore
import SousStore
import SousTestSupport

/// Import throughput: a 10,000-recipe Sous JSON export read and stored in a new database.
struct ImportBenchmark {
    var count: Int

    func run() throws {
        var generator = SyntheticCookbook(seed: 7)
        let archive = SousArchive(recipes: (0..<count).map { generator.recipe(number: $0) })
        let data = try archive.jsonData()
        let path = NSTemporaryDirectory() + "sous-bench-import.sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let database = try AppDatabase.open(path: path)
        var decoded: SousArchive?
        let decodeMs = try Stopwatch.time { decoded = try SousArchive.decode(data) }
        var summary = ImportSummary()
        let storeMs = try Stopwatch.time { summary = try ArchiveRepository(database).importArchive(decoded!) }
        let totalSeconds = (decodeMs + storeMs) / 1000
        out("\n== Import of a \(count)-recipe JSON export (\(String(format: "%.1f", Double(data.count) / 1_048_576)) MB) ==")
        out("decode \(Stopwatch.format(decodeMs)) ms, store \(Stopwatch.format(storeMs)) ms: "
              + "\(Int(Double(summary.added.count) / totalSeconds)) recipes/s; "
              + "database \(String(format: "%.1f", Double(database.fileSize()) / 1_048_576)) MB")
    }
}
