import Foundation
import SousCore
import SousImport
import SousStore
import SousTestSupport

/// Import throughput: a 10,000-recipe Sous JSON export read and stored in a new database
/// through the same path as `sous import` (read, then whole recipes stored in batches).
struct ImportBenchmark {
    var count: Int

    func run() throws {
        var generator = SyntheticCookbook(seed: 7)
        let archive = SousArchive(recipes: (0..<count).map { generator.recipe(number: $0) })
        let data = try archive.jsonData()
        let folder = NSTemporaryDirectory()
        let file = folder + "sous-bench-import.json"
        try data.write(to: URL(fileURLWithPath: file))
        let path = folder + "sous-bench-import.sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let database = try AppDatabase.open(path: path)
        var batch: ImportBatch?
        let decodeMs = try Stopwatch.time { batch = try RecipeImporter().read(file) }
        var outcome = RecipeImportStore.Outcome()
        var storeMs = 0.0
        let storeCPUMs = try Stopwatch.cpuTime {
            storeMs = try Stopwatch.time { outcome = try RecipeImportStore(database: database).store(batch!) }
        }
        let totalSeconds = (decodeMs + storeMs) / 1000
        let rate = Int(Double(outcome.storedCount) / totalSeconds)
        let fileMB = String(format: "%.1f", Double(data.count) / 1_048_576)
        let databaseMB = String(format: "%.1f", Double(database.fileSize()) / 1_048_576)
        out("\n== Import of a \(count)-recipe JSON export (\(fileMB) MB) ==")
        out("read \(Stopwatch.format(decodeMs)) ms, store \(Stopwatch.format(storeMs)) ms (\(Stopwatch.format(storeCPUMs)) ms CPU): \(rate) recipes/s; database \(databaseMB) MB")
        // The same archive in one transaction, the lower bound the batched store is compared with.
        let onePath = folder + "sous-bench-import-one.sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: onePath + suffix) }
        let single = try AppDatabase.open(path: onePath)
        var oneMs = 0.0
        let oneCPUMs = try Stopwatch.cpuTime { oneMs = try Stopwatch.time { try ArchiveRepository(single).importArchive(archive) } }
        out("(one transaction for all: store \(Stopwatch.format(oneMs)) ms (\(Stopwatch.format(oneCPUMs)) ms CPU); "
              + "batches of 250 take \(Int((storeCPUMs / oneCPUMs - 1) * 100))% more CPU)")
    }
}
