import Foundation

/// Which intent a sentence no pattern covers is closest to: TF-IDF over words and word pairs,
/// compared by cosine with every training sentence (nearest neighbour).
///
/// A word's weight falls with the number of intents that use it, so "timer" says more than
/// "the". Words no training sentence has weigh the most, which is what keeps chatter out: "the
/// dishwasher has been running" shares "the" with a hundred commands but is mostly words Sous
/// never says, so it is close to none of them.
struct IntentClassifier: Sendable {
    /// One reading: the nearest intent, its similarity, and the best other intent's.
    struct Guess: Hashable, Sendable {
        var intent: String
        var similarity: Double
        var runnerUp: Double
        /// The nearest training sentence's features.
        var nearest: [String]
    }

    private var weights: [String: Double] = [:]
    private let unseenWeight: Double
    /// Training sentences' vectors (unit length) as feature -> [(sentence, weight)].
    private var index: [String: [(sentence: Int, weight: Double)]] = [:]
    private var intents: [String] = []
    private var sentenceFeatures: [[String]] = []

    init(_ sentences: [(intent: String, features: [String])]) {
        let grams = sentences.map { Self.grams($0.features) }
        var intentsUsing: [String: Set<String>] = [:]
        for (sentence, features) in zip(sentences, grams) {
            for feature in features.keys { intentsUsing[feature, default: []].insert(sentence.intent) }
        }
        let count = Double(Set(sentences.map(\.intent)).count)
        weights = intentsUsing.mapValues { log((1 + count) / (1 + Double($0.count))) + 1 }
        unseenWeight = log(1 + count) + 1
        intents = sentences.map(\.intent)
        sentenceFeatures = sentences.map(\.features)
        for (n, features) in grams.enumerated() {
            let vector = vectorize(features)
            for (feature, weight) in vector { index[feature, default: []].append((n, weight)) }
        }
    }

    /// The nearest intent to `features`, or nil when nothing is shared.
    func classify(_ features: [String]) -> Guess? {
        let vector = vectorize(Self.grams(features))
        var dot: [Int: Double] = [:]
        // Summed in a fixed order: a dictionary's order differs between instances, and so would
        // the last bit of a similarity.
        for feature in vector.keys.sorted() {
            for entry in index[feature] ?? [] { dot[entry.sentence, default: 0] += vector[feature]! * entry.weight }
        }
        var best: [String: (similarity: Double, sentence: Int)] = [:]
        // Ties go to the sentence trained first, so the answer never depends on hashing.
        for (sentence, similarity) in dot {
            if let current = best[intents[sentence]], current.similarity > similarity || (current.similarity == similarity && current.sentence < sentence) { continue }
            best[intents[sentence]] = (similarity, sentence)
        }
        let ranked = best.values.sorted { $0.similarity != $1.similarity ? $0.similarity > $1.similarity : $0.sentence < $1.sentence }
        guard let first = ranked.first else { return nil }
        return Guess(intent: intents[first.sentence], similarity: first.similarity, runnerUp: ranked.dropFirst().first?.similarity ?? 0,
                     nearest: sentenceFeatures[first.sentence])
    }

    /// Words and neighbouring pairs, with the sentence's start and end marked on the pairs.
    static func grams(_ features: [String]) -> [String: Double] {
        var counts: [String: Double] = [:]
        for word in features { counts[word, default: 0] += 1 }
        let marked = ["^"] + features + ["$"]
        for (a, b) in zip(marked, marked.dropFirst()) { counts[a + " " + b, default: 0] += 1 }
        return counts
    }

    private func vectorize(_ counts: [String: Double]) -> [String: Double] {
        var vector = counts.mapValues { 1 + log($0) }
        for (feature, value) in vector { vector[feature] = value * (weights[feature] ?? unseenWeight) }
        let norm = vector.keys.sorted().reduce(0) { $0 + vector[$1]! * vector[$1]! }.squareRoot()
        return norm == 0 ? [:] : vector.mapValues { $0 / norm }
    }
}
