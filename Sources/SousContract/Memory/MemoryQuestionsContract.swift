import Foundation
import SousCore

/// `contract/memory-questions.yaml`: the guided questions for spoken memories.
public enum MemoryQuestionsContract {
    private struct Document: Decodable {
        struct Item: Decodable {
            var id: String
            var category: String
            var text: String
        }
        var version: Int
        var categories: [String: String]
        var recipe: [Item]
        var member: [Item]
    }

    /// The built-in questions (compiled in); a broken embedded copy is a build mistake, caught by tests.
    public static func builtIn() -> MemoryQuestionSet {
        try! decode(EmbeddedContract.memoryQuestions, file: "memory-questions.yaml")
    }

    /// The cook's own file: the same shape as the built-in one.
    public static func load(fileAt url: URL) throws(ContractError) -> MemoryQuestionSet {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw ContractError(file: url.path, reason: "cannot be read")
        }
        return try decode(text, file: url.path)
    }

    /// Every id unique, every category declared, no empty text.
    public static func decode(_ yaml: String, file: String) throws(ContractError) -> MemoryQuestionSet {
        let document = try ContractYAML.decode(Document.self, from: yaml, file: file)
        guard document.version == 1 else { throw ContractError(file: file, reason: "version \(document.version) is not supported (expected 1)") }
        var seen = Set<String>()
        func questions(_ items: [Document.Item], _ kind: MemorySubjectKind) throws(ContractError) -> [MemoryQuestion] {
            var result: [MemoryQuestion] = []
            for item in items {
                guard seen.insert(item.id).inserted else { throw ContractError(file: file, reason: "question id '\(item.id)' is used twice") }
                guard let title = document.categories[item.category] else {
                    throw ContractError(file: file, reason: "question '\(item.id)': unknown category '\(item.category)'")
                }
                guard !item.text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw ContractError(file: file, reason: "question '\(item.id)' has no text")
                }
                result.append(MemoryQuestion(id: item.id, category: item.category, categoryTitle: title, text: item.text, subject: kind))
            }
            return result
        }
        return MemoryQuestionSet(recipe: try questions(document.recipe, .recipe), member: try questions(document.member, .member))
    }
}
