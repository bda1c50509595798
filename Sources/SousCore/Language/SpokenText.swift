/// Text that reads well aloud: no fraction glyphs, arrows or unit abbreviations.
///
/// The screen shows "1 1/2 tbsp" and "180°C"; a speech synthesizer would read "one slash two
/// tbsp" and "degree C". These functions write what a person would say instead.
public enum SpokenText {
    /// `text` with fractions, ranges, degrees, symbols and abbreviated units after numbers in words.
    public static func speakable(_ text: String) -> String {
        let replaced = symbolsReplaced(text)
        var out: [String] = []
        for raw in replaced.split(separator: " ", omittingEmptySubsequences: true) {
            let (lead, core, trail) = splitPunctuation(String(raw))
            var words = spokenWords(core, after: out.last)
            if let first = words.first, first.hasPrefix("and "), let last = out.last, Int(last) != nil {
                out[out.count - 1] = last + " " + first
                words.removeFirst()
            }
            guard !words.isEmpty else {
                if !lead.isEmpty || !trail.isEmpty, let last = out.popLast() { out.append(last + lead + trail) }
                continue
            }
            words[0] = lead + words[0]
            words[words.count - 1] += trail
            out += words
        }
        return tidied(out.joined(separator: " "))
    }

    /// Commas left by brackets, doubled or before a full stop, removed.
    static func tidied(_ text: String) -> String {
        var s = text
        for (from, to) in [(",.", "."), (",,", ","), (", ,", ","), (",!", "!"), (",?", "?")] where s.contains(from) {
            s = s.replacingOccurrences(of: from, with: to)
        }
        while s.hasSuffix(",") { s.removeLast() }
        return s
    }

    /// "1 hour 5 minutes": spoken durations come from `DurationText`, like the shown ones.
    public static func duration(_ seconds: Int) -> String { DurationText.spoken(seconds) }

    /// "25 to 30 minutes", "1 hour to 1 hour 30 minutes", or one duration.
    public static func duration(_ range: DurationRange) -> String { DurationText.spoken(range) }

    /// "rice", "rice and pasta", "rice, pasta and oven".
    public static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }

    /// "twice", "half", "one and a half times", "3 times", "three quarters of", "2 and a third times".
    public static func factor(_ factor: Rational) -> String {
        switch factor {
        case Rational(2): return "twice"
        case Rational(1, 2): return "half"
        case Rational(3, 2): return "one and a half times"
        case .one: return "the amount written in"
        default:
            if factor.isInteger { return "\(factor.numerator) times" }
            if factor < .one { return speakable(factor.description) + " of" }
            let whole = factor.wholePart
            return "\(whole) and " + speakable(String((factor - Rational(whole)).description)) + " times"
        }
    }

    /// Counts before a noun: "1 timer", "3 timers".
    public static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }

    /// Symbols said as words; "°" before C or F and "-" before ">" are read with the next character.
    static let symbolWords: [Character: String] = [
        "°": " degrees", "→": " to ", "&": " and ", "×": " times ", "%": " percent", "½": " 1/2", "¼": " 1/4",
        "¾": " 3/4", "⅓": " 1/3", "⅔": " 2/3", "⅛": " 1/8", "–": "-", "—": ", ", "…": ".", "\"": "", "*": "",
        "#": "number ", "+": " plus ", "\n": ". ", "\t": " ",
    ]

    /// One pass over the text, replacing symbols with words.
    static func symbolsReplaced(_ text: String) -> String {
        guard text.contains(where: { symbolWords[$0] != nil || $0 == ">" }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var chars = text.makeIterator()
        var pending: Character? = chars.next()
        while let c = pending {
            pending = chars.next()
            switch (c, pending) {
            case ("°", "C"): out += " degrees Celsius"; pending = chars.next()
            case ("°", "F"): out += " degrees Fahrenheit"; pending = chars.next()
            case ("-", ">"): out += " to "; pending = chars.next()
            default: if let words = symbolWords[c] { out += words } else { out.append(c) }
            }
        }
        return out
    }

    static let trailingMarks: Set<Character> = [",", ".", ";", ":", ")", "!", "?", "'"]
    static let leadingMarks: Set<Character> = ["(", "'"]

    static func splitPunctuation(_ word: String) -> (String, String, String) {
        var core = Substring(word)
        var lead = "", trail = ""
        while let c = core.first, leadingMarks.contains(c) { lead.append(c); core = core.dropFirst() }
        while let c = core.last, trailingMarks.contains(c) { trail.insert(c, at: trail.startIndex); core = core.dropLast() }
        return (lead == "(" ? "" : lead, String(core), trail.replacingOccurrences(of: ")", with: ","))
    }

    /// One word said aloud; may be several words ("2-3" is "2 to 3"), or none.
    static func spokenWords(_ word: String, after previous: String?) -> [String] {
        guard !word.isEmpty else { return [] }
        if word.allSatisfy(\.isLetter) { return [unitWord(word, after: previous) ?? word] }
        if let unit = unitWord(word, after: previous) { return [unit] }
        if let fraction = fractionWords(word) {
            return previous.flatMap(Int.init) != nil ? ["and " + fraction] : [fraction]
        }
        if let dash = word.firstIndex(of: "-"), word.first?.isNumber == true,
           word[word.index(after: dash)...].first?.isNumber == true {
            let low = String(word[..<dash]), high = String(word[word.index(after: dash)...])
            return spokenWords(low, after: previous) + ["to"] + spokenWords(high, after: nil)
        }
        if let split = word.firstIndex(where: { !$0.isNumber && $0 != "." }), split != word.startIndex,
           word[..<split].allSatisfy({ $0.isNumber || $0 == "." }) {
            let number = String(word[..<split]), rest = String(word[split...])
            if let unit = unitWord(rest, after: number) { return [number, unit] }
        }
        return [word]
    }

    static let fractionNames: [String: String] = [
        "1/2": "a half", "1/4": "a quarter", "3/4": "three quarters", "1/3": "a third", "2/3": "two thirds",
        "1/8": "an eighth", "3/8": "three eighths", "5/8": "five eighths", "7/8": "seven eighths",
    ]

    static func fractionWords(_ word: String) -> String? {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let n = Int(parts[0]), let d = Int(parts[1]), d > 0 else { return nil }
        return fractionNames["\(n)/\(d)"] ?? "\(n) over \(d)"
    }

    static let units: [String: (String, String)] = [
        "tbsp": ("tablespoon", "tablespoons"), "tsp": ("teaspoon", "teaspoons"), "g": ("gram", "grams"),
        "kg": ("kilogram", "kilograms"), "mg": ("milligram", "milligrams"), "ml": ("millilitre", "millilitres"),
        "l": ("litre", "litres"), "dl": ("decilitre", "decilitres"), "cl": ("centilitre", "centilitres"),
        "oz": ("ounce", "ounces"), "lb": ("pound", "pounds"), "lbs": ("pound", "pounds"),
        "fl": ("fluid", "fluid"), "qt": ("quart", "quarts"), "pt": ("pint", "pints"), "gal": ("gallon", "gallons"),
        "cm": ("centimetre", "centimetres"), "mm": ("millimetre", "millimetres"), "min": ("minute", "minutes"),
        "mins": ("minute", "minutes"), "hr": ("hour", "hours"), "hrs": ("hour", "hours"), "sec": ("second", "seconds"),
        "secs": ("second", "seconds"), "c": ("cup", "cups"),
    ]

    static let fractionEndings = ["half", "quarter", "quarters", "third", "thirds", "eighth", "eighths"]

    /// An abbreviated unit spelled out when it follows a number ("2 tbsp" is "2 tablespoons").
    static func unitWord(_ word: String, after previous: String?) -> String? {
        guard word.count <= 4, let previous, let last = previous.last,
              last.isNumber || fractionEndings.contains(where: { previous.hasSuffix($0) }),
              let names = units[word.lowercased()] else { return nil }
        let isOne = previous == "1" || previous.hasPrefix("a ") || previous.hasPrefix("an ")
        return isOne ? names.0 : names.1
    }
}
