import Foundation
import SousCore

/// Reads `contract/kitchen-knowledge.yaml`: the substitutions and technique explanations.
public enum KitchenKnowledgeContract {
    public static let builtInName = "contract/kitchen-knowledge.yaml"

    /// The built-in knowledge base, compiled into the binary.
    public static func builtIn() throws(ContractError) -> KitchenKnowledge {
        try load(yaml: EmbeddedContract.kitchenKnowledge, file: builtInName)
    }

    /// Decodes and checks YAML text; `file` names it in errors.
    public static func load(yaml: String, file: String) throws(ContractError) -> KitchenKnowledge {
        let document = try ContractYAML.decode(KnowledgeDocument.self, from: yaml, file: file)
        let knowledge = KitchenKnowledge(
            substitutions: document.substitutions.map {
                Substitution(ingredient: $0.ingredient, aliases: $0.aliases ?? [], replacement: $0.replacement,
                             amount: $0.amount, context: $0.context, note: $0.note, diets: $0.diets ?? [])
            },
            techniques: document.techniques.map { Technique(name: $0.name, aliases: $0.aliases ?? [], text: $0.text) },
            diets: (document.diets ?? []).map { Diet(name: $0.name, aliases: $0.aliases ?? [], breaks: $0.breaks, allows: $0.allows ?? []) }
        )
        if let problem = problems(in: knowledge).first { throw ContractError(file: file, reason: problem) }
        return knowledge
    }

    /// Empty texts, a swap listed twice, a technique name or alias used twice.
    public static func problems(in knowledge: KitchenKnowledge) -> [String] {
        var problems: [String] = []
        var swaps: Set<String> = []
        for (i, s) in knowledge.substitutions.enumerated() {
            let fields = [s.ingredient, s.replacement, s.amount, s.context, s.note]
            if fields.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                problems.append("substitutions[\(i)] (\(s.ingredient)): every field needs text")
            }
            if !swaps.insert(key(s.ingredient) + " -> " + key(s.replacement)).inserted {
                problems.append("substitutions[\(i)]: \(s.ingredient) -> \(s.replacement) is listed twice")
            }
        }
        let dietNames = Set(knowledge.diets.map(\.name))
        for (i, s) in knowledge.substitutions.enumerated() {
            for diet in s.diets where !dietNames.contains(diet) {
                problems.append("substitutions[\(i)] (\(s.ingredient)): no diet is named \(diet)")
            }
        }
        for (i, d) in knowledge.diets.enumerated() where d.breaks.isEmpty {
            problems.append("diets[\(i)] (\(d.name)): breaks lists nothing")
        }
        var names: [String: String] = [:]
        for (i, t) in knowledge.techniques.enumerated() {
            if t.text.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("techniques[\(i)] (\(t.name)): text is empty")
            }
            for name in t.names {
                if let other = names[key(name)] {
                    problems.append("techniques[\(i)]: \"\(name)\" already names \(other)")
                }
                names[key(name)] = t.name
            }
        }
        return problems
    }

    static func key(_ text: String) -> String {
        NameMatcher.words(text).map(NameMatcher.singular).joined(separator: " ")
    }
}

struct KnowledgeDocument: Decodable {
    struct SubstitutionEntry: Decodable {
        var ingredient: String
        var aliases: [String]?
        var replacement: String
        var amount: String
        var context: String
        var note: String
        var diets: [String]?
    }

    struct DietEntry: Decodable {
        var name: String
        var aliases: [String]?
        var breaks: [String]
        var allows: [String]?
    }

    struct TechniqueEntry: Decodable {
        var name: String
        var aliases: [String]?
        var text: String
    }

    var version: Int
    var substitutions: [SubstitutionEntry]
    var techniques: [TechniqueEntry]
    var diets: [DietEntry]?
}
