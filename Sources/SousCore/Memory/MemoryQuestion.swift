import Foundation

/// Whom a guided question is about: a recipe or a family member.
public enum MemorySubjectKind: String, Hashable, Sendable, Codable {
    case recipe, member
}

/// One guided question, asked aloud and answered by speaking (`contract/memory-questions.yaml`).
public struct MemoryQuestion: Hashable, Sendable, Codable {
    /// Stable across rewordings: a recorded memory keeps it.
    public var id: String
    public var category: String
    public var categoryTitle: String
    public var text: String
    public var subject: MemorySubjectKind

    public init(id: String, category: String, categoryTitle: String, text: String, subject: MemorySubjectKind) {
        self.id = id
        self.category = category
        self.categoryTitle = categoryTitle
        self.text = text
        self.subject = subject
    }
}

/// The built-in (or the cook's) questions, and how many of them a recipe or member has answered.
public struct MemoryQuestionSet: Hashable, Sendable {
    public var recipe: [MemoryQuestion]
    public var member: [MemoryQuestion]

    public init(recipe: [MemoryQuestion], member: [MemoryQuestion]) {
        self.recipe = recipe
        self.member = member
    }

    public func questions(for kind: MemorySubjectKind) -> [MemoryQuestion] {
        kind == .recipe ? recipe : member
    }

    /// The question by its 1-based number in the list for `kind` (as `--question N` counts).
    public func question(number: Int, for kind: MemorySubjectKind) -> MemoryQuestion? {
        let list = questions(for: kind)
        return (1...max(list.count, 1)).contains(number) && !list.isEmpty ? list[number - 1] : nil
    }

    public func completion(for kind: MemorySubjectKind, answered: Set<String>) -> MemoryCompletion {
        let list = questions(for: kind)
        let done = list.filter { answered.contains($0.id) }.count
        return MemoryCompletion(answered: done, total: list.count, next: list.first { !answered.contains($0.id) })
    }
}

/// How many questions are answered, and the next one to ask.
public struct MemoryCompletion: Hashable, Sendable {
    public var answered: Int
    public var total: Int
    public var next: MemoryQuestion?

    /// Whole percent, rounded down (so 100 only when every question is answered).
    public var percent: Int { total == 0 ? 100 : answered * 100 / total }
}
