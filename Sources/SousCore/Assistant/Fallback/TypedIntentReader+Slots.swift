extension TypedIntentReader {
    /// Words before a name that mark it as the replacement, not the missing ingredient
    /// ("use *applesauce*", "swap it *with* oil").
    static let replacementCues: Set<String> = ["use", "with", "using"]
    /// Words that come before an ingredient said freely ("instead *of* cream", "no *eggs*").
    static let ingredientCues: Set<String> = ["of", "for", "instead", "replace", "substitute", "swap", "no", "much", "many",
                                              "without", "to", "have", "use", "with", "using", "replacing", "substituting"]
    /// Words that come before a timer's name said freely ("*for* the rice", "*give* the eggs").
    static let timerCues: Set<String> = ["for", "on", "to", "called", "named", "give"]
    /// Words after a timer's name said freely ("the rice *timer*").
    static let timerWords: Set<String> = ["timer", "timers", "alarm", "countdown"]
    /// Words passed over when looking for a name's cue ("instead of *the* cream").
    static let determiners: Set<String> = ["the", "a", "an", "my", "our", "this", "that", "some", "any", "more"]

    /// The intent's slots filled from the spotted spans, or nil when a slot it needs is missing or
    /// unknown words are left that no slot explains ("skip this *song*", "what is next *week*").
    func fill(_ intent: String, from sentence: SpottedSentence, context: ParseContext) -> [String: SlotValue]? {
        guard let info = slots[intent] else { return nil }
        var filled: [String: SlotValue] = [:]
        var used: Set<Int> = []
        var names = Self.nameCandidates(sentence)
        // The replacement first, so the ingredient is whatever name is left.
        for slot in info.types.keys.sorted(by: { ($0 == "replacement" ? 0 : 1, $0) < ($1 == "replacement" ? 0 : 1, $1) }) {
            guard let (typeName, type) = info.types[slot] else { continue }
            switch type.kind {
            case .duration:
                if let span = sentence.spans.first(where: { if case .duration = $0.kind { true } else { false } }),
                   case .duration(let seconds) = span.kind {
                    filled[slot] = .duration(seconds)
                    used.insert(span.position)
                }
            case .number:
                let inRange = { (n: Int) in (type.min.map { n >= $0 } ?? true) && (type.max.map { n <= $0 } ?? true) }
                if let span = sentence.spans.first(where: { if case .number(let n) = $0.kind { inRange(n) } else { false } }),
                   case .number(let n) = span.kind {
                    filled[slot] = .number(n)
                    used.insert(span.position)
                } else if sentence.features.contains("last"), let steps = context.stepCount, typeName == "stepNumber" {
                    filled[slot] = .number(steps)
                }
            case .values:
                if let span = sentence.spans.first(where: { if case .value(typeName, _) = $0.kind { true } else { false } }),
                   case .value(_, let canonical) = span.kind {
                    filled[slot] = .value(canonical)
                    used.insert(span.position)
                }
            case .text:
                // What a technique is done to: unknown words right after it ("temper *eggs*").
                guard let value = sentence.spans.firstIndex(where: { if case .value = $0.kind { true } else { false } }),
                      value + 1 < sentence.spans.count, case .free = sentence.spans[value + 1].kind else { continue }
                let food = sentence.spans[value + 1]
                let between = sentence.features[(sentence.spans[value].position + 1)..<food.position]
                guard between.allSatisfy(Self.determiners.contains) else { continue }
                filled[slot] = .text(food.words.joined(separator: " "))
                used.insert(food.position)
            case .ingredient, .timerName:
                // A timer said freely comes before "timer", or after "for the" with a timer or a time
                // in the sentence: "what is on *tv* tonight" names no timer.
                let timed = sentence.features.contains { Self.timerWords.contains($0) || $0 == SpottedSentence.Kind.duration(0).placeholder }
                let fits = { (name: NameCandidate) in
                    name.isKnown || (type.kind == .ingredient ? Self.ingredientCues.contains(name.cue ?? "")
                        : Self.timerWords.contains(name.next ?? "") || (timed && Self.timerCues.contains(name.cue ?? "")))
                }
                let pick = slot == "replacement"
                    ? names.firstIndex { fits($0) && Self.replacementCues.contains($0.cue ?? "") && names.count > 1 }
                    : names.firstIndex(where: fits)
                if let pick {
                    filled[slot] = .text(names[pick].text)
                    used.formUnion(names[pick].positions)
                    names.remove(at: pick)
                }
            }
        }
        guard info.required.isSubset(of: Set(filled.keys)), !info.needsOne || !filled.isEmpty else { return nil }
        let unexplained = sentence.spans.contains { span in
            if case .free = span.kind { return !used.contains(span.position) }
            return false
        }
        return unexplained ? nil : filled
    }

    /// A name the cook may have said: a context name, or neighbouring spans with an unknown word.
    struct NameCandidate {
        var text: String
        var positions: [Int]
        var isKnown: Bool
        /// The word before the name, determiners passed over.
        var cue: String?
        /// The word right after the name.
        var next: String?
    }

    /// Names said freely or from the context: a known name alone, or a run of neighbouring spans
    /// with an unknown word in it ("baking powder" is a technique word and an unknown one).
    static func nameCandidates(_ sentence: SpottedSentence) -> [NameCandidate] {
        var result: [NameCandidate] = []
        let spans = sentence.spans
        func cue(_ position: Int) -> String? {
            var p = position - 1
            while p >= 0, determiners.contains(sentence.features[p]) { p -= 1 }
            return p >= 0 ? sentence.features[p] : nil
        }
        func next(_ position: Int) -> String? {
            position + 1 < sentence.features.count ? sentence.features[position + 1] : nil
        }
        var i = 0
        while i < spans.count {
            if case .known(let name) = spans[i].kind {
                result.append(NameCandidate(text: name, positions: [spans[i].position], isKnown: true,
                                            cue: cue(spans[i].position), next: next(spans[i].position)))
                i += 1
                continue
            }
            var j = i
            var hasFree = false
            while j < spans.count, j == i || spans[j].position == spans[j - 1].position + 1 {
                if case .free = spans[j].kind { hasFree = true } else if case .value = spans[j].kind {} else { break }
                j += 1
            }
            if hasFree {
                let run = spans[i..<j]
                result.append(NameCandidate(text: run.flatMap(\.words).joined(separator: " "), positions: run.map(\.position),
                                            isKnown: false, cue: cue(spans[i].position), next: next(spans[j - 1].position)))
                i = j
            } else {
                i = max(j, i + 1)
            }
        }
        return result
    }
}
