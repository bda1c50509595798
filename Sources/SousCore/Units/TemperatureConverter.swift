/// Finds oven and cooking temperatures in step text and rewrites them for the reader's unit system.
///
/// Rounding follows cookbooks: °C to the nearest 5 (350°F -> 175°C); °F to the nearest 25 for
/// oven heat (250°F and up: 180°C -> 350°F) and to the nearest 5 below that (40°C -> 105°F).
/// A bare "C" after a number below 100 ("2 C flour") is read as cups, not Celsius.
public enum TemperatureConverter {
    /// Below this a bare "C" is taken to mean cups.
    static let bareCelsiusMinimum = 100.0
    /// From this many °F upward a converted value is rounded to the nearest 25.
    static let ovenFahrenheit = 250.0

    /// °C for `fahrenheit`, rounded to the nearest 5.
    public static func celsius(fromFahrenheit fahrenheit: Double) -> Int {
        rounded((fahrenheit - 32) * 5 / 9, to: 5)
    }

    /// °F for `celsius`, rounded to the nearest 25 for oven heat and to the nearest 5 otherwise.
    public static func fahrenheit(fromCelsius celsius: Double) -> Int {
        let exact = celsius * 9 / 5 + 32
        return rounded(exact, to: exact >= ovenFahrenheit ? 25 : 5)
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
        for match in find(in: text) where match.scale != target {
            result += text[cursor..<match.range.lowerBound]
            result += converted(match, to: target)
            cursor = match.range.upperBound
        }
        result += text[cursor...]
        return result
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
