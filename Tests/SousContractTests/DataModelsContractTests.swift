import Foundation
import Testing
import Yams
import SousCore
import SousStore
import SousTestSupport
@testable import SousContract

/// Holds the schema and the Swift models to `contract/data-models.yaml`.
@Suite struct DataModelsContractTests {
    struct Contract: Decodable {
        struct Model: Decodable {
            var fields: [String: Field]?
            var table: Table?
        }
        struct Field: Decodable { var type: String }
        struct Table: Decodable {
            var name: String
            var columns: [String: Column]
        }
        struct Column: Decodable {
            var type: String
            var not_null: Bool?
            var pk: Int?
        }
        var models: [String: Model]
        var search_indexes: [String: [String]]
    }

    let contract: Contract

    init() throws {
        contract = try YAMLDecoder().decode(Contract.self, from: EmbeddedContract.dataModels)
    }

    @Test func everyTableMatchesTheContract() throws {
        let schema = try AppDatabase.inMemory().schema()
        let tables = contract.models.values.compactMap(\.table)
        #expect(Set(tables.map(\.name)) == Set(schema.keys), "tables in the database vs the contract")
        for table in tables {
            let columns = try #require(schema[table.name], "table \(table.name) is missing")
            #expect(Set(columns.map(\.name)) == Set(table.columns.keys), "columns of \(table.name)")
            for column in columns {
                guard let expected = table.columns[column.name] else { continue }
                #expect(column.type == expected.type, "\(table.name).\(column.name) type")
                #expect(column.notNull == (expected.not_null ?? false), "\(table.name).\(column.name) NOT NULL")
                #expect(column.primaryKey == (expected.pk ?? 0), "\(table.name).\(column.name) primary key")
            }
        }
    }

    @Test func searchIndexesMatchTheContract() throws {
        let indexes = try AppDatabase.inMemory().searchIndexes()
        #expect(indexes == contract.search_indexes)
    }

    @Test(arguments: Samples.all.map(\.name))
    func modelFieldsMatchTheContract(model: String) throws {
        let sample = try #require(Samples.all.first { $0.name == model })
        let fields = try #require(contract.models[model]?.fields, "\(model) has no fields in the contract")
        #expect(try sample.keys() == Set(fields.keys), "JSON keys of \(model)")
    }

    @Test func embeddedCopiesAreUpToDate() throws {
        for (name, embedded) in [("assistant-intents.yaml", EmbeddedContract.assistantIntents),
                                 ("data-models.yaml", EmbeddedContract.dataModels),
                                 ("design-tokens.yaml", EmbeddedContract.designTokens),
                                 ("kitchen-knowledge.yaml", EmbeddedContract.kitchenKnowledge),
                                 ("memory-questions.yaml", EmbeddedContract.memoryQuestions)] {
            let url = TestData.packageRoot.appendingPathComponent("contract/\(name)")
            let onDisk = try String(contentsOf: url, encoding: .utf8)
            #expect(onDisk.trimmingCharacters(in: .newlines) == embedded, "contract/\(name) changed: run `make embed`")
        }
        let seed = try String(contentsOf: TestData.packageRoot.appendingPathComponent("Sources/SousContract/Seed/starter-cookbook.yaml"), encoding: .utf8)
        #expect(seed.trimmingCharacters(in: .newlines) == EmbeddedSeed.starterCookbook, "starter cookbook changed: run `make embed`")
    }
}

/// One fully populated value of each model, every optional set, to read its JSON keys.
struct Samples: Sendable {
    var name: String
    var keys: @Sendable () throws -> Set<String>

    static func of<T: Encodable & Sendable>(_ name: String, _ value: T) -> Samples {
        Samples(name: name) {
            let data = try JSONEncoder().encode(value)
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            return Set(object.keys)
        }
    }

    static let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let ingredient = Ingredient(quantity: .exact(Rational(1)), unit: "cup", name: "flour", notes: "sifted", section: "Pastry", optional: true, text: "1 cup flour, sifted")
    static let instruction = Instruction(step: 1, text: "Bake.", duration: DurationRange(seconds: 60), tip: "Watch it.")
    static let timer = CookingTimer(id: "t1", name: "rice", durationSeconds: 600, deadline: date, pausedRemaining: 10, stepIndex: 2, createdAt: date)

    static let all: [Samples] = [
        of("Recipe", Recipe(id: 1, title: "T", prepMinutes: 1, cookMinutes: 2, ingredients: [ingredient], instructions: [instruction], tags: ["a"], source: "s",
                            familyMemory: FamilyMemory(story: "s", from: "f", year: 1), createdAt: date, updatedAt: date, lastCookedAt: date, variantOf: "original-uid")),
        of("FamilyMemory", FamilyMemory(story: "s", from: "f", year: 1)),
        of("Ingredient", ingredient),
        of("Instruction", instruction),
        of("DurationRange", DurationRange(low: 1, high: 2)),
        of("Family", Family(id: 1, name: "F", createdAt: date)),
        of("FamilyMember", FamilyMember(id: 1, familyId: 1, name: "A", avatar: "🙂", role: .child)),
        of("Favorite", Favorite(memberId: 1, recipeId: 1, createdAt: date)),
        of("RecipeCollection", RecipeCollection(id: 1, name: "C", description: "d", recipeIds: [1], createdAt: date)),
        of("CookingWorkstate", CookingWorkstate(recipeId: 1, timers: [timer], completedSteps: [0], servingsTarget: 2, lastIntent: "i",
                                                lastQuery: "q", lastResponse: "r", constraints: ["c"], startedAt: date, updatedAt: date)),
        of("CookingTimer", timer),
        of("Settings", Settings(wakeWord: "okay kitchen", listening: .wakeWord, microphone: "alsa_input.usb-mic", currentMemberId: 1, aiProvider: "local")),
        of("RecipeDraft", RecipeDraft(recipeId: 1, title: "T")),
        of("MealPlanEntry", MealPlanEntry(id: 1, day: PlanDay("2026-12-01")!, meal: "dinner", recipeUID: "u", recipeTitle: "T",
                                          servings: 4, note: "n", cookedAt: date, position: 0)),
        of("PantryItem", PantryItem(name: "flour", quantity: .exact(Rational(500)), unit: "g")),
        of("ShoppingExtra", ShoppingExtra(id: 1, text: "kitchen roll", ticked: false)),
        of("Memory", Memory(id: 1, recipeId: 1, memberId: 1, questionId: "r-secret", question: "Q?", speaker: "Gran", recordedAt: date,
                            durationSeconds: 1.5, audioPath: "a.flac", transcript: "t", transcriptEdited: true)),
        of("AIProviderSettings", AIProviderSettings(provider: "openai", model: "m", baseURL: "http://127.0.0.1:1/v1", consentedAt: date)),
    ]
}
