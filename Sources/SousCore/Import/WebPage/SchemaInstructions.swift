/// Flattens `recipeInstructions` into steps, whatever shape the page used.
///
/// Pages publish a string, an array of strings, `HowToStep`s (text, or a name with nested
/// steps), `HowToSection`s of steps, `HowToTip`s and lists nested in lists. A section's name,
/// and a step's name when it is a real title rather than a copy of the text, become a heading
/// written in front of the first step it covers ("Make the broth: Heat the oil…"), because a
/// heading alone is not a step a cook can do and Sous has no separate field for it.
enum SchemaInstructions {
    static let maxSteps = 500
    static let maxDepth = 32

    /// One step before it becomes an `Instruction`.
    struct Step: Hashable {
        var headings: [String] = []
        var text: String
        var tips: [String] = []

        /// The text shown to the cook: headings first, each ended by a colon.
        var fullText: String {
            (headings.map(SchemaInstructions.headingPrefix) + [text]).joined()
        }
    }

    static func headingPrefix(_ heading: String) -> String {
        var trimmed = Substring(heading)
        while let last = trimmed.last, last == ":" || last == "." || last == " " { trimmed = trimmed.dropLast() }
        return trimmed.isEmpty ? "" : trimmed + ": "
    }

    static func steps(from value: JSONValue) -> [Step] {
        var collector = Collector()
        collector.add(value, depth: 0)
        return withoutNumbers(collector.steps)
    }

    /// Steps whose texts are numbered in order ("1. Mix", "2. Bake" or "Step 1: Mix") lose
    /// the numbers: Sous numbers its steps itself. A number out of order is text ("2 eggs…");
    /// a closing line after the numbered steps ("Enjoy!") may have none.
    static func withoutNumbers(_ steps: [Step]) -> [Step] {
        var stripped = steps
        var numbered = 0
        for index in steps.indices {
            guard let rest = afterNumber(index + 1, in: steps[index].text), !rest.isEmpty else { break }
            stripped[index].text = rest
            numbered += 1
        }
        return numbered >= 2 && numbered * 2 >= steps.count ? stripped : steps
    }

    /// The text after "N." / "N)" / "N:" / "Step N" and spacing, or nil when it does not start so.
    static func afterNumber(_ number: Int, in text: String) -> String? {
        var rest = Substring(text)
        if rest.lowercased().hasPrefix("step ") { rest = rest.dropFirst(5) }
        let digits = String(number)
        guard rest.hasPrefix(digits) else { return nil }
        rest = rest.dropFirst(digits.count)
        guard let mark = rest.first, ".):".contains(mark) || (mark == " " && text.lowercased().hasPrefix("step")) else { return nil }
        rest = rest.dropFirst()
        guard rest.first == " " || rest.first == "\u{A0}" else { return nil }
        return String(rest.drop { $0 == " " || $0 == "\u{A0}" })
    }

    private struct Collector {
        var steps: [Step] = []
        var pendingHeadings: [String] = []

        mutating func add(_ value: JSONValue, depth: Int) {
            guard depth < SchemaInstructions.maxDepth, steps.count < SchemaInstructions.maxSteps else { return }
            switch value {
            case .string, .number:
                for line in SchemaInstructions.split(WebText.lines(value.scalarText ?? "")) { append(line) }
            case .array(let items):
                for item in items { add(item, depth: depth + 1) }
            case .object:
                addObject(value, depth: depth)
            case .null, .bool:
                break
            }
        }

        mutating func addObject(_ value: JSONValue, depth: Int) {
            let type = SchemaTypes.names(of: value).first ?? ""
            let name = value["name"]?.scalarText.map(WebText.clean) ?? ""
            let text = value.first("text", "description")?.texts.map(WebText.clean).joined(separator: " ") ?? ""
            let children = value.first("itemListElement", "steps", "recipeInstructions")
            if type == "howtotip" {
                let tip = text.isEmpty ? name : text
                if tip.isEmpty { return }
                if steps.isEmpty { append(tip) } else { steps[steps.count - 1].tips.append(tip) }
                return
            }
            if type == "howtosection" || (text.isEmpty && children != nil) {
                withHeading(name) { $0.add(children ?? .null, depth: depth + 1) }
                return
            }
            if text.isEmpty {
                if !name.isEmpty { append(name) }
                return
            }
            if SchemaInstructions.isTitle(name, of: text), !SchemaInstructions.repeats(name, pendingHeadings.last) {
                withHeading(name) { $0.append(text) }
            } else {
                append(text)
            }
        }

        /// Runs `body` with `heading` waiting for the first step; an unused heading is dropped.
        mutating func withHeading(_ heading: String, _ body: (inout Collector) -> Void) {
            guard !heading.isEmpty else { return body(&self) }
            let count = pendingHeadings.count
            pendingHeadings.append(heading)
            body(&self)
            if pendingHeadings.count > count { pendingHeadings.removeLast(pendingHeadings.count - count) }
        }

        mutating func append(_ text: String) {
            guard !text.isEmpty, steps.count < SchemaInstructions.maxSteps else { return }
            steps.append(Step(headings: pendingHeadings, text: text))
            pendingHeadings = []
        }
    }

    /// A step name worth showing: not empty, not "Step 3", and not just the start of the text.
    static func isTitle(_ name: String, of text: String) -> Bool {
        guard !name.isEmpty, name != text else { return false }
        // "1", "2." or "Step 3": a number, not a title ("1: Make apple slaw" otherwise).
        if name.allSatisfy({ $0.isNumber || $0 == "." || $0 == ":" || $0 == " " || $0 == ")" }) { return false }
        let lowered = name.lowercased()
        if lowered.hasPrefix("step"), lowered.dropFirst(4).drop(while: { $0 == " " }).allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." }) {
            return false
        }
        var stem = Substring(lowered)
        while let last = stem.last, last == "." || last == "…" || last == " " { stem = stem.dropLast() }
        return !text.lowercased().hasPrefix(stem)
    }

    /// Whether a step's name only repeats its section's heading ("Roast sweet potato" under
    /// "Roast the sweet potato"): every word of the shorter is in the longer.
    static func repeats(_ name: String, _ heading: String?) -> Bool {
        guard let heading else { return false }
        func words(_ text: String) -> Set<String> { Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)) }
        let (a, b) = (words(name), words(heading))
        return !a.isEmpty && !b.isEmpty && (a.isSubset(of: b) || b.isSubset(of: a))
    }

    /// Lines of a text instruction; one long paragraph is cut at sentence ends.
    static func split(_ lines: [String]) -> [String] {
        guard lines.count == 1, let only = lines.first, only.count > longParagraph else { return lines }
        return sentences(only)
    }

    static let longParagraph = 400

    /// Sentences end at ". ", "! " or "? " before a capital letter, unless the word before the
    /// stop is a number or a short abbreviation ("approx.", "350 F.", "tbsp.").
    static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            current.append(chars[i])
            if ".!?".contains(chars[i]), i + 2 < chars.count, chars[i + 1] == " ", chars[i + 2].isUppercase {
                let word = current.dropLast().split(separator: " ").last ?? ""
                let abbreviation = chars[i] == "." && (word.count <= 3 || word.allSatisfy(\.isNumber) || word.lowercased() == "approx")
                if !abbreviation {
                    result.append(current)
                    current = ""
                    i += 2
                    continue
                }
            }
            i += 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
