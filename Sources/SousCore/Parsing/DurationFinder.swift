/// Finds every stated time in an instruction: "bake for 25-30 minutes", "1 hour 15 minutes", "overnight".
///
/// Vague phrases get fixed values a timer can use: "overnight" is 8 hours (the shortest common
/// reading, so nothing is left out longer than the cook expects), "a few minutes" is 3 minutes,
/// "a couple of minutes" 2 and "several minutes" 5.
public enum DurationFinder {
    public static let overnightSeconds = 8 * 3600
    public static let fewCount = 3
    public static let severalCount = 5

    /// Time units and their length in seconds, longest spelling first so "mins" wins over "min".
    static let timeUnits: [(word: String, seconds: Int)] = [
        ("seconds", 1), ("second", 1), ("secs", 1), ("sec", 1), ("s", 1),
        ("minutes", 60), ("minute", 60), ("mins", 60), ("min", 60),
        ("hours", 3600), ("hour", 3600), ("hrs", 3600), ("hr", 3600), ("h", 3600),
        ("days", 86400), ("day", 86400),
    ].sorted { $0.word.count > $1.word.count }

    /// Every duration in `text`, in reading order.
    public static func find(in text: String) -> [DurationMatch] {
        let chars = Array(text)
        let indices = Array(text.indices) + [text.endIndex]
        let scanner = QuantityScanner(chars)
        var matches: [DurationMatch] = []
        var i = 0
        while i < chars.count {
            if i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber),
               let (duration, end) = duration(at: i, scanner) {
                matches.append(DurationMatch(range: indices[i]..<indices[end], duration: duration))
                i = end
            } else {
                i += 1
            }
        }
        return matches
    }

    /// The step's timer: the longest duration in `text`, the first of equals.
    ///
    /// The longest, because a step such as "rest 5 minutes, then bake 1 hour" is waited on for
    /// its long part; shorter times are usually checks within it. Limits ("keeps for up to 5
    /// days") and spans of a day or more are storage notes, not timers: they count only when
    /// the step states no other time.
    public static func primaryDuration(in text: String) -> DurationRange? {
        let matches = find(in: text)
        let timers = matches.filter { match in
            !text[match.range].lowercased().hasPrefix("up to") && match.duration.high < 86400
        }
        var best: DurationRange?
        for match in timers where best == nil || match.duration.high > best!.high {
            best = match.duration
        }
        return best ?? matches.first?.duration
    }

    /// A duration starting at `i` and the index after it.
    static func duration(at i: Int, _ scanner: QuantityScanner) -> (DurationRange, Int)? {
        if let end = scanner.matchWord("overnight", at: i) {
            return (DurationRange(seconds: overnightSeconds), end)
        }
        guard let (amount, amountEnd, isArticle) = amount(at: i, scanner),
              let (unitSeconds, unitWord, unitEnd) = timeUnit(after: amountEnd, scanner) else { return nil }
        if isArticle, unitWord.hasPrefix("sec") { return nil }
        var low = seconds(amount.low, unitSeconds)
        var high = seconds(amount.high, unitSeconds)
        var end = unitEnd
        if let halfEnd = words(["and", "a", "half"], at: skipSpaces(scanner, end), scanner) {
            low += unitSeconds / 2
            high += unitSeconds / 2
            end = halfEnd
        }
        if let (extra, extraEnd) = smallerPart(after: end, than: unitSeconds, scanner) {
            low += extra
            high += extra
            end = extraEnd
        }
        return (DurationRange(low: low, high: high), end)
    }

    /// "15 minutes" in "1 hour 15 minutes" or "1 hour and 15 minutes", only in a smaller unit.
    private static func smallerPart(after i: Int, than unitSeconds: Int, _ scanner: QuantityScanner) -> (Int, Int)? {
        var j = skipSpaces(scanner, i)
        if let andEnd = scanner.matchWord("and", at: j) { j = skipSpaces(scanner, andEnd) }
        guard let (amount, amountEnd, _) = amount(at: j, scanner), case .exact(let v) = amount,
              let (seconds, _, end) = timeUnit(after: amountEnd, scanner), seconds < unitSeconds else { return nil }
        return (Self.seconds(v, seconds), end)
    }

    /// The amount before a time unit, including "a few" and "several" which are not numbers.
    private static func amount(at i: Int, _ scanner: QuantityScanner) -> (Quantity, Int, Bool)? {
        if let end = words(["a", "few"], at: i, scanner) { return (.exact(Rational(fewCount)), end, false) }
        if let end = words(["several"], at: i, scanner) { return (.exact(Rational(severalCount)), end, false) }
        if let end = words(["a", "couple", "of"], at: i, scanner) { return (.exact(Rational(2)), end, false) }
        guard let match = scanner.quantity(at: i) else { return nil }
        return (match.quantity, match.end, match.isArticle)
    }

    /// The time unit right after an amount (a space between is optional: "25min").
    private static func timeUnit(after i: Int, _ scanner: QuantityScanner) -> (Int, String, Int)? {
        let j = skipSpaces(scanner, i)
        for unit in timeUnits {
            guard let end = scanner.matchWord(unit.word, at: j) else { continue }
            return (unit.seconds, unit.word, end)
        }
        return nil
    }

    /// The end of the word sequence `list` at `i`, separated by single spaces.
    private static func words(_ list: [String], at i: Int, _ scanner: QuantityScanner) -> Int? {
        var j = i
        for (n, word) in list.enumerated() {
            if n > 0 {
                guard j < scanner.chars.count, scanner.chars[j] == " " else { return nil }
                j += 1
            }
            guard let end = scanner.matchWord(word, at: j) else { return nil }
            j = end
        }
        return j
    }

    private static func skipSpaces(_ scanner: QuantityScanner, _ i: Int) -> Int {
        IngredientLineParser.skipSpaces(scanner.chars, from: i)
    }

    /// Whole seconds for `amount` of a unit, capped at a year so hostile text cannot overflow.
    private static func seconds(_ amount: Rational, _ unitSeconds: Int) -> Int {
        let value = amount.doubleValue * Double(unitSeconds)
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value, 31_536_000).rounded())
    }
}
