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

    /// Milliseconds of CPU (user and system, all threads) taken by `body`: steadier than wall
    /// time when other work shares the machine.
    static func cpuTime(_ body: () throws -> Void) rethrows -> Double {
        func cpu() -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
            return user + Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
        }
        let start = cpu()
        try body()
        return cpu() - start
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
