import Foundation

extension RecipeDraft {
    public static let maxTitleLength = 200
    public static let maxServings = 1000
    /// A week: longer "prep times" are typing slips.
    public static let maxMinutes = 7 * 24 * 60
    /// Any one field; a paste beyond this is almost certainly a mistake.
    public static let maxFieldLength = 50_000

    /// What stops the draft from being saved, by field, in words for the cook.
    public var problems: [Field: String] {
        var found: [Field: String] = [:]
        let trimmedTitle = title.trimmedWhitespace
        if trimmedTitle.isEmpty {
            found[.title] = "A recipe needs a title."
        } else if trimmedTitle.count > Self.maxTitleLength {
            found[.title] = "Keep the title under \(Self.maxTitleLength) characters."
        }
        if category.trimmedWhitespace.isEmpty { found[.category] = "Pick a category." }
        if Difficulty(rawValue: difficulty.trimmedWhitespace.lowercased()) == nil {
            found[.difficulty] = "Easy, medium or hard."
        }
        for field in [Field.prepTime, .cookTime] where Self.minutes(in: self[field]) == nil {
            found[field] = "Write minutes (45) or hours and minutes (1 h 30 min)."
        }
        switch Int(servings.trimmedWhitespace) {
        case .some(let n) where (1...Self.maxServings).contains(n): break
        default: found[.servings] = "A whole number from 1 to \(Self.maxServings)."
        }
        for field in Field.allCases where found[field] == nil && self[field].count > Self.maxFieldLength {
            found[field] = "Too long: keep it under \(Self.maxFieldLength) characters."
        }
        return found
    }

    /// Minutes in a time field: nil when it cannot be read, `.some(nil)` when blank.
    ///
    /// Accepts "45", "45 min", "1 h 30 min", "1 hour", "1:30" and "1½ hours".
    public static func minutes(in text: String) -> Int?? {
        let trimmed = text.trimmedWhitespace
        if trimmed.isEmpty { return .some(nil) }
        if let whole = Int(trimmed) { return (0...maxMinutes).contains(whole) ? .some(whole) : nil }
        let clock = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        if clock.count == 2, let h = Int(clock[0]), let m = Int(clock[1]), (0..<60).contains(m), h >= 0, h <= maxMinutes / 60 {
            return .some(h * 60 + m)
        }
        // "1h30" reads as "1 h 30".
        var spaced = ""
        for character in trimmed {
            if let last = spaced.last, last.isLetter && character.isNumber { spaced.append(" ") }
            spaced.append(character)
        }
        return minutes(spaced: spaced)
    }

    private static func minutes(spaced trimmed: String) -> Int?? {
        let matches = DurationFinder.find(in: trimmed)
        guard !matches.isEmpty else { return nil }
        // Every word must belong to a time ("1 h 30 min"), so "soon" or "45 apples" is refused.
        var rest = trimmed
        for match in matches.reversed() { rest.removeSubrange(match.range) }
        // "1 h 5": a bare number after the hours is minutes.
        var extra = 0
        if let tail = Int(rest.trimmedWhitespace), let last = matches.last, trimmed.hasSuffix(String(tail)),
           last.duration.low % 3600 == 0, (0..<60).contains(tail) {
            extra = tail * 60
            rest = ""
        }
        guard rest.allSatisfy({ $0.isWhitespace || $0 == "," || $0 == "+" }) || rest.trimmedWhitespace.lowercased() == "and" else { return nil }
        let seconds = matches.reduce(extra) { $0 + $1.duration.low }
        let total = (seconds + 59) / 60
        return (0...maxMinutes).contains(total) ? .some(total) : nil
    }

    /// The ingredient lines that are not blank, each parsed as it will be saved.
    public var parsedIngredients: [(line: String, parsed: ParsedIngredientLine)] {
        let lines = ingredients.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let parsed = IngredientLineParser.parse(lines: lines)
        return zip(lines, parsed).filter { $0.1 != .blank }
    }

    /// The recipe this draft describes, on top of `base` (the stored recipe when editing, so its
    /// identity, dates and step tips are kept). Call only when `problems` is empty.
    public func recipe(updating base: Recipe?, now: Date) -> Recipe {
        var recipe = base ?? Recipe(title: "", createdAt: now)
        recipe.title = title.trimmedWhitespace
        recipe.description = description.trimmedWhitespace
        recipe.category = category.trimmedWhitespace.lowercased()
        recipe.difficulty = Difficulty(rawValue: difficulty.trimmedWhitespace.lowercased()) ?? .easy
        recipe.prepMinutes = Self.minutes(in: prepTime) ?? nil
        recipe.cookMinutes = Self.minutes(in: cookTime) ?? nil
        recipe.servings = Int(servings.trimmedWhitespace) ?? recipe.servings
        recipe.tags = Self.tagList(tags)
        recipe.ingredients = parsedIngredients.compactMap { entry in
            if case .ingredient(let ingredient) = entry.parsed { return ingredient }
            return nil
        }
        let oldSteps = base?.instructions ?? []
        recipe.instructions = steps.split(separator: "\n").map { $0.trimmedWhitespace }.filter { !$0.isEmpty }
            .enumerated().map { index, text in
                // A step whose text is unchanged keeps its tip and timer (an import may have set them).
                if let old = oldSteps.first(where: { $0.text == text }) {
                    return Instruction(step: index + 1, text: text, duration: old.duration, tip: old.tip)
                }
                return Instruction(step: index + 1, text: text, duration: DurationFinder.primaryDuration(in: text))
            }
        let story = memory.trimmedWhitespace
        let teller = memoryFrom.trimmedWhitespace
        recipe.familyMemory = story.isEmpty ? nil : FamilyMemory(
            story: story, from: teller.isEmpty ? nil : teller, year: base?.familyMemory?.year
        )
        recipe.updatedAt = now
        return recipe
    }

    /// Tags from "Quick, vegetarian,  sunday": lower-cased, trimmed, without blanks or repeats.
    static func tagList(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split(separator: ",").map { $0.trimmedWhitespace.lowercased() }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace or line breaks.
    var trimmedWhitespace: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
