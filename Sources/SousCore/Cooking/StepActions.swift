/// Where a recipe's steps do something: "bake", "rest", "in the oven", and the time or
/// temperature the same sentence gives. Answers "how long do I bake it" and "what temperature".
///
/// Word forms are how steps are written ("baked", "resting", "leave to stand"), kept apart from
/// the contract's `cookAction` values, which are how cooks ask.
public enum StepActions {
    /// The words a step may use for each `cookAction` value (and `oven` for the `heat` slot).
    static let forms: [String: [String]] = [
        "bake": ["bake", "bakes", "baking", "baked"],
        "roast": ["roast", "roasts", "roasting", "roasted"],
        "braise": ["braise", "braises", "braising", "braised"],
        "knead": ["knead", "kneads", "kneading", "kneaded"],
        "simmer": ["simmer", "simmers", "simmering", "simmered"],
        "boil": ["boil", "boils", "boiling", "boiled"],
        "poach": ["poach", "poaches", "poaching", "poached"],
        "steam": ["steam", "steams", "steaming", "steamed"],
        "rest": ["rest", "rests", "resting", "rested", "stand", "stands", "standing", "sit", "sits"],
        "chill": ["chill", "chills", "chilling", "chilled", "refrigerate", "refrigerated", "fridge"],
        "prove": ["prove", "proves", "proving", "proved", "proof", "proofs", "proofing", "proofed",
                  "rise", "rises", "rising", "risen", "double in size", "doubled in size"],
        "fry": ["fry", "fries", "frying", "fried", "saute", "sauté", "sautes", "sautés", "sauteed", "sautéed"],
        "sear": ["sear", "sears", "searing", "seared"],
        "grill": ["grill", "grills", "grilling", "grilled"],
        "toast": ["toast", "toasts", "toasting", "toasted"],
        "cook": ["cook", "cooks", "cooking", "cooked"],
        "whisk": ["whisk", "whisks", "whisking", "whisked"],
        "beat": ["beat", "beats", "beating", "beaten"],
        "mix": ["mix", "mixes", "mixing", "mixed"],
        "stir": ["stir", "stirs", "stirring", "stirred"],
        "cool": ["cool", "cools", "cooling", "cooled"],
        "marinate": ["marinate", "marinates", "marinating", "marinated"],
        "soak": ["soak", "soaks", "soaking", "soaked"],
        "reduce": ["reduce", "reduces", "reducing", "reduced"],
        "oven": ["bake", "bakes", "baking", "baked", "roast", "roasts", "roasting", "roasted", "braise",
                 "braising", "in the oven", "into the oven", "in a hot oven", "in the hot oven"],
    ]

    /// A verb used as a noun's modifier ("baking tray", "frying pan", "mixing bowl") is not the action.
    static let equipment: Set<String> = ["tray", "trays", "sheet", "sheets", "paper", "powder", "soda", "dish", "dishes",
                                         "tin", "tins", "pan", "pans", "bowl", "rack", "parchment", "spoon", "beans"]
    /// "Don't knead it", "without kneading": the step says not to.
    static let negations: Set<String> = ["not", "don't", "dont", "never", "without", "no"]

    /// One sentence of a step that does the action, with the time it gives (if any).
    public struct Found: Hashable, Sendable {
        /// 0-based step index.
        public var stepIndex: Int
        /// The sentence as written, without its closing full stop.
        public var sentence: String
        public var duration: DurationRange?
    }

    /// The sentences of `text`: split after ".", "!", "?" and ";" followed by a space.
    static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            current.append(c)
            if ".!?;".contains(c), chars.first == " " || chars.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.trimmingSpaces.isEmpty { result.append(current) }
        return result.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// Lowercased words of `text` with the character offset each starts at.
    static func words(_ text: String) -> [(word: String, offset: Int)] {
        var result: [(String, Int)] = []
        var word = ""
        var start = 0
        for (i, c) in Array(text).enumerated() {
            if c.isLetter || c == "'" || c == "’" {
                if word.isEmpty { start = i }
                word.append(c == "’" ? "'" : Character(c.lowercased()))
            } else if !word.isEmpty {
                result.append((word, start))
                word = ""
            }
        }
        if !word.isEmpty { result.append((word, start)) }
        return result
    }

    /// Where in `sentence` (character offset) the action is done, if it is.
    static func actionOffset(_ action: String, in sentence: String) -> Int? {
        guard let phrases = forms[action] else { return nil }
        let words = words(sentence)
        for i in words.indices {
            for phrase in phrases {
                let parts = phrase.split(separator: " ").map(String.init)
                guard i + parts.count <= words.count,
                      zip(parts, words[i..<(i + parts.count)]).allSatisfy({ $0 == $1.word }) else { continue }
                let next = i + parts.count < words.count ? words[i + parts.count].word : ""
                let previous = i > 0 ? words[i - 1].word : ""
                if parts.count == 1, equipment.contains(next) { continue }
                if negations.contains(previous) { continue }
                // "the rest of the buttermilk", "a rest": the noun, not the verb.
                if action == "rest" || action == "cool", ["the", "a"].contains(previous) { continue }
                return words[i].offset
            }
        }
        return nil
    }

    /// Clause boundaries after the action: a later time there belongs to another action.
    static let clauseBreaks = [", then ", " then ", " and then ", " while ", " meanwhile "]

    /// The first time given after `offset` in `sentence`, before the clause ends.
    static func duration(after offset: Int, in sentence: String) -> DurationRange? {
        let tail = String(Array(sentence)[offset...])
        var clause = tail
        let lower = tail.lowercased()
        for mark in clauseBreaks {
            if let range = lower.range(of: mark) {
                let cut = lower.distance(from: lower.startIndex, to: range.lowerBound)
                if cut < clause.count { clause = String(Array(tail)[..<cut]) }
            }
        }
        return DurationFinder.find(in: clause).first?.duration
    }

    /// Every sentence in `recipe` that does `action`, in step order.
    public static func find(_ action: String, in instructions: [Instruction]) -> [Found] {
        var found: [Found] = []
        for (index, step) in instructions.enumerated() {
            for sentence in sentences(step.text) {
                guard let offset = actionOffset(action, in: sentence) else { continue }
                found.append(Found(stepIndex: index, sentence: trimmedStop(sentence),
                                   duration: duration(after: offset, in: sentence)))
            }
        }
        return found
    }

    /// The one to answer with: from the current step on, the first that gives a time; then the
    /// steps before it; else the first that does the action at all (it gives no time).
    public static func best(_ action: String, in instructions: [Instruction], current: Int) -> Found? {
        let all = find(action, in: instructions)
        let ahead = all.filter { $0.stepIndex >= current }
        let behind = all.filter { $0.stepIndex < current }.reversed()
        return ahead.first { $0.duration != nil } ?? behind.first { $0.duration != nil } ?? ahead.first ?? behind.first
    }

    static func trimmedStop(_ sentence: String) -> String {
        var s = sentence.trimmingSpaces
        while let last = s.last, ".;".contains(last) { s.removeLast() }
        return s
    }
}
