extension IntentParser {
    /// Memoised matching of compiled nodes against one sentence's tokens.
    ///
    /// `match(node, start)` returns every end position the node can reach from `start`, keeping
    /// the best partial result per end; scores add up, so the best whole match is built from
    /// best parts. Fillers may be skipped before any word or slot and at the end.
    final class Matcher {
        /// A way of matching a stretch of tokens, and what it is worth.
        struct Partial {
            var literal = 0
            var typed = 0
            var free = 0
            var slots: [(String, SlotValue)] = []
            /// Bit i set when token i was matched by the pattern (not skipped as a filler).
            var covered: UInt64 = 0

            func isBetter(than other: Partial) -> Bool {
                if literal != other.literal { return literal > other.literal }
                return free < other.free
            }

            func then(_ next: Partial) -> Partial {
                Partial(literal: literal + next.literal, typed: typed + next.typed, free: free + next.free,
                        slots: slots + next.slots, covered: covered | next.covered)
            }
        }

        let grammar: CompiledGrammar
        let tokens: [String]
        let context: MatchContext
        /// For each position, the positions reachable by skipping zero or more fillers.
        let reach: [[Int]]
        private var memo: [Int: [Int: Partial]] = [:]
        /// Slot readings by slot type and start: many patterns ask for the same ones.
        private var slotMemo: [Int: [(end: Int, value: SlotValue, isFree: Bool)]] = [:]

        init(grammar: CompiledGrammar, tokens: [String], context: MatchContext) {
            self.grammar = grammar
            self.tokens = tokens
            self.context = context
            var reach = Array(repeating: [Int](), count: tokens.count + 1)
            for i in stride(from: tokens.count, through: 0, by: -1) {
                var set: Set<Int> = [i]
                for filler in grammar.fillers where i + filler.count <= tokens.count {
                    if Array(tokens[i..<(i + filler.count)]) == filler { set.formUnion(reach[i + filler.count]) }
                }
                reach[i] = set.sorted()
            }
            self.reach = reach
        }

        /// The best match of a pattern that covers the whole sentence, if any.
        func matchWhole(_ root: Int) -> Partial? {
            guard !tokens.isEmpty else { return nil }
            var best: Partial?
            for (end, partial) in match(root, from: 0).sorted(by: { $0.key < $1.key }) where reach[end].contains(tokens.count) {
                guard partial.literal + partial.typed + partial.free > 0 else { continue }
                if best == nil || partial.isBetter(than: best!) { best = partial }
            }
            return best
        }

        /// The sentence without filler words, for the `unknown` match.
        func textWithoutFillers() -> String {
            var words: [String] = []
            var i = 0
            while i < tokens.count {
                if let skip = reach[i].first(where: { $0 > i }) { i = skip; continue }
                words.append(tokens[i])
                i += 1
            }
            return words.joined(separator: " ")
        }

        func match(_ node: Int, from start: Int) -> [Int: Partial] {
            let key = node * (tokens.count + 1) + start
            if let cached = memo[key] { return cached }
            let result = compute(node, from: start)
            memo[key] = result
            return result
        }

        private func compute(_ node: Int, from start: Int) -> [Int: Partial] {
            var ends: [Int: Partial] = [:]
            switch grammar.nodes[node] {
            case .word(let word):
                for p in reach[start] where p < tokens.count && tokens[p] == word {
                    keep(&ends, p + 1, Partial(literal: 1, covered: 1 << UInt64(p)))
                }
            case .sequence(let children):
                var states: [Int: Partial] = [start: Partial()]
                for child in children {
                    var next: [Int: Partial] = [:]
                    for (position, sofar) in states.sorted(by: { $0.key < $1.key }) {
                        for (end, part) in match(child, from: position).sorted(by: { $0.key < $1.key }) {
                            keep(&next, end, sofar.then(part))
                        }
                    }
                    states = next
                    if states.isEmpty { break }
                }
                ends = states
            case .alternatives(let children):
                for child in children {
                    for (end, part) in match(child, from: start).sorted(by: { $0.key < $1.key }) { keep(&ends, end, part) }
                }
            case .optional(let child):
                ends[start] = Partial()
                for (end, part) in match(child, from: start).sorted(by: { $0.key < $1.key }) { keep(&ends, end, part) }
            case .slot(let name, let type, let typeIndex):
                for p in reach[start] where p < tokens.count {
                    let key = typeIndex * (tokens.count + 1) + p
                    let readings = slotMemo[key] ?? slotReadings(type, typeIndex: typeIndex, from: p)
                    slotMemo[key] = readings
                    for (end, value, isFree) in readings {
                        let count = end - p
                        var covered: UInt64 = 0
                        for i in p..<end { covered |= 1 << UInt64(i) }
                        let part = Partial(typed: isFree ? 0 : count, free: isFree ? count : 0, slots: [(name, value)], covered: covered)
                        keep(&ends, end, part)
                    }
                }
            }
            return ends
        }

        /// Keeps `candidate` for `end` unless an earlier one is at least as good (earlier wins ties).
        private func keep(_ ends: inout [Int: Partial], _ end: Int, _ candidate: Partial) {
            if let existing = ends[end], !candidate.isBetter(than: existing) { return }
            ends[end] = candidate
        }
    }
}
