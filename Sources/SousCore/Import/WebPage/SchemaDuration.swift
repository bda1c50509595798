/// Reads schema.org durations into whole minutes.
///
/// The standard form is ISO 8601 (`PT1H30M`, `P0DT0H20M`), but pages also publish `PT90M`,
/// `PT0.5H`, `P20M` (meant as minutes) and plain words ("30 mins", "1 hour 20 minutes").
enum SchemaDuration {
    /// Longer than a week is not a recipe time; such values are treated as unreadable.
    static let maxMinutes = 7 * 24 * 60

    /// Minutes in `text`, or nil when it holds no duration Sous can trust.
    static func minutes(_ text: String) -> Int? {
        let trimmed = WebText.clean(text)
        guard !trimmed.isEmpty, trimmed.count <= 100 else { return nil }
        let minutes = iso(trimmed) ?? words(trimmed)
        guard let minutes, minutes >= 0, minutes <= Double(maxMinutes) else { return nil }
        return Int(minutes.rounded())
    }

    /// An ISO 8601 duration; `M` before any `T` means minutes when the value has no `T` at all.
    static func iso(_ text: String) -> Double? {
        let upper = Array(text.uppercased().filter { $0 != " " })
        guard upper.first == "P", upper.count > 1 else { return nil }
        let hasTime = upper.contains("T")
        var inTime = false
        var total = 0.0
        var number = ""
        var sawComponent = false
        for char in upper.dropFirst() {
            if char.isNumber || char == "." || char == "," {
                number.append(char == "," ? "." : char)
                continue
            }
            if char == "T" {
                guard number.isEmpty else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            switch char {
            case "W": total += value * 7 * 24 * 60
            case "D": total += value * 24 * 60
            case "H": total += value * 60
            case "M" where inTime || !hasTime: total += value
            case "M", "Y": return nil
            case "S": total += value / 60
            default: return nil
            }
            sawComponent = true
        }
        if !number.isEmpty, let value = Double(number), !hasTime || inTime { return total + value }
        return sawComponent ? total : nil
    }

    /// "30 mins", "1 hour 20 minutes", "1½ hours", or a bare number of minutes.
    static func words(_ text: String) -> Double? {
        if let bare = Double(text) { return bare }
        guard let range = DurationFinder.primaryDuration(in: text) else { return nil }
        return Double(range.low) / 60
    }
}
