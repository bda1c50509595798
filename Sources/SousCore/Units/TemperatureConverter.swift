/// Finds oven and cooking temperatures in step text and rewrites them for the reader's unit system.
///
/// Rounding follows cookbooks for oven heat (from 250°F / 120°C): °C to the nearest 5
/// (350°F -> 175°C) and °F to the nearest 25 (180°C -> 350°F). Below oven heat, for sugar stages,
/// meat and proofing, a few degrees matter, so the value is rounded to the degree (225°F -> 107°C).
/// A bare "C" after a number below 100 ("2 C flour") is read as cups, not Celsius. Where the author
/// already gave the other scale ("425°F (220°C)", "350°F/180°C"), their value is kept and the pair collapses.
public enum TemperatureConverter {
    /// Below this a bare "C" is taken to mean cups.
    static let bareCelsiusMinimum = 100.0
    /// From this many °F upward a converted value is rounded to the nearest 25.
    static let ovenFahrenheit = 250.0

    /// °C for `fahrenheit`: to the nearest 5 for oven heat, to the degree below it.
    public static func celsius(fromFahrenheit fahrenheit: Double) -> Int {
        rounded((fahrenheit - 32) * 5 / 9, to: fahrenheit >= ovenFahrenheit ? 5 : 1)
    }

    /// °F for `celsius`: to the nearest 25 for oven heat, to the degree below it.
    public static func fahrenheit(fromCelsius celsius: Double) -> Int {
        let exact = celsius * 9 / 5 + 32
        return rounded(exact, to: exact >= ovenFahrenheit ? 25 : 1)
    }

    /// The text with each temperature written in `system`'s scale; everything else is kept.
    public static func rewrite(_ text: String, for system: UnitSystem) -> String {
        let target: TemperatureMatch.Scale
        switch system {
        case .asWritten: return text
        case .metric: target = .celsius
        case .us: target = .fahrenheit
        }
        var result = ""
        var cursor = text.startIndex
        let matches = find(in: text)
        var n = 0
        while n < matches.count {
            let match = matches[n]
            n += 1
            guard match.scale != target, match.range.lowerBound >= cursor else { continue }
            if n >= 2, matches[n - 2].range.upperBound >= cursor,
               let end = pairedEnd(matches[n - 2], match, in: text, target: match.scale) {
                result += text[cursor..<matches[n - 2].range.upperBound]
                cursor = end
                continue
            }
            result += text[cursor..<match.range.lowerBound]
            if n < matches.count, let end = pairedEnd(match, matches[n], in: text, target: target) {
                result += text[matches[n].range]
                cursor = end
                n += 1
            } else {
                result += converted(match, to: target)
                cursor = match.range.upperBound
            }
        }
        result += text[cursor...]
        return result
    }

    /// Where a pair such as "425°F (220°C)" or "350°F/180°C" ends, when `next` restates `match`
    /// in the `target` scale.
    static func pairedEnd(_ match: TemperatureMatch, _ next: TemperatureMatch, in text: String,
                          target: TemperatureMatch.Scale) -> String.Index? {
        guard next.scale == target, match.scale != target, match.range.upperBound <= next.range.lowerBound else { return nil }
        let between = text[match.range.upperBound..<next.range.lowerBound].filter { $0 != " " }
        if between == "/" { return next.range.upperBound }
        guard between == "(", next.range.upperBound < text.endIndex, text[next.range.upperBound] == ")" else { return nil }
        return text.index(after: next.range.upperBound)
    }

    /// "175°C" or "175-190°C" for a match written in the other scale.
    static func converted(_ match: TemperatureMatch, to target: TemperatureMatch.Scale) -> String {
        func convert(_ value: Double) -> Int {
            target == .celsius ? celsius(fromFahrenheit: value) : fahrenheit(fromCelsius: value)
        }
        let symbol = target == .celsius ? "°C" : "°F"
        guard let high = match.high else { return "\(convert(match.low))\(symbol)" }
        return "\(convert(match.low))-\(convert(high))\(symbol)"
    }

    private static func rounded(_ value: Double, to step: Int) -> Int {
        guard value.isFinite, abs(value) < 1e9 else { return 0 }
        return Int((value / Double(step)).rounded()) * step
    }
}
