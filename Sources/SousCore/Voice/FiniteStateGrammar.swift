import Foundation

/// A speech grammar as the smallest deterministic word graph that says the same sentences.
///
/// PocketSphinx turns JSGF into a graph with a state for every word of every copy of every rule
/// (2,057 states for the eval moment), and its search walks every state in every frame; the
/// minimal graph of the same sentences has 818, and decoding took half the time (measured in
/// docs/DECISIONS.md, "Voice speed"). Built from the JSGF `JSGFGenerator` writes: words, rule
/// references, `( )`, `[ ]`, `|`, and `+` / `*` after an item.
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
        var parser = JSGFParser(text: jsgf)
        let (rules, root) = try parser.rules()
        var nfa = NFA()
        let (entry, exit) = try nfa.build(.reference(root), rules: rules, expanding: [])
        let dfa = Self.determinize(starts: [entry], finals: [exit], arcs: nfa.arcs, epsilons: nfa.epsilons, stateCount: nfa.count)
        let minimal = Self.minimized(dfa)
        stateCount = minimal.count
        finals = minimal.finals
        arcs = minimal.arcs.sorted { ($0.from, $0.word, $0.to) < ($1.from, $1.word, $1.to) }
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

        mutating func build(_ node: JSGFParser.Node, rules: [String: JSGFParser.Node], expanding: Set<String>) throws(ParseError) -> (Int, Int) {
            switch node {
            case .word(let word):
                let (a, b) = (state(), state())
                arcs.append(Arc(from: a, to: b, word: word))
                return (a, b)
            case .reference(let name):
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
            case .repeated(let inner, let atLeastOnce):
                let (entry, exit) = (state(), state())
                let (a, b) = try build(inner, rules: rules, expanding: expanding)
                empty(entry, a)
                empty(b, exit)
                empty(b, a)
                if !atLeastOnce { empty(entry, exit) }
                return (entry, exit)
            }
        }
    }
}

/// Reads the JSGF subset `JSGFGenerator` writes.
struct JSGFParser {
    indirect enum Node: Hashable {
        case word(String)
        case reference(String)
        case sequence([Node])
        case alternatives([Node])
        case optional(Node)
        case repeated(Node, atLeastOnce: Bool)
    }

    enum Token: Hashable {
        case word(String), reference(String), open, close, openOptional, closeOptional, bar, plus, star
    }

    let text: String

    /// Every rule's body by name, and the public rule's name.
    mutating func rules() throws(FiniteStateGrammar.ParseError) -> (rules: [String: Node], root: String) {
        var rules: [String: Node] = [:]
        var root: String?
        for statement in text.split(separator: ";") {
            let line = statement.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("grammar ") else { continue }
            guard let equals = line.firstIndex(of: "=") else { throw FiniteStateGrammar.ParseError(description: "not a rule: \(line.prefix(60))") }
            var head = line[..<equals].trimmingCharacters(in: .whitespaces)
            let isPublic = head.hasPrefix("public ")
            if isPublic { head = String(head.dropFirst("public ".count)).trimmingCharacters(in: .whitespaces) }
            guard head.hasPrefix("<"), head.hasSuffix(">") else { throw FiniteStateGrammar.ParseError(description: "not a rule name: \(head)") }
            let name = String(head.dropFirst().dropLast())
            var tokens = try Self.tokens(line[line.index(after: equals)...])[...]
            let body = try Self.alternatives(&tokens)
            guard tokens.isEmpty else { throw FiniteStateGrammar.ParseError(description: "unexpected \(tokens.first!) in <\(name)>") }
            rules[name] = body
            if isPublic, root == nil { root = name }
        }
        guard let root else { throw FiniteStateGrammar.ParseError(description: "the grammar has no public rule") }
        return (rules, root)
    }

    static func tokens(_ text: Substring) throws(FiniteStateGrammar.ParseError) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case " ", "\t", "\n", "\r": index = text.index(after: index)
            case "(": tokens.append(.open); index = text.index(after: index)
            case ")": tokens.append(.close); index = text.index(after: index)
            case "[": tokens.append(.openOptional); index = text.index(after: index)
            case "]": tokens.append(.closeOptional); index = text.index(after: index)
            case "|": tokens.append(.bar); index = text.index(after: index)
            case "+": tokens.append(.plus); index = text.index(after: index)
            case "*": tokens.append(.star); index = text.index(after: index)
            case "<":
                guard let close = text[index...].firstIndex(of: ">") else {
                    throw FiniteStateGrammar.ParseError(description: "a rule reference is not closed")
                }
                tokens.append(.reference(String(text[text.index(after: index)..<close])))
                index = text.index(after: close)
            default:
                var end = index
                while end < text.endIndex, !" \t\n\r()[]|+*<>".contains(text[end]) { end = text.index(after: end) }
                guard end > index else { throw FiniteStateGrammar.ParseError(description: "unexpected \(character)") }
                tokens.append(.word(String(text[index..<end])))
                index = end
            }
        }
        return tokens
    }

    static func alternatives(_ tokens: inout ArraySlice<Token>) throws(FiniteStateGrammar.ParseError) -> Node {
        var options = [try sequence(&tokens)]
        while tokens.first == .bar {
            tokens.removeFirst()
            options.append(try sequence(&tokens))
        }
        return options.count == 1 ? options[0] : .alternatives(options)
    }

    static func sequence(_ tokens: inout ArraySlice<Token>) throws(FiniteStateGrammar.ParseError) -> Node {
        var items: [Node] = []
        while let token = tokens.first, token != .bar, token != .close, token != .closeOptional {
            tokens.removeFirst()
            var item: Node
            switch token {
            case .word(let word): item = .word(word)
            case .reference(let name): item = .reference(name)
            case .open, .openOptional:
                let inner = try alternatives(&tokens)
                let closing: Token = token == .open ? .close : .closeOptional
                guard tokens.first == closing else { throw FiniteStateGrammar.ParseError(description: "a group is not closed") }
                tokens.removeFirst()
                item = token == .open ? inner : .optional(inner)
            default: throw FiniteStateGrammar.ParseError(description: "unexpected \(token)")
            }
            while let postfix = tokens.first, postfix == .plus || postfix == .star {
                tokens.removeFirst()
                item = .repeated(item, atLeastOnce: postfix == .plus)
            }
            items.append(item)
        }
        guard !items.isEmpty else { throw FiniteStateGrammar.ParseError(description: "an empty alternative") }
        return items.count == 1 ? items[0] : .sequence(items)
    }
}
