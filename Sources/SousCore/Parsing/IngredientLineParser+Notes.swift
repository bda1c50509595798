/// Splitting preparation notes and the "optional" marker off the name.
extension IngredientLineParser {
    /// Phrases that end a line and describe use rather than the ingredient ("salt to taste").
    static let usagePhrases = [
        "to taste", "as needed", "as required", "if needed", "for garnish", "for serving",
        "to serve", "for dusting", "for greasing", "for frying", "for dredging", "for brushing", "for drizzling",
    ]

    /// The line without "(optional)", ", optional" or a leading "optional:", and whether one was there.
    static func removingOptionalMarker(_ line: String) -> (String, Bool) {
        let chars = Array(line)
        let lower = CharacterClass.lowercased(chars)
        for marker in ["(optional)", "(opt.)", "(opt)", "[optional]"] {
            let m = Array(marker)
            guard m.count <= lower.count else { continue }
            for start in 0...(lower.count - m.count) where Array(lower[start..<(start + m.count)]) == m {
                let rest = CharacterClass.normalized(String(chars[..<start]) + " " + String(chars[(start + m.count)...]))
                return (trimmingTrailingSeparators(rest), true)
            }
        }
        let lowerText = String(lower)
        for prefix in ["optional:", "optional -", "optional –", "optional "] where lowerText.hasPrefix(prefix) {
            let rest = String(line.dropFirst(prefix.count)).trimmingSpaces
            if !rest.isEmpty { return (rest, true) }
        }
        for suffix in [", optional", " optional", ", if desired", " if desired"] where lowerText.hasSuffix(suffix) {
            let rest = trimmingTrailingSeparators(String(line.dropLast(suffix.count)))
            if !rest.isEmpty { return (rest, true) }
        }
        return (line, false)
    }

    /// The name and the notes after it: text after the first comma, bracketed asides, "to taste".
    static func splitNotes(_ text: String) -> (String, [String]) {
        var (name, afterComma) = splitAtTopLevelComma(text)
        var notes: [String] = []
        var asides: [String] = []
        (name, asides) = removingAsides(name)
        notes.append(contentsOf: asides)
        if let rest = afterComma { notes.append(unwrapped(rest)) }
        let lower = name.lowercased()
        for phrase in usagePhrases where lower.hasSuffix(" " + phrase) {
            name = String(name.dropLast(phrase.count + 1)).trimmingSpaces
            notes.append(phrase)
            break
        }
        while name.hasSuffix(",") || name.hasSuffix(";") { name = String(name.dropLast()).trimmingSpaces }
        return (name, notes)
    }

    /// The text before the first ", " outside brackets, and what follows it.
    static func splitAtTopLevelComma(_ text: String) -> (String, String?) {
        let chars = Array(text)
        var depth = 0
        for (i, c) in chars.enumerated() {
            if c == "(" { depth += 1 }
            if c == ")" { depth = max(0, depth - 1) }
            if c == ",", depth == 0, i + 1 < chars.count, chars[i + 1] == " " {
                let rest = String(chars[(i + 2)...]).trimmingSpaces
                return (String(chars[..<i]).trimmingSpaces, rest.isEmpty ? nil : rest)
            }
        }
        return (text, nil)
    }

    /// "(chopped)" -> "chopped": a note wholly inside one pair of brackets loses them.
    static func unwrapped(_ text: String) -> String {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return text }
        var depth = 0
        for (i, c) in text.enumerated() {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if depth == 0 { return i == text.count - 1 ? String(text.dropFirst().dropLast()).trimmingSpaces : text }
        }
        return text
    }

    /// The text without its bracketed asides, and the asides; an unclosed bracket stays in the text.
    static func removingAsides(_ text: String) -> (String, [String]) {
        var asides: [String] = []
        var name = ""
        var depth = 0
        var aside = ""
        for c in text {
            if c == "(" {
                if depth > 0 { aside.append(c) }
                depth += 1
            } else if c == ")", depth > 0 {
                depth -= 1
                if depth == 0 {
                    if !aside.trimmingSpaces.isEmpty { asides.append(aside.trimmingSpaces) }
                    aside = ""
                } else {
                    aside.append(c)
                }
            } else if depth > 0 {
                aside.append(c)
            } else {
                name.append(c)
            }
        }
        if depth > 0 { name += "(" + aside }
        return (CharacterClass.normalized(name), asides)
    }
}
