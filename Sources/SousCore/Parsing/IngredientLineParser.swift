/// Turns one written ingredient line into an `Ingredient` or a section heading.
///
/// Leading amounts win ("2 cups flour"); failing that a trailing amount ("flour 200g"), then one
/// after "of"/"from" ("juice of 1 lemon"). Anything it cannot read stays in the name, so no
/// text is ever lost, and `Ingredient.text` always keeps the line as written.
public enum IngredientLineParser {
    /// Lines longer than this are kept as text but only their start is analysed, to bound the work.
    static let maxAnalysedLength = 1000

    /// Parses `line`; `section` is the heading the line sits under, copied into the ingredient.
    public static func parse(_ line: String, section: String? = nil) -> ParsedIngredientLine {
        var cleaned = CharacterClass.normalized(line)
        if cleaned.count > maxAnalysedLength { cleaned = String(cleaned.prefix(maxAnalysedLength)) }
        cleaned = removingBullet(cleaned)
        guard !cleaned.isEmpty else { return .blank }
        if let title = sectionTitle(cleaned) { return .section(title: title) }
        let (body, optional) = removingOptionalMarker(cleaned)
        var reading = read(body)
        var (name, notes) = splitNotes(reading.name)
        reading.notes.append(contentsOf: notes)
        if reading.unit == nil, reading.quantity != nil, let (before, unit) = unitAfterName(name) {
            name = before
            reading.unit = unit
        }
        let ingredient = Ingredient(
            quantity: reading.quantity,
            unit: reading.unit?.symbol,
            name: name,
            notes: reading.notes.isEmpty ? nil : reading.notes.joined(separator: ", "),
            section: section,
            optional: optional,
            text: line
        )
        return .ingredient(ingredient)
    }

    /// Parses every line of a block, carrying each heading into the ingredients below it.
    public static func parse(lines: [String]) -> [ParsedIngredientLine] {
        var section: String?
        return lines.map { line in
            let result = parse(line, section: section)
            if case .section(let title) = result { section = title }
            return result
        }
    }

    /// Units often written after the name they count ("3 garlic cloves", "2 thyme sprigs").
    static let unitsAfterName: Set<String> = ["clove", "sprig", "stalk", "rib", "bulb", "slice", "head"]

    /// "garlic cloves" -> ("garlic", clove): a short name ending in such a unit.
    static func unitAfterName(_ name: String) -> (String, KitchenUnit)? {
        let words = name.split(separator: " ")
        guard words.count == 2 || words.count == 3, let last = words.last,
              let unit = Units.unit(named: String(last)), unitsAfterName.contains(unit.symbol) else { return nil }
        return (words.dropLast().joined(separator: " "), unit)
    }

    /// The amount, unit and remaining words of a line, before notes are split off.
    struct Reading {
        var quantity: Quantity?
        var unit: KitchenUnit?
        var name: String
        var notes: [String] = []
    }

    /// Reads the amount wherever it is: at the start, at the end, or after "of"/"from".
    static func read(_ body: String) -> Reading {
        let chars = Array(body)
        let scanner = QuantityScanner(chars)
        if let reading = leading(chars, scanner) { return reading }
        if let reading = trailing(chars, scanner) { return reading }
        if let reading = embedded(chars, scanner) { return reading }
        return Reading(name: body)
    }

    /// "2 1/2 cups flour", "1 (14 oz) can tomatoes", "a pinch of salt", "200g flour".
    static func leading(_ chars: [Character], _ scanner: QuantityScanner) -> Reading? {
        guard let match = scanner.quantity(at: 0) else { return unitFirst(chars, scanner) }
        var notes: [String] = []
        var i = skipSpaces(chars, from: match.end)
        if i < chars.count, chars[i] == "(", let close = chars[i...].firstIndex(of: ")") {
            let inside = String(chars[(i + 1)..<close]).trimmingSpaces
            if !inside.isEmpty { notes.append(inside) }
            i = skipSpaces(chars, from: close + 1)
        }
        if notes.isEmpty, let (size, end) = packSize(chars, scanner, at: i) {
            notes.append(size)
            i = end
        }
        var unit: KitchenUnit?
        var quantity = match.quantity
        if let found = sizedUnit(chars, scanner, at: i) {
            unit = found.unit
            i = found.end
            if let size = found.size { notes.insert(size, at: 0) }
            if found.size == nil, case .exact(let low) = quantity, let (high, end) = unitRangeEnd(chars, scanner, unit: found.unit, at: i) {
                quantity = .range(low, high)
                i = end
            }
            if let (other, end) = alternativeAmount(chars, scanner, at: i) {
                notes.insert(other, at: found.size == nil ? 0 : 1)
                i = end
            }
        }
        if match.isArticle, unit?.articleMeansOne != true {
            // "a bunch of parsley" says "some": kept whole, as the parse-ingredient table expects.
            return unit == nil ? unitFirst(chars, scanner) : nil
        }
        if unit != nil || scanner.matchWord("of", at: i) != nil { i = skipLeadingOf(chars, scanner, from: i) }
        return Reading(quantity: quantity, unit: unit, name: String(chars[i...]).trimmingSpaces, notes: notes)
    }

    /// "-150ml" after "110ml", "-½pint" after "¼pint": the upper end of a range written with
    /// its unit on both ends; returns it and where the text after it starts.
    static func unitRangeEnd(_ chars: [Character], _ scanner: QuantityScanner, unit: KitchenUnit, at i: Int) -> (Rational, Int)? {
        var j = i
        while j > 0, chars[j - 1] == " " { j -= 1 }
        guard j < chars.count, CharacterClass.dashes.contains(chars[j]) || scanner.matchWord("to", at: j) != nil else { return nil }
        let start = skipSpaces(chars, from: chars[j] == "t" ? j + 2 : j + 1)
        guard let high = scanner.quantity(at: start, allowWords: false, allowPrefixes: false), case .exact(let value) = high.quantity,
              let again = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: skipSpaces(chars, from: high.end)),
              again.unit == unit else { return nil }
        let rest = skipSpaces(chars, from: again.end)
        return rest < chars.count ? (value, rest) : nil
    }

    /// Words that size a unit ("1 small bunch", "2 heaped tbsp"); kept as a note.
    static let unitSizes = [
        "extra-large", "extra large", "small", "large", "medium", "lg", "sm", "md", "med", "big", "heaped", "heaping",
        "level", "rounded", "scant", "generous", "good", "thick", "thin", "firmly packed", "lightly packed", "packed",
    ]

    /// The unit at `i`, or a size word and the unit after it, when some name follows.
    static func sizedUnit(_ chars: [Character], _ scanner: QuantityScanner, at i: Int) -> (unit: KitchenUnit, end: Int, size: String?)? {
        if let found = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: i) {
            let rest = skipSpaces(chars, from: found.end)
            return rest < chars.count ? (found.unit, rest, nil) : nil
        }
        for size in unitSizes {
            guard let end = scanner.matchWord(size, at: i), end < chars.count, chars[end] == " ",
                  let found = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: end + 1) else { continue }
            let rest = skipSpaces(chars, from: found.end)
            return rest < chars.count ? (found.unit, rest, String(chars[i..<end])) : nil
        }
        return nil
    }

    /// The same amount in other units right after the first: "/9oz" in "250g/9oz flour",
    /// "/1lb 5oz", "/10fl oz"; returns the text without the slash and where the name starts.
    static func alternativeAmount(_ chars: [Character], _ scanner: QuantityScanner, at i: Int) -> (String, Int)? {
        var j = i
        while j > 0, chars[j - 1] == " " { j -= 1 }
        guard j < chars.count, chars[j] == "/" else { return nil }
        let start = skipSpaces(chars, from: j + 1)
        var end = start
        var k = start
        while let amount = scanner.quantity(at: k, allowWords: false, allowPrefixes: false) {
            let unitStart = skipSpaces(chars, from: amount.end)
            guard let unit = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: unitStart), unit.unit.isConvertible else { break }
            end = unit.end
            k = skipSpaces(chars, from: end)
        }
        let rest = skipSpaces(chars, from: end)
        guard end > start, rest < chars.count else { return nil }
        return (String(chars[start..<end]), rest)
    }

    /// Words that may come before a unit that has no amount ("a few drops", "several sprigs").
    static let vagueAmounts = ["a few", "few", "several", "a couple of", "a couple", "some"]

    /// "Pinch of nutmeg", "splash milk", "small handful mint", "a few drops vanilla": a counted
    /// unit opening the line with no amount; the amount stays unknown rather than guessed.
    static func unitFirst(_ chars: [Character], _ scanner: QuantityScanner) -> Reading? {
        var i = 0
        for word in vagueAmounts {
            if let end = scanner.matchWord(word, at: 0), end < chars.count, chars[end] == " " {
                i = end + 1
                break
            }
        }
        guard let found = sizedUnit(chars, scanner, at: i), found.unit.kind == .count else { return nil }
        let nameStart = skipLeadingOf(chars, scanner, from: found.end)
        return Reading(quantity: nil, unit: found.unit, name: String(chars[nameStart...]).trimmingSpaces, notes: found.size.map { [$0] } ?? [])
    }

    /// The size of each pack after a count, kept as a note: "x 400g" in "2 x 400g tins",
    /// "14½-ounce" in "1 14½-ounce can", "15 oz." in "1 15 oz. can".
    static func packSize(_ chars: [Character], _ scanner: QuantityScanner, at i: Int) -> (String, Int)? {
        var start = i
        if i + 1 < chars.count, chars[i] == "x" || chars[i] == "×", chars[i + 1] == " " { start = i + 2 }
        guard let size = scanner.quantity(at: start, allowWords: false, allowPrefixes: false) else { return nil }
        var unitStart = skipSpaces(chars, from: size.end)
        if unitStart == size.end, unitStart < chars.count, chars[unitStart] == "-" { unitStart += 1 }
        guard let unit = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: unitStart),
              unit.unit.isConvertible else { return nil }
        var sizeEnd = unit.end
        if let (_, afterOther) = alternativeAmount(chars, scanner, at: unit.end) {
            sizeEnd = afterOther
            while sizeEnd > unit.end, chars[sizeEnd - 1] == " " { sizeEnd -= 1 }
        }
        let end = skipSpaces(chars, from: sizeEnd)
        guard end > sizeEnd, end < chars.count else { return nil }
        return (String(chars[start..<sizeEnd]), end)
    }

    /// List markers that web pages and notes put before a line ("▢ 1 cup water", "- 2 eggs").
    static let bullets: Set<Character> = ["▢", "☐", "□", "•", "·", "◦", "▪", "-", "*", "–", "—"]

    /// The line without a leading list marker.
    static func removingBullet(_ line: String) -> String {
        guard let first = line.first, bullets.contains(first) else { return line }
        let rest = line.dropFirst()
        guard rest.first == " " || (first != "-" && first != "–" && first != "—" && first != "*") else { return line }
        return String(rest).trimmingSpaces
    }

    /// The index of the first non-space character at or after `i`.
    static func skipSpaces(_ chars: [Character], from i: Int) -> Int {
        var j = i
        while j < chars.count, chars[j] == " " { j += 1 }
        return j
    }

    /// Skips "of" (and the French and Spanish "de", "de la", "d'") between a unit and the name.
    static func skipLeadingOf(_ chars: [Character], _ scanner: QuantityScanner, from i: Int) -> Int {
        for word in ["of", "de la", "de l'", "de", "d'"] {
            guard let end = scanner.matchWord(word, at: i) else { continue }
            if word.hasSuffix("'") {
                if end < chars.count, chars[end].isLetter { return end }
                continue
            }
            let next = skipSpaces(chars, from: end)
            if next > end, next < chars.count { return next }
        }
        return i
    }
}
