import Foundation
import SousCore

/// How an extracted recipe is compared with a recipe-scrapers expected file.
///
/// - Title: equal after whitespace is collapsed.
/// - Ingredients: the same lines in the same order, each line compared as its sequence of
///   words (letters and digits, lowercased, compatibility-folded so "¼" equals "1/4");
///   punctuation, spacing and decoration such as "▢" do not count, wording does.
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

    public static func sameLines(_ ours: [String], _ expected: [String]) -> Bool {
        ours.map(words) == expected.map(words)
    }

    /// Lines of `expected` that `ours` has at the same position, for the line-level rate.
    public static func matchingLines(_ ours: [String], _ expected: [String]) -> Int {
        let theirs = Set(ours.map(words))
        return expected.filter { theirs.contains(words($0)) }.count
    }

    public static func sameSteps(_ ours: [String], _ expected: [String]) -> Bool {
        var j = 0
        for step in ours {
            let target = words(step)
            var matched = false
            for headings in 0...2 where j + headings < expected.count {
                let joined = expected[j..<(j + headings)].map { $0 + ": " }.joined() + expected[j + headings]
                if words(joined) == target {
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
