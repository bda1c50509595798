/// Finds the longest unit spelling at a position in a line, respecting case where it matters.
struct UnitMatcher: Sendable {
    struct Match {
        var unit: KitchenUnit
        var end: Int
    }

    private struct Spelling {
        var chars: [Character]
        var caseSensitive: Bool
        var unit: KitchenUnit
    }

    static let shared = UnitMatcher(units: Units.all)

    /// Spellings, longest first, so that "fl oz" wins over "fl" and "tbsp" over "t".
    private let spellings: [Spelling]

    init(units: [KitchenUnit]) {
        var list: [Spelling] = []
        for unit in units {
            for alias in Set(unit.aliases.map { $0.lowercased() } + [unit.name.lowercased()]) {
                list.append(Spelling(chars: Array(alias), caseSensitive: false, unit: unit))
            }
            for alias in unit.caseSensitiveAliases {
                list.append(Spelling(chars: Array(alias), caseSensitive: true, unit: unit))
            }
        }
        spellings = list
            .filter { !($0.chars.count == 1 && !$0.caseSensitive && $0.chars[0].isLetter) }
            .sorted { $0.chars.count > $1.chars.count }
    }

    /// The unit written at `i`, ending at a word boundary; a full stop right after it is taken too ("Tbsp.").
    func match(in chars: [Character], lowered: [Character], at i: Int) -> Match? {
        guard i < chars.count else { return nil }
        for spelling in spellings {
            let n = spelling.chars.count
            guard i + n <= chars.count else { continue }
            let source = spelling.caseSensitive ? chars : lowered
            var same = true
            for k in 0..<n where source[i + k] != spelling.chars[k] {
                same = false
                break
            }
            guard same else { continue }
            var end = i + n
            end = skipPluralMarker(in: lowered, at: end)
            if end < chars.count, chars[end].isLetter || chars[end].isNumber { continue }
            if end < chars.count, chars[end] == ".", spelling.chars.last != "." {
                let next = end + 1
                if next == chars.count || !(chars[next].isLetter || chars[next].isNumber) { end = next }
            }
            return Match(unit: spelling.unit, end: end)
        }
        return nil
    }

    /// Plural markers written after a unit: "cup(s)", "Scheibe(n)", "Scheibe/n".
    static let pluralMarkers: [[Character]] = ["(s)", "(es)", "(n)", "(en)", "/n", "/s", "/en"].map { Array($0) }

    /// The index after a plural marker at `i`, or `i` when there is none.
    private func skipPluralMarker(in lowered: [Character], at i: Int) -> Int {
        for marker in Self.pluralMarkers where i + marker.count <= lowered.count {
            if Array(lowered[i..<(i + marker.count)]) == marker {
                let end = i + marker.count
                if end == lowered.count || !(lowered[end].isLetter || lowered[end].isNumber) { return end }
            }
        }
        return i
    }
}
