/// Understands a typed or recognised sentence as one of the grammar's intents.
///
/// Every pattern must cover the whole sentence (fillers aside); the best match has the most
/// literal words, then the fewest free-slot words, then comes first in the grammar.
public struct IntentParser: Sendable {
    let compiled: CompiledGrammar

    /// Compiles `grammar`; fails on unknown rules or slot types and on rule cycles.
    public init(grammar: IntentGrammar) throws(GrammarError) {
        compiled = try CompiledGrammar(grammar)
    }

    /// The best reading of `text`, or the `unknown` intent when no pattern covers it.
    public func parse(_ text: String, context: ParseContext = ParseContext()) -> IntentMatch {
        let tokens = compiled.normalizer.tokens(text)
        let matcher = Matcher(grammar: compiled, tokens: tokens, context: MatchContext(context, normalizer: compiled.normalizer))
        var best: (pattern: Int, result: Matcher.Partial)?
        let words = Set(tokens)
        for (i, pattern) in compiled.patterns.enumerated() where pattern.required.isSubset(of: words) {
            guard let result = matcher.matchWhole(pattern.root) else { continue }
            if let current = best, !result.isBetter(than: current.result) { continue }
            best = (i, result)
        }
        guard let best else {
            return IntentMatch(intent: IntentMatch.unknownIntent, score: 0, matchedText: matcher.textWithoutFillers())
        }
        let covered = tokens.indices.filter { best.result.covered & (1 << UInt64($0)) != 0 }
        let spoken = best.result.literal + best.result.typed + best.result.free
        return IntentMatch(
            intent: compiled.intentNames[compiled.patterns[best.pattern].intent],
            slots: Dictionary(best.result.slots, uniquingKeysWith: { _, last in last }),
            score: spoken == 0 ? 0 : Double(best.result.literal + best.result.typed) / Double(spoken),
            matchedText: covered.map { tokens[$0] }.joined(separator: " ")
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
