/// Reading temperatures: "350°F", "350 °F", "350F", "350 degrees F", "180°C", "180 C", "350-375°F".
extension TemperatureConverter {
    /// Every temperature in `text`, in reading order.
    public static func find(in text: String) -> [TemperatureMatch] {
        let chars = Array(text)
        let indices = Array(text.indices) + [text.endIndex]
        let scanner = QuantityScanner(chars)
        var matches: [TemperatureMatch] = []
        var i = 0
        while i < chars.count {
            if CharacterClass.isDigit(chars[i]), i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber),
               let (low, high, scale, end) = temperature(at: i, scanner) {
                matches.append(TemperatureMatch(range: indices[i]..<indices[end], low: low, high: high, scale: scale))
                i = end
            } else {
                i += 1
            }
        }
        return matches
    }

    /// A number or range at `i` followed by a scale marker.
    private static func temperature(at i: Int, _ scanner: QuantityScanner) -> (Double, Double?, TemperatureMatch.Scale, Int)? {
        guard let (low, lowEnd) = scanner.number(at: i) else { return nil }
        var high: Rational?
        var j = lowEnd
        if j < scanner.chars.count, CharacterClass.dashes.contains(scanner.chars[j]) || scanner.chars[j] == "/",
           let (value, end) = scanner.number(at: j + 1), low.doubleValue < value.doubleValue {
            high = value
            j = end
        } else if let toEnd = scanner.matchWord(" to ", at: j), let (value, end) = scanner.number(at: toEnd), low.doubleValue < value.doubleValue {
            high = value
            j = end
        }
        guard let (scale, end) = scaleMarker(at: j, value: (high ?? low).doubleValue, scanner) else { return nil }
        return (low.doubleValue, high?.doubleValue, scale, end)
    }

    /// "°F", " °C", "F", " degrees Fahrenheit", "ºC": the scale and where the marker ends.
    private static func scaleMarker(at i: Int, value: Double, _ scanner: QuantityScanner) -> (TemperatureMatch.Scale, Int)? {
        let chars = scanner.chars
        var j = IngredientLineParser.skipSpaces(chars, from: i)
        var sawDegree = false
        if j < chars.count, ["°", "º", "˚"].contains(chars[j]) {
            sawDegree = true
            j = IngredientLineParser.skipSpaces(chars, from: j + 1)
        } else {
            for word in ["degrees", "degree", "deg.", "deg"] {
                guard let end = scanner.matchWord(word, at: j) else { continue }
                sawDegree = true
                j = IngredientLineParser.skipSpaces(chars, from: end)
                break
            }
        }
        for (word, scale) in [("fahrenheit", TemperatureMatch.Scale.fahrenheit), ("celsius", .celsius), ("centigrade", .celsius)] {
            if let end = scanner.matchWord(word, at: j) { return (scale, end) }
        }
        guard j < chars.count else { return nil }
        let letter = chars[j]
        let end = j + 1
        guard end == chars.count || !(chars[end].isLetter || chars[end].isNumber) else { return nil }
        switch letter {
        case "F": return (.fahrenheit, end)
        case "f": return sawDegree ? (.fahrenheit, end) : nil
        case "C": return sawDegree || value >= bareCelsiusMinimum ? (.celsius, end) : nil
        case "c": return sawDegree ? (.celsius, end) : nil
        default: return nil
        }
    }
}
