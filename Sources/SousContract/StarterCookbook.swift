import Foundation
import SousCore
import Yams

/// The recipes, family and collections a new database starts with, read from the
/// embedded `Seed/starter-cookbook.yaml` and parsed with the same ingredient and
/// duration parsers a user's recipes go through.
public enum StarterCookbook {
    /// The starter cookbook as an archive ready to import; `now` stamps every row.
    public static func archive(now: Date) throws(ContractError) -> SousArchive {
        try archive(yaml: EmbeddedSeed.starterCookbook, file: "starter-cookbook.yaml", now: now)
    }

    static func archive(yaml: String, file: String, now: Date) throws(ContractError) -> SousArchive {
        let document: SeedDocument
        do {
            document = try YAMLDecoder().decode(SeedDocument.self, from: yaml)
        } catch {
            throw ContractError(file: file, reason: "\(error)")
        }
        let recipes = document.recipes.map { recipe($0, now: now) }
        let uidByTitle = Dictionary(recipes.map { ($0.title, $0.uid) }, uniquingKeysWith: { first, _ in first })
        func uids(_ titles: [String]) throws(ContractError) -> [String] {
            var result: [String] = []
            for title in titles {
                guard let uid = uidByTitle[title] else { throw ContractError(file: file, reason: "no recipe titled \"\(title)\"") }
                result.append(uid)
            }
            return result
        }
        var families: [ArchivedFamily] = []
        if let family = document.family {
            var members: [ArchivedMember] = []
            for m in family.members {
                members.append(ArchivedMember(name: m.name, avatar: m.avatar, role: m.role, favorites: try uids(document.favorites?[m.name] ?? [])))
            }
            families.append(ArchivedFamily(name: family.name, createdAt: now, members: members))
        }
        var collections: [ArchivedCollection] = []
        for c in document.collections ?? [] {
            collections.append(ArchivedCollection(name: c.name, description: c.description ?? "", createdAt: now, recipes: try uids(c.recipes)))
        }
        return SousArchive(recipes: recipes, families: families, collections: collections)
    }

    static func recipe(_ seed: SeedRecipe, now: Date) -> Recipe {
        let ingredients = IngredientLineParser.parse(lines: seed.ingredients).compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = line { return ingredient }
            return nil
        }
        let steps = seed.steps.enumerated().map { index, step in
            Instruction(step: index + 1, text: step.text, duration: DurationFinder.primaryDuration(in: step.text), tip: step.tip)
        }
        return Recipe(
            uid: "starter-" + slug(seed.title),
            title: seed.title,
            description: seed.description ?? "",
            category: seed.category.lowercased(),
            difficulty: seed.difficulty,
            prepMinutes: seed.prep_minutes,
            cookMinutes: seed.cook_minutes,
            servings: seed.servings,
            ingredients: ingredients,
            instructions: steps,
            tags: seed.tags ?? [],
            source: "Sous starter cookbook",
            familyMemory: seed.memory.map { FamilyMemory(story: $0.story, from: $0.from, year: $0.year) },
            createdAt: now,
            updatedAt: now
        )
    }

    /// "Granny Maeve's Brown Soda Bread" -> "granny-maeve-s-brown-soda-bread".
    static func slug(_ title: String) -> String {
        title.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }
}

/// The YAML shape of the starter cookbook (documented in docs/DECISIONS.md).
struct SeedDocument: Decodable {
    struct Family: Decodable {
        var name: String
        var members: [Member]
    }
    struct Member: Decodable {
        var name: String
        var avatar: String
        var role: MemberRole
    }
    struct Collection: Decodable {
        var name: String
        var description: String?
        var recipes: [String]
    }
    var family: Family?
    var collections: [Collection]?
    var favorites: [String: [String]]?
    var recipes: [SeedRecipe]
}

/// One recipe as written in the starter cookbook.
struct SeedRecipe: Decodable {
    struct Memory: Decodable {
        var story: String
        var from: String?
        var year: Int?
    }
    /// A step is a plain string, or `{text, tip}`.
    struct Step: Decodable {
        var text: String
        var tip: String?

        private enum CodingKeys: String, CodingKey { case text, tip }

        init(from decoder: Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self.text = text
                tip = nil
            } else {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                text = try c.decode(String.self, forKey: .text)
                tip = try c.decodeIfPresent(String.self, forKey: .tip)
            }
        }
    }
    var title: String
    var description: String?
    var category: String
    var difficulty: Difficulty
    var prep_minutes: Int?
    var cook_minutes: Int?
    var servings: Int
    var tags: [String]?
    var memory: Memory?
    var ingredients: [String]
    var steps: [Step]
}
