import Foundation
import SousCore
import SousTestSupport

/// Scores `IngredientLineParser` on labelled ingredient lines nobody here wrote: the BBC,
/// Cookstr and Taste Cooking sets of strangetom/ingredient-parser (`outside/ingredient-parser`).
///
/// A labelled line has a name, its quantities and units in the order written ("10g/½oz" is
/// quantities "10 ½", units "g oz"; "1 (14 oz) can" is "1 14", "ounce can"). Sous keeps one
/// amount and one unit and puts the others in notes, so a reading is right when:
/// - quantity: ours equals one of the labelled quantities (a range both ends), or both have none;
/// - unit: ours is one of the labelled units, spelled any way ("c", "cups", "Tb" are one unit),
///   after size words ("large handful", "heaped tbsp") are dropped; or both have none; or we
///   have none and every labelled unit is in our notes ("4 fillets (about 6 ounces each)");
/// - name: the labelled name's words appear, in order, in our name (our name may keep
///   preparation words the labels drop, "freshly ground black pepper" for "black pepper");
///   words the line has only in brackets are not required, since Sous keeps bracketed asides
///   as notes ("sake (or dry sherry)" is named "sake"); "leaves" and "leaf" are one word.
/// Every fifth labelled line (index % 5 == 0) is a held-out part that is never tuned on.
public struct IngredientCorpusScore {
    public struct Line {
        public var input: String
        public var name: String
        public var quantities: [String]
        public var units: [String]
    }

    public struct Tally {
        public var lines = 0
        public var quantity = 0
        public var unit = 0
        public var name = 0
        public var all = 0

        public func percent(_ n: Int) -> String { String(format: "%.1f%%", 100 * Double(n) / Double(max(1, lines))) }
        public var summary: String {
            "\(lines) lines: quantity \(percent(quantity)), unit \(percent(unit)), name \(percent(name)), all three \(percent(all))"
        }
    }

    public static let corpora = [
        ("bbc", "bbc-ingredients-snapshot-2017.csv"),
        ("cookstr", "cookstr-ingredients-snapshot-2017.csv"),
        ("tastecooking", "tastecooking-ingredients-snapshot-2024.csv"),
    ]

    public var tune = Tally()
    public var holdout = Tally()
    /// Lines of the tuning part that are wrong, with what was wrong.
    public var misses: [(line: Line, what: String, ours: String)] = []

    public static var folder: URL { OutsideCorpora.root.appendingPathComponent("outside/ingredient-parser") }

    /// The labelled lines of one corpus (lines with an empty name are unlabelled and skipped).
    public static func lines(_ file: String) throws -> [Line] {
        let url = folder.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else { throw TestData.MissingTestData(path: url.path) }
        let rows = CSV.rows(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        guard let header = rows.first else { return [] }
        func column(_ name: String) -> Int { header.firstIndex(of: name) ?? 0 }
        let (input, name, quantity, unit) = (column("input"), column("name"), column("quantity"), column("unit"))
        return rows.dropFirst().compactMap { row in
            guard row.count == header.count, !row[name].isEmpty else { return nil }
            return Line(input: row[input], name: row[name],
                        quantities: row[quantity].split(separator: " ").map(String.init),
                        units: row[unit].split(separator: " ").map(String.init))
        }
    }

    public init(lines: [Line], keepMisses: Bool = false) {
        for (index, line) in lines.enumerated() {
            let verdict = Self.judge(line)
            let isHoldout = index % 5 == 0
            var tally = isHoldout ? holdout : tune
            tally.lines += 1
            if verdict.quantity { tally.quantity += 1 }
            if verdict.unit { tally.unit += 1 }
            if verdict.name { tally.name += 1 }
            if verdict.quantity && verdict.unit && verdict.name { tally.all += 1 }
            if isHoldout { holdout = tally } else { tune = tally }
            if keepMisses, !isHoldout, !(verdict.quantity && verdict.unit && verdict.name) {
                let what = [verdict.quantity ? nil : "quantity", verdict.unit ? nil : "unit", verdict.name ? nil : "name"].compactMap { $0 }
                misses.append((line, what.joined(separator: "+"), verdict.ours))
            }
        }
    }

    static func judge(_ line: Line) -> (quantity: Bool, unit: Bool, name: Bool, ours: String) {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(line.input) else {
            return (line.quantities.isEmpty, line.units.isEmpty, false, "(not an ingredient)")
        }
        let labelled = line.quantities.compactMap(labelQuantity)
        let quantityRight: Bool
        if let ours = ingredient.quantity {
            quantityRight = labelled.contains { $0.low == ours.low.doubleValue && $0.high == ours.high.doubleValue }
        } else {
            quantityRight = labelled.isEmpty
        }
        let units = labelUnits(line.units)
        let unitRight: Bool
        if let ours = ingredient.unit {
            unitRight = units.contains(canonicalUnit(ours))
        } else {
            // "4 fillets (about 6 ounces each)": the label's units belong to the amount Sous keeps as a note.
            let noted = Set((ingredient.notes ?? "").lowercased().split { !$0.isLetter }.map { canonicalUnit(String($0)) })
            unitRight = units.isEmpty || units.isSubset(of: noted)
        }
        let aside = Set(words(bracketed(line.input)))
        let outside = words(line.name).filter { !aside.contains($0) }
        let nameRight = isSubsequence(outside.isEmpty ? words(line.name) : outside, of: words(ingredient.name))
        let q = ingredient.quantity.map { "\($0.low.doubleValue)" + ($0.low == $0.high ? "" : "-\($0.high.doubleValue)") } ?? "-"
        return (quantityRight, unitRight, nameRight, "\(q) | \(ingredient.unit ?? "-") | \(ingredient.name) | \(ingredient.notes ?? "")")
    }

    /// "1#1$2" is 1½, "#3$4" ¾, "2-3" a range, "8x" 8; number words as written; "few" is no amount.
    static func labelQuantity(_ text: String) -> (low: Double, high: Double)? {
        var t = text.lowercased()
        if t.hasSuffix("x") { t.removeLast() }
        let parts = t.split(separator: "-", omittingEmptySubsequences: false)
        let values = parts.map { value(String($0)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
        return (values.first!!, values.last!!)
    }

    static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "twelve": 12, "half": 0.5, "a": 1, "an": 1, "dozen": 12,
    ]

    static func value(_ text: String) -> Double? {
        if let word = numberWords[text] { return word }
        var whole = 0.0
        var fraction = 0.0
        let pieces = text.split(separator: "#", omittingEmptySubsequences: false)
        if let first = pieces.first, !first.isEmpty {
            guard let w = Double(first) else { return nil }
            whole = w
        }
        if pieces.count == 2 {
            let nd = pieces[1].split(separator: "$")
            guard nd.count == 2, let n = Double(nd[0]), let d = Double(nd[1]), d != 0 else { return nil }
            fraction = n / d
        }
        return whole + fraction
    }

    /// Words that size or qualify a unit in the labels ("small handful", "heaped tbsp").
    static let sizeWords: Set<String> = [
        "small", "large", "medium", "lg", "sm", "md", "big", "heaped", "heaping", "level", "good", "generous",
        "scant", "rounded", "thick", "thin", "fat", "plump", "whole", "hefty", "tiny", "long", "fine", "generous",
        "miniature", "medium-size", "medium-sized", "thumb-sized", "thumb-size", "inch-thick", "inch-long",
        "thick-cut", "paper-thin", "unpeeled", "couple",
    ]

    static func labelUnits(_ tokens: [String]) -> Set<String> {
        var units: Set<String> = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i].lowercased()
            if token == "fl" || token == "fluid", i + 1 < tokens.count {
                units.insert("fl oz")
                i += 2
                continue
            }
            if !sizeWords.contains(token) { units.insert(canonicalUnit(token)) }
            i += 1
        }
        return units
    }

    /// One spelling per unit, independent of Sous's own unit table.
    static let synonyms: [String: String] = [
        "c": "cup", "cups": "cup", "t": "tsp", "teaspoon": "tsp", "teaspoons": "tsp", "tsps": "tsp",
        "tb": "tbsp", "tbs": "tbsp", "tbl": "tbsp", "tablespoon": "tbsp", "tablespoons": "tbsp", "tbsps": "tbsp",
        "oz": "oz", "ounce": "oz", "ounces": "oz", "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb",
        "g": "g", "gram": "g", "grams": "g", "gr": "g", "kg": "kg", "kilogram": "kg", "ml": "ml", "millilitre": "ml",
        "milliliter": "ml", "l": "l", "litre": "l", "liter": "l", "litres": "l", "liters": "l", "cm": "cm", "mm": "mm",
        "in": "in", "inch": "in", "inches": "in", "pt": "pint", "pint": "pint", "pints": "pint", "imp pint": "pint",
        "qt": "quart", "quart": "quart", "quarts": "quart", "gal": "gallon", "gallon": "gallon", "floz": "fl oz",
        "fl oz": "fl oz", "imp fl oz": "fl oz", "leaves": "leaf", "loaves": "loaf", "pinches": "pinch",
        "dashes": "dash", "bunches": "bunch", "pkg": "package", "packet": "package", "pack": "package",
        "packets": "package", "packs": "package", "boxes": "box", "knobs": "knob",
    ]

    static func canonicalUnit(_ text: String) -> String {
        let t = text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        if let s = synonyms[t] { return s }
        if t.count > 3, t.hasSuffix("s"), !t.hasSuffix("ss") { return synonyms[String(t.dropLast())] ?? String(t.dropLast()) }
        return t
    }

    static func words(_ text: String) -> [String] {
        text.precomposedStringWithCompatibilityMapping.lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0 == "leaves" ? "leaf" : $0.count > 3 && $0.hasSuffix("s") ? String($0.dropLast()) : String($0) }
    }

    /// The text inside brackets, all pairs joined.
    static func bracketed(_ text: String) -> String {
        var depth = 0
        var inside = ""
        for c in text {
            if c == "(" { depth += 1; inside.append(" ") } else if c == ")" { depth = max(0, depth - 1) } else if depth > 0 { inside.append(c) }
        }
        return inside
    }

    static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        guard !needle.isEmpty else { return haystack.isEmpty }
        var i = 0
        for word in haystack where i < needle.count && word == needle[i] { i += 1 }
        return i == needle.count
    }
}

/// A small RFC 4180 reader: quoted fields, doubled quotes, newlines inside quotes.
enum CSV {
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.makeIterator()
        var pending: Character?
        while let c = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    let next = iterator.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                row.append(field)
                field = ""
            } else if c == "\n" || c == "\r\n" {
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            } else if c != "\r" {
                field.append(c)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
