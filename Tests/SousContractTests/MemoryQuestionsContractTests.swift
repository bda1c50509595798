import Foundation
import SousContract
import SousCore
import Testing

/// `contract/memory-questions.yaml`: the guided questions for spoken memories.
struct MemoryQuestionsContractTests {
    @Test func theBuiltInQuestionsDecodeWithTheirCategories() {
        let set = MemoryQuestionsContract.builtIn()
        #expect(set.recipe.count >= 6)
        #expect(set.member.count >= 4)
        #expect(set.recipe.contains { $0.text == "Who first made this?" && $0.categoryTitle == "Where it comes from" })
        #expect(set.recipe.allSatisfy { $0.subject == .recipe && $0.text.hasSuffix("?") || $0.text.hasSuffix(".") })
        #expect(Set(set.recipe.map(\.id) + set.member.map(\.id)).count == set.recipe.count + set.member.count)
    }

    @Test func aRepeatedIdIsRefused() {
        let yaml = """
            version: 1
            categories: {a: A}
            recipe:
              - {id: x, category: a, text: "One?"}
            member:
              - {id: x, category: a, text: "Two?"}
            """
        #expect(throws: ContractError(file: "q.yaml", reason: "question id 'x' is used twice")) {
            try MemoryQuestionsContract.decode(yaml, file: "q.yaml")
        }
    }

    @Test func anUnknownCategoryIsNamed() {
        let yaml = """
            version: 1
            categories: {a: A}
            recipe:
              - {id: x, category: b, text: "One?"}
            member: []
            """
        #expect(throws: ContractError(file: "q.yaml", reason: "question 'x': unknown category 'b'")) {
            try MemoryQuestionsContract.decode(yaml, file: "q.yaml")
        }
    }
}
