import Foundation
import SousCore

/// How an extracted recipe is compared with a recipe-scrapers expected file.
///
/// - Title: equal after whitespace is collapsed.
/// - Ingredients: the same lines in the same order (group headings may be lines of their own,
///   see `withSectionHeadings`), each line compared as its sequence of
///   words (letters and digits, lowercased, compatibility-folded so "¼" equals "1/4");
///   punctuation, spacing and decoration such as "▢" do not count, wording does. Spacing
///   counts nowhere ("1Zwiebel", "水 適量" are "1 Zwiebel", "水適量"), and a number is its
///   value however written ("½", "1/2" and "0.5"; "⅓" and "0.333" to two decimals).
/// - Steps: the same list compared the same way, except that a heading recipe-scrapers lists
///   as its own item (a HowToSection or step name) may appear in Sous as the prefix
///   "Heading: " of the step that follows it, which is how the extractor represents headings.
/// - Yields: servings equal the first number of the expected yield.
/// - Times: minutes equal (total is prep plus cook in Sous).
public enum RecipePageComparison {
    public static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    public static func words(_ text: String) -> [String] {
        text.precomposedStringWithCompatibilityMapping.lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
    }

    /// A line reduced to what the comparison counts: numbers by value, letters and digits
    /// lowercased, no spacing or punctuation.
    public static func key(_ text: String) -> String {
        // "1½" is one and a half, not "11/2": a vulgar fraction is spaced from the digits before it.
        var spaced = ""
        for c in text {
            if c.unicodeScalars.count == 1, let v = c.unicodeScalars.first, v.properties.numericType == .numeric, !c.isASCII,
               v.properties.numericValue.map({ $0 < 1 }) == true { spaced += " " }
            spaced.append(c)
        }
        var folded = spaced.precomposedStringWithCompatibilityMapping.lowercased()
        folded = folded.replacingOccurrences(of: "\u{2044}", with: "/")
        // "1 1/2", "1/2", "0,5", "0.333": each number becomes its value to two decimals.
        let pattern = try! NSRegularExpression(pattern: "(\\d+)\\s+(\\d+)\\s*/\\s*(\\d+)|(\\d+)\\s*/\\s*(\\d+)|(\\d*[.,]\\d+)")
        let ns = folded as NSString
        var result = ""
        var last = 0
        for match in pattern.matches(in: folded, range: NSRange(location: 0, length: ns.length)) {
            func group(_ i: Int) -> Double? {
                let r = match.range(at: i)
                return r.location == NSNotFound ? nil : Double(ns.substring(with: r).replacingOccurrences(of: ",", with: "."))
            }
            var value: Double?
            if let w = group(1), let n = group(2), let d = group(3), d != 0 { value = w + n / d }
            else if let n = group(4), let d = group(5), d != 0 { value = n / d }
            else if let v = group(6) { value = v }
            guard let value else { continue }
            result += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            result += " " + String(format: "%g", (value * 100).rounded() / 100).replacingOccurrences(of: ".", with: "p") + " "
            last = match.range.location + match.range.length
        }
        result += ns.substring(from: last)
        return result.filter { $0.isLetter || $0.isNumber }
    }

    /// The ingredient lines with each group heading ("For the sauce") as a line of its own
    /// before its first ingredient, as some expected answers list them; Sous keeps a heading
    /// as the section of the ingredients under it, the same information.
    public static func withSectionHeadings(_ ingredients: [Ingredient]) -> [String] {
        var lines: [String] = []
        var current: String?
        for ingredient in ingredients {
            if let section = ingredient.section, section != current { lines.append(section) }
            current = ingredient.section
            lines.append(ingredient.text)
        }
        return lines
    }

    public static func sameLines(_ ours: [String], _ expected: [String]) -> Bool {
        ours.map(key) == expected.map(key)
    }

    /// Lines of `expected` that `ours` has at the same position, for the line-level rate.
    public static func matchingLines(_ ours: [String], _ expected: [String]) -> Int {
        let theirs = Set(ours.map(key))
        return expected.filter { theirs.contains(key($0)) }.count
    }

    public static func sameSteps(_ ours: [String], _ expected: [String]) -> Bool {
        var j = 0
        for step in ours {
            let target = key(step)
            var matched = false
            for headings in 0...2 where j + headings < expected.count {
                let joined = expected[j..<(j + headings)].map { $0 + ": " }.joined() + expected[j + headings]
                if key(joined) == target {
                    j += headings + 1
                    matched = true
                    break
                }
            }
            if !matched { return false }
        }
        return j == expected.count
    }

    public static func firstNumber(_ text: String) -> Int? {
        let digits = text.drop(while: { !$0.isNumber }).prefix(while: \.isNumber)
        return Int(digits)
    }
}
