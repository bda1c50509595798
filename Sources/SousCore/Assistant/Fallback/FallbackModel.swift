import Foundation

/// The fallback's spotter and classifier, trained the first time a sentence needs them.
///
/// Training writes out every pattern and takes about 0.4 s in a release build; most typed
/// sentences match a pattern, so `sous ask "next step"` should not pay for it.
final class FallbackModel: @unchecked Sendable {
    private let grammar: IntentGrammar
    private let compiled: CompiledGrammar
    private let lock = NSLock()
    private var trained: (spotter: SlotSpotter, classifier: IntentClassifier)?

    init(grammar: IntentGrammar, compiled: CompiledGrammar) {
        self.grammar = grammar
        self.compiled = compiled
    }

    /// The trained spotter and classifier; the first call trains them (guarded by a lock).
    func get() -> (spotter: SlotSpotter, classifier: IntentClassifier) {
        lock.lock()
        defer { lock.unlock() }
        if let trained { return trained }
        let spotter = SlotSpotter(compiled)
        let training = TrainingSentences(grammar, normalizer: compiled.normalizer)
        let classifier = IntentClassifier(training.sentences.map { sentence in
            (sentence.intent, spotter.spot(sentence.tokens, context: MatchContext(sentence.context, normalizer: compiled.normalizer)).features)
        })
        trained = (spotter, classifier)
        return (spotter, classifier)
    }
}
