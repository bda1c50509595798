import Foundation
import SousCore
import SousStore

/// `make bench`: the figures the issues ask for, printed as plain text.
let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.compactMap(Int.init).isEmpty ? [5_000, 100_000] : arguments.compactMap(Int.init)

print("Sous benchmarks (\(ProcessInfo.processInfo.processorCount) cores)")
for size in sizes {
    try SearchBenchmark(size: size).run()
}
try ImportBenchmark(count: 10_000).run()
