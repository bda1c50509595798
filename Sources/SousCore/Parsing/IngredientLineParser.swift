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
        let (name, notes) = splitNotes(reading.name)
        reading.notes.append(contentsOf: notes)
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
        guard let match = scanner.quantity(at: 0) else { return nil }
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
        if let found = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: i) {
            let rest = skipSpaces(chars, from: found.end)
            if rest < chars.count {
                unit = found.unit
                i = rest
            }
        }
        if match.isArticle, unit?.articleMeansOne != true { return nil }
        if unit != nil { i = skipLeadingOf(chars, scanner, from: i) }
        return Reading(quantity: match.quantity, unit: unit, name: String(chars[i...]).trimmingSpaces, notes: notes)
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
        let end = skipSpaces(chars, from: unit.end)
        guard end > unit.end, end < chars.count else { return nil }
        return (String(chars[start..<unit.end]), end)
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
