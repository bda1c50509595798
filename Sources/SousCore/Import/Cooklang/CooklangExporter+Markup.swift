extension CooklangExporter {
    /// Where each ingredient is marked up: the first place, in step order, where the method
    /// names it as a whole word with the same spelling.
    ///
    /// Longer names claim their place first, so "olive oil" is not split by "oil". The spelling
    /// must match exactly because the name inside the markup is what a reader shows in the step.
    struct MarkupPlan {
        struct Claim {
            var range: Range<Int>
            var ingredient: Int
        }

        let ingredients: [Ingredient]
        let steps: [[Character]]
        private(set) var claims: [[Claim]]
        /// The ingredients marked up in some step.
        private(set) var placed: Set<Int> = []

        /// `candidates` picks the ingredients that may be marked up in the method.
        init(ingredients: [Ingredient], steps: [String], candidates: (Ingredient) -> Bool) {
            self.ingredients = ingredients
            self.steps = steps.map { Array($0) }
            claims = Array(repeating: [], count: steps.count)
            let order = ingredients.indices.sorted { a, b in
                let (x, y) = (ingredients[a].name.count, ingredients[b].name.count)
                return x != y ? x > y : a < b
            }
            let work = ingredients.count * self.steps.reduce(0) { $0 + $1.count }
            for index in order where candidates(ingredients[index]) && work <= Self.maxSearchWork {
                let name = Array(CooklangText.oneLine(ingredients[index].name))
                guard !name.isEmpty else { continue }
                for step in self.steps.indices {
                    guard let range = find(name, inStep: step) else { continue }
                    claims[step].append(Claim(range: range, ingredient: index))
                    placed.insert(index)
                    break
                }
            }
            for step in self.steps.indices {
                claims[step].sort { $0.range.lowerBound < $1.range.lowerBound }
                if readsAsList(step) {
                    for claim in claims[step] { placed.remove(claim.ingredient) }
                    claims[step] = []
                }
            }
        }

        /// Beyond this many character comparisons (ingredients times method length) nothing is
        /// marked up in the method and every ingredient goes to the list: the file stays complete
        /// and export stays fast for a hostile recipe.
        static let maxSearchWork = 20_000_000

        /// The first whole-word occurrence of `name` in a step that no other ingredient holds.
        private func find(_ name: [Character], inStep step: Int) -> Range<Int>? {
            let chars = steps[step]
            guard name.count <= chars.count else { return nil }
            for start in 0...(chars.count - name.count) {
                let end = start + name.count
                guard chars[start..<end].elementsEqual(name),
                      start == 0 || !isWordPart(chars[start - 1]),
                      end == chars.count || !isWordPart(chars[end]),
                      !claims[step].contains(where: { $0.range.overlaps(start..<end) }) else { continue }
                return start..<end
            }
            return nil
        }

        private func isWordPart(_ c: Character) -> Bool { c.isLetter || c.isNumber }

        /// A step of nothing but marked-up ingredients would be read back as the ingredient list.
        private func readsAsList(_ step: Int) -> Bool {
            guard !claims[step].isEmpty else { return false }
            var items: [CooklangItem] = []
            var position = 0
            for claim in claims[step] {
                items.append(.text(String(steps[step][position..<claim.range.lowerBound])))
                items.append(.ingredient(CooklangComponent(name: ingredients[claim.ingredient].name)))
                position = claim.range.upperBound
            }
            items.append(.text(String(steps[step][position...])))
            return CooklangImporter.isIngredientList(CooklangStep(items: items))
        }

        /// The step with its ingredients and its timer marked up.
        func markedUp(step: Int, duration: DurationRange?) -> String {
            let chars = steps[step]
            var marks = claims[step].map { (range: $0.range, markup: ingredientMarkup(ingredients[$0.ingredient])) }
            var appended = ""
            if let duration {
                if let timer = inlineTimer(step: step, duration: duration) {
                    marks.append(timer)
                    marks.sort { $0.range.lowerBound < $1.range.lowerBound }
                } else if DurationFinder.primaryDuration(in: String(chars.prefix(CooklangImporter.maxTimedLength))) != duration {
                    appended = " (" + timerMarkup(durationAmount(duration), "minutes") + ")"
                }
            }
            var out = ""
            var position = 0
            for mark in marks {
                out += escaped(String(chars[position..<mark.range.lowerBound])) + mark.markup
                position = mark.range.upperBound
            }
            return out + escaped(String(chars[position...])) + appended
        }

        /// The words in the step that state `duration` ("25 minutes"), as a timer reading the same.
        private func inlineTimer(step: Int, duration: DurationRange) -> (range: Range<Int>, markup: String)? {
            let text = String(steps[step].prefix(CooklangImporter.maxTimedLength))
            for match in DurationFinder.find(in: text) where match.duration == duration {
                let start = text.distance(from: text.startIndex, to: match.range.lowerBound)
                let range = start..<(start + text[match.range].count)
                guard !claims[step].contains(where: { $0.range.overlaps(range) }) else { continue }
                let written = String(text[match.range])
                guard let (_, end) = QuantityParser.parsePrefix(of: written) else { continue }
                let amount = String(written[..<end])
                let rest = written[end...]
                guard rest.first == " ", amount.last?.isWhitespace == false else { continue }
                let units = String(rest.dropFirst())
                guard !units.isEmpty, !units.first!.isWhitespace,
                      DurationFinder.find(in: amount + " " + units).first?.duration == duration else { continue }
                return (range, timerMarkup(amount, units))
            }
            return nil
        }

        private func timerMarkup(_ amount: String, _ units: String) -> String {
            "~{" + escaped(amount, extra: ["%"]) + "%" + escaped(units, extra: ["%"]) + "}"
        }

        /// Whole minutes, or a range of them ("25-30").
        private func durationAmount(_ duration: DurationRange) -> String {
            let low = (duration.low + 30) / 60
            let high = (duration.high + 30) / 60
            return low == high ? "\(low)" : "\(low)-\(high)"
        }
    }
}
