import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryQuestionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "questions", abstract: "The guided questions for a recipe (or --member NAME), answered or not.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe (title, part of it, or id).") var recipe: String?
    @Option(help: "Questions about this family member instead.") var member: String?
    @Flag(help: "Print JSON.") var json = false

    struct Row: Encodable {
        var number: Int
        var id: String
        var category: String
        var text: String
        var answered: Bool
    }

    struct Listing: Encodable {
        var subject: String
        var kind: String
        var answered: Int
        var total: Int
        var percent: Int
        var next: Int?
        var questions: [Row]
    }

    func run() throws {
        let db = try database.open()
        let subject = try MemorySubject.resolve(recipe: recipe, member: recipe == nil ? member : nil, in: db)
        let questions = MemoryQuestionsContract.builtIn()
        let answered = try subject.answered(MemoryRepository(db))
        let list = questions.questions(for: subject.kind)
        let completion = questions.completion(for: subject.kind, answered: answered)
        let rows = list.enumerated().map { Row(number: $0.offset + 1, id: $0.element.id, category: $0.element.categoryTitle, text: $0.element.text,
                                                answered: answered.contains($0.element.id)) }
        let next = completion.next.flatMap { q in list.firstIndex(of: q).map { $0 + 1 } }
        if json {
            try Output.json(Listing(subject: subject.name, kind: subject.kind.rawValue, answered: completion.answered, total: completion.total,
                                    percent: completion.percent, next: next, questions: rows))
            return
        }
        Output.line("\(subject.name): \(completion.answered) of \(completion.total) answered (\(completion.percent)%)")
        var category = ""
        for row in rows {
            if row.category != category { category = row.category; Output.line("  \(category)") }
            Output.line("   \(row.answered ? "✓" : " ") \(row.number). \(row.text)")
        }
        if let next { Output.line("Next: sous memory record \(recipe.map { "\"\($0)\"" } ?? "--member \"\(subject.name)\"") --question \(next)") }
    }
}
