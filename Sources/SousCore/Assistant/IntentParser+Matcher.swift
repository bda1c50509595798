extension IntentParser {
    /// Memoised matching of compiled nodes against one sentence's tokens.
    ///
    /// `match(node, start)` returns every end position the node can reach from `start`, keeping
    /// the best partial result per end and skip cost; scores add up, so the best whole match is
    /// built from best parts. Fillers may be skipped before any word or slot and at the end; with
    /// a tolerance, so may a few other words, within the cost budget.
    final class Matcher {
        /// A way of matching a stretch of tokens, and what it is worth.
        struct Partial {
            var literal = 0
            var typed = 0
            var free = 0
            var slots: [(String, SlotValue)] = []
            /// Bit i set when token i was matched by the pattern (not skipped as a filler).
            var covered: UInt64 = 0
            /// Words passed over in half-words (a skippable word 1, another 2), and which.
            var cost = 0
            var skipped: UInt64 = 0

            /// The fewest passed-over words, then the most literal words, then the fewest free ones.
            func isBetter(than other: Partial) -> Bool {
                if cost != other.cost { return cost < other.cost }
                if literal != other.literal { return literal > other.literal }
                return free < other.free
            }

            func then(_ next: Partial) -> Partial {
                Partial(literal: literal + next.literal, typed: typed + next.typed, free: free + next.free,
                        slots: slots + next.slots, covered: covered | next.covered,
                        cost: cost + next.cost, skipped: skipped | next.skipped)
            }
        }

        /// A position reachable from another by passing over fillers and skipped words.
        struct Hop {
            var position: Int
            var cost: Int
            var skipped: UInt64
        }

        let grammar: CompiledGrammar
        let tokens: [String]
        let context: MatchContext
        let budget: Int
        /// For each position, the positions reachable by passing over fillers and, within the
        /// budget, other words (the cheapest way to each).
        let reach: [[Hop]]
        /// What may be passed over before the first word matched, and after the last: with the
        /// default tolerance, one real word at the start, and only skippable words at the end.
        let startReach: [[Hop]]
        let endReach: [[Hop]]
        private var memo: [Int: [Int: Partial]] = [:]
        /// Slot readings by slot type and start: many patterns ask for the same ones.
        private var slotMemo: [Int: [(end: Int, value: SlotValue, isFree: Bool)]] = [:]

        init(grammar: CompiledGrammar, tokens: [String], context: MatchContext, tolerance: Tolerance = .strict) {
            self.grammar = grammar
            self.tokens = tokens
            self.context = context
            let budget = tolerance.budget
            self.budget = budget
            let soft = grammar.skippable
            let reach = Self.hops(grammar, tokens, budget: budget) { word in
                if tolerance.neverSkipped.contains(word) { return nil }
                return soft.contains(word) ? 1 : 2
            }
            self.reach = reach
            // The words passed over between two positions are the same whichever way is cheapest,
            // so the edges are the same hops with fewer real (not skippable) words in them.
            var real: UInt64 = 0
            for (i, word) in tokens.enumerated() where !soft.contains(word) { real |= 1 << UInt64(i) }
            func edge(_ words: Int) -> [[Hop]] {
                budget == 0 ? reach : reach.map { $0.filter { ($0.skipped & real).nonzeroBitCount <= words } }
            }
            startReach = edge(tolerance.wordsAtStart)
            endReach = edge(tolerance.wordsAtEnd)
        }

        /// From each position, the cheapest hop to every position within `budget`; `cost` says
        /// what passing over a word costs, or nil when it may not be passed over.
        private static func hops(_ grammar: CompiledGrammar, _ tokens: [String], budget: Int, cost: (String) -> Int?) -> [[Hop]] {
            var reach = Array(repeating: [Hop](), count: tokens.count + 1)
            for i in stride(from: tokens.count, through: 0, by: -1) {
                var best: [Int: Hop] = [i: Hop(position: i, cost: 0, skipped: 0)]
                func offer(_ hop: Hop) {
                    if let existing = best[hop.position], existing.cost <= hop.cost { return }
                    best[hop.position] = hop
                }
                for filler in grammar.fillers where i + filler.count <= tokens.count {
                    if tokens[i..<(i + filler.count)].elementsEqual(filler) { reach[i + filler.count].forEach(offer) }
                }
                if i < tokens.count, budget > 0, let price = cost(tokens[i]) {
                    for hop in reach[i + 1] where hop.cost + price <= budget {
                        offer(Hop(position: hop.position, cost: hop.cost + price, skipped: hop.skipped | 1 << UInt64(i)))
                    }
                }
                reach[i] = best.values.sorted { ($0.position, $0.cost) < ($1.position, $1.cost) }
            }
            return reach
        }

        /// Where matching from `start` may begin.
        private func hops(from start: Int) -> [Hop] {
            start == 0 ? startReach[0] : reach[start]
        }

        private var width: Int { budget + 1 }

        /// The best match of a pattern that covers the whole sentence, if any.
        func matchWhole(_ root: Int) -> Partial? {
            guard !tokens.isEmpty else { return nil }
            var best: Partial?
            for (key, partial) in match(root, from: 0).sorted(by: { $0.key < $1.key }) {
                let end = key / width
                guard partial.literal + partial.typed + partial.free > 0,
                      let tail = endReach[end].first(where: { $0.position == tokens.count }),
                      partial.cost + tail.cost <= budget else { continue }
                var whole = partial
                whole.cost += tail.cost
                whole.skipped |= tail.skipped
                if best == nil || whole.isBetter(than: best!) { best = whole }
            }
            return best
        }

        /// The sentence without filler words, for the `unknown` match.
        func textWithoutFillers() -> String {
            var words: [String] = []
            var i = 0
            while i < tokens.count {
                if let skip = reach[i].first(where: { $0.position > i && $0.cost == 0 }) { i = skip.position; continue }
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
                for hop in hops(from: start) where hop.position < tokens.count && tokens[hop.position] == word {
                    keep(&ends, hop.position + 1, Partial(literal: 1, covered: 1 << UInt64(hop.position), cost: hop.cost, skipped: hop.skipped))
                }
            case .sequence(let children):
                var states: [Int: Partial] = [start * width: Partial()]
                for child in children {
                    var next: [Int: Partial] = [:]
                    for (key, sofar) in states.sorted(by: { $0.key < $1.key }) {
                        for (end, part) in match(child, from: key / width).sorted(by: { $0.key < $1.key })
                        where sofar.cost + part.cost <= budget {
                            keep(&next, end / width, sofar.then(part))
                        }
                    }
                    states = next
                    if states.isEmpty { break }
                }
                ends = states
            case .alternatives(let children):
                for child in children {
                    for (end, part) in match(child, from: start).sorted(by: { $0.key < $1.key }) { keep(&ends, end / width, part) }
                }
            case .optional(let child):
                ends[start * width] = Partial()
                for (end, part) in match(child, from: start).sorted(by: { $0.key < $1.key }) { keep(&ends, end / width, part) }
            case .slot(let name, let type, let typeIndex):
                for hop in hops(from: start) where hop.position < tokens.count {
                    let p = hop.position
                    let key = typeIndex * (tokens.count + 1) + p
                    let readings = slotMemo[key] ?? slotReadings(type, typeIndex: typeIndex, from: p)
                    slotMemo[key] = readings
                    for (end, value, isFree) in readings {
                        let count = end - p
                        var covered: UInt64 = 0
                        for i in p..<end { covered |= 1 << UInt64(i) }
                        let part = Partial(typed: isFree ? 0 : count, free: isFree ? count : 0, slots: [(name, value)],
                                           covered: covered, cost: hop.cost, skipped: hop.skipped)
                        keep(&ends, end, part)
                    }
                }
            }
            return ends
        }

        /// Keeps `candidate` for `end` and its cost unless an earlier one is at least as good (earlier wins ties).
        private func keep(_ ends: inout [Int: Partial], _ end: Int, _ candidate: Partial) {
            let key = end * width + candidate.cost
            if let existing = ends[key], !candidate.isBetter(than: existing) { return }
            ends[key] = candidate
        }
    }
}
