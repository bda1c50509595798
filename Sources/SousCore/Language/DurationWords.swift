/// Reads spoken or typed lengths of time ("an hour and a half", "5 min", "1:30", "ninety seconds").
public enum DurationWords {
    static let unitSeconds: [String: Double] = [
        "second": 1, "seconds": 1, "sec": 1, "secs": 1, "s": 1,
        "minute": 60, "minutes": 60, "min": 60, "mins": 60,
        "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600,
        // Read so that "a timer for 10 days" can be refused by name rather than not understood.
        "day": 86400, "days": 86400,
    ]

    /// Units that mean one of themselves with no number ("another minute").
    static let singularUnits: Set<String> = ["second", "sec", "minute", "min", "hour", "hr"]

    /// Every way a duration can be read from `start`: each reachable end index and its seconds.
    ///
    /// Several ends are possible ("an hour" and "an hour and a half"); the caller picks by context.
    public static func parse(_ words: [String], from start: Int) -> [(end: Int, seconds: Double)] {
        var results: [(end: Int, seconds: Double)] = []
        var frontier: [(end: Int, seconds: Double)] = [(start, 0)]
        var isFirst = true
        while !frontier.isEmpty {
            var next: [(end: Int, seconds: Double)] = []
            for (position, total) in frontier {
                var begin = position
                if !isFirst, begin < words.count, words[begin] == "and" { begin += 1 }
                for (end, seconds) in component(words, from: begin) where end > position {
                    next.append((end, total + seconds))
                }
            }
            results += next
            frontier = next
            isFirst = false
        }
        return results
    }

    /// One amount with its unit: "5 minutes", "half an hour", "one and a half hours", "5:30".
    static func component(_ words: [String], from i: Int) -> [(end: Int, seconds: Double)] {
        guard i < words.count else { return [] }
        if let clock = clockTime(words, at: i) { return [clock] }
        if singularUnits.contains(words[i]), let unit = unitSeconds[words[i]] { return [(i + 1, unit)] }
        guard let (amount, afterAmount) = amount(words, from: i) else { return [] }
        var j = afterAmount
        var value = amount
        let fractionBeforeUnit = fraction(words, at: j)
        if let (part, next) = fractionBeforeUnit {
            value += part
            j = next
        }
        if j < words.count, words[j] == "of" { j += 1 }
        if j < words.count, ["a", "an"].contains(words[j]), value < 1 { j += 1 }
        guard j < words.count, let unit = unitSeconds[words[j]] else { return [] }
        j += 1
        var results = [(end: j, seconds: value * unit)]
        if fractionBeforeUnit == nil, let (part, next) = fraction(words, at: j) {
            results.append((next, (value + part) * unit))
        }
        return results
    }

    /// "and a half" / "and a quarter" after an amount or unit.
    static func fraction(_ words: [String], at i: Int) -> (Double, Int)? {
        guard i + 2 < words.count, words[i] == "and", ["a", "an"].contains(words[i + 1]) else { return nil }
        switch words[i + 2] {
        case "half": return (0.5, i + 3)
        case "quarter": return (0.25, i + 3)
        default: return nil
        }
    }

    /// The number before a unit: words, digits, decimals, "half", "a quarter", "a couple of".
    static func amount(_ words: [String], from i: Int) -> (Double, Int)? {
        let w = words[i]
        let next = i + 1 < words.count ? words[i + 1] : ""
        if w == "half" { return (0.5, i + 1) }
        if w == "quarter" { return (0.25, i + 1) }
        if ["a", "an"].contains(w), next == "quarter" { return (0.25, i + 2) }
        if ["three"].contains(w), next == "quarters" { return (0.75, i + 2) }
        if ["a", "an"].contains(w), next == "couple" { return (2, i + 2) }
        if ["a", "an"].contains(w), next == "few" { return (3, i + 2) }
        if w.contains("."), let d = Double(w) { return (d, i + 1) }
        if w.contains("/") {
            let parts = w.split(separator: "/")
            if parts.count == 2, let n = Double(parts[0]), let d = Double(parts[1]), d > 0 { return (n / d, i + 1) }
        }
        if let (value, consumed) = NumberWords.boundedParse(words, from: i) { return (Double(value), i + consumed) }
        return nil
    }

    /// "5:30" is five and a half minutes; "1:30 hours" is an hour and a half; "1:02:03" is h:mm:ss.
    static func clockTime(_ words: [String], at i: Int) -> (end: Int, seconds: Double)? {
        let parts = words[i].split(separator: ":", omittingEmptySubsequences: false).map { $0.count <= 6 ? Int($0) : nil }
        guard parts.count >= 2, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        let n = parts.compactMap { $0 }
        let nextUnit = i + 1 < words.count ? unitSeconds[words[i + 1]] : nil
        let end = nextUnit == nil ? i + 1 : i + 2
        if n.count == 3 { return (end, Double(n[0] * 3600 + n[1] * 60 + n[2])) }
        if nextUnit == 3600 { return (end, Double(n[0] * 3600 + n[1] * 60)) }
        return (end, Double(n[0] * 60 + n[1]))
    }
}
