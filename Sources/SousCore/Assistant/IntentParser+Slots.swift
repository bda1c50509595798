extension IntentParser.Matcher {
    /// Free slots take at most this many words unless they name a known ingredient or timer.
    static let maxFreeWords = 4

    /// Words a free slot never contains, so questions and chatter are not swallowed as names.
    static let freeSlotStopWords: Set<String> = [
        "is", "are", "was", "were", "be", "what", "how", "why", "who", "where", "when", "which",
        "do", "does", "did", "i", "you", "me", "my", "your", "we", "us", "it", "can", "could",
        "would", "should", "will", "in", "on", "at", "to", "for", "with", "instead", "about",
    ]

    /// Words a free slot never starts with: patterns carry their own optional articles, so "a
    /// quarter of an hour" stays a duration rather than a timer called "a quarter".
    static let articles: Set<String> = ["a", "an"]

    /// Each way the slot can read tokens from `start`: end, value, and whether the words were free.
    func slotReadings(_ type: SlotType, typeIndex: Int, from start: Int) -> [(end: Int, value: SlotValue, isFree: Bool)] {
        switch type.kind {
        case .number:
            return numberReading(from: start).map { [($0.end, .number($0.value), false)] } ?? []
        case .duration:
            return DurationWords.parse(tokens, from: start).map { ($0.end, .duration($0.seconds), false) }
        case .values:
            return valueReadings(grammar.valuePhrases[typeIndex], from: start)
        case .ingredient:
            return freeReadings(from: start, known: context.ingredients)
        case .timerName:
            return freeReadings(from: start, known: context.timers)
        case .text:
            return freeReadings(from: start, known: [])
        }
    }

    /// Digits or number words, an ordinal ("third", "twenty third"), or "last".
    private func numberReading(from start: Int) -> (end: Int, value: Int)? {
        let word = tokens[start]
        if word == "last" { return (start + 1, context.stepCount ?? -1) }
        if ["a", "an", "oh"].contains(word) {
            let next = start + 1 < tokens.count ? tokens[start + 1] : ""
            guard ["hundred", "thousand", "dozen", "couple"].contains(next) else { return nil }
        }
        if let (value, consumed) = NumberWords.boundedParse(tokens, from: start) {
            let end = start + consumed
            if value >= 20, value % 10 == 0, end < tokens.count, NumberWords.tens[tokens[end - 1]] != nil,
               let ordinal = NumberWords.ordinals[tokens[end]], (1...9).contains(ordinal) {
                return (end + 1, value + ordinal)
            }
            return (end, value)
        }
        if word.count <= NumberWords.maxDigits + 2, let value = NumberWords.value(of: word) { return (start + 1, value) }
        return nil
    }

    /// Every synonym of every value that the tokens spell out from `start`.
    private func valueReadings(_ phrases: [(tokens: [String], canonical: String)], from start: Int) -> [(end: Int, value: SlotValue, isFree: Bool)] {
        var results: [(end: Int, value: SlotValue, isFree: Bool)] = []
        for (words, canonical) in phrases where start + words.count <= tokens.count && tokens[start] == words[0] {
            guard tokens[start..<(start + words.count)].elementsEqual(words) else { continue }
            results.append((start + words.count, .value(canonical), false))
        }
        return results
    }

    /// Spans of free words; a span inside a known name reads as that name (longest name wins).
    private func freeReadings(from start: Int, known: [(tokens: [String], name: String)]) -> [(end: Int, value: SlotValue, isFree: Bool)] {
        var results: [(end: Int, value: SlotValue, isFree: Bool)] = []
        var end = start
        while end < tokens.count {
            let span = Array(tokens[start...end])
            if let name = longestName(containing: span, in: known) {
                results.append((end + 1, .text(name), false))
            } else if span.count <= Self.maxFreeWords, !Self.freeSlotStopWords.contains(tokens[end]),
                      !Self.articles.contains(tokens[start]) {
                let words = span.filter { !isFiller($0) }
                // Vague words end no name: "how many eggs again" asks about "eggs", and a tolerant
                // reading passes over "again" instead.
                if let last = words.last, !grammar.skippable.contains(last) {
                    results.append((end + 1, .text(words.joined(separator: " ")), true))
                }
            } else if span.count > Self.maxFreeWords, !known.contains(where: { $0.tokens.count >= span.count }) {
                break
            }
            if Self.freeSlotStopWords.contains(tokens[end]), !known.contains(where: { $0.tokens.contains(tokens[end]) }) { break }
            end += 1
        }
        return results
    }

    private func longestName(containing span: [String], in known: [(tokens: [String], name: String)]) -> String? {
        if let exact = known.first(where: { $0.tokens == span }) { return exact.name }
        let stems = span.map(Self.stem)
        if let exact = known.first(where: { $0.tokens.map(Self.stem) == stems }) { return exact.name }
        guard span.contains(where: { !Self.functionWords.contains($0) }) else { return nil }
        var containing = known.filter { $0.tokens.map(Self.stem).containsRun(stems) }
        // "eggs" is the head of "large eggs" but only describes "large egg yolk": names ending in
        // the words said come first.
        let headed = containing.filter { $0.tokens.last.map(Self.stem) == stems.last }
        if !headed.isEmpty { containing = headed }
        guard let longest = containing.map(\.tokens.count).max() else { return nil }
        let best = containing.filter { $0.tokens.count == longest }
        // "flour" with both "bread flour" and "cake flour" is ambiguous: leave it as spoken.
        return Set(best.map(\.name)).count == 1 ? best[0].name : nil
    }

    /// Words too empty to pick an ingredient or timer out of a longer name on their own.
    static let functionWords: Set<String> = ["a", "an", "the", "of", "and", "or", "with", "some"]

    /// A crude singular, so "egg" finds the "eggs" timer and "tomato" the "tomatoes".
    static func stem(_ word: String) -> String {
        if word.count > 3, word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    private func isFiller(_ word: String) -> Bool {
        grammar.fillers.contains { $0 == [word] }
    }
}

extension Array where Element == String {
    /// Whether `run` appears in this array as consecutive elements.
    func containsRun(_ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= count else { return false }
        for i in 0...(count - run.count) where Array(self[i..<(i + run.count)]) == run { return true }
        return false
    }
}
