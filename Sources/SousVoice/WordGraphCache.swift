import Foundation
import SousCore

/// The last few word graphs made, by speech grammar and dictionary: making one (determinizing and
/// minimizing the grammar) costs more than loading the decoder, and a recognizer started again
/// (the microphone reopened, a timer's moment over) or another one for the same moment asks for
/// the same graph. A graph depends only on the grammar's text and its words' first phones, which
/// come from the dictionary (and eSpeak NG, deterministic, for words it lacks).
final class WordGraphCache: @unchecked Sendable {
    private let lock = NSLock()
    private var graphs: [(key: String, graph: FiniteStateGrammar)] = []
    /// A few moments' graphs (each some thousands of arcs for the built-in grammar).
    let capacity: Int

    init(capacity: Int = 8) { self.capacity = capacity }

    func graph(for jsgf: String, dictionary: String,
               make: () throws(FiniteStateGrammar.ParseError) -> FiniteStateGrammar) throws(FiniteStateGrammar.ParseError) -> FiniteStateGrammar {
        let key = dictionary + "\u{0}" + jsgf
        if let hit = lock.withLock({ graphs.first { $0.key == key }?.graph }) { return hit }
        let made = try make()
        lock.withLock {
            graphs.removeAll { $0.key == key }
            graphs.append((key, made))
            if graphs.count > capacity { graphs.removeFirst(graphs.count - capacity) }
        }
        return made
    }
}

extension CommandRecognizer {
    static let wordGraphs = WordGraphCache()
}
