/// Understands a typed or recognised sentence as one of the grammar's intents.
///
/// A pattern covering the whole sentence (fillers aside) always wins; the best has the most
/// literal words, then the fewest free-slot words, then comes first in the grammar. Only when no
/// pattern covers the sentence is a tolerant reading tried (see `Tolerance`): the one passing over
/// the fewest words, then by the same rules, if its score clears `Tolerance.minScore`.
public struct IntentParser: Sendable {
    let compiled: CompiledGrammar
    public let tolerance: Tolerance

    /// Compiles `grammar`; fails on unknown rules or slot types and on rule cycles.
    public init(grammar: IntentGrammar, tolerance: Tolerance = .standard) throws(GrammarError) {
        compiled = try CompiledGrammar(grammar)
        self.tolerance = tolerance
    }

    /// The best reading of `text`, or the `unknown` intent when no pattern covers it.
    public func parse(_ text: String, context: ParseContext = ParseContext()) -> IntentMatch {
        let tokens = compiled.normalizer.tokens(text)
        let context = MatchContext(context, normalizer: compiled.normalizer)
        let strict = Matcher(grammar: compiled, tokens: tokens, context: context, tolerance: .strict)
        if let best = best(strict, tokens) { return reading(best, tokens) }
        let spoken = strict.textWithoutFillers()
        let unknown = IntentMatch(intent: IntentMatch.unknownIntent, score: 0, matchedText: spoken)
        let wordCount = spoken.split(separator: " ").count
        guard tolerance.budget > 0, wordCount <= tolerance.maxWords else { return unknown }
        let tolerant = Matcher(grammar: compiled, tokens: tokens, context: context, tolerance: tolerance)
        guard let best = best(tolerant, tokens) else { return unknown }
        let match = reading(best, tokens)
        // One word ("next", "done") is enough only when what was passed over is vague: "next bit
        // please" is a command, "you are done" is not.
        let vague = match.skipped.allSatisfy(compiled.skippable.contains)
        guard anchors(best.result, tokens) >= (vague ? 1 : tolerance.minExplained) else { return unknown }
        return match.score >= tolerance.minScore ? match : unknown
    }

    private func best(_ matcher: Matcher, _ tokens: [String]) -> (pattern: Int, result: Matcher.Partial)? {
        var best: (pattern: Int, result: Matcher.Partial)?
        let words = Set(tokens)
        for (i, pattern) in compiled.patterns.enumerated() where pattern.required.isSubset(of: words) {
            guard let result = matcher.matchWhole(pattern.root) else { continue }
            if let current = best, !result.isBetter(than: current.result) { continue }
            best = (i, result)
        }
        return best
    }

    /// Words a reading explains other than fillers ("next *song* please" has one: "next").
    private func anchors(_ result: Matcher.Partial, _ tokens: [String]) -> Int {
        let fillerWords = tokens.indices.filter { result.covered & (1 << UInt64($0)) != 0 && compiled.fillers.contains([tokens[$0]]) }
        return result.literal + result.typed - fillerWords.count
    }

    private func reading(_ best: (pattern: Int, result: Matcher.Partial), _ tokens: [String]) -> IntentMatch {
        let result = best.result
        let covered = tokens.indices.filter { result.covered & (1 << UInt64($0)) != 0 }
        let skipped = tokens.indices.filter { result.skipped & (1 << UInt64($0)) != 0 }
        let explained = Double(result.literal + result.typed)
        let spoken = explained + Double(result.free) + Double(result.cost) / 2
        return IntentMatch(
            intent: compiled.intentNames[compiled.patterns[best.pattern].intent],
            slots: Dictionary(result.slots, uniquingKeysWith: { _, last in last }),
            score: spoken == 0 ? 0 : explained / spoken,
            matchedText: covered.map { tokens[$0] }.joined(separator: " "),
            skipped: skipped.map { tokens[$0] }
        )
    }
}

/// The parse context with names already split into tokens.
struct MatchContext {
    var ingredients: [(tokens: [String], name: String)]
    var timers: [(tokens: [String], name: String)]
    var stepCount: Int?

    init(_ context: ParseContext, normalizer: TextNormalizer) {
        ingredients = context.ingredientNames.map { (normalizer.tokens($0), $0) }.filter { !$0.tokens.isEmpty }
        timers = context.timerNames.map { (normalizer.tokens($0), $0) }.filter { !$0.tokens.isEmpty }
        stepCount = context.stepCount
    }
}
