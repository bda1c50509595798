import Foundation
import SousContract
import SousCore
import Testing

/// The knowledge base: big enough, no repeats, every entry has text that reads aloud.
@Suite struct KitchenKnowledgeTests {
    static let knowledge: KitchenKnowledge = {
        do { return try KitchenKnowledgeContract.builtIn() } catch { fatalError("\(error)") }
    }()

    @Test func builtInHasAtLeastFortyOfEachAndNoProblems() {
        #expect(Self.knowledge.substitutions.count >= 40)
        #expect(Self.knowledge.techniques.count >= 40)
        #expect(KitchenKnowledgeContract.problems(in: Self.knowledge).isEmpty)
        #expect(Set(Self.knowledge.substitutions.map(\.ingredient)).count >= 30, "swaps for many different ingredients")
    }

    @Test func textsReadAloudWithoutSymbols() {
        let symbols = CharacterSet(charactersIn: "/½¼¾⅓⅔→<>#*&%°=0123456789")
        let texts = Self.knowledge.substitutions.flatMap { [$0.amount, $0.note, $0.replacement] } + Self.knowledge.techniques.map(\.text)
        for text in texts {
            #expect(text.rangeOfCharacter(from: symbols) == nil, "\(text)")
            #expect(text.split(separator: " ").count <= 45, "short enough to say: \(text)")
        }
    }

    @Test func everyTechniqueTheGrammarNamesIsExplained() throws {
        let grammar = try IntentContract.builtIn()
        let values = try #require(grammar.slotTypes["technique"]?.values)
        for value in values {
            #expect(Self.knowledge.technique(named: value.canonical) != nil, "\(value.canonical)")
            for synonym in value.synonyms {
                #expect(Self.knowledge.technique(named: synonym)?.name == value.canonical, "\(synonym)")
            }
        }
    }

    @Test func aliasesPluralsAndAccentsFindTheSameEntry() {
        #expect(Self.knowledge.substitutions(for: "eggs").first?.replacement == "applesauce")
        #expect(Self.knowledge.substitutions(for: "Egg").count == 3)
        #expect(Self.knowledge.substitutions(for: "unsalted butter").first?.ingredient == "butter")
        #expect(Self.knowledge.substitutions(for: "2 large eggs").isEmpty == false)
        #expect(Self.knowledge.substitution(for: "eggs", with: "banana")?.replacement == "mashed banana")
        #expect(Self.knowledge.technique(named: "sauté")?.name == "saute")
        #expect(Self.knowledge.technique(named: "Folding")?.name == "fold")
        #expect(Self.knowledge.substitutions(for: "unobtainium").isEmpty)
    }

    @Test func duplicatesAndEmptyTextsAreReported() {
        let yaml = """
        version: 1
        substitutions:
          - {ingredient: egg, replacement: applesauce, amount: a quarter cup, context: baking, note: fine}
          - {ingredient: eggs, replacement: Applesauce, amount: a quarter cup, context: baking, note: ""}
        techniques:
          - {name: fold, text: Fold gently.}
          - {name: folding, text: Fold again.}
        """
        #expect(throws: ContractError.self) { try KitchenKnowledgeContract.load(yaml: yaml, file: "k.yaml") }
        let problems = KitchenKnowledgeContract.problems(in: KitchenKnowledge(
            substitutions: [Substitution(ingredient: "egg", replacement: "x", amount: "", context: "any", note: "n")],
            techniques: [Technique(name: "fold", text: "a"), Technique(name: "Fold", text: "b")]))
        #expect(problems.count == 2)
    }
}
