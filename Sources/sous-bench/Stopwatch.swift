import Foundation

/// Wall-clock timing and percentiles for the benchmarks.
enum Stopwatch {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Milliseconds taken by `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start) / 1_000_000
    }

    /// The p-th percentile (0...100) of `samples`, nearest rank.
    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    static func format(_ ms: Double) -> String { String(format: ms < 10 ? "%.3f" : "%.1f", ms) }
}

/// Prints a line at once (unbuffered), so a long benchmark shows progress when piped to a file.
func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
