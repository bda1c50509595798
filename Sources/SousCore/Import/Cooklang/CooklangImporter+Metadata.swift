import Foundation

extension CooklangImporter {
    /// The metadata keys the importer understands; any other key is named in the report.
    static let knownKeys: Set<String> = [
        "title", "name", "description", "introduction", "summary", "servings", "serves", "yield", "yields",
        "prep time", "time.prep", "prep", "cook time", "time.cook", "cook", "time", "duration", "total time",
        "time required", "time.total", "tags", "tag", "source", "source.url", "source.name", "url",
        "category", "course", "meal", "difficulty", "memory", "memory.story", "memory.from", "memory.year",
    ].reduce(into: []) { $0.insert(CooklangMetadata.normalizedKey($1)) }

    static func readMetadata(_ metadata: CooklangMetadata, into recipe: inout Recipe, report: inout RecipeImportReport) {
        recipe.description = metadata.value(for: "description", "introduction", "summary") ?? ""
        readServings(metadata, into: &recipe, report: &report)
        readTimes(metadata, into: &recipe, report: &report)
        if let entry = metadata.entry(for: "tags", "tag") {
            let items = entry.items.isEmpty ? entry.value.split(separator: ",").map(String.init) : entry.items
            recipe.tags = items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        recipe.source = metadata.value(for: "source.url", "source", "url", "source.name")
        if let category = metadata.value(for: "category", "course", "meal") {
            recipe.category = category.lowercased()
        } else {
            report.missingFields.append("category")
        }
        if let text = metadata.value(for: "difficulty") {
            if let difficulty = difficulty(text) {
                recipe.difficulty = difficulty
            } else {
                report.notes.append("difficulty '\(text)' not understood; set to easy")
            }
        }
        if let story = metadata.value(for: "memory.story", "memory") {
            let year = metadata.value(for: "memory.year").flatMap { Int($0) }
            recipe.familyMemory = FamilyMemory(story: story, from: metadata.value(for: "memory.from"), year: year)
        }
        let unknown = metadata.entries.map(\.key).filter { !knownKeys.contains(CooklangMetadata.normalizedKey($0)) }
        if !unknown.isEmpty {
            let more = unknown.count > 20 ? " and \(unknown.count - 20) more" : ""
            report.notes.append("metadata not used: " + unknown.prefix(20).joined(separator: ", ") + more)
        }
    }

    /// The first whole number of `servings`/`serves`/`yield`; anything beyond "4" or "4 people" is reported.
    static func readServings(_ metadata: CooklangMetadata, into recipe: inout Recipe, report: inout RecipeImportReport) {
        guard let text = metadata.value(for: "servings", "serves", "yield", "yields") else {
            report.missingFields.append("servings")
            return
        }
        let digits = text.drop { !($0.isASCII && $0.isNumber) }.prefix { $0.isASCII && $0.isNumber }
        guard let servings = Int(digits.prefix(6)), servings > 0 else {
            report.missingFields.append("servings")
            report.notes.append("servings '\(text)' has no number; set to \(recipe.servings)")
            return
        }
        recipe.servings = servings
        let rest = text.trimmingCharacters(in: .whitespaces).dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        let plain = text.trimmingCharacters(in: .whitespaces).hasPrefix(digits) && rest.allSatisfy { $0.isLetter || $0 == " " }
        if !plain { report.notes.append("servings '\(text)' read as \(servings)") }
    }

    /// Prep and cook minutes from "prep time", "cook time" and a total "time" or "duration".
    static func readTimes(_ metadata: CooklangMetadata, into recipe: inout Recipe, report: inout RecipeImportReport) {
        recipe.prepMinutes = minutes(metadata.value(for: "prep time", "time.prep", "prep"), key: "prep time", report: &report)
        recipe.cookMinutes = minutes(metadata.value(for: "cook time", "time.cook", "cook"), key: "cook time", report: &report)
        let total = minutes(metadata.value(for: "time", "duration", "total time", "time required", "time.total"),
                            key: "time", report: &report)
        if let total, recipe.cookMinutes == nil {
            let prep = recipe.prepMinutes ?? 0
            recipe.cookMinutes = max(total - prep, 0)
            report.notes.append("cook time taken from the total time (\(total) min)")
        }
        if recipe.prepMinutes == nil { report.missingFields.append("prepMinutes") }
        if recipe.cookMinutes == nil { report.missingFields.append("cookMinutes") }
    }

    /// Whole minutes in "1 hour 30 minutes", "45 min", "1h30m" or a bare number of minutes.
    static func minutes(_ text: String?, key: String, report: inout RecipeImportReport) -> Int? {
        guard let text else { return nil }
        if let bare = Int(text.trimmingCharacters(in: .whitespaces)), bare >= 0, bare < 100_000 { return bare }
        let matches = DurationFinder.find(in: spacedDuration(text))
        guard !matches.isEmpty else {
            report.notes.append("\(key) '\(text)' is not a time")
            return nil
        }
        let low = matches.reduce(0) { $0 + $1.duration.low }
        let high = matches.reduce(0) { $0 + $1.duration.high }
        if low != high { report.notes.append("\(key) '\(text)' is a range; the longer end is used") }
        return (high + 30) / 60
    }

    /// "1h30m" written as "1h 30m", so each part is read as its own amount.
    private static func spacedDuration(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for c in text {
            if let p = previous, p.isLetter, c.isASCII, c.isNumber { out.append(" ") }
            out.append(c)
            previous = c
        }
        return out
    }

    static func difficulty(_ text: String) -> Difficulty? {
        switch text.lowercased().trimmingCharacters(in: .whitespaces) {
        case "easy", "simple", "beginner", "low": .easy
        case "medium", "moderate", "intermediate", "average": .medium
        case "hard", "difficult", "advanced", "challenging", "high": .hard
        default: nil
        }
    }
}
