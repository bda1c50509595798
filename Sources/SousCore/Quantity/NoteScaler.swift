import Foundation

/// Scales the amounts in an ingredient's notes that belong to the line: "about 4 lemons" at
/// double servings is "about 8 lemons", "plus 6 tsp for the tops" is "plus 12 tsp".
///
/// Only an amount after "about", "around", "roughly", "approximately" or "plus" is scaled: other
/// numbers in notes are sizes that stay ("400 g" tins, "cut into 2 cm slices", "70%").
public enum NoteScaler {
    /// Words that introduce an amount of the line itself.
    static let amountWords: Set<String> = ["about", "around", "roughly", "approximately", "plus"]

    /// `notes` with those amounts times `factor`; unchanged at 1.
    public static func scaled(_ notes: String, by factor: Rational) -> String {
        guard factor != .one else { return notes }
        var words = notes.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index + 1 < words.count {
            defer { index += 1 }
            guard amountWords.contains(words[index].lowercased().trimmingCharacters(in: .punctuationCharacters)) else { continue }
            let rest = words[(index + 1)...].joined(separator: " ")
            guard let (quantity, end) = QuantityParser.parsePrefix(of: rest), case .exact(let value) = quantity else { continue }
            let amountText = String(rest[..<end]).trimmingCharacters(in: .whitespaces)
            let used = amountText.split(separator: " ").count
            let after = Array(words[(index + 1 + used)...])
            let scaled = value.multipliedSafely(by: factor)
            let (number, tail) = written(scaled, before: after)
            words.replaceSubrange((index + 1)..., with: [number] + tail)
            index += 1
        }
        return words.joined(separator: " ")
    }

    /// The scaled amount as written before `after` (a unit, or the counted thing), and `after`
    /// agreeing with it ("1 lemon", "2 lemons").
    static func written(_ value: Rational, before after: [String]) -> (String, [String]) {
        let unitWord = after.first.map { $0.trimmingCharacters(in: .punctuationCharacters) } ?? ""
        if let unit = Units.unit(symbol: unitWord) ?? Units.unit(named: unitWord), unit.kind != .count {
            if unit.system == .metric {
                return (QuantityFormatter.significant(KitchenRounding.metric(value.doubleValue).doubleValue, digits: 6), after)
            }
            return (QuantityFormatter.kitchenFraction(value), after)
        }
        let count = KitchenRounding.count(value.doubleValue)
        guard let noun = after.first else { return (QuantityFormatter.kitchenFraction(count), after) }
        let agreeing = NounNumber.agreeing(noun, plural: count.doubleValue > 1)
        return (QuantityFormatter.kitchenFraction(count), [agreeing] + after.dropFirst())
    }
}
