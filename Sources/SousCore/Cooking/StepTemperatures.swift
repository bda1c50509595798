/// The temperatures a recipe's steps give: the oven's, the frying oil's, a sugar syrup's.
public enum StepTemperatures {
    /// What is heated.
    public enum Heat: String, Sendable {
        case oven, oil, sugar, any
    }

    /// Words that say which heat a sentence's temperature is for.
    static let words: [Heat: Set<String>] = [
        .oven: ["oven", "ovens", "gas"],
        .oil: ["oil", "fat", "fry", "fryer", "frying", "deep", "lard", "dripping"],
        .sugar: ["sugar", "syrup", "caramel", "thermometer", "candy", "toffee", "boil", "boiling"],
    ]

    /// A sentence of a step that gives a temperature for `heat`.
    public struct Found: Hashable, Sendable {
        public var stepIndex: Int
        public var sentence: String
        public var temperatures: [TemperatureMatch]
        /// "gas mark 6" as written, if the sentence gives one.
        public var gasMark: String?
    }

    /// Every sentence giving a temperature for `heat`, in step order.
    public static func find(_ heat: Heat, in instructions: [Instruction]) -> [Found] {
        var found: [Found] = []
        for (index, step) in instructions.enumerated() {
            for sentence in StepActions.sentences(step.text) {
                let temperatures = TemperatureConverter.find(in: sentence)
                let gas = GasMark.find(in: sentence)
                guard !temperatures.isEmpty || gas != nil else { continue }
                if heat != .any {
                    let said = Set(StepActions.words(sentence).map(\.word))
                    guard !said.isDisjoint(with: words[heat] ?? []) else { continue }
                    // "Heat the oil ... while the oven heats" is for the oil; an oven sentence must not be mostly frying.
                    if heat == .oven, gas == nil, !said.contains("oven") { continue }
                }
                found.append(Found(stepIndex: index, sentence: StepActions.trimmedStop(sentence),
                                   temperatures: temperatures, gasMark: gas))
            }
        }
        return found
    }

    /// The heat the cook is at: the last setting at or before the current step, else the first
    /// after it; and the next change after that one, if the recipe turns it up or down later.
    public static func current(_ heat: Heat, in instructions: [Instruction], current: Int) -> (now: Found, later: Found?)? {
        let all = find(heat, in: instructions)
        guard let now = all.last(where: { $0.stepIndex <= current }) ?? all.first else { return nil }
        let later = all.first { $0.stepIndex > now.stepIndex }
        return (now, later)
    }
}

/// British gas marks, against the °C and °F cookbooks print beside them.
public enum GasMark {
    /// Mark, °C, °F.
    static let table: [(mark: String, celsius: Int, fahrenheit: Int)] = [
        ("1/4", 110, 225), ("1/2", 120, 250), ("1", 140, 275), ("2", 150, 300), ("3", 160, 325),
        ("4", 180, 350), ("5", 190, 375), ("6", 200, 400), ("7", 220, 425), ("8", 230, 450), ("9", 240, 475),
    ]

    /// "gas mark 6" (or "Gas Mark ½") as written in `text`.
    public static func find(in text: String) -> String? {
        guard let range = text.range(of: #"[Gg]as [Mm]ark\s*(\d+|½|¼|1/2|1/4)"#, options: .regularExpression) else { return nil }
        return String(text[range])
    }

    /// The mark's number ("6", "1/2") in a "gas mark 6" phrase.
    static func mark(of phrase: String) -> String? {
        let number = phrase.split(separator: " ").last.map(String.init)?.replacingOccurrences(of: "½", with: "1/2")
            .replacingOccurrences(of: "¼", with: "1/4")
        return table.contains { $0.mark == number } ? number : nil
    }

    /// "200°C" or "400°F" for a gas mark phrase, in `system` (nil as written).
    public static func temperature(of phrase: String, for system: UnitSystem) -> String? {
        guard let mark = mark(of: phrase), let row = table.first(where: { $0.mark == mark }) else { return nil }
        switch system {
        case .asWritten: return nil
        case .metric: return "\(row.celsius)°C"
        case .us: return "\(row.fahrenheit)°F"
        }
    }

    /// The nearest gas mark to a temperature, for ovens (from 100°C).
    public static func nearest(to match: TemperatureMatch) -> String? {
        let celsius = match.scale == .celsius ? match.low : (match.low - 32) * 5 / 9
        guard celsius >= 100, celsius <= 260 else { return nil }
        let row = table.min { abs(Double($0.celsius) - celsius) < abs(Double($1.celsius) - celsius) }
        return row.map { "gas mark \($0.mark)" }
    }
}
