/// Reads `recipeYield` into a number of servings.
///
/// Yields come as a number, a string ("4 servings", "Serves 4-6", "Makes 24 cookies") or an
/// array of both. Sous keeps servings as a whole number, so the first number wins and anything
/// that is not plainly servings is reported, so the cook can check it.
enum SchemaYield {
    static let maxServings = 1000

    struct Reading: Hashable {
        var servings: Int
        /// Set when the yield was not plainly a number of servings.
        var note: String?
    }

    static func read(_ value: JSONValue) -> Reading? {
        let texts = value.texts.map(WebText.clean).filter { !$0.isEmpty }
        guard let text = texts.first(where: { firstNumber(in: $0) != nil }) ?? texts.first,
              let number = firstNumber(in: text) else { return nil }
        var servings = Int(number.rounded(.up))
        var note: String?
        if servings < 1 || servings > maxServings {
            servings = min(max(servings, 1), maxServings)
            note = "yield '\(text)' is out of range; using \(servings) servings"
        } else if !isPlainServings(text) {
            note = "yield '\(text)' read as \(servings) servings"
        }
        let others = texts.filter { other in firstNumber(in: other).map { Int($0.rounded(.up)) } != servings }
        if note == nil, !others.isEmpty {
            note = "yield '\(text)' read as \(servings) servings; the page also says '\(others.joined(separator: "', '"))'"
        }
        return Reading(servings: servings, note: note)
    }

    /// "4", "4 servings", "Serves 4", "4 people", "4 portions".
    static func isPlainServings(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let plain: Set<Substring> = ["serves", "serving", "servings", "people", "persons", "portions", "portion", "person"]
        return words.count == 1 || (words.count == 2 && words.contains(where: plain.contains))
    }

    /// The first number: digits ("4", "1.5", "1/2"), a vulgar fraction, or a number word ("four").
    static func firstNumber(in text: String) -> Double? {
        let chars = Array(text.prefix(200))
        var i = 0
        while i < chars.count {
            if chars[i].isASCII, chars[i].isWholeNumber {
                var j = i
                while j < chars.count, chars[j].isASCII, chars[j].isWholeNumber { j += 1 }
                let whole = Double(String(chars[i..<j])) ?? 0
                if j + 1 < chars.count, chars[j] == "/" || chars[j] == ".", chars[j + 1].isASCII, chars[j + 1].isWholeNumber {
                    var k = j + 1
                    while k < chars.count, chars[k].isASCII, chars[k].isWholeNumber { k += 1 }
                    let other = Double(String(chars[(j + 1)..<k])) ?? 0
                    if chars[j] == "/" { return other > 0 ? whole / other : whole }
                    return Double(String(chars[i..<k])) ?? whole
                }
                return whole
            }
            if let fraction = VulgarFraction.value(of: chars[i]) { return fraction.doubleValue }
            i += 1
        }
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter }).prefix(20) {
            if let value = NumberWords.value(of: word), value > 0 { return Double(value) }
        }
        return nil
    }
}
