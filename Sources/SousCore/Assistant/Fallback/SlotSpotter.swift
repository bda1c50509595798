/// Finds slot values anywhere in a sentence, without a pattern: durations, numbers and ordinals,
/// value phrases ("metric", "double", "blanching"), the context's ingredient and timer names,
/// and runs of words the contract does not know (a food or a timer said freely).
struct SlotSpotter: Sendable {
    /// Every word the contract's patterns, rules, fillers and value phrases use.
    let vocabulary: Set<String>
    /// Value phrases as tokens by first word, longest first, with their slot type name and canonical value.
    let phrases: [String: [(tokens: [String], type: String, canonical: String)]]
    /// Filler phrases as tokens by first word, longest first.
    let fillers: [String: [[String]]]

    init(_ grammar: CompiledGrammar) {
        var words: Set<String> = []
        for node in grammar.nodes { if case .word(let word) = node { words.insert(word) } }
        var phrases: [(tokens: [String], type: String, canonical: String)] = []
        for (index, name) in grammar.slotTypeNames.enumerated() {
            for (tokens, canonical) in grammar.valuePhrases[index] {
                phrases.append((tokens, name, canonical))
                words.formUnion(tokens)
            }
        }
        for filler in grammar.fillers { words.formUnion(filler) }
        vocabulary = words
        self.phrases = Dictionary(grouping: phrases.sorted { $0.tokens.count > $1.tokens.count }, by: { $0.tokens[0] })
        fillers = Dictionary(grouping: grammar.fillers.sorted { $0.count > $1.count }, by: { $0[0] })
    }

    /// Words before "one" that make it a pronoun.
    private static let beforePronounOne: Set<String> = ["this", "that", "the", "next", "last", "previous", "which", "what"]

    /// Words that may stand for a number ("a" and "an" only before "dozen" or "couple").
    private static let notNumbers: Set<String> = ["a", "an", "oh", "last", "couple", "dozen"]

    func spot(_ tokens: [String], context: MatchContext) -> SpottedSentence {
        var features: [String] = []
        var spans: [SpottedSentence.Span] = []
        var freeRun: [String] = []
        func flushFree() {
            guard !freeRun.isEmpty else { return }
            spans.append(.init(kind: .free, words: freeRun, position: features.count))
            features.append(SpottedSentence.Kind.free.placeholder)
            freeRun = []
        }
        func add(_ kind: SpottedSentence.Kind, _ words: ArraySlice<String>) {
            flushFree()
            spans.append(.init(kind: kind, words: Array(words), position: features.count))
            features.append(kind.placeholder)
        }
        var i = 0
        while i < tokens.count {
            if let name = known(tokens, at: i, in: context.ingredients + context.timers) {
                add(.known(name.name), tokens[i..<name.end])
                i = name.end
            } else if let filler = fillers[tokens[i]]?.first(where: { tokens.count - i >= $0.count && tokens[i..<(i + $0.count)].elementsEqual($0) }) {
                flushFree()
                i += filler.count
            } else if let duration = DurationWords.parse(tokens, from: i).max(by: { $0.end < $1.end }) {
                add(.duration(duration.seconds), tokens[i..<duration.end])
                i = duration.end
            } else if let extra = moreTime(tokens, at: i) {
                add(.duration(extra.seconds), tokens[i..<extra.end])
                features.append(tokens[i + 1])
                i = extra.end
            } else if let phrase = phrases[tokens[i]]?.first(where: { tokens.count - i >= $0.tokens.count && tokens[i..<(i + $0.tokens.count)].elementsEqual($0.tokens) }) {
                add(.value(type: phrase.type, canonical: phrase.canonical), tokens[i..<(i + phrase.tokens.count)])
                i += phrase.tokens.count
            } else if let number = number(tokens, at: i) {
                add(.number(number.value), tokens[i..<number.end])
                i = number.end
            } else if vocabulary.contains(tokens[i]) {
                flushFree()
                features.append(tokens[i])
                i += 1
            } else {
                freeRun.append(tokens[i])
                i += 1
            }
        }
        flushFree()
        return SpottedSentence(features: features, spans: spans)
    }

    /// Words said between an amount and its unit when time is added ("two *more* minutes").
    static let moreWords: Set<String> = ["more", "extra", "additional"]

    /// "two more minutes", read as "two minutes" followed by "more".
    private func moreTime(_ tokens: [String], at i: Int) -> (end: Int, seconds: Double)? {
        guard i + 2 < tokens.count, Self.moreWords.contains(tokens[i + 1]) else { return nil }
        let joined = [tokens[i]] + tokens[(i + 2)...]
        guard let reading = DurationWords.parse(joined, from: 0).max(by: { $0.end < $1.end }), reading.end >= 2 else { return nil }
        return (i + reading.end + 1, reading.seconds)
    }

    /// The longest context name starting at `i` (singular or plural alike), else the one name
    /// whose last word is said there ("flour" for "plain flour", as the patterns read it).
    private func known(_ tokens: [String], at i: Int, in names: [(tokens: [String], name: String)]) -> (end: Int, name: String)? {
        let stem = IntentParser.Matcher.stem
        var best: (end: Int, name: String)?
        for (words, name) in names where tokens.count - i >= words.count && words.count > (best.map { $0.end - i } ?? 0) {
            if tokens[i..<(i + words.count)].map(stem) == words.map(stem) { best = (i + words.count, name) }
        }
        if best != nil { return best }
        let headed = Set(names.filter { $0.tokens.last.map(stem) == stem(tokens[i]) }.map(\.name))
        return headed.count == 1 ? (i + 1, headed.first!) : nil
    }

    /// Digits, number words and ordinals ("12", "twenty five", "second").
    private func number(_ tokens: [String], at i: Int) -> (end: Int, value: Int)? {
        let word = tokens[i]
        // "this one", "the next one": a pronoun, not a number.
        if word == "one", i > 0, Self.beforePronounOne.contains(tokens[i - 1]) { return nil }
        if Self.notNumbers.contains(word) {
            guard ["a", "an"].contains(word), i + 1 < tokens.count, ["dozen", "couple", "hundred"].contains(tokens[i + 1]) else { return nil }
        }
        if let ordinal = NumberWords.ordinals[word], ordinal > 0 { return (i + 1, ordinal) }
        if let (value, consumed) = NumberWords.boundedParse(tokens, from: i) { return (i + consumed, value) }
        if word.count <= NumberWords.maxDigits + 2, let value = NumberWords.value(of: word) { return (i + 1, value) }
        return nil
    }
}
