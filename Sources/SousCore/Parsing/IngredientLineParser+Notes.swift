/// Splitting preparation notes and the "optional" marker off the name.
extension IngredientLineParser {
    /// Phrases that end a line and describe use rather than the ingredient ("salt to taste").
    static let usagePhrases = [
        "to taste", "as needed", "as required", "if needed", "for garnish", "for serving",
        "to serve", "for dusting", "for greasing", "for frying",
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

    /// The name and the notes after it: bracketed asides, text after the first comma, "to taste".
    static func splitNotes(_ text: String) -> (String, [String]) {
        var notes: [String] = []
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
                    if !aside.trimmingSpaces.isEmpty { notes.append(aside.trimmingSpaces) }
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
        name = CharacterClass.normalized(name)
        if let comma = name.range(of: ", ") {
            let rest = String(name[comma.upperBound...]).trimmingSpaces
            name = String(name[..<comma.lowerBound]).trimmingSpaces
            if !rest.isEmpty { notes.append(rest) }
        }
        let lower = name.lowercased()
        for phrase in usagePhrases where lower.hasSuffix(" " + phrase) {
            name = String(name.dropLast(phrase.count + 1)).trimmingSpaces
            if name.hasSuffix(",") { name = String(name.dropLast()).trimmingSpaces }
            notes.append(phrase)
            break
        }
        if name.hasSuffix(",") || name.hasSuffix(";") { name = String(name.dropLast()).trimmingSpaces }
        return (name, notes)
    }
}
