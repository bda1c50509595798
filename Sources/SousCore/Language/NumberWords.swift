/// Reads numbers written as words ("twenty five", "a dozen", "one hundred and ten").
///
/// Shared by the assistant (spoken numbers) and the recipe parsers (step text).
public enum NumberWords {
    static let units: [String: Int] = [
        "zero": 0, "oh": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5,
        "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
        "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "couple": 2, "dozen": 12,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
        "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
        "nineteenth": 19, "twentieth": 20, "last": -1,
    ]

    /// The value of one number word or digit string ("seven", "12", "3rd"); nil otherwise.
    public static func value(of word: some StringProtocol) -> Int? {
        let w = word.lowercased()
        if let n = Int(w) { return n }
        if let n = units[w] ?? tens[w] { return n }
        if let n = ordinals[w], n > 0 { return n }
        for suffix in ["st", "nd", "rd", "th"] where w.hasSuffix(suffix) {
            if let n = Int(w.dropLast(2)) { return n }
        }
        // "twenty-five"
        let parts = w.split(separator: "-")
        if parts.count == 2, let t = tens[String(parts[0])], let u = units[String(parts[1])], u < 10 {
            return t + u
        }
        return nil
    }

    /// Reads the longest number at the start of `words`; returns it and how many words it used.
    ///
    /// "twenty five minutes" -> (25, 2); "a hundred and ten" -> (110, 4); "minutes" -> nil.
    /// Never traps: at most `maxWords` words are read and digit strings longer than
    /// `maxDigits` end the number, so no product can overflow an `Int`.
    public static func parse(prefixOf allWords: [Substring]) -> (value: Int, consumed: Int)? {
        let words = Array(allWords.prefix(maxWords))
        var total = 0
        var current = 0
        var consumed = 0
        /// Whether the current group (below a thousand) may still take a word of each size.
        var canTakeTens = true
        var canTakeUnits = true
        var i = 0
        func isNumberWord(_ index: Int) -> Bool {
            index < words.count && (value(of: words[index]) != nil || ["hundred", "thousand"].contains(words[index].lowercased()))
        }
        while i < words.count {
            let w = words[i].lowercased()
            if w == "and", consumed > 0, current >= 100 || total > 0, isNumberWord(i + 1) {
                i += 1
                continue
            }
            if w == "hundred", current < 100 {
                current = max(current, 1) * 100
                canTakeTens = true
                canTakeUnits = true
            } else if w == "thousand" {
                total += max(current, 1) * 1000
                current = 0
                canTakeTens = true
                canTakeUnits = true
            } else if w == "dozen" {
                current = max(current, 1) * 12
                canTakeTens = false
                canTakeUnits = false
            } else if w.count <= maxDigits, let n = Int(w) {
                guard consumed == 0 else { break }
                current = n
                canTakeTens = false
                canTakeUnits = false
            } else if let t = tens[w] {
                guard canTakeTens else { break }
                current += t
                canTakeTens = false
            } else if let u = units[w] {
                guard canTakeUnits else { break }
                if w == "a" || w == "an" { guard consumed == 0 else { break } }
                current += u
                canTakeTens = false
                canTakeUnits = false
            } else if w.contains("-"), let n = value(of: w) {
                guard canTakeTens else { break }
                current += n
                canTakeTens = false
                canTakeUnits = false
            } else {
                break
            }
            i += 1
            consumed = i
        }
        guard consumed > 0 else { return nil }
        return (total + current, consumed)
    }
}
