import Foundation

extension CooklangImporter {
    /// Walks the blocks once, collecting ingredients, cookware, instructions and notes.
    struct Body {
        var ingredients: [MergedIngredient] = []
        var instructions: [Instruction] = []
        var cookware: [String] = []
        private var cookwareSeen: Set<String> = []
        /// Positions in `ingredients` by section and lower-cased name, so merging stays linear.
        private var ingredientIndex: [String: [Int]] = [:]
        /// Notes written before the first step: they introduce the recipe.
        var introduction = ""
        private var section: String?
        private var sectionPending = false
        private var stepNumber = 0

        mutating func read(_ blocks: [CooklangBlock], report: inout RecipeImportReport) {
            for block in blocks {
                switch block {
                case .section(let name):
                    section = name.isEmpty ? nil : name
                    sectionPending = section != nil
                case .note(let text):
                    addNote(text)
                case .step(let step):
                    addStep(step, report: &report)
                }
            }
        }

        /// A note before any step introduces the recipe; after a step it is that step's tip.
        private mutating func addNote(_ text: String) {
            guard !instructions.isEmpty else {
                introduction = [introduction, text].filter { !$0.isEmpty }.joined(separator: "\n\n")
                return
            }
            let last = instructions.count - 1
            instructions[last].tip = [instructions[last].tip ?? "", text].filter { !$0.isEmpty }.joined(separator: " ")
        }

        private mutating func addStep(_ step: CooklangStep, report: inout RecipeImportReport) {
            stepNumber += 1
            for item in step.items {
                switch item {
                case .ingredient(let component):
                    add(component, report: &report)
                case .cookware(let component):
                    if cookwareSeen.insert(component.name).inserted { cookware.append(component.name) }
                default:
                    break
                }
            }
            if CooklangImporter.isIngredientList(step) {
                report.notes.append("step \(stepNumber) only lists ingredients; read into the ingredient list")
                return
            }
            var text = CooklangImporter.plainText(step)
            if sectionPending, let section {
                text = section + ": " + text
                sectionPending = false
            }
            let duration = CooklangImporter.duration(of: step, plainText: text, step: stepNumber, report: &report)
            instructions.append(Instruction(step: instructions.count + 1, text: text, duration: duration))
        }

        /// Adds a mention to the list, or to an earlier mention of the same ingredient in the same section.
        private mutating func add(_ component: CooklangComponent, report: inout RecipeImportReport) {
            let mention = MergedIngredient(component, section: section, report: &report)
            let key = (section ?? "") + "\u{0}" + component.name.lowercased()
            let candidates = ingredientIndex[key, default: []]
            if let index = candidates.first(where: { ingredients[$0].canAbsorb(mention) }) {
                ingredients[index].absorb(mention)
            } else {
                ingredientIndex[key, default: []].append(ingredients.count)
                ingredients.append(mention)
            }
        }
    }

    /// Whether a step is only ingredients separated by commas, "and" or spaces: a list, not a direction.
    ///
    /// `CooklangExporter` writes such a step for ingredients the method never names, so a round
    /// trip keeps them without adding a step; hand-written files use it for a mise en place.
    static func isIngredientList(_ step: CooklangStep) -> Bool {
        var sawIngredient = false
        for item in step.items {
            switch item {
            case .ingredient: sawIngredient = true
            case .text(let text):
                let words = text.split { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == "." }
                guard words.allSatisfy({ $0.lowercased() == "and" }) else { return false }
            default: return false
            }
        }
        return sawIngredient
    }

    /// The step as plain words: ingredients and cookware by name, timers by their amount.
    static func plainText(_ step: CooklangStep) -> String {
        step.items.map { item in
            switch item {
            case .text(let text): text
            case .ingredient(let c), .cookware(let c): c.name
            case .timer(let c): timerText(c)
            }
        }.joined()
    }

    /// "25 minutes" for `~{25%minutes}`, "rest" for `~rest`.
    static func timerText(_ timer: CooklangComponent) -> String {
        guard let quantity = timer.quantity else { return timer.name }
        return [quantity.text, timer.units].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The longest of the step's timers, as `DurationFinder` picks the longest time in a step's text;
    /// a step without timers is timed from its words.
    static func duration(of step: CooklangStep, plainText: String, step number: Int, report: inout RecipeImportReport) -> DurationRange? {
        var longest: DurationRange?
        for case .timer(let timer) in step.items where timer.quantity != nil {
            let text = timerText(timer)
            guard let found = DurationFinder.find(in: text).first?.duration else {
                report.notes.append("step \(number): timer '\(text)' is not a time")
                continue
            }
            if longest == nil || found.high > longest!.high { longest = found }
        }
        guard longest == nil else { return longest }
        if plainText.count > maxTimedLength {
            report.notes.append("step \(number) is very long; only its first \(maxTimedLength) characters were searched for a time")
        }
        return DurationFinder.primaryDuration(in: String(plainText.prefix(maxTimedLength)))
    }

    /// How much of a step's words are searched for a time: real steps are far shorter, and the
    /// bound keeps a hostile one-paragraph file fast.
    static let maxTimedLength = 4000
}
