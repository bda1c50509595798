/// Amounts written after the name: "flour 200g", "bananas 1 or 2", "Juice of 1 lemon".
extension IngredientLineParser {
    /// Marks people put between a name and a trailing amount ("Stuff - 300mg", "Stuff x 2").
    static let trailingSeparators: Set<Character> = [",", ":", "-", "–", "—", "⨯", "×"]

    /// "flour 200g": an amount and optional unit that run to the very end of the line.
    static func trailing(_ chars: [Character], _ scanner: QuantityScanner) -> Reading? {
        var p = 1
        while p < chars.count {
            defer { p += 1 }
            guard chars[p - 1] == " " || CharacterClass.isUnspacedScript(chars[p - 1]),
                  CharacterClass.startsNumber(chars, at: p),
                  let match = scanner.quantity(at: p, allowWords: false, allowPrefixes: false) else { continue }
            var i = skipSpaces(chars, from: match.end)
            var unit: KitchenUnit?
            if let found = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: i) {
                unit = found.unit
                i = skipSpaces(chars, from: found.end)
            }
            guard i == chars.count else { continue }
            let name = trimmingTrailingSeparators(String(chars[..<p]))
            guard !name.isEmpty else { continue }
            return Reading(quantity: match.quantity, unit: unit, name: name)
        }
        return nil
    }

    /// The name without the separator left before a trailing amount.
    static func trimmingTrailingSeparators(_ text: String) -> String {
        var s = text.trimmingSpaces
        if let last = s.last, trailingSeparators.contains(last) {
            s = String(s.dropLast()).trimmingSpaces
        } else if s.lowercased().hasSuffix(" x") {
            s = String(s.dropLast(2)).trimmingSpaces
        }
        return s
    }

    /// Words after which an amount may sit in the middle of a line ("Juice of 1 lemon", "Saft von 2").
    static let embeddingWords = ["of", "from", "von", "de"]

    /// "Juice of 1 lemon" -> 1, name "Juice of lemon"; "Peels from 40-50 bananas" -> 40-50.
    static func embedded(_ chars: [Character], _ scanner: QuantityScanner) -> Reading? {
        guard let (wordEnd, match) = embeddedAmount(chars, scanner) else { return nil }
        var i = skipSpaces(chars, from: match.end)
        var unit: KitchenUnit?
        if let found = UnitMatcher.shared.match(in: chars, lowered: scanner.lower, at: i) {
            let rest = skipSpaces(chars, from: found.end)
            if rest < chars.count {
                unit = found.unit
                i = rest
            }
        }
        guard i < chars.count else { return nil }
        let name = String(chars[..<wordEnd]) + " " + String(chars[i...])
        return Reading(quantity: match.quantity, unit: unit, name: name.trimmingSpaces)
    }

    /// Where "of"/"from" ends and the amount that follows it, when a line has one.
    static func embeddedAmount(_ chars: [Character], _ scanner: QuantityScanner) -> (Int, QuantityScanner.Match)? {
        var p = 1
        while p < chars.count {
            defer { p += 1 }
            guard chars[p - 1] == " " else { continue }
            for word in embeddingWords {
                guard let end = scanner.matchWord(word, at: p), end < chars.count, chars[end] == " ",
                      let match = scanner.quantity(at: end + 1), !match.isArticle else { continue }
                return (end, match)
            }
        }
        return nil
    }
}
