import Foundation

/// A speech grammar as the smallest deterministic word graph that says the same sentences.
///
/// PocketSphinx turns JSGF into a graph with a state for every word of every copy of every rule
/// (2,057 states for the eval moment), and its search walks every state in every frame; the
/// minimal graph of the same sentences has 818, and decoding took half the time (measured in
/// docs/DECISIONS.md, "Voice speed"). Built from the JSGF `JSGFGenerator` writes, whose rule
/// bodies are in the contract's own pattern syntax (`PatternParser`: words, `<rule>`, `( a | b )`,
/// `[ optional ]`). The garbage loop's repetition (`+`) is not: that grammar stays PocketSphinx's.
public struct FiniteStateGrammar: Hashable, Sendable {
    public struct Arc: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public var word: String
    }

    public var stateCount: Int
    /// State 0 starts every sentence.
    public var start: Int { 0 }
    public var finals: Set<Int>
    /// Ordered by state, then word: the same grammar always gives the same graph.
    public var arcs: [Arc]

    public struct ParseError: Error, Hashable, CustomStringConvertible {
        public var description: String
    }

    /// Compiles the grammar's public rule (the first `public <name> = ...;`).
    public init(jsgf: String) throws(ParseError) {
        let (rules, root) = try Self.rules(jsgf)
        var nfa = NFA()
        let (entry, exit) = try nfa.build(.ruleRef(root), rules: rules, expanding: [])
        let dfa = Self.determinize(starts: [entry], finals: [exit], arcs: nfa.arcs, epsilons: nfa.epsilons, stateCount: nfa.count)
        self.init(minimal: Self.minimized(dfa))
    }

    init(minimal: Graph) {
        stateCount = minimal.count
        finals = minimal.finals
        arcs = minimal.arcs.sorted { ($0.from, $0.word, $0.to) < ($1.from, $1.word, $1.to) }
    }

    /// The same sentences less those where `forbidden(word, next word)` holds anywhere ("a hour",
    /// "an minute"), again minimal. Each state is split by the word that led to it, the pairs are
    /// cut, and the graph minimized.
    public func removingWordPairs(where forbidden: (String, String) -> Bool) -> FiniteStateGrammar {
        struct Key: Hashable { var state: Int; var last: String? }
        var leaving = [[Arc]](repeating: [], count: stateCount)
        for arc in arcs { leaving[arc.from].append(arc) }
        var ids: [Key: Int] = [Key(state: start, last: nil): 0]
        var queue = [Key(state: start, last: nil)]
        var graph = Graph(count: 0, starts: [0], finals: [], arcs: [])
        var index = 0
        while index < queue.count {
            let key = queue[index]
            if finals.contains(key.state) { graph.finals.insert(index) }
            for arc in leaving[key.state] {
                if let last = key.last, forbidden(last, arc.word) { continue }
                let target = Key(state: arc.to, last: arc.word)
                let id = ids[target] ?? queue.count
                if id == queue.count {
                    ids[target] = id
                    queue.append(target)
                }
                graph.arcs.append(Arc(from: index, to: id, word: arc.word))
            }
            index += 1
        }
        graph.count = queue.count
        return FiniteStateGrammar(minimal: Self.minimized(graph))
    }

    /// Whether the grammar says exactly these words.
    public func accepts(_ words: [String]) -> Bool {
        var state = start
        for word in words {
            guard let arc = arcs.first(where: { $0.from == state && $0.word == word }) else { return false }
            state = arc.to
        }
        return finals.contains(state)
    }

    /// Whether the grammar says these words as the start of a longer sentence: "set a timer for
    /// five minutes" goes on ("for the rice"), "next step" may not.
    public func goesOn(after words: [String]) -> Bool {
        var state = start
        for word in words {
            guard let arc = arcs.first(where: { $0.from == state && $0.word == word }) else { return false }
            state = arc.to
        }
        return arcs.contains { $0.from == state }
    }

    /// Sentences the grammar says, each a random walk from the start: at every state one of the
    /// arcs leaving it, or the end when the state is final, all equally likely. For reading what
    /// the recognizer could hear ("feed eighteen servings"), not for their frequencies.
    public func randomSentences<G: RandomNumberGenerator>(_ count: Int, using generator: inout G) -> [[String]] {
        var leaving = [[Arc]](repeating: [], count: stateCount)
        for arc in arcs { leaving[arc.from].append(arc) }
        return (0..<max(0, count)).map { _ in
            var state = start
            var words: [String] = []
            while true {
                let choices = leaving[state].count + (finals.contains(state) ? 1 : 0)
                guard choices > 0 else { return words }
                let pick = Int.random(in: 0..<choices, using: &generator)
                guard pick < leaving[state].count else { return words }
                words.append(leaving[state][pick].word)
                state = leaving[state][pick].to
            }
        }
    }

    // MARK: - Automata

    struct Graph {
        var count: Int
        var starts: Set<Int>
        var finals: Set<Int>
        var arcs: [Arc]
    }

    /// Subset construction: one state per set of states reachable by the same words.
    static func determinize(starts: Set<Int>, finals: Set<Int>, arcs: [Arc], epsilons: [Int: [Int]], stateCount: Int) -> Graph {
        var outgoing = [[(word: String, to: Int)]](repeating: [], count: stateCount)
        for arc in arcs { outgoing[arc.from].append((arc.word, arc.to)) }
        var empties = [[Int]](repeating: [], count: stateCount)
        for (from, targets) in epsilons { empties[from] = targets }
        var isFinal = [Bool](repeating: false, count: stateCount)
        for state in finals { isFinal[state] = true }
        // A set's closure under empty moves, sorted; marks stamped per call instead of a Set
        // (hashing was most of the time).
        var mark = [Int](repeating: -1, count: stateCount)
        var stamp = 0
        func closure(_ states: [Int]) -> [Int] {
            stamp += 1
            var result: [Int] = []
            var stack: [Int] = []
            for state in states where mark[state] != stamp {
                mark[state] = stamp
                result.append(state)
                stack.append(state)
            }
            while let state = stack.popLast() {
                for next in empties[state] where mark[next] != stamp {
                    mark[next] = stamp
                    result.append(next)
                    stack.append(next)
                }
            }
            return result.sorted()
        }
        let first = closure(Array(starts))
        var ids: [[Int]: Int] = [first: 0]
        var queue = [first]
        var result = Graph(count: 0, starts: [0], finals: [], arcs: [])
        var index = 0
        while index < queue.count {
            let set = queue[index]
            let id = index
            index += 1
            if set.contains(where: { isFinal[$0] }) { result.finals.insert(id) }
            var byWord: [String: [Int]] = [:]
            for state in set {
                for (word, to) in outgoing[state] { byWord[word, default: []].append(to) }
            }
            for word in byWord.keys.sorted() {
                let target = closure(byWord[word]!)
                let targetID: Int
                if let known = ids[target] {
                    targetID = known
                } else {
                    targetID = queue.count
                    ids[target] = targetID
                    queue.append(target)
                }
                result.arcs.append(Arc(from: id, to: targetID, word: word))
            }
        }
        result.count = queue.count
        return result
    }

    /// Brzozowski: determinizing the reversed graph twice leaves the minimal deterministic one.
    static func minimized(_ graph: Graph) -> Graph {
        func reversedAndDeterminized(_ g: Graph) -> Graph {
            let reversed = g.arcs.map { Arc(from: $0.to, to: $0.from, word: $0.word) }
            return determinize(starts: g.finals, finals: g.starts, arcs: reversed, epsilons: [:], stateCount: g.count)
        }
        return reversedAndDeterminized(reversedAndDeterminized(graph))
    }

    /// Thompson's construction: every item gets an entry and an exit state joined by words and
    /// empty moves.
    struct NFA {
        var count = 0
        var arcs: [Arc] = []
        var epsilons: [Int: [Int]] = [:]

        mutating func state() -> Int {
            count += 1
            return count - 1
        }

        mutating func empty(_ from: Int, _ to: Int) {
            epsilons[from, default: []].append(to)
        }

        mutating func build(_ node: GrammarExpression, rules: [String: GrammarExpression], expanding: Set<String>) throws(ParseError) -> (Int, Int) {
            switch node {
            case .word(let word):
                guard word.allSatisfy({ $0.isLetter || $0 == "'" }) else {
                    throw ParseError(description: "\"\(word)\" is not a word (repetition is not supported)")
                }
                let (a, b) = (state(), state())
                arcs.append(Arc(from: a, to: b, word: word))
                return (a, b)
            case .ruleRef(let name):
                guard let rule = rules[name] else { throw ParseError(description: "the grammar has no rule <\(name)>") }
                guard !expanding.contains(name) else { throw ParseError(description: "the rule <\(name)> refers to itself") }
                return try build(rule, rules: rules, expanding: expanding.union([name]))
            case .sequence(let items):
                let entry = state()
                var last = entry
                for item in items {
                    let (a, b) = try build(item, rules: rules, expanding: expanding)
                    empty(last, a)
                    last = b
                }
                return (entry, last)
            case .alternatives(let options):
                let (entry, exit) = (state(), state())
                for option in options {
                    let (a, b) = try build(option, rules: rules, expanding: expanding)
                    empty(entry, a)
                    empty(b, exit)
                }
                return (entry, exit)
            case .optional(let inner):
                let (a, b) = try build(inner, rules: rules, expanding: expanding)
                empty(a, b)
                return (a, b)
            case .slot(let name, _):
                throw ParseError(description: "a speech grammar has no slots ({\(name)})")
            }
        }
    }

    /// Every rule's body by name, and the public rule's name: one `<name> = body;` a statement.
    static func rules(_ jsgf: String) throws(ParseError) -> (rules: [String: GrammarExpression], root: String) {
        var rules: [String: GrammarExpression] = [:]
        var root: String?
        for statement in jsgf.split(separator: ";") {
            let line = statement.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("grammar ") else { continue }
            guard let equals = line.firstIndex(of: "=") else { throw ParseError(description: "not a rule: \(line.prefix(60))") }
            var head = line[..<equals].trimmingCharacters(in: .whitespaces)
            let isPublic = head.hasPrefix("public ")
            if isPublic { head = String(head.dropFirst("public ".count)).trimmingCharacters(in: .whitespaces) }
            guard head.hasPrefix("<"), head.hasSuffix(">"), head.count > 2 else { throw ParseError(description: "not a rule name: \(head)") }
            let name = String(head.dropFirst().dropLast())
            do {
                rules[name] = try PatternParser.parse(String(line[line.index(after: equals)...]))
            } catch {
                throw ParseError(description: "<\(name)>: \(error.description)")
            }
            if isPublic, root == nil { root = name }
        }
        guard let root else { throw ParseError(description: "the grammar has no public rule") }
        return (rules, root)
    }
}
