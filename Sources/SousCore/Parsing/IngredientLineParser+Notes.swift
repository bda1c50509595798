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

    /// The name before the first ", " outside brackets, and what follows it. The name goes on
    /// past a comma when what precedes it only describes ("sweetened, shredded coconut") or
    /// when the commas list alternatives ("honey, maple syrup, or agave").
    static func splitAtTopLevelComma(_ text: String) -> (String, String?) {
        let segments = topLevelCommaSegments(text)
        guard segments.count > 1 else { return (text, nil) }
        var count = 1
        while count < segments.count, count <= 3, isOnlyDescribing(segments[count - 1]), !startsNote(segments[count]) {
            count += 1
        }
        if let last = alternativesEnd(segments, from: count) { count = last + 1 }
        let name = segments[..<count].joined(separator: ", ")
        let rest = segments[count...].joined(separator: ", ").trimmingSpaces
        return (name, rest.isEmpty ? nil : rest)
    }

    /// The text split at each ", " outside brackets, each part trimmed.
    static func topLevelCommaSegments(_ text: String) -> [String] {
        let chars = Array(text)
        var depth = 0
        var segments: [String] = []
        var start = 0
        for (i, c) in chars.enumerated() {
            if c == "(" { depth += 1 }
            if c == ")" { depth = max(0, depth - 1) }
            if c == ",", depth == 0, i + 1 < chars.count, chars[i + 1] == " " {
                segments.append(String(chars[start..<i]).trimmingSpaces)
                start = i + 2
            }
        }
        segments.append(String(chars[start...]).trimmingSpaces)
        return segments
    }

    /// Words that say how an ingredient is, not what it is ("raw", "ripe", "lightly toasted").
    static let describingWords: Set<String> = [
        "raw", "ripe", "light", "fresh", "dry", "hot", "cold", "warm", "soft", "hard", "lean", "whole", "sweet",
        "firm", "fine", "coarse", "thick", "thin", "large", "small", "medium", "big", "good", "young", "plain",
        "organic", "juicy", "crisp", "crusty", "day-old", "well-shaken", "tart", "mild", "heavy", "frozen", "still",
    ]

    /// Words of a note about preparing or using the ingredient.
    static let noteWords: Set<String> = [
        "more", "less", "taste", "needed", "until", "plus", "divided", "optional", "if", "as", "for", "to",
        "into", "cut", "see", "about", "at", "room", "temperature", "such", "preferably", "including",
    ]

    static func lowerWords(_ text: String) -> [String] {
        text.lowercased().split { $0 == " " || $0 == "/" }.map { String($0).trimmingCharacters(in: .punctuationCharacters) }.filter { !$0.isEmpty }
    }

    static func isDescribingWord(_ word: String) -> Bool {
        describingWords.contains(word) || (word.count > 3 && (word.hasSuffix("ed") || word.hasSuffix("ly") || word.hasSuffix("less")))
            || word.hasSuffix("-in") || word.hasSuffix("-on") || word.hasSuffix("-free")
    }

    /// "divided", "to taste", "or more": what follows a comma is a note, not more of the name.
    static func startsNote(_ segment: String) -> Bool {
        let words = lowerWords(segment)
        guard let first = words.first else { return true }
        return noteWords.contains(first) || ["or", "and", "divided", "optional"].contains(first) || first.first?.isNumber == true
            || words.allSatisfy(isDescribingWord)
    }

    /// "sweetened", "lightly toasted": at most three words, each only describing.
    static func isOnlyDescribing(_ segment: String) -> Bool {
        let words = lowerWords(segment)
        return !words.isEmpty && words.count <= 3 && words.allSatisfy(isDescribingWord)
    }

    /// "peeled and chopped", "or more as needed": a note, not part of a name.
    static func isPreparation(_ segment: String) -> Bool {
        let words = lowerWords(segment).filter { !["and", "or", "and/or", "then"].contains($0) }
        return words.isEmpty || words.contains(where: noteWords.contains) || words.allSatisfy(isDescribingWord)
            || segment.contains(where: { $0.isNumber })
    }

    /// The index of the segment that closes a list of alternatives ("…, or agave") begun
    /// at `from - 1`, when the segments between are short names.
    static func alternativesEnd(_ segments: [String], from: Int) -> Int? {
        var k = from
        while k < segments.count, k < from + 4 {
            let segment = segments[k]
            let lower = segment.lowercased()
            guard !isPreparation(segment) else { return nil }
            if lower.hasPrefix("or ") || lower.hasPrefix("and/or ") || lower.hasPrefix("and ") { return k }
            guard lowerWords(segment).count <= 6 else { return nil }
            if lower.contains(" or ") { return k }
            k += 1
        }
        return nil
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
