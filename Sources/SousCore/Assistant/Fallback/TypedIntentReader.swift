/// Reads typed text: the contract's patterns first, then, when none covers the sentence, a
/// tolerant fallback that spots slot values and asks a classifier trained on the contract's
/// samples and patterns which intent the sentence is closest to.
///
/// Typed text only (`sous ask` and the cooking screen's Ask box, both through
/// `Assistant.respond(to:)`): speech is decoded against the grammar, so it never needs this.
/// docs/DECISIONS.md ("Everyday phrasings and the typed fallback") has the measurements.
public struct TypedIntentReader: Sendable {
    public let parser: IntentParser
    public let threshold: Threshold
    let model: FallbackModel
    /// Each intent's slots, by the contract's patterns.
    let slots: [String: IntentSlots]

    /// How close a sentence must be to the contract's sentences to be read.
    public struct Threshold: Hashable, Sendable {
        /// Cosine similarity to the nearest training sentence.
        public var similarity: Double
        /// How far ahead of the next intent the nearest must be.
        public var margin: Double

        public init(similarity: Double, margin: Double) {
            self.similarity = similarity
            self.margin = margin
        }

        /// Chosen on the tuning tables and their chatter (docs/DECISIONS.md).
        public static let standard = Threshold(similarity: 0.5, margin: 0)
        /// No fallback: the patterns alone.
        public static let off = Threshold(similarity: 2, margin: 0)
    }

    public init(grammar: IntentGrammar, tolerance: IntentParser.Tolerance = .standard, threshold: Threshold = .standard) throws(GrammarError) {
        parser = try IntentParser(grammar: grammar, tolerance: tolerance)
        self.threshold = threshold
        model = FallbackModel(grammar: grammar, compiled: parser.compiled)
        slots = Dictionary(uniqueKeysWithValues: grammar.intents.map { ($0.name, IntentSlots($0, grammar: grammar)) })
    }

    /// The patterns' reading of `text`, else the fallback's, else `unknown`.
    public func parse(_ text: String, context: ParseContext = ParseContext()) -> IntentMatch {
        let match = parser.parse(text, context: context)
        guard match.isUnknown else { return match }
        return fallback(text, context: context) ?? match
    }

    /// The fallback's reading alone, or nil when it is not sure enough.
    public func fallback(_ text: String, context: ParseContext = ParseContext()) -> IntentMatch? {
        let normalizer = parser.compiled.normalizer
        let tokens = normalizer.tokens(text)
        guard threshold.similarity <= 1, !tokens.isEmpty, tokens.count <= parser.tolerance.maxWords * 2 else { return nil }
        let (spotter, classifier) = model.get()
        let sentence = spotter.spot(tokens, context: MatchContext(context, normalizer: normalizer))
        guard !sentence.features.isEmpty, let guess = classifier.classify(sentence.features),
              guess.similarity >= threshold.similarity, guess.similarity - guess.runnerUp >= threshold.margin,
              guess.intent != IntentMatch.unknownIntent,
              // "do *not* cancel the timer" is no command, unless the contract says it like that.
              sentence.features.contains(where: parser.tolerance.neverSkipped.contains) == guess.nearest.contains(where: parser.tolerance.neverSkipped.contains),
              let filled = fill(guess.intent, from: sentence, context: context) else { return nil }
        return IntentMatch(intent: guess.intent, slots: filled, score: guess.similarity,
                           matchedText: sentence.features.joined(separator: " "), skipped: tokens)
    }
}
