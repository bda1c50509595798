import Foundation

/// One value of a recipe that the cookbook cannot store, named as the user knows the field.
///
/// The rules are the database's CHECK constraints (see `AppDatabase+Migrations`), so an import
/// or a save is refused up front, with the field, instead of failing half-way with SQLite's words.
public struct RecipeFieldProblem: Hashable, Sendable, CustomStringConvertible {
    /// The field as the user knows it: "servings", "prep time", "step 3 time".
    public var field: String
    /// What is wrong with it: "is -5; it must be at least 1".
    public var problem: String

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field) \(problem)" }
}

extension Recipe {
    /// The largest number of minutes, servings or seconds Sous stores: SQLite integers are
    /// 64-bit, and anything past a year of cooking or a million servings is a typo or junk.
    public static let largestServings = 1_000_000
    public static let largestMinutes = 525_600

    /// What keeps this recipe out of the cookbook; empty when it can be stored.
    public func validationProblems() -> [RecipeFieldProblem] {
        var problems: [RecipeFieldProblem] = []
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append(.init(field: "title", problem: "is empty"))
        }
        if servings < 1 {
            problems.append(.init(field: "servings", problem: "is \(servings); it must be at least 1"))
        } else if servings > Self.largestServings {
            problems.append(.init(field: "servings", problem: "is \(servings); it must be at most \(Self.largestServings)"))
        }
        for (label, minutes) in [("prep time", prepMinutes), ("cook time", cookMinutes)] {
            guard let minutes else { continue }
            if minutes < 0 {
                problems.append(.init(field: label, problem: "is \(minutes) minutes; it cannot be negative"))
            } else if minutes > Self.largestMinutes {
                problems.append(.init(field: label, problem: "is \(minutes) minutes; it must be at most \(Self.largestMinutes) (a year)"))
            }
        }
        for (index, step) in instructions.enumerated() {
            guard let duration = step.duration else { continue }
            if duration.low < 0 {
                problems.append(.init(field: "step \(index + 1) time", problem: "is negative"))
            } else if duration.high > Self.largestMinutes * 60 {
                problems.append(.init(field: "step \(index + 1) time", problem: "is longer than a year"))
            }
        }
        return problems
    }
}

/// Recipes that cannot be stored, each with its position in the file (1-based) and title.
public struct RecipeValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    public struct Invalid: Hashable, Sendable {
        /// 1-based position in the file or batch; nil for a single recipe being saved.
        public var number: Int?
        public var title: String
        public var problems: [RecipeFieldProblem]

        public init(number: Int?, title: String, problems: [RecipeFieldProblem]) {
            self.number = number
            self.title = title
            self.problems = problems
        }
    }

    public var invalid: [Invalid]

    public init(invalid: [Invalid]) {
        self.invalid = invalid
    }

    /// The invalid recipes of a batch, checked all before any is stored; nil when all are fine.
    public static func check(_ recipes: [Recipe]) -> RecipeValidationError? {
        let invalid = recipes.enumerated().compactMap { index, recipe -> Invalid? in
            let problems = recipe.validationProblems()
            return problems.isEmpty ? nil : Invalid(number: index + 1, title: recipe.title, problems: problems)
        }
        return invalid.isEmpty ? nil : RecipeValidationError(invalid: invalid)
    }

    /// "recipe 551 "Tomato Soup": servings is -5; it must be at least 1 (and 2 more recipes)".
    public var description: String {
        let shown = invalid.prefix(3).map { item in
            let name = item.title.isEmpty ? "" : " \"\(item.title)\""
            let head = item.number.map { "recipe \($0)\(name)" } ?? (item.title.isEmpty ? "the recipe" : "\"\(item.title)\"")
            return "\(head): " + item.problems.map(\.description).joined(separator: ", ")
        }
        var text = shown.joined(separator: "; ")
        if invalid.count > 3 { text += " (and \(invalid.count - 3) more recipes)" }
        return text
    }
}
