import Foundation
import SousCore
import SousStore

/// `make bench`: the figures the issues ask for, printed as plain text.
///
/// `sous-bench [search] [import] [pages-all] [lines] [verbose] [ui] [reducer] [assistant] [grammar] [shopping] [sync] [SIZE...]`: with no words, everything at 5,000 and 100,000 recipes
/// (the outside corpora of `pages-all` and `lines` are skipped with a line when they are not there).
let arguments = Array(CommandLine.arguments.dropFirst())
let sizes = arguments.compactMap(Int.init).isEmpty ? [5_000, 100_000] : arguments.compactMap(Int.init)
let parts = Set(arguments.filter { Int($0) == nil })
let all = parts.isEmpty

out("Sous benchmarks (\(ProcessInfo.processInfo.processorCount) cores)")
if all || parts.contains("search") {
    for size in sizes { try SearchBenchmark(size: size).run() }
}
if all || parts.contains("import") {
    try ImportBenchmark(count: 10_000).run()
    try PageImportBenchmark().run()
}
if all || parts.contains("ui") {
    let size = sizes.max() ?? 100_000
    let path = NSTemporaryDirectory() + "sous-bench-\(size).sqlite"
    try UIBenchmark(database: try SearchBenchmark(size: size).build(path: path).0, size: size).run()
}
if all || parts.contains("reducer") {
    ReducerBenchmark().run()
}
if all || parts.contains("pages-all") {
    try PageCorpusBenchmark(verbose: parts.contains("verbose")).run()
}
if all || parts.contains("lines") {
    try IngredientCorpusBenchmark(verbose: parts.contains("verbose")).run()
}
if all || parts.contains("assistant") {
    try AssistantBenchmark().run()
}
if all || parts.contains("grammar") {
    try GrammarBenchmark().run()
}
if all || parts.contains("shopping") {
    try ShoppingBenchmark().run()
}
if all || parts.contains("session-read") {
    try WorkstateSyncBenchmark().run()
}
if all || parts.contains("sync") {
    try SyncBenchmark(size: arguments.compactMap(Int.init).first ?? 10_000).run()
}
